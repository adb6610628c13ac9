/// The navigation controller's delegate.
///
/// Mirrors UIKit's `UINavigationControllerDelegate`: the show callbacks and the custom transition's animator and
/// interaction controller (<doc:CustomTransitions#§11.2-Containers>); methods have empty defaults (`nil` for the
/// transition objects, UIKit's "not implemented").
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
  /// Called before the navigation controller shows `viewController` (also for the root on first appearance).
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
  /// Called after the navigation controller showed `viewController`.
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
  /// The interaction controller that drives `animationController`, for an interactive push or pop.
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
  /// The animator of an animated push or pop; `nil` keeps the standard transition.
  func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UINavigationControllerDelegate {
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
  ) {}
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {}
  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
  public func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
}

extension UINavigationController {
  /// The kind of stack change a navigation transition animates.
  ///
  /// Mirrors UIKit's `UINavigationController.Operation`; raw values are UIKit's.
  public enum Operation: Int, Sendable, CaseIterable {
    case none = 0
    case push = 1
    case pop = 2
  }
}
