import Foundation

extension ExplorationReport {
  /// The explored state graph in Graphviz's DOT: states are screens, edges actions; a crash goes to a `crash` node,
  /// and states where a finding shows are drawn red.
  public var dot: String {
    var lines = ["digraph exploration {", "  rankdir=LR;", "  node [shape=box];"]
    let marked = statesWithFindings
    for state in states {
      let style = marked.contains(state.id) ? ", color=red" : ""
      lines.append("  s\(state.id) [label=\(Self.dotString(state.screen))\(style)];")
    }
    if edges.contains(where: { $0.to == nil }) { lines.append("  crash [label=\"crash\", shape=octagon, color=red];") }
    for edge in edges {
      let target = edge.to.map { "s\($0)" } ?? "crash"
      lines.append("  s\(edge.from) -> \(target) [label=\(Self.dotString(edge.action.description))];")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The explored state graph as a Mermaid flowchart, findings marked with a `finding` class.
  public var mermaid: String {
    var lines = ["flowchart LR"]
    let marked = statesWithFindings
    for state in states {
      lines.append("  s\(state.id)[\"\(Self.mermaidText(state.screen))\"]")
    }
    if edges.contains(where: { $0.to == nil }) { lines.append("  crash{{\"crash\"}}") }
    for edge in edges {
      let target = edge.to.map { "s\($0)" } ?? "crash"
      lines.append("  s\(edge.from) -->|\"\(Self.mermaidText(edge.action.description))\"| \(target)")
    }
    lines.append("  classDef finding stroke:#d00,stroke-width:2px")
    let classed =
      states.map(\.id).filter(marked.contains).map { "s\($0)" } + (edges.contains { $0.to == nil } ? ["crash"] : [])
    if !classed.isEmpty { lines.append("  class \(classed.joined(separator: ",")) finding") }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The states reached by a finding's reproduction minus its last action (where the finding shows).
  private var statesWithFindings: Set<Int> {
    let byPath = Dictionary(states.map { ($0.path, $0.id) }, uniquingKeysWith: { first, _ in first })
    var result: Set<Int> = []
    for finding in findings where !finding.actions.isEmpty {
      if let id = byPath[Array(finding.actions.dropLast())] { result.insert(id) }
      if !finding.kind.isReplayable, let id = byPath[finding.actions] { result.insert(id) }
    }
    return result
  }

  private static func dotString(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  private static func mermaidText(_ text: String) -> String {
    text.replacingOccurrences(of: "\"", with: "#quot;")
  }
}
