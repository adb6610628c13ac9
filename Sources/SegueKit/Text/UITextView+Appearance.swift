/// A text view's font and colour.
extension UITextView {
  /// The font of the text.
  ///
  /// Mirrors UIKit's `UITextView.font`; recorded, not drawn.
  public var font: UIFont? {
    get { appearance["font"] }
    set { appearance["font"] = newValue }
  }

  /// The colour of the text.
  ///
  /// Mirrors UIKit's `UITextView.textColor`; recorded, not drawn.
  public var textColor: UIColor? {
    get { appearance["textColor"] }
    set { appearance["textColor"] = newValue }
  }
}
