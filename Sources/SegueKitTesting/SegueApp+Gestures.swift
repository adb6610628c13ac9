public import Foundation
public import SegueKit

/// Swipes, drags, long presses and pinches, recognized by the app's own gesture recognizers as UIKit arbitrates them
/// (`UIView.simulateGesture(_:)`): the recognizers of the touched view and its superviews, `require(toFail:)`, the
/// delegate's `gestureRecognizerShouldBegin(_:)` and `gestureRecognizer(_:shouldReceive:)`, UIKit's states.
extension SegueApp {
  /// Swipes in `direction` on the element a user would call `name` (the screen's content when `nil`), as one step.
  public func swipe(_ direction: UISwipeGestureRecognizer.Direction, on name: String? = nil) throws {
    try gesture(.swipe(direction), "swipe", on: name)
  }

  /// Drags by `translation` on the element `name` (the screen's content when `nil`), as one step.
  public func pan(by translation: CGPoint, on name: String? = nil) throws {
    try gesture(.pan(translation: translation), "drag", on: name)
  }

  /// Drags from the screen's `edge` by `translation`, as one step (for the app's screen-edge recognizers; the
  /// navigation controller's own edge swipe is ``swipeBack(completing:)``).
  public func swipeFromEdge(_ edge: UIRectEdge = .left, by translation: CGPoint = CGPoint(x: 200, y: 0)) throws {
    try gesture(.edgePan(edge: edge, translation: translation), "edge swipe", on: nil)
  }

  /// Presses and holds the element `name` (the screen's content when `nil`) for `duration` seconds, as one step.
  ///
  /// When the element or a view containing it has a context menu (a `UIContextMenuInteraction` whose delegate gives a
  /// configuration, or a table's or collection view's row whose delegate does), the menu shows: ``elements`` are then
  /// its actions and submenus, ``tap(_:)`` chooses one, ``dismissMenu()`` cancels it, and ``snapshot`` shows it.
  /// Otherwise the app's own gesture recognizers see the press.
  public func longPress(_ name: String? = nil, duration: TimeInterval = 0.6) throws {
    try gesture(.longPress(duration: duration), "long press", on: name)
  }

  /// Pinches the element `name` (the screen's content when `nil`) to `scale`, as one step.
  public func pinch(_ name: String? = nil, scale: CGFloat) throws {
    try gesture(.pinch(scale: scale), "pinch", on: name)
  }

  /// Makes `gesture` on the named element's view; throws when no recognizer recognizes it.
  private func gesture(_ gesture: SimulatedGesture, _ what: String, on name: String?) throws {
    let (target, container) = try gestureTarget(name)
    var recognized = 0
    try step {
      if case .longPress(let duration) = gesture, duration >= Self.contextMenuPressDuration,
        UIContextMenuInteraction.simulateLongPress(on: target, in: container)
      {
        recognized = 1
        return
      }
      recognized = target.simulateGesture(gesture, in: container).recognized.count
    }
    guard recognized > 0 else {
      let place = name.map { "'\($0)'" } ?? "the screen"
      throw SegueAppError.element("no gesture recognizer recognized the \(what) on \(place)")
    }
  }

  /// How long a press lasts before a context menu shows. [I] UIKit does not document it; a long press recognizer's
  /// default `minimumPressDuration` is 0.5 s, and the menu shows after about as long.
  static let contextMenuPressDuration: TimeInterval = 0.5

  private func gestureTarget(_ name: String?) throws -> (UIView, UIView?) {
    let screen = Screen(window: window)
    guard let name else {
      guard let root = screen?.layer.viewIfLoaded else { throw SegueAppError.element("nothing is on screen") }
      return (root, nil)
    }
    let matches = (screen?.elements ?? []).filter { $0.element.isNamed(name) }
    guard let handle = matches.first(where: { $0.view != nil }), let view = handle.view else {
      let reason = matches.isEmpty ? "no element '\(name)' on screen" : "'\(name)' is not something a finger moves"
      throw SegueAppError.element(reason)
    }
    if let cover = handle.coveredBy {
      throw SegueAppError.element("'\(name)' cannot be reached: the \(cover) drawn above it takes the touch")
    }
    guard !handle.isUnreachable else {
      throw SegueAppError.element(
        "'\(name)' cannot be reached: user interaction is off on it or on a view that contains it")
    }
    return (view, handle.container)
  }
}
