import SegueKit

/// Leaving the app and coming back, as the user does from the Home Screen.
extension SegueApp {
  /// Sends the app to the background as one step, through `UIApplication.simulateMovingToBackground()`: the scene
  /// (or app) delegate's calls and the notifications; then the main queue is drained and the life cycle recorded.
  ///
  /// Throws when the app is not active: "the app is not active, so it cannot move to the background".
  public func moveToBackground() throws {
    guard UIApplication.shared.applicationState == .active else {
      throw SegueAppError.navigation("the app is not active, so it cannot move to the background")
    }
    try step { UIApplication.shared.simulateMovingToBackground() }
  }

  /// Brings the app back from the background as one step, through
  /// `UIApplication.simulateReturningToForeground()`; then the main queue is drained and the life cycle recorded.
  ///
  /// Throws when the app is not in the background: "the app is not in the background".
  public func returnToForeground() throws {
    guard UIApplication.shared.applicationState == .background else {
      throw SegueAppError.navigation("the app is not in the background")
    }
    try step { UIApplication.shared.simulateReturningToForeground() }
  }
}
