public import Foundation

/// A view that applies a visual effect to what is behind it; content goes in its ``contentView``.
///
/// Mirrors UIKit's `UIVisualEffectView`; the effect is recorded, not drawn.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
  /// The effect, or `nil` for none.
  open var effect: UIVisualEffect?
  /// The view to add content to (a subview of the effect view).
  public let contentView: UIView

  /// A view applying `effect`.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    contentView = UIView()
    super.init(frame: .zero)
    addSubview(contentView)
  }

  public convenience override init(frame: CGRect) {
    self.init(effect: nil)
    self.frame = frame
    contentView.frame = CGRect(origin: .zero, size: frame.size)
  }

  public required init?(coder: NSCoder) {
    contentView = UIView()
    super.init(coder: coder)
    addSubview(contentView)
  }
}
