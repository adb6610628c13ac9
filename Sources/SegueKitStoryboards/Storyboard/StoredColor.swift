internal import Foundation
internal import StoryboardFormat

/// A `<color>` element's values, read from its attributes once per file; ``make()`` builds the `UIColor` each time a
/// view needs it (a named or system colour is looked up then, as `StoryboardValues.color(_:)` does).
///
/// Not in UIKit.
@MainActor
enum StoredColor {
  case system(String)
  case named(String)
  case white(CGFloat, alpha: CGFloat)
  case rgb(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, displayP3: Bool)
  /// A `<color>` that names no colour this runtime knows.
  case unknown

  /// `object`'s colour, or `nil` when `object` is not a `<color>` element.
  init?(_ object: StoryboardObject?) {
    guard let object, object.element == "color" else { return nil }
    var values: [String: String] = [:]
    // The first of a repeated name counts, as `Attributes`' subscript reads it.
    for attribute in object.attributes where values[attribute.name] == nil {
      values[attribute.name] = attribute.value
    }
    func number(_ name: String) -> CGFloat? { values[name].flatMap(Double.init).map { CGFloat($0) } }
    let alpha = number("alpha") ?? 1
    if let name = values["systemColor"] {
      self = .system(name)
    } else if let name = values["name"] {
      self = .named(name)
    } else if let white = number("white") {
      self = .white(white, alpha: alpha)
    } else if let red = number("red"), let green = number("green"), let blue = number("blue") {
      self = .rgb(
        red: red, green: green, blue: blue, alpha: alpha, displayP3: values["customColorSpace"] == "displayP3")
    } else {
      self = .unknown
    }
  }

  /// The colour, or `nil` when it names none this runtime knows.
  func make() -> UIColor? {
    switch self {
    case .system(let name): StoryboardValues.systemColor(name)
    case .named(let name): UIColor(named: name)
    case .white(let white, let alpha): UIColor(white: white, alpha: alpha)
    case .rgb(let red, let green, let blue, let alpha, let displayP3):
      displayP3
        ? UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
        : UIColor(red: red, green: green, blue: blue, alpha: alpha)
    case .unknown: nil
    }
  }
}
