import Foundation

/// Encodes a flow graph as the `segue graph --format json` document (``GraphReport``).
public enum GraphJSON {
  public static func encode(_ graph: FlowGraph) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(GraphReport(graph)), as: UTF8.self) + "\n"
  }
}

/// The one-line summary `segue graph` prints to standard error.
public enum GraphSummary {
  public static func line(_ graph: FlowGraph) -> String {
    func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
    let scenes = graph.nodes.filter { $0.role == .scene }.count
    let unresolved = graph.nodes.filter { $0.role == .unresolvedReference }.count
    let cross = graph.edges.filter(\.crossesStoryboards).count
    let nibs = graph.nibs.isEmpty ? "" : ", \(count(graph.nibs.count, "xib"))"
    return
      "\(count(graph.storyboards.count, "storyboard")), \(count(scenes, "scene")), \(count(graph.edges.count, "edge")) "
      + "(\(cross) across storyboards), \(count(unresolved, "unresolved reference"))\(nibs)"
  }
}
