/// A progress bar's colours and images.
extension UIProgressView {
  /// The colour of the filled part.
  ///
  /// Mirrors UIKit's `UIProgressView.progressTintColor`; recorded, not drawn.
  public var progressTintColor: UIColor? {
    get { appearanceValues["progressTintColor"] }
    set {
      appearanceValues["progressTintColor"] = newValue
      noteAppearanceSet(\.progressTintColor)
    }
  }

  /// The colour of the unfilled part.
  ///
  /// Mirrors UIKit's `UIProgressView.trackTintColor`; recorded, not drawn.
  public var trackTintColor: UIColor? {
    get { appearanceValues["trackTintColor"] }
    set {
      appearanceValues["trackTintColor"] = newValue
      noteAppearanceSet(\.trackTintColor)
    }
  }

  /// The image of the filled part.
  ///
  /// Mirrors UIKit's `UIProgressView.progressImage`.
  public var progressImage: UIImage? {
    get { appearanceValues["progressImage"] }
    set {
      appearanceValues["progressImage"] = newValue
      noteAppearanceSet(\.progressImage)
    }
  }

  /// The image of the unfilled part.
  ///
  /// Mirrors UIKit's `UIProgressView.trackImage`.
  public var trackImage: UIImage? {
    get { appearanceValues["trackImage"] }
    set {
      appearanceValues["trackImage"] = newValue
      noteAppearanceSet(\.trackImage)
    }
  }
}
