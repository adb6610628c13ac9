import StoryboardFormat

/// Everything the lint rules share: the loaded set, the flow graph and what was worked out from it.
struct LintContext {
  let set: StoryboardSet
  /// The documents to report on (given on the command line, not excluded).
  let documents: [StoryboardDocument]
  let builder: FlowGraphBuilder
  let graph: FlowGraph
  let nodes: [String: FlowGraph.Node]
  /// Non-unwind edges out of and into each node.
  let outgoing: [String: [FlowGraph.Edge]]
  let incoming: [String: [FlowGraph.Edge]]
  /// Node id → the scene and document it comes from.
  let scenes: [String: (document: StoryboardDocument, scene: Scene)]
  /// Paths of storyboards the app launches from (main or launch), with why they count.
  let launchStoryboards: [String: AppStoryboards.Role]
  let sources: SourceIndex
  let entryPoints: Set<String>
  let reachable: Set<String>
  let placements: [String: Set<Placement>]
  let reportedPaths: Set<String>
  /// The xibs to report on (not excluded).
  let nibs: [NibDocument]
  /// Who loads, registers and instantiates each nib, from the sources (empty without sources).
  let nibUses: NibUses
  /// The folders searched for storyboards and xibs (the paths given, standardized); empty for documents linted
  /// from memory.
  let searchedFolders: [String]

  init(
    set: StoryboardSet, documents: [StoryboardDocument], sources: SourceIndex, nibs: [NibDocument] = [],
    searchedFolders: [String] = []
  ) {
    self.searchedFolders = searchedFolders
    self.set = set
    self.documents = documents
    self.sources = sources
    self.nibs = nibs
    nibUses = NibUses(nibs: set.nibs, sources: sources)
    reportedPaths = Set(documents.map(\.path))
    builder = FlowGraphBuilder(set: set)
    graph = builder.build()
    nodes = Dictionary(graph.nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var outgoing: [String: [FlowGraph.Edge]] = [:]
    var incoming: [String: [FlowGraph.Edge]] = [:]
    for edge in graph.edges where edge.kind != .unwind {
      outgoing[edge.from, default: []].append(edge)
      incoming[edge.to, default: []].append(edge)
    }
    self.outgoing = outgoing
    self.incoming = incoming
    var scenes: [String: (document: StoryboardDocument, scene: Scene)] = [:]
    for document in set.documents {
      for scene in document.scenes {
        if let controller = scene.controller { scenes[builder.nodeID(document, controller.id)] = (document, scene) }
      }
    }
    self.scenes = scenes
    let launchStoryboards = AppStoryboards.find(for: set.documents)
    self.launchStoryboards = launchStoryboards
    let entryPoints = Self.entryPoints(graph: graph, scenes: scenes)
    self.entryPoints = entryPoints
    reachable = Self.closure(from: entryPoints, outgoing: outgoing)
    let windowRoots = Set(
      graph.storyboards.filter { [.main, .mainByName].contains(launchStoryboards[$0.path]) }.compactMap(\.initialNode))
    placements = Placement.analyse(
      graph: graph, nodes: nodes, outgoing: outgoing, scenes: scenes, windowRoots: windowRoots)
  }

  func nodeID(_ document: StoryboardDocument, _ controllerID: String) -> String {
    let id = builder.nodeID(document, controllerID)
    return graph.resolvedReferences[id] ?? id
  }

  /// A name for a scene in messages: its class, and its Storyboard ID or title when it has one.
  func describe(_ nodeID: String) -> String {
    guard let node = nodes[nodeID] else {
      if let target = graph.resolvedReferences[nodeID] {
        return "storyboard reference (\(nodeID.split(separator: "/").last ?? "")) to \(describe(target))"
      }
      return "'\(nodeID)'"
    }
    if node.role == .unresolvedReference { return "storyboard reference '\(node.objectID)'" }
    let name = node.storyboardIdentifier.map { " '\($0)'" } ?? node.title.map { " '\($0)'" } ?? ""
    return "'\(node.className)'\(name) (\(node.objectID))"
  }

  /// Scenes an app or its code can instantiate directly (see the unreachable-scene rule).
  private static func entryPoints(
    graph: FlowGraph, scenes: [String: (document: StoryboardDocument, scene: Scene)]
  ) -> Set<String> {
    var entries = Set(graph.storyboards.compactMap(\.initialNode).map { graph.resolvedReferences[$0] ?? $0 })
    for (id, found) in scenes {
      guard let controller = found.scene.controller else { continue }
      let hasIdentifier =
        controller.storyboardIdentifier != nil
        || (found.document.platform == .watchOS && controller.watchKitIdentifier != nil)
      let systemEntry = controller.kind == .application || controller.kind == .notificationController
      guard hasIdentifier || systemEntry else { continue }
      entries.insert(graph.resolvedReferences[id] ?? id)
    }
    return entries
  }

  static func closure(from start: Set<String>, outgoing: [String: [FlowGraph.Edge]]) -> Set<String> {
    var seen = start
    var stack = Array(start)
    while let id = stack.popLast() {
      for edge in outgoing[id] ?? [] where seen.insert(edge.to).inserted {
        stack.append(edge.to)
      }
    }
    return seen
  }

  /// Every node with a chain of non-unwind segues to `id` (not `id` itself unless on a cycle).
  func ancestors(of id: String) -> Set<String> {
    var seen: Set<String> = []
    var stack = [id]
    while let current = stack.popLast() {
      for edge in incoming[current] ?? [] where seen.insert(edge.from).inserted {
        stack.append(edge.from)
      }
    }
    return seen
  }

  /// Documents to report on, by path.
  func isReported(_ path: String) -> Bool { reportedPaths.contains(path) }
}
