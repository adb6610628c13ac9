public import Foundation

/// A button of an alert or action sheet and what it does when tapped.
///
/// Mirrors UIKit's `UIAlertAction`.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
  /// How an action looks; raw values are UIKit's.
  ///
  /// Mirrors UIKit's `UIAlertAction.Style`.
  public enum Style: Int, Sendable {
    case `default` = 0
    case cancel = 1
    case destructive = 2
  }

  /// The button's title.
  public let title: String?
  /// The button's style.
  public let style: Style
  /// Whether the button can be tapped.
  open var isEnabled = true
  /// Runs after the alert is dismissed when the user taps the button.
  let handler: (@MainActor (UIAlertAction) -> Void)?

  /// Creates an action.
  ///
  /// Mirrors UIKit's `init(title:style:handler:)`.
  public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
    super.init()
  }

  /// An action without a title or handler, in the default style. Mirrors UIKit's `init()`, which `UIAlertAction`
  /// inherits from `NSObject`.
  public override convenience init() {
    self.init(title: nil, style: .default, handler: nil)
  }
}
