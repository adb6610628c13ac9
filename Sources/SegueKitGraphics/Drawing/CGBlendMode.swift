/// How drawn colours combine with those already drawn.
///
/// Mirrors CoreGraphics' `CGBlendMode` (Linux has no CoreGraphics), with its raw values (`normal` is 0, `plusLighter`
/// 27). SegueKit draws nothing, so the mode is only passed along.
public enum CGBlendMode: Int32, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity
  case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
  case destinationAtop, xor, plusDarker, plusLighter
}
