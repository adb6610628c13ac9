public import AndroidFormat
import StoryboardFormat

/// The Navigation graphs (`res/navigation`) of `segue graph --format json`: graphs, destinations and edges as plain
/// data, with the same edges the DOT and Mermaid drawings have (``NavigationGraphRenderer``).
///
/// Not in Android: a drawing aid. `<include>`s are resolved across files (an included graph is nested where it is
/// included, and is not a root of its own); an include that names no file stays a destination of element `include`.
/// Documented in `Documentation/graph-json.md` ("Navigation").
public struct NavigationFlow: Sendable, Equatable, Codable {
  /// Every graph, the roots and the nested ones, depth first in file order.
  public var graphs: [Graph]
  /// Every destination that is not a graph, depth first in file order.
  public var destinations: [Destination]
  /// Start, action, global action and `popUpTo` edges, in the order the graphs are walked.
  public var edges: [Edge]

  /// A `<navigation>` element.
  public struct Graph: Sendable, Equatable, Codable {
    /// Its id without the prefix; the element name when it has none.
    public var id: String
    /// The id of the graph it is nested in; absent for a root graph.
    public var parent: String?
    /// Its start destination's id (`app:startDestination`); absent when it has none.
    public var startDestination: String?
    /// `android:label`, as written.
    public var label: String?
    /// Where the element is, `file:line:column`.
    public var location: String
  }

  /// A destination that is not a graph: a fragment, dialog, activity, custom navigator's destination, or an include
  /// that names no file.
  public struct Destination: Sendable, Equatable, Codable {
    /// Its id without the prefix; the element name when it has none.
    public var id: String
    /// The id of the graph it is in.
    public var graph: String
    /// The element: `fragment`, `dialog`, `activity`, `include`, or a custom navigator's tag.
    public var element: String
    /// `android:name`, as written.
    public var className: String?
    /// `android:label`, as written.
    public var label: String?
    /// Its arguments, in file order.
    public var arguments: [Argument]
    /// Its deep links: the URI pattern, else the action, else the MIME type.
    public var deepLinks: [String]
    /// Where the element is, `file:line:column`.
    public var location: String
  }

  /// An `<argument>`.
  public struct Argument: Sendable, Equatable, Codable {
    /// `android:name`; `-` when it has none (the decoder reports it).
    public var name: String
    /// `app:argType`, as written; absent when Navigation infers it.
    public var type: String?
    /// `android:defaultValue`, as written; absent for a required argument.
    public var defaultValue: String?
    /// `app:nullable`, when written.
    public var nullable: Bool?
  }

  /// An edge between graphs and destinations.
  public struct Edge: Sendable, Equatable, Codable {
    /// The source: a destination, or for `start` and `global` the graph.
    public var from: String
    /// The target: a destination or a graph (a graph is entered at its start destination).
    public var to: String
    /// `start`, `action` (an action of a destination), `global` (an action of a graph) or `popUpTo` (the
    /// destination an action pops back to).
    public var kind: String
    /// The action's id, for `action`, `global` and `popUpTo`.
    public var action: String?
    /// `app:popUpToInclusive`, for `popUpTo` when written.
    public var inclusive: Bool?
    /// `app:popUpToSaveState`, for `popUpTo` when written.
    public var saveState: Bool?
    /// `app:restoreState`, for `action` and `global` when written.
    public var restoreState: Bool?
    /// `app:launchSingleTop`, for `action` and `global` when written.
    public var singleTop: Bool?
    /// Where the action (or, for `start`, the graph) is, `file:line:column`.
    public var location: String
  }

  /// The graphs of `documents`, includes resolved; the roots are the files no other file includes, by resource name.
  public init(_ documents: [NavigationDocument]) {
    graphs = []
    destinations = []
    edges = []
    let resources = NavigationResources(documents)
    let included = Set(documents.flatMap { $0.allNodes.compactMap(\.includedGraphName) })
    for name in resources.names where !included.contains(name) {
      guard let root = resources.resolvedGraph(named: name) else { continue }
      add(root, parent: nil)
    }
  }

  private static func id(_ node: NavigationNode) -> String { node.destinationID ?? node.element }

  private mutating func add(_ graph: NavigationNode, parent: String?) {
    let id = Self.id(graph)
    graphs.append(
      Graph(
        id: id, parent: parent, startDestination: graph.startDestinationID, label: graph.label,
        location: graph.location.description))
    if let start = graph.startDestinationID {
      edges.append(Edge(from: id, to: start, kind: "start", location: graph.location.description))
    }
    addActions(of: graph, from: id, kind: "global")
    for child in graph.destinations {
      if child.isGraph {
        add(child, parent: id)
        continue
      }
      destinations.append(
        Destination(
          id: Self.id(child), graph: id, element: child.element, className: child.name, label: child.label,
          arguments: child.arguments.map {
            Argument(name: $0.name ?? "-", type: $0.argType, defaultValue: $0.defaultValue, nullable: $0.nullable)
          },
          deepLinks: child.deepLinks.compactMap { $0.uri ?? $0.action ?? $0.mimeType },
          location: child.location.description))
      addActions(of: child, from: Self.id(child), kind: "action")
    }
  }

  private mutating func addActions(of node: NavigationNode, from id: String, kind: String) {
    for action in node.actions {
      let location = action.location.description
      if let target = action.destinationID {
        edges.append(
          Edge(
            from: id, to: target, kind: kind, action: action.actionID, restoreState: action.restoreState,
            singleTop: action.launchSingleTop, location: location))
      }
      if let popUpTo = action.popUpToID {
        edges.append(
          Edge(
            from: id, to: popUpTo, kind: "popUpTo", action: action.actionID, inclusive: action.popUpToInclusive,
            saveState: action.popUpToSaveState, location: location))
      }
    }
  }
}
