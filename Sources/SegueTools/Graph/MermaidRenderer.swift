import Foundation
import StoryboardFormat

/// Renders a ``FlowGraph`` as a Mermaid flowchart: one subgraph per storyboard; relationships as
/// thick arrows, embeds and unwinds dotted, unresolved references as hexagons.
public enum MermaidRenderer {
  public static func render(_ graph: FlowGraph) -> String {
    let ids = mermaidIDs(graph.nodes.map(\.id) + graph.nibs.map(\.id))
    var out = "flowchart LR\n"
    let byStoryboard = Dictionary(grouping: graph.nodes, by: \.storyboard)
    for (index, storyboard) in graph.storyboards.enumerated() {
      guard let nodes = byStoryboard[storyboard.name], !nodes.isEmpty else { continue }
      out += "  subgraph sb\(index)[\(quote(storyboard.name + ".storyboard"))]\n"
      for node in nodes {
        out += "    \(ids[node.id] ?? node.id)\(shape(node))\n"
      }
      out += "  end\n"
    }
    if !graph.nibs.isEmpty {
      out += "  subgraph xibs[\"xibs\"]\n"
      for nib in graph.nibs {
        let label = quote(GraphLabels.nibLines(nib).joined(separator: "<br/>"))
        out += "    \(ids[nib.id] ?? nib.id)" + (nib.role == .cells ? "[/\(label)/]" : "[\(label)]") + "\n"
      }
      out += "  end\n"
    }
    for edge in graph.edges {
      let label = quote(GraphLabels.edgeLabel(edge, separator: "<br/>"))
      out += "  \(ids[edge.from] ?? edge.from) \(arrow(edge))|\(label)| \(ids[edge.to] ?? edge.to)\n"
    }
    for nib in graph.nibs {
      for user in nib.usedBy {
        out += "  \(ids[user] ?? user) -.->|\(quote(GraphLabels.nibEdgeLabel(nib)))| \(ids[nib.id] ?? nib.id)\n"
      }
    }
    let initial = graph.nodes.filter(\.isInitial).compactMap { ids[$0.id] }
    let unresolved = graph.nodes.filter { $0.role == .unresolvedReference }.compactMap { ids[$0.id] }
    if !initial.isEmpty {
      out += "  classDef initial stroke-width:3px\n  class \(initial.joined(separator: ",")) initial\n"
    }
    if !unresolved.isEmpty {
      out +=
        "  classDef unresolved stroke:#c00,stroke-dasharray:4 3\n  class \(unresolved.joined(separator: ",")) unresolved\n"
    }
    return out
  }

  static func shape(_ node: FlowGraph.Node) -> String {
    switch node.role {
    case .exit: return "((Exit))"
    case .unresolvedReference:
      return "{{\(quote("→ \(GraphLabels.referenceTarget(node.reference))<br/>\(node.problem ?? "unresolved")"))}}"
    case .scene: return "[\(quote(GraphLabels.sceneLines(node).joined(separator: "<br/>")))]"
    }
  }

  static func arrow(_ edge: FlowGraph.Edge) -> String {
    switch edge.kind {
    case .relationship: "==>"
    case .embed, .unwind: "-.->"
    default: "-->"
    }
  }

  /// Mermaid ids are letters, digits and underscores: `Main/BYZ-38-t0r` → `Main_BYZ_38_t0r`, kept unique.
  public static func mermaidIDs(_ ids: [String]) -> [String: String] {
    var result: [String: String] = [:]
    var used: Set<String> = []
    for id in ids {
      var base = String(
        id.unicodeScalars.map {
          $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) ? Character($0) : "_"
        })
      if base.first.map({ !$0.isLetter }) ?? true { base = "n" + base }
      var candidate = base
      var suffix = 2
      while !used.insert(candidate).inserted {
        candidate = "\(base)_\(suffix)"
        suffix += 1
      }
      result[id] = candidate
    }
    return result
  }

  /// A Mermaid quoted label: `"` becomes `#quot;`.
  static func quote(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\"", with: "#quot;") + "\""
  }
}
