public import Foundation

/// A control that picks one value from a continuous range.
///
/// Mirrors UIKit's `UISlider`: the value is clamped to ``minimumValue``…``maximumValue``; setting it in code sends
/// nothing; a user's move (``simulateSlide(to:)``) sends `.touchDown`, `.valueChanged` and `.touchUpInside`.
@preconcurrency @MainActor
open class UISlider: UIControl {
  private var storedValue: Float = 0
  /// The value, clamped to the range; `0` by default.
  open var value: Float {
    get { storedValue }
    set { storedValue = min(max(newValue, minimumValue), maximumValue) }
  }
  /// The smallest value; `0` by default. Raising it above the value raises the value.
  open var minimumValue: Float = 0 {
    didSet {
      if maximumValue < minimumValue { maximumValue = minimumValue }
      value = storedValue
    }
  }
  /// The largest value; `1` by default. Lowering it below the value lowers the value.
  open var maximumValue: Float = 1 {
    didSet {
      if minimumValue > maximumValue { minimumValue = maximumValue }
      value = storedValue
    }
  }
  /// Whether moves send `.valueChanged` while the thumb moves (else once, when it is released).
  open var isContinuous = true

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets the value (clamped); sends no event, as in UIKit.
  open func setValue(_ value: Float, animated: Bool) {
    self.value = value
  }

  /// Moves the thumb to `value` as a user's drag does: `.touchDown`, the value (clamped) and `.valueChanged` when
  /// it changed, then `.touchUpInside`. Nothing happens when the slider is disabled or hidden.
  ///
  /// Not in UIKit.
  public func simulateSlide(to value: Float) {
    guard isEnabled, !isHidden, isUserInteractionEnabled else { return }
    sendActions(for: .touchDown)
    let old = self.value
    self.value = value
    if self.value != old { sendActions(for: .valueChanged) }
    sendActions(for: .touchUpInside)
  }
}
