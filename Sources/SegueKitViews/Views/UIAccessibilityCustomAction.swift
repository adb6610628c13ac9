public import Foundation

/// An extra action VoiceOver offers on an element.
///
/// Mirrors UIKit's `UIAccessibilityCustomAction`; ``perform()`` (not in UIKit) runs it as VoiceOver would.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
  /// The closure an action runs; it answers whether the action succeeded. Mirrors UIKit's `Handler`.
  public typealias Handler = (UIAccessibilityCustomAction) -> Bool

  /// The action's name, read by VoiceOver.
  open var name: String
  /// The object that receives ``selector``.
  open weak var target: AnyObject?
  /// The selector sent to ``target``; `Selector("")` for an action made with a handler.
  ///
  /// Mirrors UIKit's `selector`, which is not optional.
  open var selector: Selector
  /// The closure run by the action (iOS 13+).
  open var actionHandler: Handler?
  /// The image shown for the action.
  open var image: UIImage?

  /// Creates an action that sends `selector` to `target`.
  public init(name: String, target: Any?, selector: Selector) {
    self.name = name
    self.selector = selector
    super.init()
    self.target = TargetAction.object(target)
  }

  /// Creates an action that runs `actionHandler`.
  public init(name: String, actionHandler: @escaping Handler) {
    self.name = name
    self.selector = Selector("")
    self.actionHandler = actionHandler
    super.init()
  }

  /// Creates an action with an image that runs `actionHandler`.
  public init(name: String, image: UIImage?, actionHandler: @escaping Handler) {
    self.name = name
    self.selector = Selector("")
    self.image = image
    self.actionHandler = actionHandler
    super.init()
  }

  /// Runs the action as VoiceOver does: its handler, else its selector sent to its target.
  ///
  /// Not in UIKit. Returns the handler's answer (`true` after a target-action send).
  @discardableResult
  public func perform() -> Bool {
    if let actionHandler { return actionHandler(self) }
    TargetAction(target: target, selector: selector).send(sender: self, origin: nil)
    return true
  }
}
