import SegueKitTesting

/// What keeps a leaked controller alive, as far as reflection shows: stored closures of the app's own classes (a
/// closure that captures the controller strongly makes a cycle) and chains of the app's objects that lead back to
/// the controller (`Checkout.helper → PaymentHelper.owner → Checkout`).
///
/// Reflection (`Mirror`) sees stored properties, not what a closure captures nor who else holds the object: the
/// chain is a lead for the reader, found where it can be. It follows strong references only: `Mirror` shows a `weak`
/// or `unowned` property as it shows a strong one, so the runtime's field metadata (`StoredFields`) says which
/// properties hold their object strongly; and a container controller holds its children.
@MainActor
enum OwnerChain {
  static func describe(_ controller: UIViewController) -> String? {
    var leads: [String] = []
    let name = String(describing: type(of: controller))
    for (label, value) in appProperties(of: controller) {
      if isClosure(value) {
        leads.append(
          "\(name).\(label) holds a closure: a closure that captures the controller strongly keeps it "
            + "alive (capture it weakly)")
      } else if let chain = path(from: value, to: controller, depth: 3) {
        leads.append(([name + "." + label] + chain).joined(separator: " → "))
      }
    }
    return leads.isEmpty ? nil : leads.joined(separator: "; ")
  }

  /// The stored properties of the app's own classes in `object`'s class chain (SegueKit's and the standard
  /// library's own are not the app's) that hold their value strongly: not `weak` nor `unowned` ones.
  private static func appProperties(of object: Any) -> [(String, Any)] {
    var result: [(String, Any)] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror, isAppType(current.subjectType) {
      let notStrong = StoredFields.notStrong(in: current.subjectType, below: current.superclassMirror?.subjectType)
      for child in current.children where !notStrong.contains(child.label ?? "") {
        result.append((child.label ?? "?", child.value))
      }
      mirror = current.superclassMirror
    }
    return result
  }

  /// A path of property names from `value` to `target`, through the app's objects.
  private static func path(from value: Any, to target: AnyObject, depth: Int) -> [String]? {
    guard let object = unwrapped(value), Mirror(reflecting: object).displayStyle == .class else { return nil }
    let reference = object as AnyObject
    let typeName = String(describing: type(of: object))
    if reference === target { return [typeName] }
    if let container = reference as? UIViewController, container.children.contains(where: { $0 === target }) {
      let label =
        container is UINavigationController || container is UITabBarController ? "viewControllers" : "children"
      return ["\(typeName).\(label)", String(describing: type(of: target))]
    }
    guard depth > 0, isAppType(type(of: object)) else { return nil }
    for (label, child) in appProperties(of: object) {
      if let rest = path(from: child, to: target, depth: depth - 1) {
        return ["\(typeName).\(label)"] + rest
      }
    }
    return nil
  }

  private static func unwrapped(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.flatMap { unwrapped($0.value) }
  }

  private static func isClosure(_ value: Any) -> Bool {
    guard let value = unwrapped(value) else { return false }
    return String(describing: type(of: value)).contains("->")
  }

  private static func isAppType(_ type: Any.Type) -> Bool {
    let name = String(reflecting: type)
    return !["SegueKit", "Swift.", "Foundation.", "EngineCore.", "StoryboardFormat."].contains { name.hasPrefix($0) }
  }
}
