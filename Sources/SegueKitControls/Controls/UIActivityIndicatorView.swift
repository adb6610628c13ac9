public import Foundation

/// A spinner that shows that work is under way.
///
/// Mirrors UIKit's `UIActivityIndicatorView`: with ``hidesWhenStopped`` (the default) it is hidden while stopped,
/// shown while animating.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  /// The spinner's size and colour scheme.
  ///
  /// Mirrors UIKit's `UIActivityIndicatorView.Style`, with its raw values.
  public enum Style: Int, Sendable {
    /// A large white spinner (deprecated in iOS 13).
    case whiteLarge = 0
    /// A white spinner (deprecated in iOS 13).
    case white = 1
    /// A gray spinner (deprecated in iOS 13).
    case gray = 2
    /// The default spinner.
    case medium = 100
    /// A large spinner.
    case large = 101
  }

  /// The style.
  open var style: Style = .medium
  /// Whether the spinner is hidden while stopped; setting it while stopped hides or shows it.
  open var hidesWhenStopped = true {
    didSet { if !animating { isHidden = hidesWhenStopped } }
  }
  /// Whether the spinner is animating.
  open var isAnimating: Bool { animating }
  private var animating = false
  /// The colour of the `+Appearance` properties.
  var appearanceValues = AppearanceValues()

  /// A spinner of `style`, stopped (and so hidden).
  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
    isHidden = true
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
  }

  public required init(coder: NSCoder) {
    super.init(coder: coder)!
    isHidden = hidesWhenStopped
  }

  /// Starts the spinner (showing it).
  open func startAnimating() {
    animating = true
    if hidesWhenStopped { isHidden = false }
  }

  /// Stops the spinner (hiding it when ``hidesWhenStopped``).
  open func stopAnimating() {
    animating = false
    if hidesWhenStopped { isHidden = true }
  }
}
