public import StoryboardFormat

/// The UIKit, AppKit or WatchKit class each controller element stands for when it has no custom class.
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
}
