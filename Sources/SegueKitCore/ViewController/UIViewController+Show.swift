public import Foundation

/// `show`, `showDetailViewController` and the target search (<doc:Containers#§3-Show-and-show-detail>).
extension UIViewController {
  /// Posted when a split view controller collapses or expands, so UI that depends on whether
  /// `showDetailViewController` pushes or replaces can refresh; the object is the split view controller
  /// (<doc:Containers#§3.5-Target-change-notification>).
  public static let showDetailTargetDidChangeNotification = Notification.Name(
    "UIViewControllerShowDetailTargetDidChangeNotification")

  func targetViewControllerImplementation(forAction action: Selector, sender: Any?) -> UIViewController? {
    if ShowMethodOverrides.overrides(type(of: self), action) && canPerformAction(action, withSender: sender) {
      return self
    }
    return nextViewControllerForShowTarget?.targetViewController(forAction: action, sender: sender)
  }

  /// UIKit's private `_nextViewController`: the parent, or for the top of a parent chain its presenter [I].
  var nextViewControllerForShowTarget: UIViewController? {
    parentStorage ?? parentModal
  }

  /// UIKit's `_showViewController:withAction:sender:` (<doc:Containers#§3.2-Showing-by-presenting>).
  func showViewController(_ vc: UIViewController, action: Selector, sender: Any?) {
    if let target = targetViewController(forAction: action, sender: sender) {
      let forwardedSender = sender ?? self
      if action == .showDetailViewController {
        target.showDetailViewController(vc, sender: forwardedSender)
      } else {
        target.show(vc, sender: forwardedSender)
      }
      return
    }
    guard let window = viewStorage?.window ?? topOfParentChain.viewStorage?.window,
      var anchor = window.rootViewController
    else {
      Console.log(
        "Attempt to present \(vc) on \(self) (from \(self)) whose view is not in the window hierarchy.")
      return
    }
    while let presented = anchor.childModal { anchor = presented }
    guard anchor.viewStorage?.window === window else {
      Console.log(
        "Attempt to present \(vc) on \(anchor) (from \(self)) whose view is not in the window hierarchy.")
      return
    }
    anchor.present(vc, animated: UIView.areAnimationsEnabled, completion: nil)
  }
}
