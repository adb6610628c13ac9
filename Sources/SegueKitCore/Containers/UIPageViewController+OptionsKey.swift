extension UIPageViewController {
  /// A key of the options dictionary of ``UIPageViewController/init(transitionStyle:navigationOrientation:options:)``.
  ///
  /// Mirrors UIKit's `UIPageViewController.OptionsKey`. SegueKit records no spine or spacing, so the options are
  /// accepted and not used.
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's string, as UIKit's constant's.
    public let rawValue: String

    /// Creates a key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The spine location of a page-curl controller (an `NSNumber` of `SpineLocation`'s raw value).
    public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
    /// The space between pages of a scrolling controller (an `NSNumber` of points).
    public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
  }
}
