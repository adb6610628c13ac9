/// The platform a storyboard targets, from its `targetRuntime`.
public enum Platform: String, Sendable, Hashable, Codable {
  case iOS, tvOS, macOS, watchOS, unknown

  init(targetRuntime: String?) {
    switch targetRuntime {
    case "iOS.CocoaTouch", "iOS.CocoaTouch.iPad": self = .iOS
    case "AppleTV": self = .tvOS
    case "MacOSX.Cocoa": self = .macOS
    case "watchKit": self = .watchOS
    default: self = .unknown
    }
  }
}
