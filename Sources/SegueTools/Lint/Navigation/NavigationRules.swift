import AndroidFormat
import StoryboardFormat

extension LintRule {
  static let navigationActionDestinationMissing = LintRule(
    id: DiagnosticCode(rawValue: "nav-action-destination-missing"), severity: .error,
    summary: "A navigation action's destination cannot be found from the destination the action belongs to.",
    explanation: """
      NavController looks an action's destination up from the current destination's graph and the graphs above it, \
      never inside a child graph (AndroidX NavGraph.findNode). A destination id that is not there, or that only a \
      nested graph holds, fails at run time with 'Navigation destination … referenced from action … cannot be \
      found from the current destination …'. Fix: point the action at the nested graph (it opens at its start \
      destination), or move the action into that graph.
      """, origin: .lint, check: nil, layoutCheck: NavigationRules.actionDestinations)

  static let navigationUnreachableDestination = LintRule(
    id: DiagnosticCode(rawValue: "nav-unreachable-destination"), severity: .warning,
    summary: "A destination inside a nested graph that no action, start destination or deep link leads to.",
    explanation: """
      A nested graph is entered at its start destination; its other destinations are reached through actions or \
      deep links. One that nothing in the graphs leads to can only be reached from code, if at all. The root \
      graph's own children are not reported: bottom navigation and code navigate to them by id.
      """, origin: .lint, check: nil, layoutCheck: NavigationRules.unreachable)

  static let navigationPopUpToNotOnPath = LintRule(
    id: DiagnosticCode(rawValue: "nav-popupto-not-on-path"), severity: .warning,
    summary: "An action pops up to a destination that is on no path to the action's destination.",
    explanation: """
      popUpTo pops the back stack down to the named destination. When no path of start destinations and actions \
      leads from it to where the action is, it is never on the back stack there: NavController logs 'Ignoring \
      popBackStack to destination … as it was not found on the current back stack' and pops nothing.
      """, origin: .lint, check: nil, layoutCheck: NavigationRules.popUpTo)

  static let navigationArgumentTypeMismatch = LintRule(
    id: DiagnosticCode(rawValue: "nav-argument-type-mismatch"), severity: .error,
    summary: "An action's default argument has another type than the destination's argument of that name.",
    explanation: """
      An action's <argument> children are default values for its destination's arguments; the destination reads \
      them as the type it declares. A value of another type fails in NavDestination.addInDefaultArgs with 'Wrong \
      argument type for 'x' in argument bundle. integer expected.' (and Safe Args refuses the graph).
      """, origin: .lint, check: nil, layoutCheck: NavigationRules.argumentTypes)

  static let navigationDeepLinkCollision = LintRule(
    id: DiagnosticCode(rawValue: "nav-deep-link-collision"), severity: .warning,
    summary: "Two destinations have deep links with the same URI pattern.",
    explanation: """
      NavController opens the first destination whose deep link matches a URI; a second destination with the \
      same pattern (placeholders aside) is never opened by it.
      """, origin: .lint, check: nil, layoutCheck: NavigationRules.deepLinkCollisions)

  static let navigationActivityNotDeclared = LintRule(
    id: DiagnosticCode(rawValue: "nav-activity-not-declared"), severity: .warning,
    summary: "An <activity> destination names a class the app's manifest does not declare.",
    explanation: """
      ActivityNavigator starts the destination's class with an explicit intent; one the manifest does not declare \
      fails with ActivityNotFoundException ('Unable to find explicit activity class …'). Checked when a manifest \
      is linted with the graphs.
      """, origin: .lint, check: nil, layoutCheck: NavigationRules.activitiesDeclared)
}

/// The navigation graph rules: what AndroidX's NavController and NavInflater would trip on, found before running.
enum NavigationRules {
  static let rules: [LintRule] = [
    .navigationActionDestinationMissing, .navigationUnreachableDestination, .navigationPopUpToNotOnPath,
    .navigationArgumentTypeMismatch, .navigationDeepLinkCollision, .navigationActivityNotDeclared,
  ]

  /// A destination of a resolved graph with the graphs above it, root first.
  struct Placed {
    let node: NavigationNode
    let ancestors: [NavigationNode]
    /// The file of the root graph it is in (one app's graph; a run may hold several apps').
    let root: String
  }

  /// Every destination of every root graph (one no other file includes), includes resolved.
  static func placed(_ documents: [NavigationDocument]) -> [Placed] {
    let resources = NavigationResources(documents)
    let included = Set(documents.flatMap { $0.allNodes.compactMap(\.includedGraphName) })
    var result: [Placed] = []
    func walk(_ node: NavigationNode, _ ancestors: [NavigationNode], _ root: String) {
      result.append(Placed(node: node, ancestors: ancestors, root: root))
      for child in node.destinations { walk(child, ancestors + [node], root) }
    }
    for name in resources.names where !included.contains(name) {
      if let graph = resources.resolvedGraph(named: name) { walk(graph, [], resources.documents[name]?.path ?? name) }
    }
    return result
  }

  static func actionDestinations(_ context: AndroidLintContext) -> [Diagnostic] {
    var found: [Diagnostic] = []
    for place in placed(context.navigations) {
      // A destination's actions look from its graph up; a graph's (global) actions from the graph up.
      let scope = place.node.isGraph ? place.ancestors + [place.node] : place.ancestors
      for action in place.node.actions {
        guard let target = action.destinationID else { continue }
        let visible = scope.contains { graph in
          graph.destinationID == target || graph.destinations.contains { $0.destinationID == target }
        }
        if !visible {
          found.append(
            LintRule.navigationActionDestinationMissing.finding(
              "Action '\(action.actionID ?? "?")' leads to '\(target)', which cannot be found from "
                + "'\(place.node.destinationID ?? place.node.element)'", at: action.location, object: nil))
        }
      }
    }
    return found
  }

  static func unreachable(_ context: AndroidLintContext) -> [Diagnostic] {
    let places = placed(context.navigations)
    var reached: Set<String> = []
    for place in places {
      if place.node.isGraph, let start = place.node.startDestinationID { reached.insert(start) }
      for action in place.node.actions { if let target = action.destinationID { reached.insert(target) } }
      if !place.node.deepLinks.isEmpty, let id = place.node.destinationID { reached.insert(id) }
    }
    return places.compactMap { place in
      guard place.ancestors.count >= 2, let id = place.node.destinationID, !reached.contains(id) else { return nil }
      return LintRule.navigationUnreachableDestination.finding(
        "'\(id)' in graph '\(place.ancestors.last?.destinationID ?? "?")' is not its start destination and no action "
          + "or deep link leads to it", at: place.node.location, object: nil)
    }
  }

  static func popUpTo(_ context: AndroidLintContext) -> [Diagnostic] {
    let places = placed(context.navigations)
    // Edges: a graph to its start, a destination to each action's target (a global action from each child).
    var edges: [String: Set<String>] = [:]
    for place in places {
      guard let id = place.node.destinationID else { continue }
      if let start = place.node.startDestinationID { edges[id, default: []].insert(start) }
      for action in place.node.actions {
        guard let target = action.destinationID else { continue }
        if place.node.isGraph {
          for child in place.node.destinations {
            if let childID = child.destinationID { edges[childID, default: []].insert(target) }
          }
        } else {
          edges[id, default: []].insert(target)
        }
      }
    }
    func reaches(_ from: String, _ to: String) -> Bool {
      var seen: Set<String> = [from]
      var queue = [from]
      while let next = queue.popLast() {
        if next == to { return true }
        for target in edges[next] ?? [] where seen.insert(target).inserted { queue.append(target) }
      }
      return false
    }
    var found: [Diagnostic] = []
    for place in places {
      guard let source = place.node.destinationID else { continue }
      for action in place.node.actions {
        guard let popUpTo = action.popUpToID else { continue }
        let onPath =
          popUpTo == source || place.ancestors.contains { $0.destinationID == popUpTo } || reaches(popUpTo, source)
          || place.node.isGraph
        if !onPath {
          found.append(
            LintRule.navigationPopUpToNotOnPath.finding(
              "Action '\(action.actionID ?? "?")' pops up to '\(popUpTo)', which no path leads from to '\(source)'",
              at: action.location, object: nil))
        }
      }
    }
    return found
  }

  static func argumentTypes(_ context: AndroidLintContext) -> [Diagnostic] {
    let places = placed(context.navigations)
    let byID = Dictionary(
      places.compactMap { place in place.node.destinationID.map { ($0, place.node) } },
      uniquingKeysWith: { first, _ in first })
    var found: [Diagnostic] = []
    for place in places {
      for action in place.node.actions {
        guard let target = action.destinationID.flatMap({ byID[$0] }) else { continue }
        for override in action.arguments {
          guard let name = override.name, let declared = target.arguments.first(where: { $0.name == name }),
            let value = override.defaultValue, value != "@null"
          else { continue }
          let expected = declared.argType ?? declared.defaultValue.map(NavigationArgumentTypes.inferred) ?? "string"
          let given = override.argType ?? NavigationArgumentTypes.inferred(value)
          if !NavigationArgumentTypes.compatible(given, expected) {
            found.append(
              LintRule.navigationArgumentTypeMismatch.finding(
                "Action '\(action.actionID ?? "?")' gives '\(name)' the \(given) '\(value)'; "
                  + "'\(target.destinationID ?? "?")' declares it \(expected)", at: override.location, object: nil))
          }
        }
      }
    }
    return found
  }

  static func deepLinkCollisions(_ context: AndroidLintContext) -> [Diagnostic] {
    var first: [String: String] = [:]
    var found: [Diagnostic] = []
    for place in placed(context.navigations) {
      for link in place.node.deepLinks {
        guard let uri = link.uri else { continue }
        let key = place.root + " " + normalized(uri) + " " + (link.action ?? "") + " " + (link.mimeType ?? "")
        let owner = place.node.destinationID ?? place.node.element
        if let other = first[key], other != owner {
          found.append(
            LintRule.navigationDeepLinkCollision.finding(
              "Deep link '\(uri)' of '\(owner)' has the pattern of one of '\(other)', which is matched first",
              at: link.location, object: nil))
        } else {
          first[key] = owner
        }
      }
    }
    return found
  }

  /// A URI pattern with every `{name}` made `{}`.
  static func normalized(_ uri: String) -> String {
    var result = ""
    var inName = false
    for character in uri {
      if character == "{" {
        inName = true
        result.append("{")
      } else if character == "}" {
        inName = false
        result.append("}")
      } else if !inName {
        result.append(character)
      }
    }
    return result
  }

  static func activitiesDeclared(_ context: AndroidLintContext) -> [Diagnostic] {
    guard !context.manifests.isEmpty else { return [] }
    let declared = Set(context.manifests.flatMap { $0.activities.map(\.className) })
    let packages = context.manifests.compactMap(\.package)
    var found: [Diagnostic] = []
    for document in context.navigations {
      for node in document.allNodes where node.kind == .activity {
        guard let name = node.name, !name.contains("${") else { continue }
        let candidates = name.hasPrefix(".") ? packages.map { $0 + name } : [name]
        if !candidates.contains(where: declared.contains) {
          found.append(
            LintRule.navigationActivityNotDeclared.finding(
              "Activity destination '\(node.destinationID ?? "?")' starts '\(name)', which no manifest declares",
              at: node.location, object: nil))
        }
      }
    }
    return found
  }
}

/// Argument types as the rules compare them (AndroidX `NavType.inferFromValue`).
enum NavigationArgumentTypes {
  static func inferred(_ value: String) -> String {
    if value.hasPrefix("@") { return "reference" }
    if Int32(value) != nil || value.hasPrefix("0x") { return "integer" }
    if value.hasSuffix("L"), Int64(value.dropLast()) != nil { return "long" }
    if Float(value) != nil { return "float" }
    if value == "true" || value == "false" { return "boolean" }
    return "string"
  }

  /// Whether a value inferred as `given` fits an argument declared `expected` (an integer fits a long or a float; a
  /// reference any built-in type; anything a string or a class type).
  static func compatible(_ given: String, _ expected: String) -> Bool {
    if given == expected || given == "reference" { return true }
    switch expected {
    case "long": return given == "integer"
    case "float": return given == "integer"
    case "integer", "boolean", "reference": return false
    default: return true
    }
  }
}
