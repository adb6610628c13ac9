public import Foundation

/// Scales fonts and values for Dynamic Type.
///
/// Mirrors UIKit's `UIFontMetrics`: a value scales as the metrics' text style grows from the Large content size to
/// the device's category (`UIApplication.shared.preferredContentSizeCategory`) or the traits' [I: the ratio of the
/// style's sizes in the Human Interface Guidelines' tables; Apple does not publish the curve for custom values].
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
  public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

  /// `font` scaled, at most `maximumPointSize`. Mirrors UIKit's `scaledFont(for:maximumPointSize:)`.
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    let scaled = scaledFont(for: font)
    return scaled.pointSize > maximumPointSize && maximumPointSize > 0 ? font.withSize(maximumPointSize) : scaled
  }

  /// `font` scaled for traits. Mirrors UIKit's `scaledFont(for:compatibleWith:)`.
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
    let factor = scale(for: traitCollection)
    return factor == 1 ? font : font.withSize((font.pointSize * factor).rounded())
  }

  /// `value` scaled to the content size. Mirrors UIKit's `scaledValue(for:)`.
  public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

  /// `value` scaled for traits. Mirrors UIKit's `scaledValue(for:compatibleWith:)`.
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
    value * scale(for: traitCollection)
  }

  private func scale(for traitCollection: UITraitCollection?) -> CGFloat {
    let specified = traitCollection?.preferredContentSizeCategory ?? .unspecified
    return DynamicTypeSizes.scale(of: textStyle, at: specified == .unspecified ? DynamicTypeSizes.category : specified)
  }
}
