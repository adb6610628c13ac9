/// A tab bar's background, shadow and selection indicator, as a value.
///
/// Mirrors UIKit's `UITabBarAppearance` (without its item layout appearances); the values are recorded and read
/// back, not drawn.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
  /// The tint of the selection indicator. Mirrors UIKit's `selectionIndicatorTintColor`.
  open var selectionIndicatorTintColor: UIColor?
  /// The image of the selection indicator. Mirrors UIKit's `selectionIndicatorImage`.
  open var selectionIndicatorImage: UIImage?
}
