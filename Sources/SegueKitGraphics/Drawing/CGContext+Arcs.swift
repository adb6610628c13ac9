public import Foundation

extension CGContext {
  /// Adds an arc of the circle around `center`, from `startAngle` to `endAngle` (radians), with a line from the
  /// current point to its start when the path has one; the arc's end becomes the current point. The path keeps the
  /// arc's start, end and each extreme of the circle it sweeps through, so `boundingBoxOfPath` is the arc's.
  ///
  /// Mirrors CoreGraphics' `addArc(center:radius:startAngle:endAngle:clockwise:)`: `clockwise` sweeps towards
  /// decreasing angles in the context's coordinates (on screen, in UIKit's flipped ones, it looks counterclockwise).
  public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    var delta = endAngle - startAngle
    let turn = 2 * CGFloat.pi
    if clockwise {
      while delta > 0 { delta -= turn }
    } else {
      while delta < 0 { delta += turn }
    }
    addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta)
  }

  /// Adds an arc of the circle around `center` sweeping `delta` radians from `startAngle` (towards increasing angles
  /// when positive), as ``addArc(center:radius:startAngle:endAngle:clockwise:)`` does.
  ///
  /// Mirrors CoreGraphics' `addRelativeArc(center:radius:startAngle:delta:)`.
  public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat) {
    func point(_ angle: CGFloat) -> CGPoint {
      CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
    let quarter = CGFloat.pi / 2
    let (low, high) = delta >= 0 ? (startAngle, startAngle + delta) : (startAngle + delta, startAngle)
    var extremes: [CGFloat] = []
    var angle = (low / quarter).rounded(.up) * quarter
    while angle < high, extremes.count < 4 {
      extremes.append(angle)
      angle += quarter
    }
    if delta < 0 { extremes.reverse() }
    addLines(between: [point(startAngle)] + extremes.map(point) + [point(startAngle + delta)])
  }
}
