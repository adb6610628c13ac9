import StoryboardFormat

/// Builds a ``FlowGraph`` from a storyboard set: one node per scene, references resolved.
struct FlowGraphBuilder {
  let set: StoryboardSet
  /// The documents in graph order: by storyboard key, then path.
  let documents: [StoryboardDocument]
  /// Document path → the storyboard key used in node ids.
  let keys: [String: String]

  init(set: StoryboardSet) {
    self.set = set
    var keys: [String: String] = [:]
    for document in set.documents where keys[document.path] == nil {
      let canonical = set[document.name]?.path == document.path
      keys[document.path] = canonical ? document.name : document.path
    }
    self.keys = keys
    documents = set.documents.sorted { (keys[$0.path] ?? "", $0.path) < (keys[$1.path] ?? "", $1.path) }
  }

  func key(_ document: StoryboardDocument) -> String { keys[document.path] ?? document.path }

  func nodeID(_ document: StoryboardDocument, _ objectID: String) -> String { "\(key(document))/\(objectID)" }

  func build() -> FlowGraph {
    var storyboards: [FlowGraph.Storyboard] = []
    var nodes: [FlowGraph.Node] = []
    var edges: [FlowGraph.Edge] = []
    var redirects: [String: String] = [:]
    var known: Set<String> = []
    for document in documents {
      let initialID = document.initialController.map { nodeID(document, $0.id) }
      storyboards.append(
        FlowGraph.Storyboard(
          name: key(document), path: document.path, platform: document.platform, initialNode: initialID))
      for scene in document.scenes {
        guard let controller = scene.controller else { continue }
        let id = nodeID(document, controller.id)
        if controller.kind.isStoryboardReference {
          switch set.resolve(controller, in: document) {
          case .success(let resolved):
            if let target = set.document(atPath: resolved.storyboardPath) {
              redirects[id] = nodeID(target, resolved.controllerID)
              continue
            }
            nodes.append(node(controller, in: document, id: id, problem: "does not resolve"))
          case .failure(let diagnostic):
            nodes.append(node(controller, in: document, id: id, problem: diagnostic.message))
          }
        } else {
          nodes.append(node(controller, in: document, id: id, problem: nil))
        }
        known.insert(id)
      }
    }
    for document in documents {
      for scene in document.scenes {
        guard let controller = scene.controller else { continue }
        let from = redirects[nodeID(document, controller.id)] ?? nodeID(document, controller.id)
        for segue in scene.segues where !segue.destination.isEmpty {
          let to: String
          if segue.kind == .unwind {
            guard let exit = scene.exit, exit.id == segue.destination else { continue }
            to = nodeID(document, segue.destination)
            if known.insert(to).inserted {
              nodes.append(exitNode(exit, in: document, id: to))
            }
          } else {
            let direct = nodeID(document, segue.destination)
            guard let target = redirects[direct] ?? (known.contains(direct) ? direct : nil) else { continue }
            to = target
          }
          edges.append(edge(segue, from: from, to: to, in: document))
        }
      }
    }
    let order = Dictionary(nodes.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    // Exits were appended as found; put each right after its storyboard's nodes, in id order.
    nodes.sort {
      ($0.storyboard, $0.role == .exit ? 1 : 0, order[$0.id] ?? 0) < (
        $1.storyboard, $1.role == .exit ? 1 : 0, order[$1.id] ?? 0
      )
    }
    return FlowGraph(storyboards: storyboards, nodes: nodes, edges: edges, resolvedReferences: redirects)
  }

  private func node(_ controller: Controller, in document: StoryboardDocument, id: String, problem: String?)
    -> FlowGraph.Node
  {
    FlowGraph.Node(
      id: id, role: problem == nil ? .scene : .unresolvedReference, storyboard: key(document), objectID: controller.id,
      kind: controller.kind,
      className: controller.customClass ?? ClassNames.defaultClass(of: controller.kind, on: document.platform),
      customModule: controller.customModule, storyboardIdentifier: controller.storyboardIdentifier,
      title: controller.title,
      isInitial: document.initialViewControllerID == controller.id, reference: controller.storyboardReference,
      problem: problem,
      file: document.path, line: controller.location.line)
  }

  private func exitNode(_ exit: StoryboardObject, in document: StoryboardDocument, id: String) -> FlowGraph.Node {
    FlowGraph.Node(
      id: id, role: .exit, storyboard: key(document), objectID: exit.id ?? "",
      kind: ControllerKind(rawValue: exit.element),
      className: "Exit", customModule: nil, storyboardIdentifier: nil, title: nil, isInitial: false, reference: nil,
      problem: nil, file: document.path, line: exit.location.line)
  }

  private func edge(_ segue: Segue, from: String, to: String, in document: StoryboardDocument) -> FlowGraph.Edge {
    let toStoryboard = to.split(separator: "/").dropLast().joined(separator: "/")
    return FlowGraph.Edge(
      from: from, to: to, kind: segue.kind, identifier: segue.identifier, relationship: segue.relationship,
      unwindAction: segue.unwindAction, trigger: Trigger.describe(segue), triggerRole: segue.owner.role,
      segueID: segue.id,
      crossesStoryboards: toStoryboard != key(document), file: document.path, line: segue.location.line,
      column: segue.location.column)
  }
}
