public import Foundation

/// A path of lines and curves; inert (nothing is drawn), it records the shape it was made from.
///
/// Mirrors UIKit's `UIBezierPath`. A path made from a rectangle, oval or rounded rectangle keeps that shape
/// (``CGPath/shape``); its ``bounds`` is the rectangle.
open class UIBezierPath: NSObject {
  /// The shape the path was made from (`.empty` for a path built from segments).
  private var shape: CGPath.Shape
  /// The points added with ``move(to:)`` and ``addLine(to:)``.
  private var points: [CGPoint] = []
  /// The width of the stroke.
  open var lineWidth: CGFloat = 1
  /// Whether the even-odd rule decides what is inside.
  open var usesEvenOddFillRule = false

  /// An empty path.
  public override init() {
    self.shape = .empty
    super.init()
  }

  /// A rectangular path.
  public init(rect: CGRect) {
    self.shape = .rect(rect)
    super.init()
  }

  /// An oval inscribed in a rectangle.
  public init(ovalIn rect: CGRect) {
    self.shape = .ellipse(rect)
    super.init()
  }

  /// A rectangle with rounded corners.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.shape = .roundedRect(rect, cornerRadius: cornerRadius)
    super.init()
  }

  /// A rectangle with some corners rounded (the radius recorded is the larger of the radii).
  public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
    self.shape = .roundedRect(rect, cornerRadius: max(cornerRadii.width, cornerRadii.height))
    super.init()
  }

  /// A circular arc (recorded as the enclosing circle's oval).
  public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    self.shape = .ellipse(CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    super.init()
  }

  /// A path from a Core Graphics path.
  public init(cgPath: CGPath) {
    self.shape = cgPath.shape
    super.init()
  }

  /// The path as a Core Graphics path.
  open var cgPath: CGPath {
    get {
      if case .empty = shape, !points.isEmpty { return CGPath(shape: .rect(bounds)) }
      return CGPath(shape: shape)
    }
    set { shape = newValue.shape }
  }

  /// The rectangle enclosing the path.
  open var bounds: CGRect {
    if case .empty = shape {
      guard let first = points.first else { return .zero }
      return points.reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }
    return CGPath(shape: shape).boundingBox
  }

  /// Whether the path has no elements.
  open var isEmpty: Bool {
    if case .empty = shape { return points.isEmpty }
    return false
  }

  /// Starts a new subpath at `point`.
  open func move(to point: CGPoint) { points.append(point) }
  /// Adds a straight line to `point`.
  open func addLine(to point: CGPoint) { points.append(point) }
  /// Adds a curve to `endPoint` (its control points are not kept).
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) { points.append(endPoint) }
  /// Adds a quadratic curve to `endPoint`.
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { points.append(endPoint) }
  /// Adds an arc (its end points are not computed).
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    points.append(center)
  }
  /// Closes the current subpath.
  open func close() {}
  /// Appends another path's points.
  open func append(_ bezierPath: UIBezierPath) { points += bezierPath.points }
  /// Removes every point.
  open func removeAllPoints() {
    points = []
    shape = .empty
  }
  /// Fills the path; inert.
  open func fill() {}
  /// Strokes the path; inert.
  open func stroke() {}
  /// Uses the path as the clipping region; inert.
  open func addClip() {}
}
