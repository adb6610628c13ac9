import Foundation
import StoryboardFormat

/// Turns the XML tree of one navigation file into a ``NavigationDocument``, reporting what AndroidX's `NavInflater`
/// and `NavGraph` refuse (navigation/navigation-runtime `NavInflater.kt`, navigation-common `NavGraph.kt`,
/// `NavDestination.kt`), with their texts.
struct NavigationBuilder: AndroidXMLBuilder {
  let path: String
  var diagnostics: [Diagnostic] = []
  /// The values of the attributes the last `read(_:in:wanted:)` was asked for, in its order; reused for every element
  /// (each reader takes its values before it reads its children). As many slots as the longest `Wanted`.
  private var fieldValues = [String?](repeating: nil, count: 8)
  /// Reused by `readASCIINames` for every element: each attribute's name (then local name) and value ranges and kind.
  private var scratchSpans: [(name: Range<Int>, value: Range<Int>, kind: NamespaceScope.Kind?)] = []

  /// Whether every element's attributes are read as strings (`readGeneral`), never on their bytes: for the tests
  /// that check both readings give the same document.
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
  private mutating func node(_ element: StoryboardObject, in parentScope: NamespaceScope, isRoot: Bool = false)
    -> NavigationNode
  {
    let read = read(element, in: parentScope, wanted: Self.destinationFields)
    var node = NavigationNode(element: element.element, location: element.location)
    node.attributes = element.attributes
    node.androidAttributes = read.android
    node.appAttributes = read.app
    node.id = fieldValues[0]
    node.name = fieldValues[1]
    node.label = fieldValues[2]
    node.startDestination = fieldValues[3]
    node.includedGraph = fieldValues[4]
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
    // Each destination's id worked out once, read in place (not copied out of the array); `kind == .include` is
    // `element == "include"`.
    var ids: [String?] = []
    ids.reserveCapacity(node.destinations.count)
    var hasInclude = false
    for index in node.destinations.indices {
      ids.append(node.destinations[index].destinationID)
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

  private mutating func action(_ element: StoryboardObject, in parentScope: NamespaceScope) -> NavigationActionNode {
    let read = read(element, in: parentScope, wanted: Self.actionFields)
    var action = NavigationActionNode(location: element.location)
    action.attributes = element.attributes
    action.androidAttributes = read.android
    action.appAttributes = read.app
    action.id = fieldValues[0]
    action.destination = fieldValues[1]
    action.popUpTo = fieldValues[2]
    action.popUpToInclusive = bool("popUpToInclusive", fieldValues[3], at: element.location)
    action.popUpToSaveState = bool("popUpToSaveState", fieldValues[4], at: element.location)
    action.restoreState = bool("restoreState", fieldValues[5], at: element.location)
    action.launchSingleTop = bool("launchSingleTop", fieldValues[6], at: element.location)
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
    let read = read(element, in: parentScope, wanted: Self.argumentFields)
    var argument = NavigationArgumentNode(location: element.location)
    argument.attributes = element.attributes
    argument.androidAttributes = read.android
    argument.appAttributes = read.app
    argument.name = fieldValues[0]
    argument.argType = fieldValues[1]
    argument.defaultValue = fieldValues[2]
    argument.nullable = bool("nullable", fieldValues[3], at: element.location)
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
    let read = read(element, in: parentScope, wanted: Self.deepLinkFields)
    var deepLink = NavigationDeepLinkNode(location: element.location)
    deepLink.attributes = element.attributes
    deepLink.androidAttributes = read.android
    deepLink.appAttributes = read.app
    deepLink.uri = fieldValues[0]
    deepLink.action = fieldValues[1]
    deepLink.mimeType = fieldValues[2]
    deepLink.autoVerify = bool("autoVerify", fieldValues[3], at: element.location)
    deepLink.extras = element.children
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

  /// Attributes an element's reader takes by name, each in Android's or the app's namespace (at most eight).
  private typealias Wanted = [(kind: NamespaceScope.Kind, name: StaticString)]
  private static let destinationFields: Wanted = [
    (.android, "id"), (.android, "name"), (.android, "label"), (.app, "startDestination"), (.app, "graph"),
  ]
  private static let actionFields: Wanted = [
    (.android, "id"), (.app, "destination"), (.app, "popUpTo"), (.app, "popUpToInclusive"), (.app, "popUpToSaveState"),
    (.app, "restoreState"), (.app, "launchSingleTop"),
  ]
  private static let argumentFields: Wanted = [
    (.android, "name"), (.app, "argType"), (.android, "defaultValue"), (.app, "nullable"),
  ]
  private static let deepLinkFields: Wanted = [
    (.app, "uri"), (.app, "action"), (.app, "mimeType"), (.android, "autoVerify"),
  ]

  /// The scope inside `node` and its attributes in Android's and the app's namespaces by local name; the values of
  /// the `wanted` ones (what the tables hold under those names) are left in `fieldValues`, in their order.
  private mutating func read(_ node: StoryboardObject, in parent: NamespaceScope, wanted: Wanted) -> (
    scope: NamespaceScope, android: [String: String], app: [String: String]
  ) {
    for index in wanted.indices { fieldValues[index] = nil }
    if !readsAttributesAsStrings, let read = readASCIINames(node, in: parent, wanted: wanted) { return read }
    let (scope, android, app) = readGeneral(node, in: parent)
    for (index, field) in wanted.enumerated() {
      fieldValues[index] = field.kind == .android ? android["\(field.name)"] : app["\(field.name)"]
    }
    return (scope, android, app)
  }

  /// `read(_:in:wanted:)` for any element, on the attributes as strings.
  private mutating func readGeneral(_ node: StoryboardObject, in parent: NamespaceScope) -> (
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

  /// `read(_:in:wanted:)` on the packed attribute bytes, for an element whose attribute names are all ASCII (every
  /// real file's): names are compared as bytes, prefixes are looked up without hashing, strings are made only of what
  /// is kept, and the wanted values are picked up as the tables are made (not looked up in them after), where
  /// `readGeneral` makes a string of every name and value first. `nil` for any other element, which `readGeneral`
  /// then reads (with the same result: on ASCII names, `String`'s comparisons are the bytes').
  private mutating func readASCIINames(_ node: StoryboardObject, in parent: NamespaceScope, wanted: Wanted) -> (
    scope: NamespaceScope, android: [String: String], app: [String: String]
  )? {
    var spans: [(name: Range<Int>, value: Range<Int>, kind: NamespaceScope.Kind?)] = []
    swap(&spans, &scratchSpans)
    defer {
      spans.removeAll(keepingCapacity: true)
      swap(&spans, &scratchSpans)
    }
    return node.attributes.withPackedBytes { packed in
      // The attributes as `Attributes`' iterator reads them: name NUL value NUL, to the last complete pair.
      var declarations = 0
      var position = 0
      while position < packed.count {
        var nameEnd = position
        while nameEnd < packed.count, packed[nameEnd] != 0 {
          guard packed[nameEnd] < 0x80 else { return nil }
          nameEnd += 1
        }
        guard nameEnd < packed.count, let valueEnd = Self.offsetOfNUL(in: packed, from: nameEnd + 1) else { break }
        if Self.hasPrefix(packed, position..<nameEnd, "xmlns:") { declarations += 1 }
        spans.append((position..<nameEnd, (nameEnd + 1)..<valueEnd, nil))
        position = valueEnd + 1
      }
      func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: packed[range]), as: UTF8.self)
      }
      var scope = parent
      if declarations > 0 {
        scope = parent.entering(
          spans.filter { Self.hasPrefix(packed, $0.name, "xmlns:") }.map {
            Attributes.Attribute(name: string($0.name), value: string($0.value))
          })
      }
      // Each attribute's namespace first (reporting as it goes): what is kept gets its kind, and its local name's
      // range for its name's, so that each table is made once, at its size.
      var androidCount = 0
      var appCount = 0
      for index in spans.indices {
        let nameRange = spans[index].name
        let name = UnsafeBufferPointer(rebasing: packed[nameRange])
        guard !Self.hasPrefix(packed, nameRange, "xmlns:"), !Self.equals(name, "xmlns") else { continue }
        guard let colon = name.firstIndex(of: UInt8(ascii: ":")) else {
          report(
            .note, .unknownAttribute,
            "Attribute '\(string(nameRange))' on '<\(node.element)>' has no namespace and is kept as is",
            at: node.location)
          continue
        }
        guard let kind = scope.kind(of: UnsafeBufferPointer(rebasing: name[..<colon])) else {
          report(
            .warning, .unboundPrefix,
            "Prefix '\(string(nameRange.lowerBound..<(nameRange.lowerBound + colon)))' of attribute "
              + "'\(string(nameRange))' is not bound to a namespace; the attribute is kept but not read",
            at: node.location)
          continue
        }
        let local = (nameRange.lowerBound + colon + 1)..<nameRange.upperBound
        // The first of two attributes with one local name in one namespace (`android:` and `a:` bound alike).
        let repeated = spans[..<index].contains {
          $0.kind == kind
            && Self.equals(UnsafeBufferPointer(rebasing: packed[$0.name]), UnsafeBufferPointer(rebasing: packed[local]))
        }
        guard !repeated else { continue }
        switch kind {
        case .android: androidCount += 1
        case .app: appCount += 1
        case .other: continue
        }
        spans[index].name = local
        spans[index].kind = kind
      }
      var android = [String: String](minimumCapacity: androidCount)
      var app = [String: String](minimumCapacity: appCount)
      for span in spans {
        guard let kind = span.kind, kind != .other else { continue }
        let local = UnsafeBufferPointer(rebasing: packed[span.name])
        let value = string(span.value)
        if kind == .android {
          android[string(span.name)] = value
        } else {
          app[string(span.name)] = value
        }
        if let field = wanted.firstIndex(where: { $0.kind == kind && Self.equals(local, $0.name) }) {
          fieldValues[field] = value
        }
      }
      return (scope, android, app)
    }
  }

  /// The offset of the first NUL byte of `packed` from `start` on (C's `memchr`: values are long), or `nil`.
  private static func offsetOfNUL(in packed: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard start < packed.count, let base = packed.baseAddress,
      let found = memchr(base + start, 0, packed.count - start)
    else { return nil }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }

  /// Whether the bytes of `packed` in `range` start with `prefix` (ASCII).
  private static func hasPrefix(_ packed: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ prefix: StaticString)
    -> Bool
  {
    let count = prefix.utf8CodeUnitCount
    guard range.count >= count else { return false }
    let bytes = prefix.utf8Start
    for offset in 0..<count where packed[range.lowerBound + offset] != bytes[offset] { return false }
    return true
  }

  /// Whether two byte runs are equal.
  private static func equals(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for offset in 0..<lhs.count where lhs[offset] != rhs[offset] { return false }
    return true
  }

  /// Whether `name` is `literal` (ASCII).
  private static func equals(_ name: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard name.count == count else { return false }
    let bytes = literal.utf8Start
    for offset in 0..<count where name[offset] != bytes[offset] { return false }
    return true
  }
}
