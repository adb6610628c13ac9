public import Foundation

/// A gesture recognizer with target-action pairs.
///
/// Mirrors UIKit's `UIGestureRecognizer`; recognition is simulated with ``simulateRecognition()``. Targets
/// receive selector actions through ``SelectorActionTarget``.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
  /// The states a recognizer goes through.
  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
    public static let recognized = State.ended
  }

  private var actions: [TargetAction] = []
  /// The view the recognizer is attached to.
  public internal(set) weak var view: UIView?
  /// The recognizer's current state.
  open var state: State = .possible
  /// Whether the recognizer handles touches.
  open var isEnabled = true
  /// The recognizer's delegate (held weakly, as in UIKit).
  open weak var delegate: (any UIGestureRecognizerDelegate)?

  /// Creates a recognizer that sends `action` to `target` when it recognizes its gesture.
  public init(target: Any?, action: Selector?) {
    super.init()
    if let action { actions.append(TargetAction(target: TargetAction.object(target), selector: action)) }
  }

  public convenience override init() {
    self.init(target: nil, action: nil)
  }

  /// Adds a target-action pair.
  open func addTarget(_ target: Any, action: Selector) {
    actions.append(TargetAction(target: TargetAction.object(target), selector: action))
  }

  /// Removes the pairs of `target` (all targets when `nil`) with `action` (any action when `nil`).
  open func removeTarget(_ target: Any?, action: Selector?) {
    let target = TargetAction.object(target)
    actions.removeAll { (target == nil || $0.target === target) && (action == nil || $0.selector == action) }
  }

  /// Simulates the user performing the gesture: the recognizer ends and its actions are sent in order.
  ///
  /// Not in UIKit. Does nothing when the recognizer or its view is disabled.
  public func simulateRecognition() {
    guard isEnabled, view?.isUserInteractionEnabled ?? true else { return }
    state = .ended
    for pair in actions { pair.send(sender: self, origin: view) }
    state = .possible
  }
}

/// A tap recognizer.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// The number of taps required.
  open var numberOfTapsRequired = 1
}
