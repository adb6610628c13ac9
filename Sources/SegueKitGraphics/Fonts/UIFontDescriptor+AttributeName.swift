import Foundation

extension UIFontDescriptor {
  /// A key of a descriptor's ``UIFontDescriptor/fontAttributes``.
  ///
  /// Mirrors UIKit's `UIFontDescriptor.AttributeName`; the raw values are the strings UIKit prints for a
  /// descriptor's attributes (`NSCTFontUIUsageAttribute` for a text style).
  public struct AttributeName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates a key from its raw string. Mirrors UIKit's `init(rawValue:)`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The font family name. Mirrors UIKit's `family`.
    public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
    /// The font's PostScript name. Mirrors UIKit's `name`.
    public static let name = AttributeName(rawValue: "NSFontNameAttribute")
    /// The face within the family. Mirrors UIKit's `face`.
    public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
    /// The point size, an `NSNumber`. Mirrors UIKit's `size`.
    public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
    /// The name shown to users. Mirrors UIKit's `visibleName`.
    public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
    /// The font's transform. Mirrors UIKit's `matrix`.
    public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
    /// The characters covered. Mirrors UIKit's `characterSet`.
    public static let characterSet = AttributeName(rawValue: "NSFontCharacterSetAttribute")
    /// The fallback fonts. Mirrors UIKit's `cascadeList`.
    public static let cascadeList = AttributeName(rawValue: "NSFontCascadeListAttribute")
    /// The font's traits. Mirrors UIKit's `traits`.
    public static let traits = AttributeName(rawValue: "NSFontTraitsAttribute")
    /// A fixed advance for every glyph. Mirrors UIKit's `fixedAdvance`.
    public static let fixedAdvance = AttributeName(rawValue: "NSFontFixedAdvanceAttribute")
    /// Typographic feature settings. Mirrors UIKit's `featureSettings`.
    public static let featureSettings = AttributeName(rawValue: "NSFontFeatureSettingsAttribute")
    /// The text style of a `preferredFont(forTextStyle:)` font: the style's raw value, a `String`. Mirrors
    /// UIKit's `textStyle`.
    public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
  }
}
