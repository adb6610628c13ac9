public import Foundation

/// What an animator is told about the transition it animates (<doc:CustomTransitions#§11.1-Presentation>).
///
/// Mirrors UIKit's `UIViewControllerContextTransitioning`. SegueKit's context is also the transition's coordinator
/// (`transitionCoordinator`): one object answers both protocols.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
  /// The view the transition takes place in; the animator adds the `to` view to it.
  var containerView: UIView { get }
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// Whether an interaction controller drives the transition and the gesture has not ended.
  var isInteractive: Bool { get }
  /// Whether the interaction was cancelled (or the transition completed with `false`).
  var transitionWasCancelled: Bool { get }
  /// The presentation style of a presentation or dismissal; `.none` for other transitions (UIKit's `.custom`
  /// placeholders aside).
  var presentationStyle: UIModalPresentationStyle { get }
  /// Reports the gesture's progress, 0 to 1.
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  /// The gesture ended and the transition goes on to its end.
  func finishInteractiveTransition()
  /// The gesture ended and the transition goes back to its start.
  func cancelInteractiveTransition()
  /// The gesture paused (iOS 10).
  func pauseInteractiveTransition()
  /// Ends the transition: with `true` the new state stays, with `false` the old one comes back. Calls after the first
  /// do nothing.
  func completeTransition(_ didComplete: Bool)
  /// The controller leaving (`.from`) or arriving (`.to`).
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The view leaving or arriving; `nil` when it does not move (the presenter's view in a presentation that keeps it).
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// The rotation of the transition; identity (SegueKit runs no rotations through animators).
  var targetTransform: CGAffineTransform { get }
  /// Where `vc`'s view starts; `.zero` when unknown (an arriving presented view).
  func initialFrame(for vc: UIViewController) -> CGRect
  /// Where `vc`'s view ends; `.zero` when it leaves the screen.
  func finalFrame(for vc: UIViewController) -> CGRect
}

/// Which view of a transition to ask a context for.
///
/// Mirrors UIKit's `UITransitionContextViewKey`, with its raw values.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The view of the controller visible at the start of the transition.
  public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
  /// The view of the controller visible at the end of the transition.
  public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
