/// A text field's font, colour and background images.
extension UITextField {
  /// The font of the text.
  ///
  /// Mirrors UIKit's `UITextField.font`; recorded, not drawn.
  public var font: UIFont? {
    get { appearanceValues["font"] }
    set { appearanceValues["font"] = newValue }
  }

  /// The colour of the text.
  ///
  /// Mirrors UIKit's `UITextField.textColor`; recorded, not drawn.
  public var textColor: UIColor? {
    get { appearanceValues["textColor"] }
    set { appearanceValues["textColor"] = newValue }
  }

  /// The image drawn behind an enabled field.
  ///
  /// Mirrors UIKit's `UITextField.background`.
  public var background: UIImage? {
    get { appearanceValues["background"] }
    set { appearanceValues["background"] = newValue }
  }

  /// The image drawn behind a disabled field.
  ///
  /// Mirrors UIKit's `UITextField.disabledBackground`.
  public var disabledBackground: UIImage? {
    get { appearanceValues["disabledBackground"] }
    set { appearanceValues["disabledBackground"] = newValue }
  }
}
