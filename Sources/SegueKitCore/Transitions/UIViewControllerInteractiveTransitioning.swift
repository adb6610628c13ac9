public import Foundation

/// An interaction controller: the object that drives an animator from a gesture (<doc:CustomTransitions#§11.3-Interactive>).
///
/// Mirrors UIKit's `UIViewControllerInteractiveTransitioning`; the optional properties have UIKit's defaults.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
  /// Starts the interactive transition; the context's `updateInteractiveTransition(_:)`, `finishInteractiveTransition()`
  /// or `cancelInteractiveTransition()` report the gesture's progress.
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
  /// How fast the rest of the animation runs after the gesture ends (1 = normal speed).
  var completionSpeed: CGFloat { get }
  /// The curve of the rest of the animation after the gesture ends.
  var completionCurve: UIView.AnimationCurve { get }
  /// Whether the transition starts interactive (iOS 10).
  var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
  public var completionSpeed: CGFloat { 1 }
  public var completionCurve: UIView.AnimationCurve { .easeInOut }
  public var wantsInteractiveStart: Bool { true }
}
