public import Foundation

/// A gesture a simulated finger makes on a view (``UIView/simulateGesture(_:in:)``).
///
/// Not in UIKit: the touches a user's fingers make, as one value.
public enum SimulatedGesture: Sendable, Equatable {
  /// `count` quick taps.
  case tap(count: Int = 1)
  /// A quick swipe in `direction`.
  case swipe(UISwipeGestureRecognizer.Direction)
  /// A drag by `translation` points.
  case pan(translation: CGPoint)
  /// A drag from the screen's `edge` by `translation` points.
  case edgePan(edge: UIRectEdge, translation: CGPoint)
  /// A press held for `duration` seconds.
  case longPress(duration: TimeInterval = 0.6)
  /// Two fingers pinching to `scale` (below 1 pinches in).
  case pinch(scale: CGFloat)

  /// The swipe's direction as a drag: 100 points that way.
  var dragTranslation: CGPoint? {
    switch self {
    case .swipe(let direction):
      switch direction {
      case .left: CGPoint(x: -100, y: 0)
      case .up: CGPoint(x: 0, y: -100)
      case .down: CGPoint(x: 0, y: 100)
      default: CGPoint(x: 100, y: 0)
      }
    case .pan(let translation), .edgePan(_, let translation): translation
    default: nil
    }
  }
}
