public import Foundation

/// An animator: the object that animates one custom transition (<doc:CustomTransitions>).
///
/// Mirrors UIKit's `UIViewControllerAnimatedTransitioning`. `animateTransition(using:)` must end the transition by
/// calling the context's `completeTransition(_:)` (typically from a `UIView.animate` completion, which runs in virtual
/// time); until then the transition is under way. `interruptibleAnimator(using:)` and `animationEnded(_:)` are optional
/// in UIKit: here the first defaults to a fatal-free property animator and the second to nothing.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
  /// The duration of the transition in seconds; the transition coordinator reports it.
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
  /// Animates the transition: add the `to` view to the container, animate, then call `completeTransition(_:)`.
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
  /// The interruptible animator of the transition (iOS 10); asked only by UIKit's own interaction, never by SegueKit.
  func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
    -> any UIViewImplicitlyAnimating
  /// Called after the transition ended, inside `completeTransition(_:)`, with whether it completed.
  func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
  /// An idle property animator of the transition's duration. UIKit's requirement is optional and never asked unless
  /// an interaction controller wants one; SegueKit does not ask it.
  public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
    -> any UIViewImplicitlyAnimating
  {
    UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeInOut)
  }

  public func animationEnded(_ transitionCompleted: Bool) {}
}
