public import Foundation

/// A control with − and + buttons that steps a value.
///
/// Mirrors UIKit's `UIStepper`: the value is clamped to the range; the user's taps (``simulateIncrement()``,
/// ``simulateDecrement()``) step it by ``stepValue``, wrapping when ``wraps`` is on, and send `.valueChanged`.
@preconcurrency @MainActor
open class UIStepper: UIControl {
  private var storedValue: Double = 0
  /// The value, clamped to the range; `0` by default.
  open var value: Double {
    get { storedValue }
    set { storedValue = min(max(newValue, minimumValue), maximumValue) }
  }
  /// The smallest value; `0` by default.
  open var minimumValue: Double = 0 {
    didSet { value = storedValue }
  }
  /// The largest value; `100` by default.
  open var maximumValue: Double = 100 {
    didSet { value = storedValue }
  }
  /// The step; `1` by default.
  open var stepValue: Double = 1
  /// Whether stepping past one end continues from the other.
  open var wraps = false
  /// Whether holding a button repeats it.
  open var autorepeat = true
  /// Whether value changes are sent while a button is held.
  open var isContinuous = true

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Taps +: the value grows by ``stepValue`` (wrapping or stopping at the maximum) and `.valueChanged` is sent
  /// when it changed.
  ///
  /// Not in UIKit.
  public func simulateIncrement() {
    step(by: stepValue)
  }

  /// Taps −: the value shrinks by ``stepValue`` (wrapping or stopping at the minimum) and `.valueChanged` is sent
  /// when it changed.
  ///
  /// Not in UIKit.
  public func simulateDecrement() {
    step(by: -stepValue)
  }

  private func step(by delta: Double) {
    guard isEnabled, !isHidden, isUserInteractionEnabled else { return }
    let old = value
    var new = old + delta
    if new > maximumValue { new = wraps ? minimumValue : maximumValue }
    if new < minimumValue { new = wraps ? maximumValue : minimumValue }
    value = new
    if value != old { sendActions(for: .valueChanged) }
  }
}
