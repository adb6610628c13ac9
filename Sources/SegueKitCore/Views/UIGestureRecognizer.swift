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
  /// Whether a recognized gesture cancels the touch for the view (a table's row is then not selected); `true` by
  /// default, as in UIKit.
  open var cancelsTouchesInView = true
  /// Whether the view gets the touch only once the gesture has failed; `false` by default. Kept.
  open var delaysTouchesBegan = false
  /// Whether the view's touch end waits for the recognizer; `true` by default. Kept.
  open var delaysTouchesEnded = true
  /// The recognizers that must fail before this one may recognize (``require(toFail:)``), held weakly.
  private var failureRequirements: [WeakRecognizer] = []
  /// The touch of the gesture being recognized, for ``location(in:)``.
  var currentTouch: UITouch?

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

  /// Makes this recognizer wait for `otherGestureRecognizer` to fail: it recognizes only if the other does not.
  ///
  /// Mirrors UIKit's `require(toFail:)`.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
  }

  /// The recognizers this one waits for.
  var requiredToFail: [UIGestureRecognizer] { failureRequirements.compactMap(\.recognizer) }

  /// Where the gesture's touch is in `view`'s coordinates (the window's when `nil`). Mirrors UIKit's
  /// `location(in:)`.
  open func location(in view: UIView?) -> CGPoint {
    currentTouch?.location(in: view) ?? .zero
  }

  /// The number of touches in the gesture (one while one is recognized, else none). Mirrors UIKit's
  /// `numberOfTouches`.
  open var numberOfTouches: Int { currentTouch == nil ? 0 : 1 }

  /// Whether this recognizer recognizes `gesture`, by its kind and settings (a tap recognizer a tap with its number
  /// of taps …). SegueKit's subclasses override it.
  func accepts(_ gesture: SimulatedGesture) -> Bool { false }

  /// Whether the recognizer reports `began`, `changed` and `ended` (pans, long presses, pinches), not only `ended`.
  var isContinuous: Bool { false }

  /// Takes the values of `gesture` (a pan's translation, a pinch's scale) before the actions are sent.
  func adopt(_ gesture: SimulatedGesture) {}

  /// Sends the actions in `state`, as UIKit does at each state change.
  func send(in state: State) {
    self.state = state
    for pair in actions { pair.send(sender: self, origin: view) }
  }

  /// Simulates the user performing the gesture: the recognizer ends and its actions are sent in order.
  ///
  /// Not in UIKit. Does nothing when the recognizer or its view is disabled.
  public func simulateRecognition() {
    guard isEnabled, view?.isUserInteractionEnabled ?? true else { return }
    send(in: .ended)
    state = .possible
  }
}

/// A recognizer held weakly (``UIGestureRecognizer/require(toFail:)``).
private struct WeakRecognizer {
  weak var recognizer: UIGestureRecognizer?
}

/// A tap recognizer.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// The number of taps required.
  open var numberOfTapsRequired = 1
  /// The number of fingers required.
  open var numberOfTouchesRequired = 1

  override func accepts(_ gesture: SimulatedGesture) -> Bool {
    if case .tap(let count) = gesture { return count == numberOfTapsRequired && numberOfTouchesRequired == 1 }
    return false
  }
}
