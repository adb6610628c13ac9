import AndroidFormat

extension InspectReport {
  /// One decoded Navigation graph: its destinations, depth first, each with its graph.
  public struct NavigationEntry: Sendable, Codable, Equatable {
    /// The path as given.
    public var path: String
    /// The root graph's id (`store_graph`), when it has one.
    public var id: String?
    /// The root graph's start destination id.
    public var startDestination: String?
    /// Every destination below the root, depth first (nested graphs and includes among them).
    public var destinations: [Destination]

    /// One destination element.
    public struct Destination: Sendable, Codable, Equatable {
      /// The element (`fragment`, `dialog`, `activity`, `navigation`, `include`, or a custom navigator's).
      public var element: String
      /// The id without its prefix; `nil` for an include.
      public var id: String?
      /// The id of the graph it is in.
      public var graph: String?
      /// `android:name` as written.
      public var name: String?
      /// A nested graph's start destination id.
      public var startDestination: String?
      /// An include's graph (`@navigation/other`).
      public var includedGraph: String?
      /// The actions: `id → destination`, `popUpTo=…` and the options set, as `segue inspect` prints them.
      public var actions: [String]
      /// The arguments: `name: type`, ` = default` or ` (required)`.
      public var arguments: [String]
      /// The deep links' URI patterns (or actions, MIME types).
      public var deepLinks: [String]
    }

    init(_ document: NavigationDocument) {
      path = document.path
      id = document.graph?.destinationID
      startDestination = document.graph?.startDestinationID
      var found: [Destination] = []
      func walk(_ node: NavigationNode, in graph: String?) {
        for child in node.destinations {
          found.append(
            Destination(
              element: child.element, id: child.destinationID, graph: graph, name: child.name,
              startDestination: child.startDestinationID, includedGraph: child.includedGraph,
              actions: child.actions.map(Self.action),
              arguments: child.arguments.map {
                "\($0.name ?? "-"): \($0.argType ?? "inferred")" + ($0.defaultValue.map { " = \($0)" } ?? " (required)")
              },
              deepLinks: child.deepLinks.compactMap { $0.uri ?? $0.action ?? $0.mimeType }))
          walk(child, in: child.destinationID)
        }
      }
      document.graph.map { walk($0, in: $0.destinationID) }
      destinations = found
    }

    static func action(_ action: NavigationActionNode) -> String {
      var text = action.actionID ?? "-"
      if let destination = action.destinationID { text += " → \(destination)" }
      if let popUpTo = action.popUpToID {
        text += " popUpTo=\(popUpTo)" + (action.popUpToInclusive == true ? " inclusive" : "")
      }
      if action.popUpToSaveState == true { text += " saveState" }
      if action.restoreState == true { text += " restoreState" }
      if action.launchSingleTop == true { text += " singleTop" }
      return text
    }
  }
}
