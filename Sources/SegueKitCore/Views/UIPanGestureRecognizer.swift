public import Foundation

/// A recognizer of drags (continuous: began, changed, ended), which swipes are too.
///
/// Mirrors UIKit's `UIPanGestureRecognizer`.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// The fewest fingers; one by default.
  open var minimumNumberOfTouches = 1
  /// The most fingers.
  open var maximumNumberOfTouches = Int.max
  private var translationStorage = CGPoint.zero

  /// How far the finger has moved since the gesture began (or the last ``setTranslation(_:in:)``). Mirrors UIKit's
  /// `translation(in:)`; views' coordinates differ only by an offset here, so it is the same in every view.
  open func translation(in view: UIView?) -> CGPoint { translationStorage }

  /// Resets the translation. Mirrors UIKit's `setTranslation(_:in:)`.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) { translationStorage = translation }

  /// The speed of the drag in points per second: the translation over a quarter second [I: a simulated drag lasts
  /// that long]. Mirrors UIKit's `velocity(in:)`.
  open func velocity(in view: UIView?) -> CGPoint {
    state == .ended ? CGPoint(x: translationStorage.x * 4, y: translationStorage.y * 4) : .zero
  }

  override func accepts(_ gesture: SimulatedGesture) -> Bool {
    switch gesture {
    case .pan, .swipe: true
    default: false
    }
  }

  override var isContinuous: Bool { true }

  override func adopt(_ gesture: SimulatedGesture) {
    translationStorage = gesture.dragTranslation ?? .zero
  }
}
