/// The navigation controller's delegate.
///
/// Mirrors UIKit's `UINavigationControllerDelegate` (the show callbacks); methods have empty defaults.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
  /// Called before the navigation controller shows `viewController` (also for the root on first appearance).
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
  /// Called after the navigation controller showed `viewController`.
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
  ) {}
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {}
}
