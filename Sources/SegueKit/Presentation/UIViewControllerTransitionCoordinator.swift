public import Foundation

/// Information about a running transition, handed to trait-change and adaptation callbacks.
///
/// Mirrors the parts of UIKit's protocol that do not need animation: `animate(alongsideTransition:completion:)`
/// runs the animation block at once and the completion when the transition finishes (main queue).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: AnyObject {
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// The transition's duration in seconds of virtual time.
  var transitionDuration: TimeInterval { get }
  /// Runs `animation` now and `completion` after the transition.
  @discardableResult
  func animate(
    alongsideTransition animation: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

/// The context passed to transition-coordinator blocks.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  var isAnimated: Bool { get }
  var isCancelled: Bool { get }
  var transitionDuration: TimeInterval { get }
}

/// SegueKit's coordinator: blocks run on the main queue.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator, UIViewControllerTransitionCoordinatorContext {
  let isAnimated: Bool
  let transitionDuration: TimeInterval
  var isCancelled = false
  private var completions: [@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void] = []

  init(animated: Bool, duration: TimeInterval) {
    self.isAnimated = animated
    self.transitionDuration = duration
  }

  @discardableResult
  func animate(
    alongsideTransition animation: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animation?(self)
    if let completion { completions.append(completion) }
    return true
  }

  func finish() {
    let pending = completions
    completions = []
    for completion in pending { completion(self) }
  }
}
