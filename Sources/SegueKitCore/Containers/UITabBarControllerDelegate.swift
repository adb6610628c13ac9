/// The tab bar controller's delegate: told about **user** taps (<doc:Containers#§7.2-Tab-bars>), and asked for a custom
/// transition's animator and interaction controller on every switch (<doc:CustomTransitions#§11.2-Containers>).
///
/// Mirrors UIKit's `UITabBarControllerDelegate`; methods have defaults (`shouldSelect` returns `true`, the transition
/// objects `nil`).
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
  /// Whether the tapped tab may be selected.
  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
  /// A tab was tapped and selected (also when it was already selected).
  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
  /// The interaction controller that drives `animationController`, for an interactive switch.
  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
  /// The animator of a switch from `fromVC` to `toVC` (programmatic ones too); `nil` keeps the standard switch.
  func tabBarController(
    _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
    to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UITabBarControllerDelegate {
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }
  public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
  public func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
  public func tabBarController(
    _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
    to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
}
