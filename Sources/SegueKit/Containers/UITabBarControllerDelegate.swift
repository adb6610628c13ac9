/// The tab bar controller's delegate, told about **user** taps only (<doc:Containers#§7.2-Tab-bars>).
///
/// Mirrors UIKit's `UITabBarControllerDelegate`; methods have defaults (`shouldSelect` returns `true`).
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
  /// Whether the tapped tab may be selected.
  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
  /// A tab was tapped and selected (also when it was already selected).
  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }
  public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
