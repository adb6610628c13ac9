import StoryboardFormat

/// Renders a ``FlowGraph`` as Graphviz DOT: one cluster per storyboard, scenes as boxes, segues as
/// labelled edges; relationships bold, embeds dotted, unwinds dashed into the scene's Exit.
public enum DotRenderer {
  public static func render(_ graph: FlowGraph) -> String {
    var out = "digraph flow {\n"
    out += "  rankdir=LR;\n  compound=true;\n"
    out += "  node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=11];\n"
    out += "  edge [fontname=\"Helvetica\", fontsize=9];\n"
    let byStoryboard = Dictionary(grouping: graph.nodes, by: \.storyboard)
    for (index, storyboard) in graph.storyboards.enumerated() {
      guard let nodes = byStoryboard[storyboard.name], !nodes.isEmpty else { continue }
      out += "  subgraph cluster_\(index) {\n"
      out += "    label=\(quote(storyboard.name + ".storyboard"));\n    style=dashed;\n    color=gray60;\n"
      for node in nodes {
        out += "    \(quote(node.id)) [\(attributes(node))];\n"
      }
      out += "  }\n"
    }
    if !graph.nibs.isEmpty {
      out += "  subgraph cluster_xibs {\n    label=\"xibs\";\n    style=dashed;\n    color=gray60;\n"
      for nib in graph.nibs {
        let shape = nib.role == .cells ? "note" : "box"
        out +=
          "    \(quote(nib.id)) [label=\(quote(GraphLabels.nibLines(nib).joined(separator: "\n"))), shape=\(shape)];\n"
      }
      out += "  }\n"
    }
    for edge in graph.edges {
      out += "  \(quote(edge.from)) -> \(quote(edge.to)) [\(attributes(edge))];\n"
    }
    for nib in graph.nibs {
      for user in nib.usedBy {
        out +=
          "  \(quote(user)) -> \(quote(nib.id)) [label=\(quote(GraphLabels.nibEdgeLabel(nib))), style=dotted, "
          + "arrowhead=vee, color=gray50];\n"
      }
    }
    return out + "}\n"
  }

  static func attributes(_ node: FlowGraph.Node) -> String {
    switch node.role {
    case .exit:
      return "label=\"Exit\", shape=circle, style=dashed, fontsize=9"
    case .unresolvedReference:
      let target = GraphLabels.referenceTarget(node.reference)
      return "label=\(quote("→ \(target)\n\(node.problem ?? "unresolved")")), style=\"dashed\", color=red"
    case .scene:
      var parts = ["label=\(quote(GraphLabels.sceneLines(node).joined(separator: "\n")))"]
      if node.isInitial { parts.append("penwidth=2") }
      return parts.joined(separator: ", ")
    }
  }

  static func attributes(_ edge: FlowGraph.Edge) -> String {
    var parts = ["label=\(quote(GraphLabels.edgeLabel(edge, separator: "\n")))"]
    var colour: String?
    switch edge.kind {
    case .relationship: (parts, colour) = (parts + ["style=bold", "arrowhead=diamond"], "gray40")
    case .embed: parts += ["style=dotted", "arrowhead=odiamond"]
    case .unwind: (parts, colour) = (parts + ["style=dashed"], "gray50")
    default: break
    }
    // Edges into another storyboard (through a reference) are blue.
    if edge.crossesStoryboards { colour = "blue" }
    if let colour { parts.append("color=\(colour)") }
    return parts.joined(separator: ", ")
  }

  /// A DOT double-quoted string; newlines become `\n` line breaks.
  static func quote(_ text: String) -> String {
    var out = "\""
    for character in text {
      switch character {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      default: out.append(character)
      }
    }
    return out + "\""
  }
}
