import Foundation
import StoryboardFormat

/// Colours, fonts and images as Interface Builder writes them, read into UIKit's values.
///
/// `<color key="…" red="…" green="…" blue="…" alpha="…" colorSpace="custom" customColorSpace="sRGB"/>` (also
/// `displayP3`), `<color white="…" alpha="…"/>`, `<color systemColor="systemBackgroundColor"/>` and
/// `<color name="AccentColor"/>` (a colour set of the asset catalog); `<fontDescription type="system"
/// pointSize="17" weight="semibold"/>`, `type="boldSystem"`, `style="UICTFontTextStyleBody"` or
/// `name="Avenir-Heavy" family="Avenir" pointSize="20"`.
@MainActor
enum StoryboardValues {
  /// The colour `object` (a `<color>` element) describes, or `nil` when it names none this runtime knows.
  static func color(_ object: StoryboardObject?) -> UIColor? {
    StoredColor(object)?.make()
  }

  /// The font `object` (a `<fontDescription>` element) describes.
  static func font(_ object: StoryboardObject?) -> UIFont? {
    StoredFont(object)?.make()
  }

  /// The image `name` of the asset catalog, or the SF Symbol `name` when `catalog` is `system`.
  static func image(_ name: String?, catalog: String? = nil) -> UIImage? {
    guard let name, !name.isEmpty else { return nil }
    return catalog == "system" ? UIImage(systemName: name) : UIImage(named: name)
  }

  /// The image an element gives under `key`: its `key` attribute, or an `<imageReference key="…">` child.
  static func image(in object: StoryboardObject, key: String) -> UIImage? {
    if let reference = object.children.first(where: { $0.element == "imageReference" && $0.key == key }) {
      return image(reference.attributes["image"], catalog: reference.attributes["catalog"])
    }
    return image(object.attributes[key], catalog: object.attributes["catalog"])
  }

  /// Title text attributes (`<textAttributes key="titleTextAttributes">`): its text colour and font.
  static func textAttributes(_ object: StoryboardObject?) -> [NSAttributedString.Key: Any]? {
    guard let object else { return nil }
    var attributes: [NSAttributedString.Key: Any] = [:]
    if let color = color(object.child(key: "textColor")) { attributes[.foregroundColor] = color }
    if let font = font(object.child(key: "fontDescription")) { attributes[.font] = font }
    return attributes.isEmpty ? nil : attributes
  }

  static func weight(_ name: String?) -> UIFont.Weight {
    switch name {
    case "ultraLight": .ultraLight
    case "thin": .thin
    case "light": .light
    case "medium": .medium
    case "semibold": .semibold
    case "bold": .bold
    case "heavy": .heavy
    case "black": .black
    default: .regular
    }
  }

  /// `systemBackgroundColor` → `.systemBackground`, as Interface Builder names UIKit's system colours.
  static func systemColor(_ name: String) -> UIColor? {
    // A switch, not a dictionary literal: that made every system colour for each colour read.
    switch name {
    case "systemBackgroundColor": .systemBackground
    case "secondarySystemBackgroundColor": .secondarySystemBackground
    case "tertiarySystemBackgroundColor": .tertiarySystemBackground
    case "systemGroupedBackgroundColor": .systemGroupedBackground
    case "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground
    case "tertiarySystemGroupedBackgroundColor": .tertiarySystemGroupedBackground
    case "labelColor": .label
    case "secondaryLabelColor": .secondaryLabel
    case "tertiaryLabelColor": .tertiaryLabel
    case "quaternaryLabelColor": .quaternaryLabel
    case "placeholderTextColor": .placeholderText
    case "linkColor": .link
    case "separatorColor": .separator
    case "opaqueSeparatorColor": .opaqueSeparator
    case "systemFillColor": .systemFill
    case "secondarySystemFillColor": .secondarySystemFill
    case "tertiarySystemFillColor": .tertiarySystemFill
    case "quaternarySystemFillColor": .quaternarySystemFill
    case "systemRedColor": .systemRed
    case "systemGreenColor": .systemGreen
    case "systemBlueColor": .systemBlue
    case "systemOrangeColor": .systemOrange
    case "systemYellowColor": .systemYellow
    case "systemPinkColor": .systemPink
    case "systemPurpleColor": .systemPurple
    case "systemTealColor": .systemTeal
    case "systemIndigoColor": .systemIndigo
    case "systemBrownColor": .systemBrown
    case "systemMintColor": .systemMint
    case "systemCyanColor": .systemCyan
    case "systemGrayColor": .systemGray
    case "systemGray2Color": .systemGray2
    case "systemGray3Color": .systemGray3
    case "systemGray4Color": .systemGray4
    case "systemGray5Color": .systemGray5
    case "systemGray6Color": .systemGray6
    case "lightTextColor": .lightText
    case "darkTextColor": .darkText
    case "tintColor": .tintColor
    default: nil
    }
  }
}
