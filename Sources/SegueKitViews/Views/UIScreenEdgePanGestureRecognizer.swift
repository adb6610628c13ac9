/// A recognizer of drags that start at an edge of the screen.
///
/// Mirrors UIKit's `UIScreenEdgePanGestureRecognizer`.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The edges it starts from; none by default, as in UIKit (set one).
  open var edges: UIRectEdge = []

  override func accepts(_ gesture: SimulatedGesture) -> Bool {
    if case .edgePan(let edge, _) = gesture { return !edges.intersection(edge).isEmpty }
    return false
  }
}
