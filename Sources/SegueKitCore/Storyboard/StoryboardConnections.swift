public import Foundation

/// The outlets, actions, unwind actions and segue actions of a view controller class, by name.
///
/// Not in UIKit. On iOS the Objective-C runtime connects `@IBOutlet`s and sends `@IBAction`s by selector;
/// on Linux there is no such runtime, so a class lists them once, in a few lines:
///
/// ```swift
/// extension ProductDetailViewController: StoryboardConnectable {
///   static let storyboardConnections = StoryboardConnections<ProductDetailViewController>()
///     .outlet("nameLabel") { controller, label in controller.nameLabel = label as? UILabel }
///     .action("buy:") { controller, sender in controller.buy(sender) }
///     .unwind("unwindToProductList:") { controller, segue in controller.unwindToProductList(segue) }
///     .segueAction("makeReviews:") { controller, coder, _, _ in controller.makeReviews(coder) }
/// }
/// ```
///
/// Names are the Objective-C selectors the storyboard stores (`buy:`, `unwindToProductList:`); `segue inspect`
/// prints them, and `segue gen` can write the table.
@preconcurrency @MainActor
public struct StoryboardConnections<Owner: AnyObject> {
  typealias Outlet = @MainActor (Owner, AnyObject?) -> Void
  typealias Action = @MainActor (Owner, Any?) -> Void
  typealias Unwind = @MainActor (Owner, UIStoryboardSegue) -> Void
  typealias SegueAction = @MainActor (Owner, NSCoder, Any?, String?) -> UIViewController?

  var outlets: [String: Outlet] = [:]
  var actions: [String: Action] = [:]
  var unwinds: [String: Unwind] = [:]
  var segueActions: [String: SegueAction] = [:]

  public init() {}

  /// Connects the outlet `property` (the storyboard's `<outlet property=…>`).
  public func outlet(_ property: String, _ connect: @escaping @MainActor (Owner, AnyObject?) -> Void) -> Self {
    var copy = self
    copy.outlets[property] = connect
    return copy
  }

  /// Handles the action `selector` (for example `buy:`), sent by a control, bar button item or gesture.
  public func action(_ selector: String, _ perform: @escaping @MainActor (Owner, Any?) -> Void) -> Self {
    var copy = self
    copy.actions[selector] = perform
    return copy
  }

  /// Handles the unwind action `selector` (for example `unwindToList:`); its presence makes the class a
  /// candidate destination of that unwind segue (`canPerformUnwindSegueAction`).
  public func unwind(_ selector: String, _ perform: @escaping @MainActor (Owner, UIStoryboardSegue) -> Void) -> Self {
    var copy = self
    copy.unwinds[selector] = perform
    return copy
  }

  /// Handles the `@IBSegueAction` `selector`: given the coder, the sender and the segue identifier, returns the
  /// destination (made with `init?(coder:)`) or `nil` to let the storyboard make it.
  public func segueAction(
    _ selector: String, _ make: @escaping @MainActor (Owner, NSCoder, Any?, String?) -> UIViewController?
  ) -> Self {
    var copy = self
    copy.segueActions[selector] = make
    return copy
  }

  /// Adds the entries of a superclass's table that this table does not define itself.
  public func inheriting<Super: AnyObject>(_ superclass: StoryboardConnections<Super>) -> Self {
    var copy = self
    for (name, connect) in superclass.outlets where copy.outlets[name] == nil {
      copy.outlets[name] = { owner, value in if let owner = owner as? Super { connect(owner, value) } }
    }
    for (name, perform) in superclass.actions where copy.actions[name] == nil {
      copy.actions[name] = { owner, sender in if let owner = owner as? Super { perform(owner, sender) } }
    }
    for (name, perform) in superclass.unwinds where copy.unwinds[name] == nil {
      copy.unwinds[name] = { owner, segue in if let owner = owner as? Super { perform(owner, segue) } }
    }
    for (name, make) in superclass.segueActions where copy.segueActions[name] == nil {
      copy.segueActions[name] = { owner, coder, sender, identifier in
        guard let owner = owner as? Super else { return nil }
        return make(owner, coder, sender, identifier)
      }
    }
    return copy
  }
}

/// A class whose storyboard outlets and actions SegueKit can reach. Not in UIKit (see ``StoryboardConnections``).
///
/// A final class writes `static let storyboardConnections = StoryboardConnections<Self>()…`. A class with
/// subclasses declares the table as `class var storyboardConnections: StoryboardConnections<Base>` and a
/// subclass overrides it, adding its own entries to `super.storyboardConnections`; the table of the object's
/// dynamic class is used.
@preconcurrency @MainActor
public protocol StoryboardConnectable: AnyObject {
  /// The class the table's closures receive: the conforming class.
  associatedtype ConnectionOwner: AnyObject = Self
  static var storyboardConnections: StoryboardConnections<ConnectionOwner> { get }
}

/// Type-erased access to any object's table.
@MainActor
package enum ConnectionDispatch {
  package static func connectOutlet(_ property: String, of owner: AnyObject, to value: AnyObject?) -> Bool {
    guard let connectable = owner as? any StoryboardConnectable else { return false }
    return connectable.connectOutlet(property, to: value)
  }

  package static func perform(action: String, on owner: AnyObject, sender: Any?) -> Bool {
    guard let connectable = owner as? any StoryboardConnectable else { return false }
    return connectable.performAction(action, sender: sender)
  }

  package static func handlesUnwind(_ action: String, _ owner: AnyObject) -> Bool {
    (owner as? any StoryboardConnectable)?.unwindHandler(action) != nil
  }

  package static func performUnwind(_ action: String, on owner: AnyObject, segue: UIStoryboardSegue) -> Bool {
    guard let handler = (owner as? any StoryboardConnectable)?.unwindHandler(action) else { return false }
    handler(segue)
    return true
  }

  package static func segueAction(_ selector: String, of owner: AnyObject)
    -> (@MainActor (NSCoder, Any?, String?) -> UIViewController?)?
  {
    (owner as? any StoryboardConnectable)?.segueActionHandler(selector)
  }
}

extension StoryboardConnectable {
  /// The table of the receiver's dynamic class, and the receiver as the table's owner type.
  private var table: (connections: StoryboardConnections<ConnectionOwner>, owner: ConnectionOwner)? {
    guard let owner = self as? ConnectionOwner else { return nil }
    return (type(of: self).storyboardConnections, owner)
  }

  fileprivate func connectOutlet(_ property: String, to value: AnyObject?) -> Bool {
    guard let table, let connect = table.connections.outlets[property] else { return false }
    connect(table.owner, value)
    return true
  }

  fileprivate func performAction(_ action: String, sender: Any?) -> Bool {
    guard let table, let perform = table.connections.actions[action] else { return false }
    perform(table.owner, sender)
    return true
  }

  fileprivate func unwindHandler(_ action: String) -> (@MainActor (UIStoryboardSegue) -> Void)? {
    guard let table, let perform = table.connections.unwinds[action] else { return nil }
    let owner = table.owner
    return { segue in perform(owner, segue) }
  }

  fileprivate func segueActionHandler(_ selector: String)
    -> (@MainActor (NSCoder, Any?, String?) -> UIViewController?)?
  {
    guard let table, let make = table.connections.segueActions[selector] else { return nil }
    let owner = table.owner
    return { coder, sender, identifier in make(owner, coder, sender, identifier) }
  }
}
