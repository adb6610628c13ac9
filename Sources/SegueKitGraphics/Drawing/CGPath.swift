public import Foundation

/// A path as Core Graphics holds it; inert (nothing is drawn), it records the shape it was made from.
///
/// Mirrors CoreGraphics' `CGPath` (Linux has no CoreGraphics).
public final class CGPath: Hashable, Sendable {
  /// The shape a path was made from. Not in CoreGraphics.
  public enum Shape: Hashable, Sendable {
    /// An empty path.
    case empty
    /// A rectangle.
    case rect(CGRect)
    /// An ellipse inscribed in a rectangle.
    case ellipse(CGRect)
    /// A rectangle with rounded corners.
    case roundedRect(CGRect, cornerRadius: CGFloat)
  }

  /// The shape the path was made from. Not in CoreGraphics.
  public let shape: Shape

  /// Creates a path of a shape. Not in CoreGraphics.
  public init(shape: Shape) {
    self.shape = shape
  }

  /// A rectangular path. Mirrors `CGPath(rect:transform:)`.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(shape: .rect(rect))
  }

  /// An elliptical path. Mirrors `CGPath(ellipseIn:transform:)`.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(shape: .ellipse(rect))
  }

  /// The rectangle enclosing the path. Mirrors `CGPath.boundingBox`.
  public var boundingBox: CGRect {
    switch shape {
    case .empty: .null
    case .rect(let rect), .ellipse(let rect), .roundedRect(let rect, _): rect
    }
  }

  /// Whether two paths were made from the same shape.
  public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.shape == rhs.shape }

  public func hash(into hasher: inout Hasher) { hasher.combine(shape) }
}
