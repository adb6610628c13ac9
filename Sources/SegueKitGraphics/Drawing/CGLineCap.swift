/// How the ends of stroked lines are drawn.
///
/// Mirrors CoreGraphics' `CGLineCap` (Linux has no CoreGraphics), with its raw values.
public enum CGLineCap: Int32, Sendable {
  case butt, round, square
}
