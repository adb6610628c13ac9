public import Foundation

/// A segmented control's images, colours and title attributes.
extension UISegmentedControl {
  /// Inserts a segment showing `image` at `segment`.
  ///
  /// Mirrors UIKit's `insertSegment(with:at:animated:)`.
  public func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    insert(SegmentItem(content: image), at: segment)
  }

  /// Sets the image of `segment` (replacing a title).
  ///
  /// Mirrors UIKit's `setImage(_:forSegmentAt:)`.
  public func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].content = image
  }

  /// The image of `segment`, or `nil` for a title segment.
  ///
  /// Mirrors UIKit's `imageForSegment(at:)`.
  public func imageForSegment(at segment: Int) -> UIImage? {
    guard segments.indices.contains(segment) else { return nil }
    return segments[segment].content as? UIImage
  }

  /// The colour of the selected segment.
  ///
  /// Mirrors UIKit's `UISegmentedControl.selectedSegmentTintColor`; recorded, not drawn.
  public var selectedSegmentTintColor: UIColor? {
    get { appearanceValues["selectedSegmentTintColor"] }
    set {
      appearanceValues["selectedSegmentTintColor"] = newValue
      noteAppearanceSet(\.selectedSegmentTintColor)
    }
  }

  /// Sets the attributes of the titles for `state`.
  ///
  /// Mirrors UIKit's `setTitleTextAttributes(_:for:)`.
  public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
    appearanceValues["titleTextAttributes.\(state.rawValue)"] = attributes
    noteAppearanceSet("titleTextAttributes", state.rawValue, attributes) { $0.setTitleTextAttributes($1, for: state) }
  }

  /// The attributes of the titles for `state`.
  ///
  /// Mirrors UIKit's `titleTextAttributes(for:)`.
  public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    appearanceValues["titleTextAttributes.\(state.rawValue)"]
  }
}
