public import Foundation

/// An on/off switch.
///
/// Mirrors UIKit's `UISwitch`: ``setOn(_:animated:)`` and ``isOn`` in code send nothing; a user's flip
/// (``simulateToggle()``) changes the value and sends `.valueChanged`.
@preconcurrency @MainActor
open class UISwitch: UIControl {
  /// The switch's look.
  ///
  /// Mirrors UIKit's `UISwitch.Style`.
  public enum Style: Int, Sendable {
    case automatic = 0
    case checkbox = 1
    case sliding = 2
  }

  /// Whether the switch is on.
  open var isOn = false
  /// The style asked for.
  open var preferredStyle: Style = .automatic
  /// The style shown (`.sliding` on iPhone and iPad).
  open var style: Style { preferredStyle == .checkbox ? .checkbox : .sliding }
  /// The title shown beside a checkbox-style switch.
  open var title: String?

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets the state; sends no event, as in UIKit.
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// Flips the switch as a user's tap does: nothing when disabled or hidden, else the value flips and
  /// `.valueChanged` is sent.
  ///
  /// Not in UIKit.
  public final func simulateToggle() {
    simulateTap()
  }

  override func performUserTap() {
    isOn.toggle()
    sendActions(for: .valueChanged)
  }
}
