import StoryboardFormat

// What a view's element says of how it looks, read into the view as UIKit's nib loading does: `alpha`, the
// background and tint colours, `clipsSubviews`; a label's, text field's and text view's text colour, font,
// alignment and Dynamic Type adjustment, a label's line count; a button's font and its titles, images and title
// colours per state; a table cell's selection style and accessory.
extension StoryboardViewLoader {
  static func configureAppearance(_ view: UIView, _ object: StoryboardObject) {
    let attributes = object.attributes
    if let alpha = attributes["alpha"].flatMap(Double.init) { view.alpha = CGFloat(alpha) }
    if let color = StoryboardValues.color(object.child(key: "backgroundColor")) { view.backgroundColor = color }
    if let color = StoryboardValues.color(object.child(key: "tintColor")) { view.tintColor = color }
    if attributes["clipsSubviews"] == "YES" { view.clipsToBounds = true }
    switch view {
    case let label as UILabel:
      if let color = StoryboardValues.color(object.child(key: "textColor")) { label.textColor = color }
      if let font = StoryboardValues.font(object.child(key: "fontDescription")) { label.font = font }
      if let lines = attributes["numberOfLines"].flatMap({ Int($0) }) { label.numberOfLines = lines }
      if let alignment = textAlignment(attributes["textAlignment"]) { label.textAlignment = alignment }
      if attributes["adjustsFontForContentSizeCategory"] == "YES" { label.adjustsFontForContentSizeCategory = true }
    case let field as UITextField:
      if let color = StoryboardValues.color(object.child(key: "textColor")) { field.textColor = color }
      if let font = StoryboardValues.font(object.child(key: "fontDescription")) { field.font = font }
      if let alignment = textAlignment(attributes["textAlignment"]) { field.textAlignment = alignment }
      if attributes["adjustsFontForContentSizeCategory"] == "YES" { field.adjustsFontForContentSizeCategory = true }
    case let textView as UITextView:
      if let color = StoryboardValues.color(object.child(key: "textColor")) { textView.textColor = color }
      if let font = StoryboardValues.font(object.child(key: "fontDescription")) { textView.font = font }
      if let alignment = textAlignment(attributes["textAlignment"]) { textView.textAlignment = alignment }
      if attributes["adjustsFontForContentSizeCategory"] == "YES" {
        textView.adjustsFontForContentSizeCategory = true
      }
    case let cell as UITableViewCell:
      switch attributes["selectionStyle"] {
      case "none": cell.selectionStyle = .none
      case "blue": cell.selectionStyle = .blue
      case "gray": cell.selectionStyle = .gray
      default: break
      }
      switch attributes["accessoryType"] {
      case "disclosureIndicator": cell.accessoryType = .disclosureIndicator
      case "detailDisclosureButton": cell.accessoryType = .detailDisclosureButton
      case "checkmark": cell.accessoryType = .checkmark
      case "detailButton": cell.accessoryType = .detailButton
      default: break
      }
    case let button as UIButton:
      if let font = StoryboardValues.font(object.child(key: "fontDescription")) { button.titleLabel?.font = font }
      if let enabled = attributes["enabled"] { button.isEnabled = enabled == "YES" }
      if let selected = attributes["selected"] { button.isSelected = selected == "YES" }
      if let highlighted = attributes["highlighted"] { button.isHighlighted = highlighted == "YES" }
      for state in object.children where state.element == "state" {
        guard let controlState = controlState(state.key) else { continue }
        if let title = state.attributes["title"] { button.setTitle(title, for: controlState) }
        if let image = StoryboardValues.image(in: state, key: "image") { button.setImage(image, for: controlState) }
        if let color = StoryboardValues.color(state.child(key: "titleColor")) {
          button.setTitleColor(color, for: controlState)
        }
      }
    default:
      break
    }
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
