/// A slider's colours and images.
extension UISlider {
  /// The image at the minimum end.
  ///
  /// Mirrors UIKit's `UISlider.minimumValueImage`.
  public var minimumValueImage: UIImage? {
    get { appearanceValues["minimumValueImage"] }
    set { appearanceValues["minimumValueImage"] = newValue }
  }

  /// The image at the maximum end.
  ///
  /// Mirrors UIKit's `UISlider.maximumValueImage`.
  public var maximumValueImage: UIImage? {
    get { appearanceValues["maximumValueImage"] }
    set { appearanceValues["maximumValueImage"] = newValue }
  }

  /// The colour of the track below the thumb.
  ///
  /// Mirrors UIKit's `UISlider.minimumTrackTintColor`; recorded, not drawn.
  public var minimumTrackTintColor: UIColor? {
    get { appearanceValues["minimumTrackTintColor"] }
    set {
      appearanceValues["minimumTrackTintColor"] = newValue
      noteAppearanceSet(\.minimumTrackTintColor)
    }
  }

  /// The colour of the track above the thumb.
  ///
  /// Mirrors UIKit's `UISlider.maximumTrackTintColor`; recorded, not drawn.
  public var maximumTrackTintColor: UIColor? {
    get { appearanceValues["maximumTrackTintColor"] }
    set {
      appearanceValues["maximumTrackTintColor"] = newValue
      noteAppearanceSet(\.maximumTrackTintColor)
    }
  }

  /// The colour of the thumb.
  ///
  /// Mirrors UIKit's `UISlider.thumbTintColor`; recorded, not drawn.
  public var thumbTintColor: UIColor? {
    get { appearanceValues["thumbTintColor"] }
    set {
      appearanceValues["thumbTintColor"] = newValue
      noteAppearanceSet(\.thumbTintColor)
    }
  }

  /// Sets the thumb image for `state`.
  ///
  /// Mirrors UIKit's `setThumbImage(_:for:)`.
  public func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
    appearanceValues["thumbImage.\(state.rawValue)"] = image
  }

  /// The thumb image for `state`.
  ///
  /// Mirrors UIKit's `thumbImage(for:)`.
  public func thumbImage(for state: UIControl.State) -> UIImage? {
    appearanceValues["thumbImage.\(state.rawValue)"]
  }

  /// The thumb image for the current state, else the normal one.
  ///
  /// Mirrors UIKit's `currentThumbImage`.
  public var currentThumbImage: UIImage? { thumbImage(for: state) ?? thumbImage(for: .normal) }

  /// Sets the image of the track below the thumb for `state`.
  ///
  /// Mirrors UIKit's `setMinimumTrackImage(_:for:)`.
  public func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
    appearanceValues["minimumTrackImage.\(state.rawValue)"] = image
  }

  /// The image of the track below the thumb for `state`.
  ///
  /// Mirrors UIKit's `minimumTrackImage(for:)`.
  public func minimumTrackImage(for state: UIControl.State) -> UIImage? {
    appearanceValues["minimumTrackImage.\(state.rawValue)"]
  }

  /// Sets the image of the track above the thumb for `state`.
  ///
  /// Mirrors UIKit's `setMaximumTrackImage(_:for:)`.
  public func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
    appearanceValues["maximumTrackImage.\(state.rawValue)"] = image
  }

  /// The image of the track above the thumb for `state`.
  ///
  /// Mirrors UIKit's `maximumTrackImage(for:)`.
  public func maximumTrackImage(for state: UIControl.State) -> UIImage? {
    appearanceValues["maximumTrackImage.\(state.rawValue)"]
  }
}
