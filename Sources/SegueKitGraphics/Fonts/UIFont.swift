public import Foundation

/// A font: a name and a point size, measured with San Francisco's line metrics. Nothing is drawn.
///
/// Mirrors UIKit's `UIFont`. System fonts are named as iOS names them (`.SFUI-Regular`, family
/// `.AppleSystemUIFont`); `init(name:size:)` returns a font for any name (UIKit returns `nil` for a font that is not
/// installed, which cannot be known here). Two fonts are equal when name and size are.
open class UIFont: NSObject, @unchecked Sendable {
  /// The font's full name.
  public let fontName: String
  /// The font's family name.
  public let familyName: String
  /// The point size.
  public let pointSize: CGFloat
  /// The weight, for a system font. Not a UIKit property (UIKit reads it from the font descriptor's traits).
  public let weight: Weight?
  /// The text style, for a font from ``preferredFont(forTextStyle:)``. Not public (the core reads it), so that apps'
  /// own `textStyle` extensions (Corona-Warn-App's reads it from `fontDescriptor.fontAttributes[.textStyle]`) do not
  /// clash.
  package let preferredTextStyle: TextStyle?

  init(fontName: String, familyName: String, pointSize: CGFloat, weight: Weight?, textStyle: TextStyle?) {
    self.fontName = fontName
    self.familyName = familyName
    self.pointSize = pointSize
    self.weight = weight
    self.preferredTextStyle = textStyle
    super.init()
  }

  /// A font from a keyed archive (`NSKeyedUnarchiver`). Mirrors UIKit's `init?(coder:)` (`UIFont` is
  /// `NSSecureCoding`).
  public required init?(coder: NSCoder) {
    guard let name = coder.decodeObject(of: NSString.self, forKey: "UIFontName") else { return nil }
    fontName = name as String
    familyName = (coder.optionalObject(of: NSString.self, forKey: "UIFontFamilyName") as String?) ?? fontName
    pointSize = CGFloat(coder.decodeDouble(forKey: "UIFontPointSize"))
    weight =
      coder.containsValue(forKey: "UIFontWeight")
      ? Weight(rawValue: CGFloat(coder.decodeDouble(forKey: "UIFontWeight"))) : nil
    preferredTextStyle = (coder.optionalObject(of: NSString.self, forKey: "UIFontTextStyle") as String?).map {
      TextStyle(rawValue: $0)
    }
    super.init()
  }

  /// Archives the font's name, family, size, weight and text style. Mirrors UIKit's `encode(with:)`.
  open func encode(with coder: NSCoder) {
    coder.encode(fontName as NSString, forKey: "UIFontName")
    coder.encode(familyName as NSString, forKey: "UIFontFamilyName")
    coder.encode(Double(pointSize), forKey: "UIFontPointSize")
    if let weight { coder.encode(Double(weight.rawValue), forKey: "UIFontWeight") }
    if let preferredTextStyle { coder.encode(preferredTextStyle.rawValue as NSString, forKey: "UIFontTextStyle") }
  }

  /// The font named `fontName` at `fontSize` points. Mirrors UIKit's `init(name:size:)`.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard !fontName.isEmpty else { return nil }
    let family = fontName.split(separator: "-").first.map(String.init) ?? fontName
    self.init(fontName: fontName, familyName: family, pointSize: fontSize, weight: nil, textStyle: nil)
  }

  /// The font a descriptor describes. Mirrors UIKit's `init(descriptor:size:)`; a size of zero keeps the
  /// descriptor's.
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    let font = descriptor.font
    self.init(
      fontName: font.fontName, familyName: font.familyName, pointSize: pointSize == 0 ? font.pointSize : pointSize,
      weight: font.weight, textStyle: font.preferredTextStyle)
  }

  /// The system font at a size. Mirrors UIKit's `systemFont(ofSize:)`.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// The bold system font at a size. Mirrors UIKit's `boldSystemFont(ofSize:)`.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// The italic system font at a size. Mirrors UIKit's `italicSystemFont(ofSize:)`.
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(
      fontName: ".SFUI-RegularItalic", familyName: ".AppleSystemUIFont", pointSize: fontSize, weight: .regular,
      textStyle: nil)
  }

  /// The system font at a size and weight. Mirrors UIKit's `systemFont(ofSize:weight:)`.
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(
      fontName: ".SFUI-" + weight.faceName, familyName: ".AppleSystemUIFont", pointSize: fontSize, weight: weight,
      textStyle: nil)
  }

  /// The monospaced-digit system font. Mirrors UIKit's `monospacedDigitSystemFont(ofSize:weight:)`.
  open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    systemFont(ofSize: fontSize, weight: weight)
  }

  /// The monospaced system font. Mirrors UIKit's `monospacedSystemFont(ofSize:weight:)`.
  open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(
      fontName: ".SFUIMono-" + weight.faceName, familyName: ".AppleSystemUIFontMonospaced", pointSize: fontSize,
      weight: weight, textStyle: nil)
  }

  /// The font for a text style at the device's content size category
  /// (`UIApplication.shared.preferredContentSizeCategory`, Large unless a test changed it). Mirrors UIKit's
  /// `preferredFont(forTextStyle:)`; the sizes are the Human Interface Guidelines' Dynamic Type tables.
  open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    preferredFont(style, at: DynamicTypeSizes.category)
  }

  /// The font for a text style and traits: the traits' content size category when they specify one, else the
  /// device's. Mirrors UIKit's `preferredFont(forTextStyle:compatibleWith:)`.
  open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  {
    let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
    return preferredFont(style, at: category == .unspecified ? DynamicTypeSizes.category : category)
  }

  private static func preferredFont(_ style: TextStyle, at category: UIContentSizeCategory) -> UIFont {
    let weight = style.defaultMetrics.1
    return UIFont(
      fontName: ".SFUI-" + weight.faceName, familyName: ".AppleSystemUIFont",
      pointSize: DynamicTypeSizes.pointSize(of: style, at: category), weight: weight, textStyle: style)
  }

  /// The point size of labels. Mirrors UIKit's `labelFontSize`.
  open class var labelFontSize: CGFloat { 17 }
  /// The point size of buttons. Mirrors UIKit's `buttonFontSize`.
  open class var buttonFontSize: CGFloat { 18 }
  /// The point size of the standard system font. Mirrors UIKit's `systemFontSize`.
  open class var systemFontSize: CGFloat { 14 }
  /// The point size of the small system font. Mirrors UIKit's `smallSystemFontSize`.
  open class var smallSystemFontSize: CGFloat { 12 }

  /// The same font at another size. Mirrors UIKit's `withSize(_:)`.
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(
      fontName: fontName, familyName: familyName, pointSize: fontSize, weight: weight, textStyle: preferredTextStyle)
  }

  /// The font's descriptor. Mirrors UIKit's `fontDescriptor`.
  open var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

  /// The height of a line: San Francisco's, 2,444/2,048 of the point size (20.287 points at 17), for any font. Mirrors
  /// UIKit's `lineHeight`.
  open var lineHeight: CGFloat { TextMeasure.lineHeight(self) }

  /// The height above the baseline: San Francisco's 1,950/2,048 of the point size. Mirrors UIKit's `ascender`.
  open var ascender: CGFloat { pointSize * 1950 / 2048 }
  /// The depth below the baseline, negative: San Francisco's 494/2,048 of the point size. Mirrors UIKit's `descender`.
  open var descender: CGFloat { -pointSize * 494 / 2048 }
  /// The height of capitals: San Francisco's 1,443/2,048 of the point size. Mirrors UIKit's `capHeight`.
  open var capHeight: CGFloat { pointSize * 1443 / 2048 }
  /// The height of lowercase x: San Francisco's 1,040/2,048 of the point size. Mirrors UIKit's `xHeight`.
  open var xHeight: CGFloat { pointSize * 1040 / 2048 }
  /// The spacing between lines of text. Mirrors UIKit's `leading`.
  open var leading: CGFloat { 0 }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return fontName == other.fontName && pointSize == other.pointSize
  }

  open override var hash: Int { fontName.hashValue ^ pointSize.hashValue }

  /// The font as UIKit prints it.
  open override var description: String {
    let size = String(format: "%.2f", Double(pointSize))
    return "<UICTFont: \(addressDescription(self))> font-family: \"\(familyName)\"; font-weight: "
      + "\(weight?.faceName.lowercased() ?? "normal"); font-style: normal; font-size: \(size)pt"
  }

  // MARK: - Generated by Scripts/uikit-generate.py: overridable inert members (do not edit)
  open class var familyNames: [String] { [] }
  open class func fontNames(forFamilyName familyName: String) -> [String] { [] }
  // MARK: - End of generated members
}

extension UIFont: NSSecureCoding {
  public static var supportsSecureCoding: Bool { true }
}
