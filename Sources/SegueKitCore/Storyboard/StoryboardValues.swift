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
    guard let object, object.element == "color" else { return nil }
    let attributes = object.attributes
    func number(_ name: String) -> CGFloat? { attributes[name].flatMap(Double.init).map { CGFloat($0) } }
    let alpha = number("alpha") ?? 1
    if let name = attributes["systemColor"] { return systemColor(name) }
    if let name = attributes["name"] { return UIColor(named: name) }
    if let white = number("white") { return UIColor(white: white, alpha: alpha) }
    if let red = number("red"), let green = number("green"), let blue = number("blue") {
      if attributes["customColorSpace"] == "displayP3" {
        return UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
      }
      return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    return nil
  }

  /// The font `object` (a `<fontDescription>` element) describes.
  static func font(_ object: StoryboardObject?) -> UIFont? {
    guard let object, object.element == "fontDescription" else { return nil }
    let attributes = object.attributes
    if let style = attributes["style"] { return .preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style)) }
    let size = attributes["pointSize"].flatMap(Double.init).map { CGFloat($0) } ?? UIFont.systemFontSize
    switch attributes["type"] {
    case "boldSystem": return .boldSystemFont(ofSize: size)
    case "italicSystem": return .italicSystemFont(ofSize: size)
    case "system": return .systemFont(ofSize: size, weight: weight(attributes["weight"]))
    default: return attributes["name"].flatMap { UIFont(name: $0, size: size) }
    }
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

  private static func weight(_ name: String?) -> UIFont.Weight {
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
  private static func systemColor(_ name: String) -> UIColor? {
    let colors: [String: UIColor] = [
      "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
      "tertiarySystemBackgroundColor": .tertiarySystemBackground,
      "systemGroupedBackgroundColor": .systemGroupedBackground,
      "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground,
      "tertiarySystemGroupedBackgroundColor": .tertiarySystemGroupedBackground, "labelColor": .label,
      "secondaryLabelColor": .secondaryLabel, "tertiaryLabelColor": .tertiaryLabel,
      "quaternaryLabelColor": .quaternaryLabel, "placeholderTextColor": .placeholderText, "linkColor": .link,
      "separatorColor": .separator, "opaqueSeparatorColor": .opaqueSeparator, "systemFillColor": .systemFill,
      "secondarySystemFillColor": .secondarySystemFill, "tertiarySystemFillColor": .tertiarySystemFill,
      "quaternarySystemFillColor": .quaternarySystemFill, "systemRedColor": .systemRed,
      "systemGreenColor": .systemGreen, "systemBlueColor": .systemBlue, "systemOrangeColor": .systemOrange,
      "systemYellowColor": .systemYellow, "systemPinkColor": .systemPink, "systemPurpleColor": .systemPurple,
      "systemTealColor": .systemTeal, "systemIndigoColor": .systemIndigo, "systemBrownColor": .systemBrown,
      "systemMintColor": .systemMint, "systemCyanColor": .systemCyan, "systemGrayColor": .systemGray,
      "systemGray2Color": .systemGray2, "systemGray3Color": .systemGray3, "systemGray4Color": .systemGray4,
      "systemGray5Color": .systemGray5, "systemGray6Color": .systemGray6, "lightTextColor": .lightText,
      "darkTextColor": .darkText, "tintColor": .tintColor,
    ]
    return colors[name]
  }
}
