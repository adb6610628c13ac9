// A stand-in for NVActivityIndicatorView (github.com/ninjaprox/NVActivityIndicatorView) with its public names, for
// SwiftRadio ported to Linux: a view that records whether it animates and draws nothing.
import SegueKit

/// Stands in for NVActivityIndicatorView's animation types (the ones the app uses).
public enum NVActivityIndicatorType: Int {
  case blank, ballPulse, audioEqualizer
}

/// Stands in for `NVActivityIndicatorView`: `isAnimating` follows start and stop; it is hidden when stopped.
public final class NVActivityIndicatorView: UIView {
  /// The animation type.
  public var type: NVActivityIndicatorType
  /// The colour.
  public var color: UIColor
  /// The padding.
  public var padding: CGFloat
  /// Whether it animates.
  public private(set) var isAnimating = false

  /// A stopped indicator.
  public init(frame: CGRect, type: NVActivityIndicatorType? = nil, color: UIColor? = nil, padding: CGFloat? = nil) {
    self.type = type ?? .ballPulse
    self.color = color ?? .white
    self.padding = padding ?? 0
    super.init(frame: frame)
    isHidden = true
  }

  /// Not used from storyboards here.
  public required init?(coder: NSCoder) {
    type = .ballPulse
    color = .white
    padding = 0
    super.init(coder: coder)
  }

  /// Shows it and starts animating.
  public final func startAnimating() {
    isHidden = false
    isAnimating = true
  }

  /// Stops animating and hides it.
  public final func stopAnimating() {
    isHidden = true
    isAnimating = false
  }
}
