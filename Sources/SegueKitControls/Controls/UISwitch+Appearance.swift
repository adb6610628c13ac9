/// A switch's colours and images.
extension UISwitch {
  /// The colour of the track when on.
  ///
  /// Mirrors UIKit's `UISwitch.onTintColor`; recorded, not drawn.
  public var onTintColor: UIColor? {
    get { appearanceValues["onTintColor"] }
    set {
      appearanceValues["onTintColor"] = newValue
      noteAppearanceSet(\.onTintColor)
    }
  }

  /// The colour of the thumb.
  ///
  /// Mirrors UIKit's `UISwitch.thumbTintColor`; recorded, not drawn.
  public var thumbTintColor: UIColor? {
    get { appearanceValues["thumbTintColor"] }
    set {
      appearanceValues["thumbTintColor"] = newValue
      noteAppearanceSet(\.thumbTintColor)
    }
  }

  /// The image shown when on (no effect since iOS 7, as in UIKit).
  ///
  /// Mirrors UIKit's `UISwitch.onImage`.
  public var onImage: UIImage? {
    get { appearanceValues["onImage"] }
    set {
      appearanceValues["onImage"] = newValue
      noteAppearanceSet(\.onImage)
    }
  }

  /// The image shown when off (no effect since iOS 7, as in UIKit).
  ///
  /// Mirrors UIKit's `UISwitch.offImage`.
  public var offImage: UIImage? {
    get { appearanceValues["offImage"] }
    set {
      appearanceValues["offImage"] = newValue
      noteAppearanceSet(\.offImage)
    }
  }
}
