import SegueKit

/// Whether a finger reaches a control the driver acts on, by UIKit's hit-testing rules (``TouchReach``,
/// ``TouchCover``).
extension SegueApp {
  /// Throws when touches cannot reach `view` (called `name` in the error): user interaction is off on it or on a
  /// view containing it, or a view drawn above it takes the touch.
  func requireReachable(_ view: UIView, _ name: String) throws {
    guard TouchReach.takesTouches(view) else {
      throw SegueAppError.element(
        "the \(name) cannot be reached: user interaction is off on it or on a view that contains it")
    }
    if let cover = Screen(window: window)?.coveringView(of: view) {
      throw SegueAppError.element(
        "the \(name) cannot be reached: the \(TouchCover.name(of: cover)) drawn above it takes the touch")
    }
  }
}
