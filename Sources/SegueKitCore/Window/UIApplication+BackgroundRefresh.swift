import Foundation

extension UIApplication {
  /// Whether the app may refresh in the background: ``simulatedBackgroundRefreshStatus``.
  ///
  /// Mirrors UIKit's `backgroundRefreshStatus`.
  public var backgroundRefreshStatus: UIBackgroundRefreshStatus {
    simulatedBackgroundRefreshStatus
  }

  /// The background refresh status the simulated user has chosen; setting a new one posts
  /// `backgroundRefreshStatusDidChangeNotification`, as UIKit does when the user changes it. Not in UIKit.
  public var simulatedBackgroundRefreshStatus: UIBackgroundRefreshStatus {
    get { backgroundRefreshStatusStorage }
    set {
      guard newValue != backgroundRefreshStatusStorage else { return }
      backgroundRefreshStatusStorage = newValue
      NotificationCenter.default.post(name: UIApplication.backgroundRefreshStatusDidChangeNotification, object: self)
    }
  }
}
