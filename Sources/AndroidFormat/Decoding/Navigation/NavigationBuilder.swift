import Foundation
import StoryboardFormat

/// Turns the elements of one navigation file, as the shared reader records them, into a ``NavigationDocument``,
/// reporting what AndroidX's `NavInflater` and `NavGraph` refuse (navigation/navigation-runtime `NavInflater.kt`,
/// navigation-common `NavGraph.kt`, `NavDestination.kt`), with their texts.
struct NavigationBuilder: AndroidXMLBuilder {
  let path: String
  var diagnostics: [Diagnostic] = []
  var attributeScratch = AttributeScratch()
  let readsAttributesAsStrings: Bool

  init(path: String, readsAttributesAsStrings: Bool = false) {
    self.path = path
    self.readsAttributesAsStrings = readsAttributesAsStrings
  }

  /// The destination elements of the navigators AndroidX ships, and `<include>`.
  static let destinationElements: Set<String> = ["navigation", "fragment", "dialog", "activity", "include"]

  mutating func build(_ bytes: [UInt8]) -> NavigationDocument {
    var document = NavigationDocument(path: path)
    if let root = rootElement(of: bytes, missingRootCode: .notANavigationGraph) {
      if root.element == "navigation" {
        document.graph = node(root, in: NamespaceScope(), isRoot: true)
      } else {
        report(
          .error, .notANavigationGraph,
          "Root element <\(root.element)> did not inflate into a NavGraph", at: root.location)
      }
    }
    document.diagnostics = sortedDiagnostics
    return document
  }

  /// A destination element and everything below it.
  private mutating func node(_ element: RecordedElement, in parentScope: NamespaceScope, isRoot: Bool = false)
    -> NavigationNode
  {
    let read = read(element, in: parentScope, wanted: Self.destinationFields)
    var node = NavigationNode(element: element.element, location: element.location)
    node.attributes = element.attributes
    node.namespaced = namespaced(read, of: element)
    node.id = attributeScratch.fieldValues[0]
    node.name = attributeScratch.fieldValues[1]
    node.label = attributeScratch.fieldValues[2]
    node.startDestination = attributeScratch.fieldValues[3]
    node.includedGraph = attributeScratch.fieldValues[4]
    let isGraph = node.isGraph
    for child in element.children {
      switch child.element {
      case "action": node.actions.append(action(child, in: read.scope))
      case "argument": node.arguments.append(argument(child, in: read.scope))
      case "deepLink": node.deepLinks.append(deepLink(child, in: read.scope))
      default:
        if isGraph, NavigationBuilder.destinationElements.contains(child.element) {
          node.destinations.append(self.node(child, in: read.scope))
        } else if isGraph, !child.element.contains(":") {
          // A custom navigator's tag (`NavigatorProvider.addNavigator`) is a destination as any other.
          report(
            .note, .unknownElement,
            "Element '<\(child.element)>' is read as the destination of a custom navigator", at: child.location)
          node.destinations.append(self.node(child, in: read.scope))
        } else {
          report(
            .warning, .unknownElement,
            "Unknown element '<\(child.element)>' in '<\(element.element)>' is kept as is; Navigation ignores it",
            at: child.location)
          node.extras.append(child.subtree)
        }
      }
    }
    check(&node, isRoot: isRoot)
    return node
  }

  /// What NavInflater and NavGraph refuse about a destination. (`node` is `inout` only so that it is read in place:
  /// passed by value, the node being built was copied, every field retained and released.)
  private mutating func check(_ node: inout NavigationNode, isRoot: Bool) {
    let at = node.location
    if node.kind == .include {
      if node.includedGraph == nil || node.includedGraphName == nil {
        report(
          .error, .includeUnresolved,
          "'<include>' has no 'app:graph=\"@navigation/…\"'; there is no graph to include", at: at)
      }
      return
    }
    if node.id == nil, !isRoot {
      report(
        .error, .destinationWithoutID,
        "Destinations must have an id. Call setId() or include an android:id in your navigation XML.", at: at)
    }
    if node.isGraph {
      checkGraph(&node)
    }
    for deepLink in node.deepLinks {
      let required = node.arguments.filter(\.isRequired).compactMap(\.name)
      let given = Set(deepLink.uriArgumentNames)
      let missing = required.filter { !given.contains($0) }
      if deepLink.uri != nil, !missing.isEmpty {
        // A warning, not an error: AndroidX's own test graphs (navigation-runtime nav_simple.xml) have such links
        // and inflate [I]; `NavDestination.addDeepLink` refuses them in the versions that check.
        report(
          .warning, .deepLinkMissingArgument,
          "Deep link \(deepLink.uri!) can't be used to open destination \(node.id ?? node.element).\n"
            + "Following required arguments are missing: [\(missing.joined(separator: ", "))]",
          at: deepLink.location)
      }
    }
  }

  /// What NavGraph refuses about a graph's start destination and ids; `node` is `inout` as in `check`.
  private mutating func checkGraph(_ node: inout NavigationNode) {
    guard let start = node.startDestination else {
      report(
        .warning, .missingStartDestination,
        "'<navigation>' \(node.id.map { "'\($0)' " } ?? "")has no 'app:startDestination'; navigating to it fails "
          + "with 'no start destination defined via app:startDestination'", at: node.location)
      return
    }
    // Each destination's id worked out once from its stored fields, read in place (a computed property such as
    // `destinationID` copied the destination out of the array); `kind == .include` is `element == "include"`.
    var ids: [String?] = []
    ids.reserveCapacity(node.destinations.count)
    var hasInclude = false
    for index in node.destinations.indices {
      ids.append(node.destinations[index].id.flatMap(NavigationReference.idName))
      if node.destinations[index].element == "include" { hasInclude = true }
    }
    if let startID = node.startDestinationID, !hasInclude, !ids.contains(startID) {
      report(
        .error, .startDestinationNotChild,
        "navigation destination \(start) is not a direct child of this NavGraph", at: node.location)
    }
    // A graph has a handful of destinations: compared one by one, then (past 16) by hash.
    var seen: Set<String> = []
    let hashed = ids.count > 16
    if hashed { seen.reserveCapacity(ids.count) }
    for (index, id) in ids.enumerated() {
      guard let id else { continue }
      if hashed ? !seen.insert(id).inserted : ids[..<index].contains(id) {
        report(
          .warning, .duplicateID,
          "A second destination with id '\(id)' replaces the first in the graph", at: node.destinations[index].location)
      }
    }
  }

  private mutating func action(_ element: RecordedElement, in parentScope: NamespaceScope) -> NavigationActionNode {
    let read = read(element, in: parentScope, wanted: Self.actionFields)
    var action = NavigationActionNode(location: element.location)
    action.attributes = element.attributes
    action.namespaced = namespaced(read, of: element)
    action.id = attributeScratch.fieldValues[0]
    action.destination = attributeScratch.fieldValues[1]
    action.popUpTo = attributeScratch.fieldValues[2]
    action.popUpToInclusive = bool("popUpToInclusive", attributeScratch.fieldValues[3], at: element.location)
    action.popUpToSaveState = bool("popUpToSaveState", attributeScratch.fieldValues[4], at: element.location)
    action.restoreState = bool("restoreState", attributeScratch.fieldValues[5], at: element.location)
    action.launchSingleTop = bool("launchSingleTop", attributeScratch.fieldValues[6], at: element.location)
    if action.id == nil {
      report(
        .error, .actionWithoutID, "Cannot have an action with actionId 0",
        at: element.location)
    }
    for child in element.children {
      if child.element == "argument" {
        action.arguments.append(argument(child, in: read.scope))
      } else {
        report(
          .warning, .unknownElement,
          "Unknown element '<\(child.element)>' in '<action>' is kept as is; Navigation ignores it",
          at: child.location)
        action.extras.append(child.subtree)
      }
    }
    return action
  }

  private mutating func argument(_ element: RecordedElement, in parentScope: NamespaceScope)
    -> NavigationArgumentNode
  {
    let read = read(element, in: parentScope, wanted: Self.argumentFields)
    var argument = NavigationArgumentNode(location: element.location)
    argument.attributes = element.attributes
    argument.namespaced = namespaced(read, of: element)
    argument.name = attributeScratch.fieldValues[0]
    argument.argType = attributeScratch.fieldValues[1]
    argument.defaultValue = attributeScratch.fieldValues[2]
    argument.nullable = bool("nullable", attributeScratch.fieldValues[3], at: element.location)
    argument.extras = element.children.map(\.subtree)
    if argument.name == nil {
      report(
        .error, .argumentWithoutName, "Arguments must have a name",
        at: element.location)
    }
    if let problem = NavigationArgumentType.problem(with: argument) {
      report(problem.severity, problem.code, problem.message, at: element.location)
    }
    return argument
  }

  private mutating func deepLink(_ element: RecordedElement, in parentScope: NamespaceScope)
    -> NavigationDeepLinkNode
  {
    let read = read(element, in: parentScope, wanted: Self.deepLinkFields)
    var deepLink = NavigationDeepLinkNode(location: element.location)
    deepLink.attributes = element.attributes
    deepLink.namespaced = namespaced(read, of: element)
    deepLink.uri = attributeScratch.fieldValues[0]
    deepLink.action = attributeScratch.fieldValues[1]
    deepLink.mimeType = attributeScratch.fieldValues[2]
    deepLink.autoVerify = bool("autoVerify", attributeScratch.fieldValues[3], at: element.location)
    deepLink.extras = element.children.map(\.subtree)
    if [deepLink.uri, deepLink.action, deepLink.mimeType].allSatisfy({ ($0 ?? "").isEmpty }) {
      report(
        .error, .emptyDeepLink,
        "Every <deepLink> must include at least one of app:uri, app:action, or app:mimeType", at: element.location)
    }
    return deepLink
  }

  /// `true`/`false`, else a diagnostic and `nil`; `value` is the attribute `name`'s.
  private mutating func bool(_ name: String, _ value: String?, at location: SourceLocation) -> Bool? {
    guard let value else { return nil }
    switch value {
    case "true": return true
    case "false": return false
    default:
      report(
        .warning, .invalidBoolean,
        "'\(name)' is '\(value)', not 'true' or 'false'; it is kept and not read", at: location)
      return nil
    }
  }

  /// Attributes an element's reader takes by name, each in Android's or the app's namespace (at most sixteen).
  private static let destinationFields: WantedAttributes = [
    (.android, "id"), (.android, "name"), (.android, "label"), (.app, "startDestination"), (.app, "graph"),
  ]
  private static let actionFields: WantedAttributes = [
    (.android, "id"), (.app, "destination"), (.app, "popUpTo"), (.app, "popUpToInclusive"), (.app, "popUpToSaveState"),
    (.app, "restoreState"), (.app, "launchSingleTop"),
  ]
  private static let argumentFields: WantedAttributes = [
    (.android, "name"), (.app, "argType"), (.android, "defaultValue"), (.app, "nullable"),
  ]
  private static let deepLinkFields: WantedAttributes = [
    (.app, "uri"), (.app, "action"), (.app, "mimeType"), (.android, "autoVerify"),
  ]

  /// The scope inside `node` and which of its attributes are in Android's and the app's namespaces (or, when it is
  /// read as strings, those tables by local name); the values of the `wanted` ones are left in
  /// `attributeScratch.fieldValues`, in their order.
  private mutating func read(_ node: RecordedElement, in parent: NamespaceScope, wanted: WantedAttributes)
    -> AttributeRead
  {
    readAttributes(node, in: parent, keepsApp: true, wanted: wanted, marksOnly: true) { builder, name in
      builder.report(
        .note, .unknownAttribute, "Attribute '\(name)' on '<\(node.element)>' has no namespace and is kept as is",
        at: node.location)
    }
  }

  /// The model's `androidAttributes` and `appAttributes` from what reading `element` gave: its attributes marked, or
  /// the tables made.
  private func namespaced(_ read: AttributeRead, of element: RecordedElement) -> NamespacedAttributes {
    guard let marks = read.marks else { return NamespacedAttributes(android: read.android, app: read.app) }
    return NamespacedAttributes(marking: element.attributes, android: marks.android, app: marks.app)
  }
}
