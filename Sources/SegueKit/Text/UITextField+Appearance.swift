/// A text field's font, colour and background images.
extension UITextField {
  /// The font of the text.
  ///
  /// Mirrors UIKit's `UITextField.font`; recorded, not drawn.
  public var font: UIFont? {
    get { appearance["font"] }
    set { appearance["font"] = newValue }
  }

  /// The colour of the text.
  ///
  /// Mirrors UIKit's `UITextField.textColor`; recorded, not drawn.
  public var textColor: UIColor? {
    get { appearance["textColor"] }
    set { appearance["textColor"] = newValue }
  }

  /// The image drawn behind an enabled field.
  ///
  /// Mirrors UIKit's `UITextField.background`.
  public var background: UIImage? {
    get { appearance["background"] }
    set { appearance["background"] = newValue }
  }

  /// The image drawn behind a disabled field.
  ///
  /// Mirrors UIKit's `UITextField.disabledBackground`.
  public var disabledBackground: UIImage? {
    get { appearance["disabledBackground"] }
    set { appearance["disabledBackground"] = newValue }
  }
}
