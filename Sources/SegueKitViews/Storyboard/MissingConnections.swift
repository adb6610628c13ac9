/// Outlets and actions of storyboards and nibs that reach no code, told once each on the `Console`.
///
/// Not in UIKit, where the Objective-C runtime sets any `@IBOutlet` and sends any `@IBAction` by name (a missing one
/// raises `NSUnknownKeyException` or "unrecognized selector sent to instance"). Here they go through each class's
/// `StoryboardConnections` table, and an entry missing from it would otherwise fail silently: a row tap that
/// reaches no code.
@MainActor
package enum MissingConnections {
  private static var told: Set<String> = []

  /// An outlet the owner's class has no table entry for; `objectID` is the Interface Builder object it points to.
  package static func outlet(_ property: String, of owner: AnyObject, objectID: String?) {
    let className = SegueKitModules.qualifiedName(of: type(of: owner))
    tell(
      "outlet \(className).\(property)",
      "SegueKit: \(className) has no outlet '\(property)' in its StoryboardConnections table, so the Interface "
        + "Builder connection to object \(objectID ?? "nil") is not made (on iOS it sets the property).")
  }

  /// An action its target's class does not handle.
  package static func action(_ selector: String, to target: AnyObject) {
    let className = SegueKitModules.qualifiedName(of: type(of: target))
    tell(
      "action \(className).\(selector)",
      "SegueKit: \(className) does not handle the action '\(selector)': add it to its StoryboardConnections table "
        + "(on iOS the call would raise 'unrecognized selector sent to instance').")
  }

  private static func tell(_ key: String, _ message: String) {
    guard told.insert(key).inserted else { return }
    Console.log(message)
  }
}
