/// How the corners of stroked paths are drawn.
///
/// Mirrors CoreGraphics' `CGLineJoin` (Linux has no CoreGraphics), with its raw values.
public enum CGLineJoin: Int32, Sendable {
  case miter, round, bevel
}
