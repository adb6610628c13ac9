public import Foundation

/// The background and shadow of a bar, as a value a bar or navigation item holds.
///
/// Mirrors UIKit's `UIBarAppearance`; the values are recorded and read back, not drawn.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
  /// The idiom the appearance is for.
  public let idiom: UIUserInterfaceIdiom
  /// The background's colour.
  open var backgroundColor: UIColor?
  /// The background's blur.
  open var backgroundEffect: UIBlurEffect?
  /// The background's image.
  open var backgroundImage: UIImage?
  /// How the background image fills the bar.
  open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
  /// The colour of the hairline below the bar.
  open var shadowColor: UIColor?
  /// The image of the hairline below the bar.
  open var shadowImage: UIImage?

  /// An appearance for the current device's idiom, with the default (translucent) background.
  public override convenience init() {
    self.init(idiom: .phone)
  }

  /// An appearance for `idiom`, with the default (translucent) background.
  public init(idiom: UIUserInterfaceIdiom) {
    self.idiom = idiom
    super.init()
    configureWithDefaultBackground()
  }

  /// A copy of `barAppearance`'s background and shadow. Mirrors UIKit's `init(barAppearance:)`.
  public init(barAppearance: UIBarAppearance) {
    self.idiom = barAppearance.idiom
    super.init()
    backgroundColor = barAppearance.backgroundColor
    backgroundEffect = barAppearance.backgroundEffect
    backgroundImage = barAppearance.backgroundImage
    backgroundImageContentMode = barAppearance.backgroundImageContentMode
    shadowColor = barAppearance.shadowColor
    shadowImage = barAppearance.shadowImage
  }

  /// The system's translucent background: a blur and a hairline shadow.
  ///
  /// Mirrors UIKit's `configureWithDefaultBackground()`.
  open func configureWithDefaultBackground() {
    backgroundColor = nil
    backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
    backgroundImage = nil
    shadowColor = UIColor(white: 0, alpha: 0.3)
    shadowImage = nil
  }

  /// An opaque background in the system background colour, with a hairline shadow.
  ///
  /// Mirrors UIKit's `configureWithOpaqueBackground()`.
  open func configureWithOpaqueBackground() {
    backgroundColor = .systemBackground
    backgroundEffect = nil
    backgroundImage = nil
    shadowColor = UIColor(white: 0, alpha: 0.3)
    shadowImage = nil
  }

  /// No background and no shadow.
  ///
  /// Mirrors UIKit's `configureWithTransparentBackground()`.
  open func configureWithTransparentBackground() {
    backgroundColor = nil
    backgroundEffect = nil
    backgroundImage = nil
    shadowColor = nil
    shadowImage = nil
  }
}
