/// A page control's colours.
extension UIPageControl {
  /// The colour of the dots of the other pages.
  ///
  /// Mirrors UIKit's `UIPageControl.pageIndicatorTintColor`; recorded, not drawn.
  public var pageIndicatorTintColor: UIColor? {
    get { appearanceValues["pageIndicatorTintColor"] }
    set {
      appearanceValues["pageIndicatorTintColor"] = newValue
      noteAppearanceSet(\.pageIndicatorTintColor)
    }
  }

  /// The colour of the current page's dot.
  ///
  /// Mirrors UIKit's `UIPageControl.currentPageIndicatorTintColor`; recorded, not drawn.
  public var currentPageIndicatorTintColor: UIColor? {
    get { appearanceValues["currentPageIndicatorTintColor"] }
    set {
      appearanceValues["currentPageIndicatorTintColor"] = newValue
      noteAppearanceSet(\.currentPageIndicatorTintColor)
    }
  }
}
