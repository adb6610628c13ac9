import StoryboardFormat

/// The `segue graph --format json` schema, version 1: the flow graph as plain data.
public struct GraphReport: Sendable, Codable, Equatable {
  public var schemaVersion = 1
  public var storyboards: [FlowGraph.Storyboard]
  public var nodes: [FlowGraph.Node]
  public var edges: [FlowGraph.Edge]
  /// Storyboard references that resolved, and the node each stands for.
  public var references: [Reference]
  /// Xibs tied to the flow through the sources; absent when there are none.
  public var nibs: [FlowGraph.Nib]?

  public struct Reference: Sendable, Codable, Equatable {
    public var reference: String
    public var target: String
  }

  public init(_ graph: FlowGraph) {
    storyboards = graph.storyboards
    nodes = graph.nodes
    edges = graph.edges
    nibs = graph.nibs.isEmpty ? nil : graph.nibs
    references = graph.resolvedReferences.sorted { $0.key < $1.key }.map {
      Reference(reference: $0.key, target: $0.value)
    }
  }
}
