import SegueKit

extension DevicePreset {
  /// The presets by the names the command line accepts, in the order help lists them.
  static let commandLineChoices: [(name: String, preset: DevicePreset)] = [
    ("iphone", .iPhone), ("iphone-se", .iPhoneSE), ("iphone-plus", .iPhonePlus), ("iphone-pro-max", .iPhoneProMax),
    ("ipad", .iPad), ("ipad-slide-over", .iPadSlideOver), ("ipad-half", .iPadHalf),
    ("ipad-13-half", .iPad13Half), ("ipad-two-thirds", .iPadTwoThirds),
  ]

  /// The names the command line accepts.
  static var commandLineNames: [String] { commandLineChoices.map(\.name) }

  /// The preset called `name` on the command line (`ipad`, `iphone-se` …), or `nil`.
  init?(commandLineName name: String) {
    guard let choice = Self.commandLineChoices.first(where: { $0.name == name.lowercased() }) else { return nil }
    self = choice.preset
  }
}
