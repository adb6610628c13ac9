public import Foundation

/// A two-dimensional vector: CoreGraphics' `CGVector`, which `import UIKit` brings along (dynamics' gravity and
/// fields, `NSCoder`'s and `NSValue`'s vector members). swift-corelibs-foundation has `CGPoint`, `CGSize` and
/// `CGRect` but not this one.
public struct CGVector: Hashable, Sendable {
  /// The horizontal component.
  public var dx: CGFloat
  /// The vertical component.
  public var dy: CGFloat

  /// The zero vector.
  public init() {
    dx = 0
    dy = 0
  }

  /// A vector with the given components.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// A vector with the given components.
  public init(dx: Double, dy: Double) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// A vector with the given components.
  public init(dx: Int, dy: Int) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// The zero vector, `(0, 0)`.
  public static var zero: CGVector { CGVector() }
}

/// A glyph's index in a font: CoreGraphics' `CGGlyph`.
public typealias CGGlyph = UInt16
