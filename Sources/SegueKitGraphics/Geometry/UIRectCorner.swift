/// A set of rectangle corners.
///
/// Mirrors UIKit's `UIRectCorner`; raw values are UIKit's.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
  public let rawValue: UInt

  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  public static var topLeft: UIRectCorner { UIRectCorner(rawValue: 1 &<< 0) }
  public static var topRight: UIRectCorner { UIRectCorner(rawValue: 1 &<< 1) }
  public static var bottomLeft: UIRectCorner { UIRectCorner(rawValue: 1 &<< 2) }
  public static var bottomRight: UIRectCorner { UIRectCorner(rawValue: 1 &<< 3) }
  public static var allCorners: UIRectCorner { UIRectCorner(rawValue: ~0) }
}
