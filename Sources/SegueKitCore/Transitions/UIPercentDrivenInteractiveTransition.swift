public import Foundation

/// An interaction controller that drives an animator by a percentage (<doc:CustomTransitions#§11.3-Interactive>).
///
/// Mirrors UIKit's `UIPercentDrivenInteractiveTransition`. When the transition starts it calls the animator's
/// `animateTransition(using:)` at once (UIKit runs it paused); `update(_:)`, `finish()` and `cancel()` report the
/// gesture to the context and the coordinator's `notifyWhenInteractionChanges` handlers. The animator's own
/// completion (a `UIView.animate` completion in virtual time) then calls `completeTransition(_:)` with
/// `!transitionWasCancelled`.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
  private var context: (any UIViewControllerContextTransitioning)?
  private var animator: (any UIViewControllerAnimatedTransitioning)?

  /// How far the transition has got, 0 to 1.
  open private(set) var percentComplete: CGFloat = 0

  /// The animator's duration, once the transition started.
  open var duration: CGFloat {
    guard let context, let animator else { return 0 }
    return CGFloat(animator.transitionDuration(using: context))
  }

  /// How fast the rest of the animation runs after `finish()` or `cancel()`.
  open var completionSpeed: CGFloat = 1
  /// The curve of the rest of the animation.
  open var completionCurve: UIView.AnimationCurve = .easeInOut
  /// Whether the transition starts interactive (iOS 10).
  open var wantsInteractiveStart = true

  public override init() {
    super.init()
  }

  /// Starts the transition: remembers the context and asks its animator to animate.
  open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
    context = transitionContext
    animator = (transitionContext as? TransitionCoordinator)?.animator
    percentComplete = 0
    animator?.animateTransition(using: transitionContext)
  }

  /// Sets how far the transition has got.
  open func update(_ percentComplete: CGFloat) {
    self.percentComplete = min(1, max(0, percentComplete))
    context?.updateInteractiveTransition(self.percentComplete)
  }

  /// Pauses the transition where it is (iOS 10).
  open func pause() {
    context?.pauseInteractiveTransition()
  }

  /// The gesture gave up: the transition goes back to its start.
  open func cancel() {
    let context = self.context
    self.context = nil
    animator = nil
    context?.cancelInteractiveTransition()
  }

  /// The gesture completed: the transition goes on to its end.
  open func finish() {
    let context = self.context
    self.context = nil
    animator = nil
    context?.finishInteractiveTransition()
  }
}
