public import Foundation

/// A drawing destination with its graphics state. Nothing is drawn: the context keeps the state that drawing code
/// sets and reads back (the transform, line and colour settings, saved states, the current path), not pixels.
///
/// Mirrors CoreGraphics' `CGContext` (Linux has no CoreGraphics) for the drawing apps do in `draw(_:)` and in image
/// contexts; get one from `UIGraphicsGetCurrentContext()`:
///
/// ```swift
/// UIGraphicsBeginImageContext(CGSize(width: 1, height: 1))
/// if let context = UIGraphicsGetCurrentContext() {
///   context.setFillColor(UIColor.red.cgColor)
///   context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
/// }
/// let image = UIGraphicsGetImageFromCurrentImageContext()
/// UIGraphicsEndImageContext()
/// ```
public final class CGContext {
  /// The settings `saveGState()` saves and `restoreGState()` restores.
  struct GraphicsState: Equatable {
    var ctm: CGAffineTransform
    var lineWidth: CGFloat = 1
    var lineCap = CGLineCap.butt
    var lineJoin = CGLineJoin.miter
    var miterLimit: CGFloat = 10
    var alpha: CGFloat = 1
    var blendMode = CGBlendMode.normal
    var fillColor = CGColor(gray: 0, alpha: 1)
    var strokeColor = CGColor(gray: 0, alpha: 1)
    var clipBoundingBox: CGRect
  }

  /// The current graphics state.
  private(set) var state: GraphicsState
  private var savedStates: [GraphicsState] = []
  /// The points of the current path, in user space, in the order added.
  private var pathPoints: [CGPoint] = []

  /// A context `size` points large at `scale` pixels a point, its origin at the top left as UIKit sets up image
  /// contexts (a transform flipping Core Graphics' bottom-left origin).
  init(size: CGSize, scale: CGFloat) {
    state = GraphicsState(
      ctm: CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: size.height * scale),
      clipBoundingBox: CGRect(origin: .zero, size: size))
  }

  // MARK: Graphics state

  /// Pushes a copy of the graphics state. Mirrors CoreGraphics' `saveGState()`.
  public func saveGState() { savedStates.append(state) }

  /// Restores the state saved last; does nothing when none is saved. Mirrors CoreGraphics' `restoreGState()`.
  public func restoreGState() {
    if let saved = savedStates.popLast() { state = saved }
  }

  /// The current transform from user space to device space. Mirrors CoreGraphics' `ctm`.
  public var ctm: CGAffineTransform { state.ctm }

  /// Scales user space. Mirrors CoreGraphics' `scaleBy(x:y:)`.
  public func scaleBy(x sx: CGFloat, y sy: CGFloat) { state.ctm = state.ctm.scaledBy(x: sx, y: sy) }

  /// Moves user space's origin. Mirrors CoreGraphics' `translateBy(x:y:)`.
  public func translateBy(x tx: CGFloat, y ty: CGFloat) { state.ctm = state.ctm.translatedBy(x: tx, y: ty) }

  /// Rotates user space by `angle` radians. Mirrors CoreGraphics' `rotate(by:)`.
  public func rotate(by angle: CGFloat) { state.ctm = state.ctm.rotated(by: angle) }

  /// Applies `transform` to user space. Mirrors CoreGraphics' `concatenate(_:)`.
  public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }

  /// Sets the width of stroked lines. Mirrors CoreGraphics' `setLineWidth(_:)`.
  public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }

  /// Sets how line ends are drawn. Mirrors CoreGraphics' `setLineCap(_:)`.
  public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }

  /// Sets how corners are drawn. Mirrors CoreGraphics' `setLineJoin(_:)`.
  public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }

  /// Sets the miter limit. Mirrors CoreGraphics' `setMiterLimit(_:)`.
  public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }

  /// Sets the dash pattern of stroked lines; inert. Mirrors CoreGraphics' `setLineDash(phase:lengths:)`.
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {}

  /// Sets the opacity of what is drawn. Mirrors CoreGraphics' `setAlpha(_:)`.
  public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha }

  /// Sets how drawing combines with what is drawn. Mirrors CoreGraphics' `setBlendMode(_:)`.
  public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

  /// Sets the fill colour. Mirrors CoreGraphics' `setFillColor(_:)`.
  public func setFillColor(_ color: CGColor) { state.fillColor = color }

  /// Sets the stroke colour. Mirrors CoreGraphics' `setStrokeColor(_:)`.
  public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

  /// Sets the fill colour from components. Mirrors CoreGraphics' `setFillColor(red:green:blue:alpha:)`.
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Sets the stroke colour from components. Mirrors CoreGraphics' `setStrokeColor(red:green:blue:alpha:)`.
  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Sets a shadow; inert. Mirrors CoreGraphics' `setShadow(offset:blur:color:)`.
  public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {}

  /// Sets a shadow in the default colour; inert. Mirrors CoreGraphics' `setShadow(offset:blur:)`.
  public func setShadow(offset: CGSize, blur: CGFloat) {}

  // MARK: Path

  /// Starts a new, empty path. Mirrors CoreGraphics' `beginPath()`.
  public func beginPath() { pathPoints = [] }

  /// Starts a subpath at `point`. Mirrors CoreGraphics' `move(to:)`.
  public func move(to point: CGPoint) { pathPoints.append(point) }

  /// Adds a line to `point`. Mirrors CoreGraphics' `addLine(to:)`.
  public func addLine(to point: CGPoint) { pathPoints.append(point) }

  /// Adds lines through `points`. Mirrors CoreGraphics' `addLines(between:)`.
  public func addLines(between points: [CGPoint]) { pathPoints += points }

  /// Adds a cubic curve to `end`. Mirrors CoreGraphics' `addCurve(to:control1:control2:)`.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    pathPoints += [control1, control2, end]
  }

  /// Adds a quadratic curve to `end`. Mirrors CoreGraphics' `addQuadCurve(to:control:)`.
  public func addQuadCurve(to end: CGPoint, control: CGPoint) { pathPoints += [control, end] }

  /// Adds a rectangle. Mirrors CoreGraphics' `addRect(_:)`.
  public func addRect(_ rect: CGRect) { pathPoints += Self.corners(of: rect) }

  /// Adds rectangles. Mirrors CoreGraphics' `addRects(_:)`.
  public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }

  /// Adds an ellipse inscribed in `rect`. Mirrors CoreGraphics' `addEllipse(in:)`.
  public func addEllipse(in rect: CGRect) { pathPoints += Self.corners(of: rect) }

  /// Adds a path. Mirrors CoreGraphics' `addPath(_:)`.
  public func addPath(_ path: CGPath) { pathPoints += Self.corners(of: path.boundingBox) }

  /// Closes the current subpath. Mirrors CoreGraphics' `closePath()`.
  public func closePath() {}

  /// Whether the current path is empty. Mirrors CoreGraphics' `isPathEmpty`.
  public var isPathEmpty: Bool { pathPoints.isEmpty }

  /// The current path's last point, `.zero` when the path is empty. Mirrors CoreGraphics' `currentPointOfPath`.
  public var currentPointOfPath: CGPoint { pathPoints.last ?? .zero }

  /// The smallest rectangle holding the current path's points (control points included), `.null` when the path is
  /// empty. Mirrors CoreGraphics' `boundingBoxOfPath`.
  public var boundingBoxOfPath: CGRect {
    guard let first = pathPoints.first else { return .null }
    return pathPoints.dropFirst().reduce(CGRect(origin: first, size: .zero)) {
      $0.union(CGRect(origin: $1, size: .zero))
    }
  }

  // MARK: Painting (inert: the path is consumed, nothing is drawn)

  /// Strokes the current path and empties it. Mirrors CoreGraphics' `strokePath()`.
  public func strokePath() { pathPoints = [] }

  /// Fills the current path and empties it. Mirrors CoreGraphics' `fillPath(using:)`.
  public func fillPath(using rule: CGPathFillRule = .winding) { pathPoints = [] }

  /// Fills a rectangle; the current path is left as it is. Mirrors CoreGraphics' `fill(_:)`.
  public func fill(_ rect: CGRect) {}

  /// Fills rectangles. Mirrors CoreGraphics' `fill(_:)` taking an array.
  public func fill(_ rects: [CGRect]) {}

  /// Strokes a rectangle. Mirrors CoreGraphics' `stroke(_:)`.
  public func stroke(_ rect: CGRect) {}

  /// Strokes a rectangle with a line width. Mirrors CoreGraphics' `stroke(_:width:)`.
  public func stroke(_ rect: CGRect, width: CGFloat) {}

  /// Clears a rectangle to transparent. Mirrors CoreGraphics' `clear(_:)`.
  public func clear(_ rect: CGRect) {}

  /// Fills an ellipse. Mirrors CoreGraphics' `fillEllipse(in:)`.
  public func fillEllipse(in rect: CGRect) {}

  /// Strokes an ellipse. Mirrors CoreGraphics' `strokeEllipse(in:)`.
  public func strokeEllipse(in rect: CGRect) {}

  /// Strokes line segments between pairs of points. Mirrors CoreGraphics' `strokeLineSegments(between:)`.
  public func strokeLineSegments(between points: [CGPoint]) {}

  // MARK: Clipping

  /// Clips to the current path and empties it. Mirrors CoreGraphics' `clip(using:)`.
  public func clip(using rule: CGPathFillRule = .winding) {
    if !pathPoints.isEmpty { state.clipBoundingBox = state.clipBoundingBox.intersection(boundingBoxOfPath) }
    pathPoints = []
  }

  /// Clips to a rectangle. Mirrors CoreGraphics' `clip(to:)`.
  public func clip(to rect: CGRect) { state.clipBoundingBox = state.clipBoundingBox.intersection(rect) }

  /// The bounding box of the clipping area, in the context's initial user space. Mirrors CoreGraphics'
  /// `boundingBoxOfClipPath` (which gives it in the current user space).
  public var boundingBoxOfClipPath: CGRect { state.clipBoundingBox }

  private static func corners(of rect: CGRect) -> [CGPoint] {
    [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
    ]
  }
}
