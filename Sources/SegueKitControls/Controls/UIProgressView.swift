public import Foundation

/// A bar that shows how far a task has got.
///
/// Mirrors UIKit's `UIProgressView`: ``progress`` is clamped to 0…1.
@preconcurrency @MainActor
open class UIProgressView: UIView {
  /// The bar's look.
  ///
  /// Mirrors UIKit's `UIProgressView.Style`.
  public enum Style: Int, Sendable {
    case `default` = 0
    case bar = 1
  }

  private var storedProgress: Float = 0
  /// The progress, clamped to 0…1.
  open var progress: Float {
    get { storedProgress }
    set { storedProgress = min(max(newValue, 0), 1) }
  }
  /// The bar's look.
  open var progressViewStyle: Style = .default
  /// A progress object the bar follows.
  open var observedProgress: Progress? {
    didSet { if let observedProgress { progress = Float(observedProgress.fractionCompleted) } }
  }
  /// The colours and images of the `+Appearance` properties.
  var appearanceValues = AppearanceValues()

  /// A bar of `style`.
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: .zero)
    progressViewStyle = style
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets the progress (clamped); the animation has no duration here.
  open func setProgress(_ progress: Float, animated: Bool) {
    self.progress = progress
  }
}
