/// How content in a vibrancy view takes colour from a blur beneath it.
///
/// Mirrors UIKit's `UIVibrancyEffectStyle`.
public enum UIVibrancyEffectStyle: Int, Sendable {
  case label = 0
  case secondaryLabel = 1
  case tertiaryLabel = 2
  case quaternaryLabel = 3
  case fill = 4
  case secondaryFill = 5
  case tertiaryFill = 6
  case separator = 7
}

/// A vibrancy effect for content placed over a blur.
///
/// Mirrors UIKit's `UIVibrancyEffect`.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
  /// The blur the vibrancy is for.
  ///
  /// Not in UIKit.
  public let blurEffect: UIBlurEffect
  /// The vibrancy's style.
  ///
  /// Not in UIKit.
  public let style: UIVibrancyEffectStyle

  /// A vibrancy for `blurEffect`.
  public init(blurEffect: UIBlurEffect) {
    self.blurEffect = blurEffect
    style = .label
    super.init()
  }

  /// A vibrancy of `style` for `blurEffect`.
  public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
    self.blurEffect = blurEffect
    self.style = style
    super.init()
  }
}
