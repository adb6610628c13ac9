import StoryboardFormat

// What a view's element says of how it looks, read into the view as UIKit's nib loading does: `alpha`, the
// background and tint colours, `clipsSubviews`; a label's, text field's and text view's text colour, font,
// alignment and Dynamic Type adjustment, a label's line count; a button's font and its titles, images and title
// colours per state; a table cell's selection style and accessory. The element is read once per file into a
// `StoredViewAppearance`.
extension StoryboardViewLoader {
  static func configureAppearance(_ view: UIView, _ stored: StoredViewAppearance) {
    if let alpha = stored.alpha { view.alpha = CGFloat(alpha) }
    if let color = stored.backgroundColor?.make() { view.backgroundColor = color }
    if let color = stored.tintColor?.make() { view.tintColor = color }
    if stored.clipsSubviews { view.clipsToBounds = true }
    switch view {
    case let label as UILabel:
      if let color = stored.textColor?.make() { label.textColor = color }
      if let font = stored.font?.make() { label.font = font }
      if let lines = stored.numberOfLines { label.numberOfLines = lines }
      if let alignment = stored.textAlignment { label.textAlignment = alignment }
      if stored.adjustsFontForContentSizeCategory { label.adjustsFontForContentSizeCategory = true }
    case let field as UITextField:
      if let color = stored.textColor?.make() { field.textColor = color }
      if let font = stored.font?.make() { field.font = font }
      if let alignment = stored.textAlignment { field.textAlignment = alignment }
      if stored.adjustsFontForContentSizeCategory { field.adjustsFontForContentSizeCategory = true }
    case let textView as UITextView:
      if let color = stored.textColor?.make() { textView.textColor = color }
      if let font = stored.font?.make() { textView.font = font }
      if let alignment = stored.textAlignment { textView.textAlignment = alignment }
      if stored.adjustsFontForContentSizeCategory { textView.adjustsFontForContentSizeCategory = true }
    case let cell as UITableViewCell:
      if let style = stored.selectionStyle { cell.selectionStyle = style }
      if let accessory = stored.accessoryType { cell.accessoryType = accessory }
    case let button as UIButton:
      if let font = stored.font?.make() { button.titleLabel?.font = font }
      if let enabled = stored.isEnabled { button.isEnabled = enabled }
      if let selected = stored.isSelected { button.isSelected = selected }
      if let highlighted = stored.isHighlighted { button.isHighlighted = highlighted }
      for state in stored.buttonStates {
        if let title = state.title { button.setTitle(title, for: state.state) }
        if let image = StoryboardValues.image(state.image.name, catalog: state.image.catalog) {
          button.setImage(image, for: state.state)
        }
        if let color = state.titleColor?.make() { button.setTitleColor(color, for: state.state) }
      }
    default:
      break
    }
  }
}
