internal import Foundation

/// The app's delegate.
///
/// Mirrors UIKit's `UIApplicationDelegate` (the parts used for navigation); methods have defaults.
@MainActor
public protocol UIApplicationDelegate: AnyObject {
  /// The app's main window (apps without scenes).
  var window: UIWindow? { get set }
  /// The app received a memory warning.
  func applicationDidReceiveMemoryWarning(_ application: UIApplication)
  /// Launch is under way; the main storyboard's window exists already (<doc:Storyboards#§8.3-Launch>).
  func application(
    _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  /// Launch is done; the window is made key and visible after this returns (<doc:Storyboards#§8.3-Launch>).
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  /// The configuration of a connecting scene; the default is the Info.plist manifest's.
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
}

extension UIApplicationDelegate {
  public var window: UIWindow? {
    get { nil }
    set {}  // swiftlint:disable:this unused_setter_value
  }
  public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
  public func application(
    _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  public func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    connectingSceneSession.configuration
  }
}

/// The app object: its delegate and its windows.
///
/// Mirrors UIKit's `UIApplication`. The main queue that UIKit's run loop would drain is ``MainQueue``.
@MainActor
open class UIApplication: UIResponder {
  /// The app's single instance.
  public static let shared = UIApplication()

  /// The app delegate (held weakly, as in UIKit).
  open weak var delegate: (any UIApplicationDelegate)?

  // Windows are not retained (a window the app lets go of goes away, as in UIKit); the references are cleared by
  // the window's deinit. Unowned(unsafe) rather than weak keeps windows off the slow reference-counting path.
  private var windowRefs: [UnownedWindow] = []
  unowned(unsafe) var keyWindowStorage: UIWindow?

  /// The app's live windows, in creation order.
  public var windows: [UIWindow] {
    windowRefs.map(\.window)
  }

  /// The key window.
  public var keyWindow: UIWindow? { keyWindowStorage }

  func register(_ window: UIWindow) {
    windowRefs.append(UnownedWindow(window: window))
  }

  func unregister(_ window: UIWindow) {
    windowRefs.removeAll { $0.window === window }
    if keyWindowStorage === window { keyWindowStorage = nil }
  }

  /// Sends a memory warning to the delegate and every view controller in every window.
  ///
  /// Not in UIKit (the system sends memory warnings); mirrors what UIKit does when one arrives.
  public func simulateMemoryWarning() {
    delegate?.applicationDidReceiveMemoryWarning(self)
    for window in windows {
      window.rootViewController?.forEachInHierarchy { $0.didReceiveMemoryWarning() }
    }
  }
}

private struct UnownedWindow {
  unowned(unsafe) let window: UIWindow
}
