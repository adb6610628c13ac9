import StoryboardFormat

extension LintRule {
  /// The `unreachable-scene` rule.
  static let unreachableScene = LintRule(
    id: DiagnosticCode(rawValue: "unreachable-scene"), severity: .warning,
    summary: "No entry point leads to this scene, so nothing can ever show it.",
    explanation: """
      Entry points are the scenes an app or its code can instantiate directly: every storyboard's \
      initial view controller (UIMainStoryboardFile, UIStoryboard.instantiateInitialViewController), \
      every scene with a Storyboard ID (instantiateViewController(withIdentifier:)), the target of every \
      storyboard reference that has a Storyboard ID of its own, and the macOS application scene and \
      WatchKit notification scenes. A scene is reachable when a chain of segues (relationships, embeds \
      and storyboard references included; unwinds excluded) leads to it from an entry point. An \
      unreachable scene has no Storyboard ID, is not initial, and every segue into it (if any) starts \
      in another unreachable scene: no API can create it. Only the root of a dead group of scenes is \
      reported (a scene no other unreachable scene leads to, or the first scene of a dead cycle), and its \
      message names the scenes only it leads to: a navigation controller and its root that nothing shows \
      are one finding. The single dead root of a storyboard that a reference expects an initial view \
      controller of is left to reference-no-initial-controller. Fix: connect it, give it a Storyboard ID, or \
      delete it. Only the files given on the command line are reported, but the references and segues \
      of every loaded file count.
      """, origin: .lint, check: UnreachableScene.check)
}

/// The unreachable-scene rule: scenes no entry point leads to (unwinding is in ``UnwindActionNotImplemented``).
enum UnreachableScene {
  /// One unreachable scene (or storyboard reference) and the unreachable scenes with a segue into it.
  private struct DeadScene {
    var id: String
    var document: StoryboardDocument
    var controller: Controller
    var predecessors: Set<String>
  }

  /// Reports the roots of each dead subgraph: a scene none of whose incoming segues starts in another
  /// unreachable scene, and for a dead cycle with no such root its first scene in file order. The scenes
  /// only a root leads to are named in its message instead of getting findings of their own.
  static func check(_ context: LintContext) -> [Diagnostic] {
    let dead = deadScenes(context)
    guard !dead.isEmpty else { return [] }
    let deadIDs = Set(dead.map(\.id))
    var successors: [String: [String]] = [:]
    for scene in dead {
      for predecessor in scene.predecessors.sorted() where deadIDs.contains(predecessor) && predecessor != scene.id {
        successors[predecessor, default: []].append(scene.id)
      }
    }
    func closure(_ id: String) -> Set<String> {
      var seen: Set<String> = [id]
      var stack = [id]
      while let current = stack.popLast() {
        for next in successors[current] ?? [] where seen.insert(next).inserted { stack.append(next) }
      }
      return seen
    }
    var roots = dead.filter { scene in !scene.predecessors.contains { $0 != scene.id && deadIDs.contains($0) } }.map(
      \.id)
    var covered = roots.reduce(into: Set<String>()) { $0.formUnion(closure($1)) }
    for scene in dead where !covered.contains(scene.id) {
      roots.append(scene.id)
      covered.formUnion(closure(scene.id))
    }
    let reached = Dictionary(uniqueKeysWithValues: roots.map { ($0, closure($0)) })
    var rootsReaching: [String: Int] = [:]
    for set in reached.values { for id in set { rootsReaching[id, default: 0] += 1 } }
    let byID = Dictionary(dead.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    // A storyboard a reference expects an initial scene of, with none, gets reference-no-initial-controller;
    // when one dead root is all it holds, that root is the missing initial scene: reported there, not here.
    let expectingInitial = storyboardsExpectingInitial(context)
    var rootsByPath: [String: Int] = [:]
    for root in roots { if let path = byID[root]?.document.path { rootsByPath[path, default: 0] += 1 } }
    let order = Dictionary(dead.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    var findings: [Diagnostic] = []
    for root in roots {
      guard let scene = byID[root], context.isReported(scene.document.path) else { continue }
      if expectingInitial.contains(scene.document.path), rootsByPath[scene.document.path] == 1 { continue }
      let why =
        scene.predecessors.isEmpty
        ? "no segue leads to it"
        : "every segue into it starts in a scene that cannot be reached either"
      let name = context.describe(root)
      let subject = name.hasPrefix("storyboard reference") ? "S" + name.dropFirst() : "Scene \(name)"
      let only = (reached[root] ?? []).filter { $0 != root && rootsReaching[$0] == 1 }.sorted {
        order[$0, default: 0] < order[$1, default: 0]
      }
      var message =
        "\(subject) cannot be reached: it is not an initial view controller, has no Storyboard ID, and \(why)"
      if !only.isEmpty {
        let names = only.prefix(5).map { context.describe($0) }.joined(separator: ", ")
        let more = only.count > 5 ? " and \(only.count - 5) more" : ""
        message += "; nor can the \(only.count) scene\(only.count == 1 ? "" : "s") only it leads to: \(names)\(more)"
      }
      findings.append(
        LintChecks.finding(.unreachableScene, message, at: scene.controller.location, object: scene.controller.id))
    }
    return findings
  }

  /// Paths of storyboards with no initial view controller that a storyboard reference without a Storyboard ID
  /// points at (the reference's own finding names them).
  private static func storyboardsExpectingInitial(_ context: LintContext) -> Set<String> {
    var paths: Set<String> = []
    for document in context.set.documents {
      for controller in document.controllers {
        guard let reference = controller.storyboardReference, reference.referencedIdentifier == nil,
          reference.bundleIdentifier == nil, let name = reference.storyboardName, !name.isEmpty,
          let target = context.set.document(named: name, from: document), target.initialViewControllerID == nil
        else { continue }
        paths.insert(target.path)
      }
    }
    return paths
  }

  /// Every unreachable scene of the set, in file order, with the scenes whose segues lead into it.
  private static func deadScenes(_ context: LintContext) -> [DeadScene] {
    var dead: [DeadScene] = []
    for document in context.set.documents {
      for scene in document.scenes {
        guard let controller = scene.controller else { continue }
        let ownID = context.builder.nodeID(document, controller.id)
        let reached: Bool
        let predecessors: Set<String>
        if context.graph.resolvedReferences[ownID] != nil {
          // A resolved reference: reached when a segue of a reachable scene points at it, or it has its own ID.
          let sources = document.scenes.filter { $0.segues.contains { $0.destination == controller.id } }
          predecessors = Set(sources.compactMap { $0.controller.map { context.nodeID(document, $0.id) } })
          reached = controller.storyboardIdentifier != nil || predecessors.contains { context.reachable.contains($0) }
        } else {
          reached = context.reachable.contains(ownID)
          predecessors = Set((context.incoming[ownID] ?? []).map(\.from))
        }
        guard !reached else { continue }
        dead.append(DeadScene(id: ownID, document: document, controller: controller, predecessors: predecessors))
      }
    }
    return dead
  }
}
