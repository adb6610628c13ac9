public import Foundation

/// A recognizer of presses held long enough (continuous: began once held, ended when lifted).
///
/// Mirrors UIKit's `UILongPressGestureRecognizer`.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the press must last; 0.5 seconds by default, as in UIKit.
  open var minimumPressDuration: TimeInterval = 0.5
  /// The number of taps before the press.
  open var numberOfTapsRequired = 0
  /// The number of fingers required.
  open var numberOfTouchesRequired = 1
  /// How far the finger may move.
  open var allowableMovement: CGFloat = 10

  override func accepts(_ gesture: SimulatedGesture) -> Bool {
    if case .longPress(let duration) = gesture { return duration >= minimumPressDuration && numberOfTapsRequired == 0 }
    return false
  }

  override var isContinuous: Bool { true }
}
