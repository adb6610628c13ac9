internal import Foundation

/// A button.
///
/// Mirrors UIKit's `UIButton`: a title per ``UIControl/State``; a state without its own title uses the
/// `.normal` one, and ``currentTitle`` is the title for the control's current ``UIControl/state``.
@MainActor
open class UIButton: UIControl {
  private var titles: [UIControl.State: String] = [:]

  /// Creates a button with a primary action (iOS 14+).
  public convenience init(primaryAction: UIAction?) {
    self.init(frame: .zero)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Sets the title for a state; `nil` removes it, so the state uses the `.normal` title again.
  ///
  /// Mirrors UIKit's `setTitle(_:for:)`.
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state] = title
  }

  /// The title for a state: the one set for exactly that state, else the `.normal` one.
  ///
  /// Mirrors UIKit's `title(for:)` ("If no title has been set for the specific state, this method returns the
  /// title associated with the normal state").
  open func title(for state: UIControl.State) -> String? {
    titles[state] ?? titles[.normal]
  }

  /// The title for the control's current ``UIControl/state``.
  open var currentTitle: String? { title(for: state) }
}
