/// A spinner's colour.
extension UIActivityIndicatorView {
  /// The colour of the spinner.
  ///
  /// Mirrors UIKit's `UIActivityIndicatorView.color`; recorded, not drawn.
  public var color: UIColor! {
    get { appearanceValues["color"] }
    set {
      appearanceValues["color"] = newValue
      noteAppearanceSet(\.color)
    }
  }
}
