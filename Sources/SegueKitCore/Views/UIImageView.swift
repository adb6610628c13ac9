public import Foundation

/// A view that shows an image, or a sequence of images as an animation.
///
/// Mirrors UIKit's `UIImageView`: user interaction is off by default; ``isHighlighted`` picks
/// ``highlightedImage``. Images are recorded, not drawn. The images' type is `UIImage` (not "values"-owned here:
/// the designated initializers need it).
@preconcurrency @MainActor
open class UIImageView: UIView {
  /// The image shown.
  open var image: UIImage?
  /// The image shown while highlighted.
  open var highlightedImage: UIImage?
  /// Whether the view shows its highlighted image.
  open var isHighlighted = false
  /// The images of the animation.
  open var animationImages: [UIImage]?
  /// The images of the animation while highlighted.
  open var highlightedAnimationImages: [UIImage]?
  /// The duration of one cycle of the animation.
  open var animationDuration: TimeInterval = 0
  /// How many times the animation repeats (`0` is forever).
  open var animationRepeatCount = 0
  /// Whether the animation is running.
  open var isAnimating: Bool { animating }
  private var animating = false

  /// A view showing `image`.
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: .zero)
    isUserInteractionEnabled = false
  }

  /// A view showing `image`, and `highlightedImage` while highlighted.
  public init(image: UIImage?, highlightedImage: UIImage?) {
    self.image = image
    self.highlightedImage = highlightedImage
    super.init(frame: .zero)
    isUserInteractionEnabled = false
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// An image view from a nib or storyboard: it takes touches unless the file says `userInteractionEnabled="NO"`
  /// (Interface Builder writes the attribute only when the box is unchecked, which it is by default for image
  /// views), as UIKit decodes it; an app's subclass may change that after `super.init(coder:)`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The image on screen: the highlighted one when highlighted and set, else ``image``.
  ///
  /// Not in UIKit.
  public var displayedImage: UIImage? { isHighlighted ? highlightedImage ?? image : image }

  /// Starts the animation (when there are animation images).
  open func startAnimating() {
    animating = !(animationImages ?? []).isEmpty
  }

  /// Stops the animation.
  open func stopAnimating() {
    animating = false
  }
}
