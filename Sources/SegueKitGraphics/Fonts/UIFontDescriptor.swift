public import Foundation

/// A description of a font.
///
/// Mirrors UIKit's `UIFontDescriptor`, minimally: it wraps the font it describes.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
  /// The font described.
  let font: UIFont

  init(font: UIFont) {
    self.font = font
    super.init()
  }

  /// The descriptor of a text style's font. Mirrors UIKit's `preferredFontDescriptor(withTextStyle:)`.
  open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
    UIFontDescriptor(font: .preferredFont(forTextStyle: style))
  }

  /// The descriptor of a text style's font for traits.
  ///
  /// Mirrors UIKit's `preferredFontDescriptor(withTextStyle:compatibleWith:)`.
  open class func preferredFontDescriptor(
    withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFontDescriptor {
    preferredFontDescriptor(withTextStyle: style)
  }

  /// The point size. Mirrors UIKit's `pointSize`.
  open var pointSize: CGFloat { font.pointSize }

  /// The attributes describing the font: a text style's raw value under `.textStyle` for a font from
  /// `preferredFont(forTextStyle:)`, else the font's name under `.name`; and its point size under `.size`.
  ///
  /// Mirrors UIKit's `fontAttributes`, which holds these keys for these fonts (UIKit prints a body-style
  /// descriptor as `NSCTFontUIUsageAttribute = UICTFontTextStyleBody; NSFontSizeAttribute = 17`).
  open var fontAttributes: [AttributeName: Any] {
    var attributes: [AttributeName: Any] = [.size: NSNumber(value: Double(font.pointSize))]
    if let style = font.preferredTextStyle {
      attributes[.textStyle] = style.rawValue
    } else {
      attributes[.name] = font.fontName
    }
    return attributes
  }

  /// The value of one of ``fontAttributes``. Mirrors UIKit's `object(forKey:)`.
  open func object(forKey anAttribute: AttributeName) -> Any? {
    fontAttributes[anAttribute]
  }

  /// The descriptor at another size. Mirrors UIKit's `withSize(_:)`.
  open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
    UIFontDescriptor(font: font.withSize(newPointSize))
  }
}
