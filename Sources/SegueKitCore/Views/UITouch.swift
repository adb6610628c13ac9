public import Foundation

/// A finger on the screen, as a simulated gesture makes it.
///
/// Mirrors the part of UIKit's `UITouch` that gesture recognizer delegates read
/// (`gestureRecognizer(_:shouldReceive:)`): the view it began in, its location, its phase and tap count.
@preconcurrency @MainActor
open class UITouch: NSObject {
  /// The phase of a touch. Mirrors UIKit's `UITouch.Phase`; raw values are UIKit's.
  public enum Phase: Int, Sendable {
    case began = 0, moved, stationary, ended, cancelled
  }

  /// The view the touch began in (the hit-tested view).
  open private(set) var view: UIView?
  /// The touch's phase.
  open internal(set) var phase: Phase
  /// The number of taps.
  open private(set) var tapCount: Int
  /// Where the touch is, in the window's coordinates.
  let locationInWindow: CGPoint

  init(view: UIView?, location: CGPoint, phase: Phase, tapCount: Int) {
    self.view = view
    self.locationInWindow = location
    self.phase = phase
    self.tapCount = tapCount
    super.init()
  }

  /// The touch's location in `view`'s coordinates (the window's when `nil`). Mirrors UIKit's `location(in:)`.
  open func location(in view: UIView?) -> CGPoint {
    view?.convert(locationInWindow, from: nil) ?? locationInWindow
  }
}
