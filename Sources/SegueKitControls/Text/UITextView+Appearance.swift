/// A text view's font and colour.
extension UITextView {
  /// The font of the text.
  ///
  /// Mirrors UIKit's `UITextView.font`; recorded, not drawn.
  public var font: UIFont? {
    get { appearanceValues["font"] }
    set { appearanceValues["font"] = newValue }
  }

  /// The colour of the text.
  ///
  /// Mirrors UIKit's `UITextView.textColor`; recorded, not drawn.
  public var textColor: UIColor? {
    get { appearanceValues["textColor"] }
    set { appearanceValues["textColor"] = newValue }
  }
}
