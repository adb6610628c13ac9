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
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
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
}

/// The context passed to transition-coordinator blocks.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  var isAnimated: Bool { get }
  var isCancelled: Bool { get }
  var transitionDuration: TimeInterval { get }
  /// The controller leaving (`.from`) or arriving (`.to`); `nil` for a trait or size change.
  ///
  /// Mirrors UIKit's `viewController(forKey:)`.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
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

/// SegueKit's coordinator: blocks run on the main queue.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator, UIViewControllerTransitionCoordinatorContext {
  let isAnimated: Bool
  let transitionDuration: TimeInterval
  var isCancelled = false
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

  // Strong, and let go in `finish()`: a weak reference would allocate a side table for each controller on every
  // presentation (present+dismiss measured 1.28× slower with weak ones).
  private var fromController: UIViewController?
  private var toController: UIViewController?

  init(animated: Bool, duration: TimeInterval, from: UIViewController? = nil, to: UIViewController? = nil) {
    self.isAnimated = animated
    self.transitionDuration = duration
    self.fromController = from
    self.toController = to
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    switch key {
    case .from: fromController
    case .to: toController
    default: nil
    }
  }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animation?(self)
    if let completion { completions.append(completion) }
    return true
  }

  func finish() {
    let pending = completions
    completions = []
    for completion in pending { completion(self) }
    fromController = nil
    toController = nil
  }
}
