public import Foundation

/// A navigation bar's background, shadow, title attributes and back indicator, as a value.
///
/// Mirrors UIKit's `UINavigationBarAppearance`; the values are recorded and read back, not drawn.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
  /// The attributes of the title's text.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The attributes of the large title's text.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The back button's chevron, set with ``setBackIndicatorImage(_:transitionMaskImage:)``.
  open private(set) var backIndicatorImage: UIImage?
  /// The chevron's mask during transitions, set with ``setBackIndicatorImage(_:transitionMaskImage:)``.
  open private(set) var backIndicatorTransitionMaskImage: UIImage?

  /// Sets the back button's chevron and its transition mask together.
  ///
  /// Mirrors UIKit's `setBackIndicatorImage(_:transitionMaskImage:)`.
  open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
    self.backIndicatorImage = backIndicatorImage
    self.backIndicatorTransitionMaskImage = transitionMaskImage
  }
}
