public import Foundation

/// A recognizer of two-finger pinches (continuous).
///
/// Mirrors UIKit's `UIPinchGestureRecognizer`.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// The scale of the fingers' distance since the pinch began.
  open var scale: CGFloat = 1
  /// The speed of the scaling, per second [I: over a quarter second].
  open var velocity: CGFloat { state == .ended ? (scale - 1) * 4 : 0 }

  override func accepts(_ gesture: SimulatedGesture) -> Bool {
    if case .pinch = gesture { return true }
    return false
  }

  override var isContinuous: Bool { true }

  override func adopt(_ gesture: SimulatedGesture) {
    if case .pinch(let scale) = gesture { self.scale = scale }
  }
}
