public import Foundation

/// Scales fonts and values for Dynamic Type.
///
/// Mirrors UIKit's `UIFontMetrics`; the content size is always the default (Large), so scaling is the identity
/// (bounded by a maximum point size when one is given).
public final class UIFontMetrics: NSObject, Sendable {
  /// The text style whose scaling is used.
  let textStyle: UIFont.TextStyle

  /// The metrics of a text style. Mirrors UIKit's `init(forTextStyle:)`.
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
    super.init()
  }

  /// The metrics of the body style. Mirrors UIKit's `UIFontMetrics.default`.
  public class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

  /// `font` scaled to the content size. Mirrors UIKit's `scaledFont(for:)`.
  public func scaledFont(for font: UIFont) -> UIFont { font }

  /// `font` scaled, at most `maximumPointSize`. Mirrors UIKit's `scaledFont(for:maximumPointSize:)`.
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    font.pointSize > maximumPointSize && maximumPointSize > 0 ? font.withSize(maximumPointSize) : font
  }

  /// `font` scaled for traits. Mirrors UIKit's `scaledFont(for:compatibleWith:)`.
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }

  /// `value` scaled to the content size. Mirrors UIKit's `scaledValue(for:)`.
  public func scaledValue(for value: CGFloat) -> CGFloat { value }

  /// `value` scaled for traits. Mirrors UIKit's `scaledValue(for:compatibleWith:)`.
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
    value
  }
}
