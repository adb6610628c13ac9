public import Foundation

/// A 2-D affine transform: `[a b 0; c d 0; tx ty 1]`, as Core Graphics defines it.
///
/// Mirrors CoreGraphics' `CGAffineTransform` (Foundation on Linux has only `AffineTransform`).
public struct CGAffineTransform: Hashable, Sendable {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat

  /// Creates a transform from its six entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// Creates a transform from its six entries, unlabelled.
  public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
    self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
  }

  /// The identity transform.
  public init() {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }

  /// The identity transform.
  public static let identity = CGAffineTransform()

  /// A scale. Mirrors `CGAffineTransform(scaleX:y:)`.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A translation. Mirrors `CGAffineTransform(translationX:y:)`.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// A rotation by `angle` radians. Mirrors `CGAffineTransform(rotationAngle:)`.
  public init(rotationAngle angle: CGFloat) {
    let (cosine, sine) = (CGFloat(cos(Double(angle))), CGFloat(sin(Double(angle))))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether the transform is the identity.
  public var isIdentity: Bool { self == .identity }

  /// `self` followed by `t2`. Mirrors `concatenating(_:)`.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// A scale applied before `self`. Mirrors `scaledBy(x:y:)`.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// A translation applied before `self`. Mirrors `translatedBy(x:y:)`.
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// A rotation applied before `self`. Mirrors `rotated(by:)`.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The inverse, or `self` when the transform is not invertible (as CoreGraphics returns).
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0 else { return self }
    let (ia, ib, ic, id) = (d / determinant, -b / determinant, -c / determinant, a / determinant)
    return CGAffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
  }
}

extension CGPoint {
  /// The point transformed by `t`. Mirrors `CGPoint.applying(_:)`.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: x * t.a + y * t.c + t.tx, y: x * t.b + y * t.d + t.ty)
  }
}

extension CGSize {
  /// The size transformed by `t` (without translation). Mirrors `CGSize.applying(_:)`.
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: width * t.a + height * t.c, height: width * t.b + height * t.d)
  }
}

extension CGRect {
  /// The smallest rectangle that holds the rectangle's four corners transformed by `t`; the null rectangle stays
  /// null. Mirrors `CGRect.applying(_:)` (`CGRectApplyAffineTransform`).
  public func applying(_ t: CGAffineTransform) -> CGRect {
    guard !isNull else { return self }
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(t) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let (left, top) = (xs.min() ?? 0, ys.min() ?? 0)
    return CGRect(x: left, y: top, width: (xs.max() ?? 0) - left, height: (ys.max() ?? 0) - top)
  }
}
