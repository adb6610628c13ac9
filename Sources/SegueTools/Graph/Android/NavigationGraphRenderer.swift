public import AndroidFormat

/// Draws Navigation graphs (`res/navigation`) in DOT or Mermaid with the storyboard graphs' notation, so a team can
/// set an iOS app's flow beside its Android twin's (the mapping table of `Documentation/android-mapping.md`):
/// a graph is a cluster (a storyboard's box), a destination a rounded box (a scene; dialogs dashed, as a
/// presentation), the start destination a bold `start` edge (the relationship to a root view controller), an action a
/// labelled edge (a segue), `popUpTo` a dashed edge (an unwind; a global action's from the graph), a global action a
/// bold edge from the graph, and a deep link a dotted edge from a `deep link` entry.
public enum NavigationGraphRenderer {
  /// The edges of the graphs, with what kind each is.
  struct Edge: Equatable {
    enum Kind: String { case start, action, global, popUpTo, deepLink }
    let from: String
    let to: String
    let label: String
    let kind: Kind
  }

  /// One drawn destination or graph.
  struct Node {
    let id: String
    let lines: [String]
    let isDialog: Bool
  }

  /// A cluster: a graph, its nodes and nested clusters.
  struct Cluster {
    let id: String
    let label: String
    var nodes: [Node] = []
    var clusters: [Cluster] = []
  }

  /// The graphs of `documents` (includes resolved), as clusters and edges.
  static func layout(_ documents: [NavigationDocument]) -> (clusters: [Cluster], edges: [Edge]) {
    let resources = NavigationResources(documents)
    let included = Set(documents.flatMap { $0.allNodes.compactMap(\.includedGraphName) })
    var edges: [Edge] = []
    func id(_ node: NavigationNode) -> String { node.destinationID ?? node.element }
    /// The dashed edge of an action's `popUpTo`: from the destination, or for a global action from its graph.
    func addPopUpTo(of action: NavigationActionNode, from source: String) {
      guard let popUpTo = action.popUpToID else { return }
      let inclusive = action.popUpToInclusive == true ? " inclusive" : ""
      edges.append(
        Edge(from: source, to: popUpTo, label: "popUpTo\(inclusive) (\(action.actionID ?? ""))", kind: .popUpTo))
    }
    func cluster(_ graph: NavigationNode) -> Cluster {
      var result = Cluster(id: "cluster_" + id(graph), label: "navigation " + id(graph))
      if let start = graph.startDestinationID {
        edges.append(Edge(from: "start_" + id(graph), to: start, label: "start", kind: .start))
        result.nodes.append(Node(id: "start_" + id(graph), lines: ["▶ \(id(graph))"], isDialog: false))
      }
      for action in graph.actions {
        if let target = action.destinationID {
          edges.append(Edge(from: "start_" + id(graph), to: target, label: action.actionID ?? "", kind: .global))
        }
        addPopUpTo(of: action, from: "start_" + id(graph))
      }
      for child in graph.destinations {
        if child.isGraph {
          result.clusters.append(cluster(child))
          continue
        }
        let lines =
          [id(child), child.name.map { $0.split(separator: ".").last.map(String.init) ?? $0 } ?? child.element]
          + (child.kind == .dialog ? ["dialog"] : child.kind == .activity ? ["activity"] : [])
        result.nodes.append(Node(id: id(child), lines: lines, isDialog: child.kind == .dialog))
        for action in child.actions {
          if let target = action.destinationID {
            edges.append(Edge(from: id(child), to: target, label: action.actionID ?? "", kind: .action))
          }
          addPopUpTo(of: action, from: id(child))
        }
        for link in child.deepLinks {
          edges.append(Edge(from: "deeplink", to: id(child), label: link.uri ?? link.action ?? "", kind: .deepLink))
        }
      }
      return result
    }
    let roots = resources.names.filter { !included.contains($0) }.compactMap { resources.resolvedGraph(named: $0) }
    let clusters = roots.map(cluster)
    // An edge to a graph goes to its start marker (a graph is entered at its start destination).
    var graphs: Set<String> = []
    func collect(_ cluster: Cluster) {
      graphs.insert(String(cluster.id.dropFirst("cluster_".count)))
      cluster.clusters.forEach(collect)
    }
    clusters.forEach(collect)
    let retargeted = edges.map { edge in
      graphs.contains(edge.to)
        ? Edge(from: edge.from, to: "start_" + edge.to, label: edge.label, kind: edge.kind) : edge
    }
    return (clusters, retargeted)
  }

  /// The graphs as a DOT `digraph`.
  public static func dot(_ documents: [NavigationDocument]) -> String {
    "digraph navigation {\n  rankdir=LR;\n  compound=true;\n"
      + "  node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=11];\n"
      + "  edge [fontname=\"Helvetica\", fontsize=9];\n" + dotBody(documents) + "}\n"
  }

  /// The clusters and edges, for a `digraph` of its own or inside another (`segue graph` of an app folder).
  public static func dotBody(_ documents: [NavigationDocument]) -> String {
    let (clusters, edges) = layout(documents)
    var lines: [String] = []
    func add(_ cluster: Cluster, _ indent: String) {
      lines.append("\(indent)subgraph \(DotRenderer.quote(cluster.id)) {")
      lines.append(
        "\(indent)  label=\(DotRenderer.quote(cluster.label));\n\(indent)  style=dashed;\n\(indent)  color=gray60;")
      for node in cluster.nodes {
        let style =
          node.id.hasPrefix("start_") ? ", shape=plaintext" : node.isDialog ? ", style=\"rounded,dashed\"" : ""
        lines.append(
          "\(indent)  \(DotRenderer.quote(node.id)) [label=\(DotRenderer.quote(node.lines.joined(separator: "\n")))\(style)];"
        )
      }
      for nested in cluster.clusters { add(nested, indent + "  ") }
      lines.append("\(indent)}")
    }
    for cluster in clusters { add(cluster, "  ") }
    if edges.contains(where: { $0.kind == .deepLink }) {
      lines.append("  \"deeplink\" [label=\"deep link\", shape=cds];")
    }
    for edge in edges {
      let style: String
      switch edge.kind {
      case .start: style = "style=bold, arrowhead=diamond, color=gray40"
      case .action: style = "label=\(DotRenderer.quote(edge.label))"
      case .global: style = "label=\(DotRenderer.quote(edge.label + " (global)")), style=bold"
      case .popUpTo: style = "label=\(DotRenderer.quote(edge.label)), style=dashed, color=gray50"
      case .deepLink: style = "label=\(DotRenderer.quote(edge.label)), style=dotted"
      }
      lines.append("  \(DotRenderer.quote(edge.from)) -> \(DotRenderer.quote(edge.to)) [\(style)];")
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// The graphs as a Mermaid flowchart.
  public static func mermaid(_ documents: [NavigationDocument]) -> String {
    "flowchart LR\n" + mermaidBody(documents)
  }

  /// The subgraphs and edges, for a flowchart of its own or inside another.
  public static func mermaidBody(_ documents: [NavigationDocument]) -> String {
    let (clusters, edges) = layout(documents)
    var all: [String] = edges.contains { $0.kind == .deepLink } ? ["deeplink"] : []
    func collect(_ cluster: Cluster) {
      all += cluster.nodes.map(\.id)
      cluster.clusters.forEach(collect)
    }
    clusters.forEach(collect)
    var unique: [String] = []
    var seen: Set<String> = []
    for id in all + edges.flatMap({ [$0.from, $0.to] }) where seen.insert(id).inserted { unique.append(id) }
    let ids = MermaidRenderer.mermaidIDs(unique)
    var lines: [String] = []
    func add(_ cluster: Cluster, _ indent: String) {
      lines.append(
        "\(indent)subgraph \(MermaidRenderer.mermaidIDs([cluster.id])[cluster.id] ?? "g")[\(MermaidRenderer.quote(cluster.label))]"
      )
      for node in cluster.nodes {
        let text = MermaidRenderer.quote(node.lines.joined(separator: "<br/>"))
        lines.append("\(indent)  \(ids[node.id] ?? "")\(node.isDialog ? "([\(text)])" : "[\(text)]")")
      }
      for nested in cluster.clusters { add(nested, indent + "  ") }
      lines.append("\(indent)end")
    }
    for cluster in clusters { add(cluster, "  ") }
    if let deepLink = ids["deeplink"], edges.contains(where: { $0.kind == .deepLink }) {
      lines.append("  \(deepLink)>\"deep link\"]")
    }
    for edge in edges {
      let from = ids[edge.from] ?? ""
      let to = ids[edge.to] ?? ""
      switch edge.kind {
      case .start: lines.append("  \(from) ==> \(to)")
      case .action: lines.append("  \(from) -- \(MermaidRenderer.quote(edge.label)) --> \(to)")
      case .global: lines.append("  \(from) == \(MermaidRenderer.quote(edge.label + " (global)")) ==> \(to)")
      case .popUpTo, .deepLink: lines.append("  \(from) -. \(MermaidRenderer.quote(edge.label)) .-> \(to)")
      }
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// `2 navigation graphs, 9 destinations, 5 actions, 1 deep link`, for standard error.
  public static func summary(_ documents: [NavigationDocument]) -> String {
    let nodes = documents.flatMap(\.allNodes)
    let destinations = nodes.count { !$0.isGraph && $0.kind != .include }
    let actions = nodes.reduce(0) { $0 + $1.actions.count }
    let links = nodes.reduce(0) { $0 + $1.deepLinks.count }
    func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
    return [
      plural(documents.count, "navigation graph"), plural(destinations, "destination"), plural(actions, "action"),
      plural(links, "deep link"),
    ].joined(separator: ", ")
  }
}
