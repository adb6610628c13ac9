import StoryboardFormat

/// Turns the XML tree of one navigation file into a ``NavigationDocument``, reporting what AndroidX's `NavInflater`
/// and `NavGraph` refuse (navigation/navigation-runtime `NavInflater.kt`, navigation-common `NavGraph.kt`,
/// `NavDestination.kt`), with their texts.
struct NavigationBuilder: AndroidXMLBuilder {
  let path: String
  var diagnostics: [Diagnostic] = []

  init(path: String) {
    self.path = path
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
  private mutating func node(_ element: StoryboardObject, in parentScope: NamespaceScope, isRoot: Bool = false)
    -> NavigationNode
  {
    let read = read(element, in: parentScope)
    var node = NavigationNode(element: element.element, location: element.location)
    node.attributes = element.attributes
    node.androidAttributes = read.android
    node.appAttributes = read.app
    node.id = read.android["id"]
    node.name = read.android["name"]
    node.label = read.android["label"]
    node.startDestination = read.app["startDestination"]
    node.includedGraph = read.app["graph"]
    for child in element.children {
      switch child.element {
      case "action": node.actions.append(action(child, in: read.scope))
      case "argument": node.arguments.append(argument(child, in: read.scope))
      case "deepLink": node.deepLinks.append(deepLink(child, in: read.scope))
      default:
        if node.isGraph, NavigationBuilder.destinationElements.contains(child.element) {
          node.destinations.append(self.node(child, in: read.scope))
        } else if node.isGraph, !child.element.contains(":") {
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
          node.extras.append(child)
        }
      }
    }
    check(node, isRoot: isRoot)
    return node
  }

  /// What NavInflater and NavGraph refuse about a destination.
  private mutating func check(_ node: NavigationNode, isRoot: Bool) {
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
      checkGraph(node)
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

  private mutating func checkGraph(_ node: NavigationNode) {
    guard let start = node.startDestination else {
      report(
        .warning, .missingStartDestination,
        "'<navigation>' \(node.id.map { "'\($0)' " } ?? "")has no 'app:startDestination'; navigating to it fails "
          + "with 'no start destination defined via app:startDestination'", at: node.location)
      return
    }
    let children = node.destinations.map { $0.kind == .include ? nil : $0.destinationID }
    if let startID = node.startDestinationID, !children.contains(startID),
      !node.destinations.contains(where: { $0.kind == .include })
    {
      report(
        .error, .startDestinationNotChild,
        "navigation destination \(start) is not a direct child of this NavGraph", at: node.location)
    }
    var seen: Set<String> = []
    for child in node.destinations {
      guard let id = child.destinationID else { continue }
      if !seen.insert(id).inserted {
        report(
          .warning, .duplicateID,
          "A second destination with id '\(id)' replaces the first in the graph", at: child.location)
      }
    }
  }

  private mutating func action(_ element: StoryboardObject, in parentScope: NamespaceScope) -> NavigationActionNode {
    let read = read(element, in: parentScope)
    var action = NavigationActionNode(location: element.location)
    action.attributes = element.attributes
    action.androidAttributes = read.android
    action.appAttributes = read.app
    action.id = read.android["id"]
    action.destination = read.app["destination"]
    action.popUpTo = read.app["popUpTo"]
    action.popUpToInclusive = bool("popUpToInclusive", read.app, at: element.location)
    action.popUpToSaveState = bool("popUpToSaveState", read.app, at: element.location)
    action.restoreState = bool("restoreState", read.app, at: element.location)
    action.launchSingleTop = bool("launchSingleTop", read.app, at: element.location)
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
        action.extras.append(child)
      }
    }
    return action
  }

  private mutating func argument(_ element: StoryboardObject, in parentScope: NamespaceScope)
    -> NavigationArgumentNode
  {
    let read = read(element, in: parentScope)
    var argument = NavigationArgumentNode(location: element.location)
    argument.attributes = element.attributes
    argument.androidAttributes = read.android
    argument.appAttributes = read.app
    argument.name = read.android["name"]
    argument.argType = read.app["argType"]
    argument.defaultValue = read.android["defaultValue"]
    argument.nullable = bool("nullable", read.app, at: element.location)
    argument.extras = element.children
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

  private mutating func deepLink(_ element: StoryboardObject, in parentScope: NamespaceScope)
    -> NavigationDeepLinkNode
  {
    let read = read(element, in: parentScope)
    var deepLink = NavigationDeepLinkNode(location: element.location)
    deepLink.attributes = element.attributes
    deepLink.androidAttributes = read.android
    deepLink.appAttributes = read.app
    deepLink.uri = read.app["uri"]
    deepLink.action = read.app["action"]
    deepLink.mimeType = read.app["mimeType"]
    deepLink.autoVerify = bool("autoVerify", read.android, at: element.location)
    deepLink.extras = element.children
    if [deepLink.uri, deepLink.action, deepLink.mimeType].allSatisfy({ ($0 ?? "").isEmpty }) {
      report(
        .error, .emptyDeepLink,
        "Every <deepLink> must include at least one of app:uri, app:action, or app:mimeType", at: element.location)
    }
    return deepLink
  }

  /// `true`/`false`, else a diagnostic and `nil`.
  private mutating func bool(_ name: String, _ attributes: [String: String], at location: SourceLocation) -> Bool? {
    guard let value = attributes[name] else { return nil }
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

  /// The scope inside `node` and its attributes in Android's and the app's namespaces by local name.
  private mutating func read(_ node: StoryboardObject, in parent: NamespaceScope) -> (
    scope: NamespaceScope, android: [String: String], app: [String: String]
  ) {
    let attributes = node.attributes.all
    let scope = parent.entering(attributes)
    var android: [String: String] = [:]
    var app: [String: String] = [:]
    for attribute in attributes where attribute.name != "xmlns" && !attribute.name.hasPrefix("xmlns:") {
      guard
        let (local, uri) = qualified(
          attribute.name, of: node, in: scope, unboundCode: .unboundPrefix)
      else {
        report(
          .note, .unknownAttribute,
          "Attribute '\(attribute.name)' on '<\(node.element)>' has no namespace and is kept as is",
          at: node.location)
        continue
      }
      if uri == AndroidManifest.androidNamespace {
        if android[local] == nil { android[local] = attribute.value }
      } else if let uri, LayoutVocabulary.isAppNamespace(uri) {
        if app[local] == nil { app[local] = attribute.value }
      }
    }
    return (scope, android, app)
  }
}
