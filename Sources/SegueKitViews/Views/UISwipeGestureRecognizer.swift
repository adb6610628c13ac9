import Foundation

/// A recognizer of quick swipes in its directions (discrete: it ends at once).
///
/// Mirrors UIKit's `UISwipeGestureRecognizer`.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// Swipe directions. Mirrors UIKit's `UISwipeGestureRecognizer.Direction`; raw values are UIKit's.
  public struct Direction: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var right: Direction { Direction(rawValue: 1 &<< 0) }
    public static var left: Direction { Direction(rawValue: 1 &<< 1) }
    public static var up: Direction { Direction(rawValue: 1 &<< 2) }
    public static var down: Direction { Direction(rawValue: 1 &<< 3) }
  }

  /// The directions it recognizes; `.right` by default, as in UIKit.
  open var direction: Direction = .right
  /// The number of fingers required.
  open var numberOfTouchesRequired = 1

  override func accepts(_ gesture: SimulatedGesture) -> Bool {
    if case .swipe(let swiped) = gesture { return direction.contains(swiped) && numberOfTouchesRequired == 1 }
    return false
  }
}
