/// How an object receives selector-based actions where there is no Objective-C runtime.
///
/// Not in UIKit. On iOS, `addTarget(_:action:for:)` sends `action` to `target` through the Objective-C runtime; on
/// Linux SegueKit calls ``perform(action:sender:)`` on the target instead (a storyboard-generated or hand-written
/// dispatch table maps selector names to methods). A `nil` target searches the responder chain.
@preconcurrency @MainActor
public protocol SelectorActionTarget: AnyObject {
  /// Performs `action` (e.g. `buttonTapped:`) with `sender`; returns whether the target handles it.
  @discardableResult
  func perform(action: Selector, sender: Any?) -> Bool
}

/// A target-action pair or a closure action; the target is held weakly, as in UIKit.
@MainActor
package struct TargetAction {
  package weak var target: AnyObject?
  package let selector: Selector?
  package let action: UIAction?

  package init(target: AnyObject?, selector: Selector) {
    self.target = target
    self.selector = selector
    self.action = nil
  }

  package init(action: UIAction) {
    self.target = nil
    self.selector = nil
    self.action = action
  }

  /// The object a UIKit-style `Any?` target names (UIKit's targets are objects; a value is boxed, so its weak
  /// reference is gone at once).
  package static func object(_ target: Any?) -> AnyObject? {
    guard let target else { return nil }
    return target as AnyObject
  }

  /// Sends the action; `origin` starts the responder-chain search for a `nil` target.
  package func send(sender: AnyObject, origin: UIResponder?) {
    if let action {
      action.sender = sender
      action.handler(action)
      action.sender = nil
      return
    }
    guard let selector else { return }
    if let target {
      if !sendSelectorAction(selector, to: target, sender: sender) {
        MissingConnections.action("\(selector)", to: target)
      }
      return
    }
    var responder = origin
    while let current = responder {
      if sendSelectorAction(selector, to: current, sender: sender) { return }
      responder = current.next
    }
  }
}

/// Sends a selector action to `target`: through ``SelectorActionTarget`` when it adopts it, else through the
/// class's `StoryboardConnections` table (in the core). Returns whether the target handled it.
@MainActor
package func sendSelectorAction(_ selector: Selector, to target: AnyObject, sender: Any?) -> Bool {
  if let receiver = target as? any SelectorActionTarget { return receiver.perform(action: selector, sender: sender) }
  return CoreLayer.hooks?.performConnectedAction("\(selector)", on: target, sender: sender) ?? false
}
