public import Foundation

/// Information about a running transition: presentations, dismissals, pushes, pops, tab switches and trait changes
/// (<doc:CustomTransitions#§11.4-Transition-coordinator>).
///
/// Mirrors UIKit's `UIViewControllerTransitionCoordinator`: `animate(alongsideTransition:completion:)` runs the
/// animation block at once and the completion inside the transition's `completeTransition(_:)`, after the present or
/// dismiss completion; `notifyWhenInteractionChanges(_:)` handlers run when an interactive transition's gesture ends.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  /// Runs `animation` now and `completion` when the transition ends.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// Runs `animation` now and `completion` when the transition ends; the view is not modelled.
  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// Calls `handler` when the interaction of an interactive transition ends (deprecated in iOS 10).
  @available(iOS, introduced: 7.0, deprecated: 10.0)
  func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
  /// Calls `handler` when the interaction of an interactive transition finishes or is cancelled (iOS 10).
  func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
  /// Runs `animation` now, with no completion.
  ///
  /// UIKit imports `animate(alongsideTransition:completion:)` with `completion: … = nil`; a Swift protocol
  /// requirement cannot have a default argument, so this overload, not in UIKit, stands in for it.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }

  /// Runs `animation` now, with no completion (UIKit's `completion: … = nil`).
  @discardableResult
  public func animateAlongsideTransition(
    in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animateAlongsideTransition(in: view, animation: animation, completion: nil)
  }
}

/// The context passed to transition-coordinator blocks.
///
/// Mirrors UIKit's `UIViewControllerTransitionCoordinatorContext`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// The presentation style of a presentation or dismissal; `.none` for other transitions.
  var presentationStyle: UIModalPresentationStyle { get }
  /// Whether the transition started interactive.
  var initiallyInteractive: Bool { get }
  /// Whether the transition can be interrupted (iOS 10); `false` in SegueKit.
  var isInterruptible: Bool { get }
  /// Whether the transition is interactive now (its gesture has not ended).
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled (an interactive one whose gesture gave up).
  var isCancelled: Bool { get }
  /// The transition's duration in seconds of virtual time.
  var transitionDuration: TimeInterval { get }
  /// How far an interactive transition has got, 0 to 1.
  var percentComplete: CGFloat { get }
  /// The speed of the rest of the animation after an interaction ends.
  var completionVelocity: CGFloat { get }
  /// The curve of the rest of the animation after an interaction ends.
  var completionCurve: UIView.AnimationCurve { get }
  /// The controller leaving (`.from`) or arriving (`.to`); `nil` for a trait or size change.
  ///
  /// Mirrors UIKit's `viewController(forKey:)`.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The view leaving or arriving; `nil` when it does not move.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// The view the transition takes place in.
  var containerView: UIView { get }
  /// The rotation of the transition; identity.
  var targetTransform: CGAffineTransform { get }
}

/// Which controller of a transition to ask a context for.
///
/// Mirrors UIKit's `UITransitionContextViewControllerKey`, with its raw values.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The controller visible at the start of the transition.
  public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
  /// The controller visible at the end of the transition.
  public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}
