public import Foundation

/// A 4×4 transform of a layer.
///
/// Mirrors QuartzCore's `CATransform3D`.
public struct CATransform3D: Hashable, Sendable {
  public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0, m14: CGFloat = 0
  public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0, m24: CGFloat = 0
  public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1, m34: CGFloat = 0
  public var m41: CGFloat = 0, m42: CGFloat = 0, m43: CGFloat = 0, m44: CGFloat = 1

  /// The identity transform.
  public init() {}
}

/// The identity transform. Mirrors QuartzCore's `CATransform3DIdentity`.
public let CATransform3DIdentity = CATransform3D()

/// A scale. Mirrors QuartzCore's `CATransform3DMakeScale`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var transform = CATransform3D()
  (transform.m11, transform.m22, transform.m33) = (sx, sy, sz)
  return transform
}

/// A translation. Mirrors QuartzCore's `CATransform3DMakeTranslation`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  var transform = CATransform3D()
  (transform.m41, transform.m42, transform.m43) = (tx, ty, tz)
  return transform
}

/// The 3-D form of an affine transform. Mirrors QuartzCore's `CATransform3DMakeAffineTransform`.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  var transform = CATransform3D()
  (transform.m11, transform.m12, transform.m21, transform.m22) = (m.a, m.b, m.c, m.d)
  (transform.m41, transform.m42) = (m.tx, m.ty)
  return transform
}
