public import Foundation

/// A colour as Core Graphics holds it: components in extended sRGB (or grey) plus alpha.
///
/// Mirrors CoreGraphics' `CGColor` (Linux has no CoreGraphics); only the components are modelled.
public final class CGColor: Hashable, Sendable, CustomStringConvertible, _ExpressibleByColorLiteral {
  /// The colour's components, the alpha last: `[white, alpha]` or `[red, green, blue, alpha]`.
  public let components: [CGFloat]?
  /// The number of components, the alpha included.
  public var numberOfComponents: Int { components?.count ?? 0 }
  /// The colour's alpha.
  public var alpha: CGFloat { components?.last ?? 1 }

  /// Creates an RGB colour. Mirrors `CGColor(red:green:blue:alpha:)` (iOS 13).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.components = [red, green, blue, alpha]
  }

  /// Creates a grey colour. Mirrors `CGColor(gray:alpha:)` (iOS 13).
  public init(gray: CGFloat, alpha: CGFloat) {
    self.components = [gray, alpha]
  }

  /// An RGB colour from `#colorLiteral(red:green:blue:alpha:)` where a `CGColor` is expected
  /// (`layer.borderColor = #colorLiteral(…)`). Mirrors the conformance to `_ExpressibleByColorLiteral` that Swift's
  /// CoreGraphics overlay gives `CGColor` on Apple's platforms.
  public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }

  /// A copy with another alpha. Mirrors `CGColor.copy(alpha:)`.
  public func copy(alpha: CGFloat) -> CGColor? {
    guard var components, !components.isEmpty else { return nil }
    components[components.count - 1] = alpha
    return components.count == 2
      ? CGColor(gray: components[0], alpha: alpha)
      : CGColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
  }

  /// Whether two colours have the same components.
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

  public func hash(into hasher: inout Hasher) { hasher.combine(components) }

  /// The components as CoreGraphics prints them.
  public var description: String {
    let space = numberOfComponents == 2 ? "kCGColorSpaceExtendedGray" : "kCGColorSpaceExtendedSRGB"
    let values = (components ?? []).map { String(format: "%g", Double($0)) }.joined(separator: ", ")
    return "<CGColor> [ (\(space)); extended range)] ( \(values) )"
  }
}
