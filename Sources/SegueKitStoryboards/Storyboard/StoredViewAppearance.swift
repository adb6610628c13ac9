internal import Foundation
internal import StoryboardFormat

/// What a view's element says of how it looks, read from its attributes and children once per file (see
/// `StoryboardViewLoader+Appearance.swift` for what each value does to a view).
///
/// Not in UIKit. Colours, fonts and images stay descriptions (``StoredColor``, ``StoredFont``, names) that each
/// instantiation makes into objects, so that a named colour, a text style's font or an image is looked up when the
/// view is made, as before.
@MainActor
struct StoredViewAppearance {
  /// One `<state>` of a button: its title, image and title colour for a control state.
  struct ButtonState {
    var state: UIControl.State
    var title: String?
    /// The image's name and catalog (`system` for an SF Symbol).
    var image: (name: String?, catalog: String?)
    var titleColor: StoredColor?
  }

  var alpha: Double?
  var clipsSubviews = false
  var numberOfLines: Int?
  var textAlignment: NSTextAlignment?
  var adjustsFontForContentSizeCategory = false
  var selectionStyle: UITableViewCell.SelectionStyle?
  var accessoryType: UITableViewCell.AccessoryType?
  var isEnabled: Bool?
  var isSelected: Bool?
  var isHighlighted: Bool?
  var backgroundColor: StoredColor?
  var tintColor: StoredColor?
  var textColor: StoredColor?
  var font: StoredFont?
  var buttonStates: [ButtonState] = []

  /// Reads the appearance of `object`'s element: `values` are its attributes (the first of each name).
  init(_ object: StoryboardObject, values: [String: String]) {
    alpha = values["alpha"].flatMap(Double.init)
    clipsSubviews = values["clipsSubviews"] == "YES"
    numberOfLines = values["numberOfLines"].flatMap { Int($0) }
    textAlignment = Self.textAlignment(values["textAlignment"])
    adjustsFontForContentSizeCategory = values["adjustsFontForContentSizeCategory"] == "YES"
    selectionStyle =
      switch values["selectionStyle"] {
      case "none": UITableViewCell.SelectionStyle.none
      case "blue": .blue
      case "gray": .gray
      default: nil
      }
    accessoryType =
      switch values["accessoryType"] {
      case "disclosureIndicator": .disclosureIndicator
      case "detailDisclosureButton": .detailDisclosureButton
      case "checkmark": .checkmark
      case "detailButton": .detailButton
      default: nil
      }
    isEnabled = values["enabled"].map { $0 == "YES" }
    isSelected = values["selected"].map { $0 == "YES" }
    isHighlighted = values["highlighted"].map { $0 == "YES" }
    // `object.child(key:)`: the first child with the key counts.
    var keyed: Set<String> = []
    for child in object.children {
      if let key = child.key, keyed.insert(key).inserted {
        switch key {
        case "backgroundColor": backgroundColor = StoredColor(child)
        case "tintColor": tintColor = StoredColor(child)
        case "textColor": textColor = StoredColor(child)
        case "fontDescription": font = StoredFont(child)
        default: break
        }
      }
      if child.element == "state", let state = Self.controlState(child.key) {
        buttonStates.append(Self.buttonState(child, state))
      }
    }
  }

  /// A `<state>`'s title, image (`StoryboardValues.image(in:key:)`'s rule) and title colour.
  private static func buttonState(_ element: StoryboardObject, _ state: UIControl.State) -> ButtonState {
    let attributes = element.attributes
    var image: (String?, String?) = (attributes["image"], attributes["catalog"])
    if let reference = element.children.first(where: { $0.element == "imageReference" && $0.key == "image" }) {
      image = (reference.attributes["image"], reference.attributes["catalog"])
    }
    return ButtonState(
      state: state, title: attributes["title"], image: image,
      titleColor: StoredColor(element.child(key: "titleColor")))
  }

  private static func controlState(_ key: String?) -> UIControl.State? {
    switch key {
    case "normal": .normal
    case "highlighted": .highlighted
    case "selected": .selected
    case "disabled": .disabled
    default: nil
    }
  }

  private static func textAlignment(_ name: String?) -> NSTextAlignment? {
    switch name {
    case "left": .left
    case "center": .center
    case "right": .right
    case "justified": .justified
    case "natural": .natural
    default: nil
    }
  }
}
