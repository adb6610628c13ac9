import StoryboardFormat

/// Where a scene can be when it is on screen: inside a navigation controller, inside a split view
/// controller, both, neither — or anywhere, when code can instantiate and place it.
enum Placement: Hashable {
  /// Code can create the scene (Storyboard ID, another storyboard's initial scene, a custom segue's
  /// destination) and put it anywhere.
  case anywhere
  case known(navigation: Bool, split: Bool)

  static let windowRoot = Placement.known(navigation: false, split: false)
  static let presented = Placement.known(navigation: false, split: false)

  /// Propagates placements along segues from the seeds until nothing changes (StoryboardFormat's article Segues in the
  /// storyboard format, §5.2 and §6;
  /// SegueKit's article Containers, §3: show pushes inside a navigation controller and presents otherwise).
  static func analyse(
    graph: FlowGraph, nodes: [String: FlowGraph.Node], outgoing: [String: [FlowGraph.Edge]],
    scenes: [String: (document: StoryboardDocument, scene: Scene)], windowRoots: Set<String>
  ) -> [String: Set<Placement>] {
    var result: [String: Set<Placement>] = [:]
    var work: [String] = []
    func add(_ placement: Placement, to id: String) {
      if result[id, default: []].insert(placement).inserted { work.append(id) }
    }
    for storyboard in graph.storyboards {
      guard let initial = storyboard.initialNode else { continue }
      let id = graph.resolvedReferences[initial] ?? initial
      add(windowRoots.contains(initial) ? .windowRoot : .anywhere, to: id)
    }
    for (id, found) in scenes {
      guard let controller = found.scene.controller else { continue }
      if controller.storyboardIdentifier != nil { add(.anywhere, to: graph.resolvedReferences[id] ?? id) }
    }
    while let id = work.popLast() {
      let kind = nodes[id]?.kind
      for placement in result[id] ?? [] {
        let own = placement.inside(kind)
        for edge in outgoing[id] ?? [] {
          if let next = own.following(edge.kind) { add(next, to: edge.to) }
        }
      }
    }
    return result
  }

  /// The placement of a container's children: a navigation or split view controller adds itself.
  func inside(_ kind: ControllerKind?) -> Placement {
    guard case .known(let navigation, let split) = self else { return self }
    return .known(
      navigation: navigation || kind == .navigationController, split: split || kind == .splitViewController)
  }

  /// Where a segue of `kind` from a scene placed here puts its destination; `nil` when it cannot fire.
  func following(_ kind: SegueKind) -> Placement? {
    switch kind {
    case .relationship, .embed: return self
    case .presentation, .popoverPresentation, .modal, .popover, .sheet: return Placement.presented
    case .unwind: return nil
    default: break
    }
    guard case .known(let navigation, let split) = self else { return .anywhere }
    switch kind {
    case .push: return navigation ? .known(navigation: true, split: split) : nil
    case .show:
      if navigation { return .known(navigation: true, split: split) }
      return split ? .known(navigation: false, split: true) : Placement.presented
    case .showDetail: return split ? .known(navigation: false, split: true) : Placement.presented
    default: return .anywhere  // custom segues (and unknown kinds) can put the destination anywhere
    }
  }

  var canPush: Bool {
    if case .known(let navigation, _) = self { return navigation }
    return true
  }

  var canShowWithoutPresenting: Bool {
    if case .known(let navigation, let split) = self { return navigation || split }
    return true
  }

  var canShowDetail: Bool {
    if case .known(_, let split) = self { return split }
    return true
  }
}
