public import StoryboardFormat

/// The UIKit, AppKit or WatchKit class each controller element stands for when it has no custom class, and which
/// class names are Apple frameworks' (shared by the flow graph and the lint rules that read sources).
public enum ClassNames {
  public static func defaultClass(of kind: ControllerKind, on platform: Platform) -> String {
    let appKit = platform == .macOS
    switch kind {
    case .viewController: return appKit ? "NSViewController" : "UIViewController"
    case .navigationController: return "UINavigationController"
    case .tableViewController: return "UITableViewController"
    case .collectionViewController: return "UICollectionViewController"
    case .tabBarController: return "UITabBarController"
    case .splitViewController: return appKit ? "NSSplitViewController" : "UISplitViewController"
    case .pageViewController: return "UIPageViewController"
    case .hostingController: return platform == .watchOS ? "WKHostingController" : "UIHostingController"
    case .avPlayerViewController: return "AVPlayerViewController"
    case .glkViewController: return "GLKViewController"
    case .viewControllerPlaceholder, .controllerPlaceholder: return "Storyboard Reference"
    case .windowController: return "NSWindowController"
    case .tabViewController: return "NSTabViewController"
    case .pagecontroller: return "NSPageController"
    case .application: return "NSApplication"
    case .controller: return "WKInterfaceController"
    case .notificationController: return "WKUserNotificationInterfaceController"
    default: return kind.rawValue
    }
  }

  private static let systemPrefixes = [
    "UI", "NS", "WK", "MK", "AV", "GLK", "SK", "SCN", "AR", "PK", "CN", "PH", "QL", "SF", "CL", "HK", "MF", "EK", "GK",
    "MTK", "PDF", "IB", "CA", "INU", "ASAuthorization",
  ]

  /// Whether `name` starts with the prefix of an Apple framework and then a capital (`UILabel`, `MKMapView`): a
  /// class the app's sources do not declare.
  static func hasSystemPrefix(_ name: String) -> Bool {
    systemPrefixes.contains { prefix in
      name.hasPrefix(prefix) && name.dropFirst(prefix.count).first.map { $0.isUppercase } == true
    }
  }
}
