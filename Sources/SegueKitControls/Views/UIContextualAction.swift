public import Foundation

/// An action shown when the user swipes a table row.
///
/// Mirrors UIKit's `UIContextualAction`. ``simulateTap(in:)`` runs the handler as a tap does.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
  /// The action's style.
  ///
  /// Mirrors UIKit's `UIContextualAction.Style`; raw values are UIKit's.
  public enum Style: Int, Sendable {
    case normal = 0
    case destructive = 1
  }

  /// The handler's signature: the action, the view it was shown in, and a completion to call with whether the
  /// action was performed.
  ///
  /// Mirrors UIKit's `UIContextualAction.Handler`.
  public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// The action's style.
  public let style: Style
  /// The action's title.
  open var title: String?
  /// Runs when the user taps the action.
  public let handler: Handler
  /// The action's image.
  open var image: UIImage?
  /// The action's background colour; `nil` reads back as the style's colour (red for destructive, grey otherwise).
  open var backgroundColor: UIColor! {
    get { customBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
    set { customBackgroundColor = newValue }
  }
  private var customBackgroundColor: UIColor?

  /// Creates an action.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    super.init()
  }

  /// Simulates the user tapping the action shown in `view`; returns what the handler passed to its completion
  /// (`nil` when it has not called it).
  ///
  /// Not in UIKit.
  @discardableResult
  public final func simulateTap(in view: UIView) -> Bool? {
    var result: Bool?
    handler(self, view) { result = $0 }
    return result
  }
}
