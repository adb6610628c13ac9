/// A set of rectangle edges.
///
/// Mirrors UIKit's `UIRectEdge`; raw values are UIKit's.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: UInt

  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  public static var top: UIRectEdge { UIRectEdge(rawValue: 1 &<< 0) }
  public static var left: UIRectEdge { UIRectEdge(rawValue: 1 &<< 1) }
  public static var bottom: UIRectEdge { UIRectEdge(rawValue: 1 &<< 2) }
  public static var right: UIRectEdge { UIRectEdge(rawValue: 1 &<< 3) }
  public static var all: UIRectEdge { [.top, .left, .bottom, .right] }
}
