/// Which points a path's fill covers.
///
/// Mirrors CoreGraphics' `CGPathFillRule` (Linux has no CoreGraphics), with its raw values.
public enum CGPathFillRule: Int, Sendable {
  case winding, evenOdd
}
