import StoryboardFormat

/// The simulated device of a storyboard or xib (`<device id="retina6_12" orientation="portrait"/>`): its screen size
/// in points and the heights of the bars Interface Builder draws on it.
///
/// The sizes are Apple's published screen sizes in points for each device Interface Builder names; bar heights are
/// those of the device's iOS release (20 points without a notch, 44–59 with one) and are approximate for devices
/// not listed, which get an iPhone 8's 375 × 667.
struct DeviceMetrics: Hashable {
  var size: Size
  var statusBarHeight: Double
  /// The home indicator's area below a tab bar or toolbar (34 points on notched iPhones).
  var bottomInset: Double

  init(device: StoryboardObject?, platform: Platform) {
    let id = device?.attributes["id"] ?? ""
    let (width, height, status, bottom) = Self.table[id] ?? Self.fallback(platform)
    let landscape = device?.attributes["orientation"] == "landscape"
    size = landscape ? Size(width: height, height: width) : Size(width: width, height: height)
    statusBarHeight = landscape && platform == .iOS && bottom > 0 ? 0 : status
    bottomInset = landscape ? min(bottom, 21) : bottom
  }

  private static func fallback(_ platform: Platform) -> (Double, Double, Double, Double) {
    switch platform {
    case .tvOS: (1920, 1080, 0, 0)
    case .macOS: (480, 270, 0, 0)
    case .watchOS: (136, 170, 0, 0)
    case .iOS, .unknown: (375, 667, 20, 0)
    }
  }

  /// Device id → width, height, status bar height, bottom inset (portrait, points).
  private static let table: [String: (Double, Double, Double, Double)] = [
    "retina3_5": (320, 480, 20, 0), "retina4_0": (320, 568, 20, 0), "retina4_7": (375, 667, 20, 0),
    "retina5_5": (414, 736, 20, 0), "retina5_9": (375, 812, 44, 34), "retina6_1": (414, 896, 48, 34),
    "retina6_5": (414, 896, 44, 34), "retina6_0": (390, 844, 47, 34), "retina6_7": (428, 926, 47, 34),
    "retina5_4": (375, 812, 50, 34), "retina6_12": (393, 852, 59, 34), "retina6_72": (430, 932, 59, 34),
    "retina6_3": (402, 874, 62, 34), "retina6_9": (440, 956, 62, 34),
    "ipad9_7": (768, 1024, 20, 0), "ipad10_2": (810, 1080, 20, 0), "ipad10_5": (834, 1112, 20, 0),
    "ipad10_9rounded": (820, 1180, 24, 20), "ipad11": (834, 1194, 24, 20), "ipad11_0rounded": (834, 1194, 24, 20),
    "ipad12_9": (1024, 1366, 20, 0), "ipad12_9rounded": (1024, 1366, 24, 20),
    "appleTV": (1920, 1080, 0, 0), "watch38": (136, 170, 0, 0), "watch40": (162, 197, 0, 0),
    "watch42": (156, 195, 0, 0), "watch44": (184, 224, 0, 0), "watch45": (198, 242, 0, 0),
  ]
}
