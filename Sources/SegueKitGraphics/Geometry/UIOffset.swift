public import Foundation

/// A horizontal and vertical offset.
///
/// Mirrors UIKit's `UIOffset`.
public struct UIOffset: Hashable, Sendable {
  public var horizontal: CGFloat
  public var vertical: CGFloat

  /// A zero offset.
  public init() {
    self.init(horizontal: 0, vertical: 0)
  }

  /// Creates an offset.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    (self.horizontal, self.vertical) = (horizontal, vertical)
  }

  /// A zero offset.
  public static let zero = UIOffset()
}
