/// The object told about a deprecated alert view's buttons and presentation.
///
/// Mirrors UIKit's `UIAlertViewDelegate`; every method is optional (defaults do nothing).
@preconcurrency @MainActor
public protocol UIAlertViewDelegate: AnyObject {
  /// A button was tapped; the alert then dismisses.
  func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int)
  /// The alert was cancelled by the system.
  func alertViewCancel(_ alertView: UIAlertView)
  /// The alert is about to be shown.
  func willPresent(_ alertView: UIAlertView)
  /// The alert was shown.
  func didPresent(_ alertView: UIAlertView)
  /// The alert is about to be dismissed.
  func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int)
  /// The alert was dismissed.
  func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int)
}

extension UIAlertViewDelegate {
  public func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {}
  public func alertViewCancel(_ alertView: UIAlertView) {}
  public func willPresent(_ alertView: UIAlertView) {}
  public func didPresent(_ alertView: UIAlertView) {}
  public func alertView(_ alertView: UIAlertView, willDismissWithButtonIndex buttonIndex: Int) {}
  public func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int) {}
}
