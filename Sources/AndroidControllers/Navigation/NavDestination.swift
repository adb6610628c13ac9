/// A node of a navigation graph: a screen (fragment, dialog, activity) or a nested graph — AndroidX's
/// `NavDestination`, with its id, label, arguments, actions and deep links.
@preconcurrency @MainActor
open class NavDestination: @MainActor CustomStringConvertible {
  /// AndroidX's `getNavigatorName()`: `fragment`, `dialog`, `activity`, `navigation`, or a custom navigator's.
  public let navigatorName: String
  /// AndroidX's `getId()`.
  public var id: Int32 = 0
  /// The id's resource entry name (`home`), when it has one. Not in AndroidX (its `displayName` reads it).
  public var idName: String?
  /// AndroidX's `getLabel()`.
  public var label: String?
  /// AndroidX's `getParent()`.
  public internal(set) weak var parent: NavGraph?
  /// AndroidX's `getArguments()`, by name, in declaration order.
  public internal(set) var arguments: [(name: String, argument: NavArgument)] = []
  var actions: [Int32: NavAction] = [:]
  /// AndroidX's `NavDestination` deep links.
  public internal(set) var deepLinks: [NavDeepLink] = []
  /// `android:name`, the class a fragment, dialog or activity destination shows (package-qualified); `nil` for a
  /// graph.
  public internal(set) var className: String?
  /// Every attribute of the element in the app's namespace, as written (`action`, `data`, `dataPattern` of an
  /// activity destination).
  public internal(set) var appAttributes: [String: String] = [:]

  /// A destination of the navigator named `navigatorName`.
  public init(_ navigatorName: String) {
    self.navigatorName = navigatorName
  }

  /// AndroidX's `getAction(int)`: the action on this destination, else on a parent graph (a global action).
  public func getAction(_ id: Int32) -> NavAction? {
    actions[id] ?? parent?.getAction(id)
  }

  /// AndroidX's `putAction(int, NavAction)`.
  public func putAction(_ actionId: Int32, _ action: NavAction) {
    actions[actionId] = action
  }

  /// AndroidX's `addArgument(String, NavArgument)`.
  public func addArgument(_ argumentName: String, _ argument: NavArgument) {
    arguments.removeAll { $0.name == argumentName }
    arguments.append((argumentName, argument))
  }

  /// AndroidX's `getDisplayName()`: the id's resource name, else its hex value.
  public var displayName: String {
    idName.map { "\(packageName):id/\($0)" } ?? "0x\(String(UInt32(bitPattern: id), radix: 16))"
  }
  var packageName = ""

  /// AndroidX's `addInDefaultArgs(Bundle)`: the defaults, then `args` over them; a value of the wrong type fails
  /// with AndroidX's text (`Wrong argument type for 'x' in argument bundle. integer expected.`).
  public func addInDefaultArgs(_ args: Bundle?) -> Bundle? {
    if args == nil && arguments.isEmpty { return nil }
    let defaults = Bundle()
    for (name, argument) in arguments { argument.putDefaultValue(name, defaults) }
    if let args {
      defaults.putAll(args)
      for (name, argument) in arguments where args.containsKey(name) {
        if !argument.type.verify(args, name) && !(argument.isNullable && args.kind(of: name) == "java.lang.String") {
          AndroidException.raise(
            .illegalArgument("Wrong argument type for '\(name)' in argument bundle. \(argument.type.name) expected."))
          return nil
        }
      }
    }
    return defaults
  }

  /// The graphs from the root down to this destination's parent, then this destination (AndroidX
  /// `NavDestination.hierarchy` reversed).
  var hierarchyFromRoot: [NavDestination] {
    var chain: [NavDestination] = [self]
    var node = parent
    while let current = node {
      chain.insert(current, at: 0)
      node = current.parent
    }
    return chain
  }

  /// AndroidX's `toString()`: `Destination(com.example:id/home) label=Home`, with the class for fragments
  /// (`FragmentNavigator.Destination`: ` class=com.example.HomeFragment`).
  open var description: String {
    var text = "\(typeName)(\(idName != nil ? displayName : "0x" + String(UInt32(bitPattern: id), radix: 16)))"
    if let label { text += " label=\(label)" }
    if let className { text += " class=\(className)" }
    return text
  }

  var typeName: String { "Destination" }
}
