internal import Foundation
internal import StoryboardFormat

/// A `<fontDescription>` element's values, read from its attributes once per file; ``make()`` builds the `UIFont`
/// each time a view needs it (a text style's font is made then, for the content size category of that moment), as
/// `StoryboardValues.font(_:)` does.
///
/// Not in UIKit.
@MainActor
enum StoredFont {
  case textStyle(String)
  case boldSystem(CGFloat)
  case italicSystem(CGFloat)
  case system(CGFloat, weight: UIFont.Weight)
  /// A font by name (`nil`: the element names none).
  case named(String?, size: CGFloat)

  /// `object`'s font, or `nil` when `object` is not a `<fontDescription>` element.
  init?(_ object: StoryboardObject?) {
    guard let object, object.element == "fontDescription" else { return nil }
    var values: [String: String] = [:]
    // The first of a repeated name counts, as `Attributes`' subscript reads it.
    for attribute in object.attributes where values[attribute.name] == nil {
      values[attribute.name] = attribute.value
    }
    if let style = values["style"] {
      self = .textStyle(style)
      return
    }
    let size = values["pointSize"].flatMap(Double.init).map { CGFloat($0) } ?? UIFont.systemFontSize
    switch values["type"] {
    case "boldSystem": self = .boldSystem(size)
    case "italicSystem": self = .italicSystem(size)
    case "system": self = .system(size, weight: StoryboardValues.weight(values["weight"]))
    default: self = .named(values["name"], size: size)
    }
  }

  /// The font, or `nil` for a name this runtime does not know.
  func make() -> UIFont? {
    switch self {
    case .textStyle(let style): .preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
    case .boldSystem(let size): .boldSystemFont(ofSize: size)
    case .italicSystem(let size): .italicSystemFont(ofSize: size)
    case .system(let size, let weight): .systemFont(ofSize: size, weight: weight)
    case .named(let name, let size): name.flatMap { UIFont(name: $0, size: size) }
    }
  }
}
