internal import Foundation

/// A button.
///
/// Mirrors UIKit's `UIButton` (title per state is reduced to one title).
@MainActor
open class UIButton: UIControl {
  private var titles: [UInt: String] = [:]

  /// Creates a button with a primary action (iOS 14+).
  public convenience init(primaryAction: UIAction?) {
    self.init(frame: .zero)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Sets the title for a state (only the normal state is kept apart).
  open func setTitle(_ title: String?, for state: UInt = 0) {
    titles[state] = title
  }

  /// The title for a state.
  open func title(for state: UInt = 0) -> String? {
    titles[state] ?? titles[0]
  }

  /// The current title.
  open var currentTitle: String? { title(for: 0) }
}
