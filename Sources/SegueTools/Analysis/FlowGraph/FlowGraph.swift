public import StoryboardFormat

/// An app's navigation flow across all its storyboards: scenes as nodes, segues as edges, with
/// storyboard references replaced by the scenes they stand for.
///
/// Node ids are stable (`Storyboard/controllerID`), and nodes and edges come in a fixed order
/// (storyboards by name, then file order), so every export of the same files is byte-identical.
///
/// ```swift
/// var set = StoryboardSet.load(paths: ["App"])
/// set.loadReferencedSiblings()
/// let graph = FlowGraph(set: set)
/// print(DotRenderer.render(graph))
/// ```
public struct FlowGraph: Sendable, Equatable {
  public var storyboards: [Storyboard]
  public var nodes: [Node]
  public var edges: [Edge]
  /// Resolved storyboard references: the reference's own id (`Storyboard/placeholderID`) → the
  /// node it stands for. Edges already point at the target; this keeps where they went through.
  public var resolvedReferences: [String: String]
  /// Xibs tied to the flow through the sources: controllers' views and cells (empty without sources).
  public var nibs: [Nib]

  /// One storyboard of the graph.
  public struct Storyboard: Sendable, Hashable, Codable {
    /// The name references use; a path when two files share a name.
    public var name: String
    public var path: String
    public var platform: Platform
    /// The node id of the initial view controller, if the storyboard has one.
    public var initialNode: String?
  }

  /// A scene, an unresolved storyboard reference, or a scene's Exit.
  public struct Node: Sendable, Hashable, Codable {
    public enum Role: String, Sendable, Hashable, Codable {
      case scene
      /// A storyboard reference that does not resolve in the loaded files.
      case unresolvedReference
      /// The Exit placeholder unwind segues of a scene point at.
      case exit
    }

    public var id: String
    public var role: Role
    public var storyboard: String
    /// The controller's (or placeholder's) object id in its file.
    public var objectID: String
    public var kind: ControllerKind
    /// The custom class, or the UIKit/AppKit class the element stands for.
    public var className: String
    public var customModule: String?
    public var storyboardIdentifier: String?
    public var title: String?
    public var isInitial: Bool
    /// For an unresolved reference: where it points, as written.
    public var reference: StoryboardReference?
    /// For an unresolved reference: why it does not resolve.
    public var problem: String?
    public var file: String
    public var line: Int
  }

  /// A segue, drawn from its source scene to its destination (through references), or to the
  /// source scene's Exit for unwinds.
  public struct Edge: Sendable, Hashable, Codable {
    public var from: String
    public var to: String
    public var kind: SegueKind
    public var identifier: String?
    public var relationship: String?
    public var unwindAction: String?
    /// What fires the segue, in words: `button 'Buy'`, `cell 'item'`, `manual` …
    public var trigger: String
    public var triggerRole: SegueOwner.Role
    public var segueID: String
    /// True when the destination is in another storyboard (reached through a reference).
    public var crossesStoryboards: Bool
    public var file: String
    public var line: Int
    public var column: Int
  }

  public init(
    storyboards: [Storyboard], nodes: [Node], edges: [Edge], resolvedReferences: [String: String] = [:],
    nibs: [Nib] = []
  ) {
    self.storyboards = storyboards
    self.nodes = nodes
    self.edges = edges
    self.resolvedReferences = resolvedReferences
    self.nibs = nibs
  }

  public func node(_ id: String) -> Node? {
    nodes.first { $0.id == id }
  }
}

extension FlowGraph {
  /// Builds the graph of every document in the set (siblings loaded for references included).
  public init(set: StoryboardSet) {
    self = FlowGraphBuilder(set: set).build()
  }

  /// Builds the graph of every document in the set, with the xibs that `sources` tie to it (``nibs``).
  public init(set: StoryboardSet, sources: SourceIndex) {
    self = FlowGraphBuilder(set: set).build()
    nibs = NibGraphBuilder.nibs(set: set, sources: sources, nodes: nodes)
  }
}
