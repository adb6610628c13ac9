import StoryboardFormat

extension LintRule {
  /// The `containment-cycle` rule.
  static let containmentCycle = LintRule(
    id: DiagnosticCode(rawValue: "containment-cycle"), severity: .error,
    summary: "Relationship or embed segues lead back to a scene that contains them.",
    explanation: """
      A relationship segue (a navigation controller's root, a tab, a split column) and an embed segue (a \
      container view) make their destination part of their source: UIKit makes the destination whenever it \
      makes the source. When a chain of them (storyboard references included) leads back to where it started, \
      making the first scene makes it again, without end, and the app crashes with a stack overflow; SegueKit \
      raises an exception instead. Interface Builder does not stop such a file. Each cycle is reported once. Fix: \
      point one of the segues at another scene, or make it a show or modal segue.
      """, origin: .lint, check: ContainmentCycle.check)
}

/// Rules about what scenes contain: relationship and embed segues make their destination part of the source.
enum ContainmentCycle {
  /// A chain of relationship and embed segues (through storyboard references) that leads back to where it started:
  /// making the first scene makes itself again, without end. Each cycle is reported once, at its first segue in
  /// path and line order that sits in a reported file.
  static func check(_ context: LintContext) -> [Diagnostic] {
    var containing: [String: [FlowGraph.Edge]] = [:]
    for edge in context.graph.edges where edge.kind == .relationship || edge.kind == .embed {
      containing[edge.from, default: []].append(edge)
    }
    var findings: [Diagnostic] = []
    for cycle in cycles(in: containing) {
      let reported = cycle.filter { context.isReported($0.file) }
      guard let first = reported.min(by: { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }) else {
        continue
      }
      let start = cycle.firstIndex(of: first) ?? 0
      let ordered = cycle[start...] + cycle[..<start]
      var scenes = ordered.map { context.describe($0.from) }
      if scenes.count > 10 { scenes = scenes.prefix(9) + ["… \(scenes.count - 9) more"] }
      let path = (scenes + [context.describe(first.from)]).joined(separator: " → ")
      let kinds = Set(ordered.map(\.kind)).map { LintChecks.kindName($0).lowercased() }.sorted().joined(
        separator: " and ")
      findings.append(
        LintChecks.finding(
          .containmentCycle,
          "Scenes contain themselves through \(kinds) segues: \(path); making the first scene never ends",
          at: SourceLocation(file: first.file, line: first.line, column: first.column), object: first.segueID))
    }
    return findings
  }

  /// One cycle per strongly connected component that has one (Tarjan's algorithm, then a breadth-first search
  /// back to the component's first node), each as its edges in order: linear in the number of edges, so a file
  /// with many tangled cycles gets one finding per tangle, not one per back edge.
  static func cycles(in outgoing: [String: [FlowGraph.Edge]]) -> [[FlowGraph.Edge]] {
    components(of: outgoing).compactMap { component in
      guard let start = component.min() else { return nil }
      var via: [String: FlowGraph.Edge] = [:]
      var queue = [start]
      var next = 0
      while next < queue.count {
        let node = queue[next]
        next += 1
        for edge in outgoing[node] ?? [] where component.contains(edge.to) {
          if edge.to == start {
            var path = [edge]
            var current = node
            while current != start, let edge = via[current] {
              path.append(edge)
              current = edge.from
            }
            return path.reversed()
          }
          if via[edge.to] == nil {
            via[edge.to] = edge
            queue.append(edge.to)
          }
        }
      }
      return nil
    }
  }

  /// The strongly connected components with a cycle in them (two nodes or more, or one with an edge to itself).
  private static func components(of outgoing: [String: [FlowGraph.Edge]]) -> [Set<String>] {
    var index: [String: Int] = [:]
    var lowLink: [String: Int] = [:]
    var stack: [String] = []
    var onStack: Set<String> = []
    var found: [Set<String>] = []
    for root in outgoing.keys.sorted() where index[root] == nil {
      // Iterative depth-first search: each frame is a node and the index of its next edge.
      var frames: [(node: String, next: Int)] = [(root, 0)]
      index[root] = index.count
      lowLink[root] = index[root]
      stack.append(root)
      onStack.insert(root)
      while let frame = frames.last {
        let edges = outgoing[frame.node] ?? []
        if frame.next < edges.count {
          frames[frames.count - 1].next += 1
          let target = edges[frame.next].to
          if index[target] == nil {
            index[target] = index.count
            lowLink[target] = index[target]
            stack.append(target)
            onStack.insert(target)
            frames.append((target, 0))
          } else if onStack.contains(target) {
            lowLink[frame.node] = min(lowLink[frame.node]!, index[target]!)
          }
          continue
        }
        frames.removeLast()
        if let parent = frames.last {
          lowLink[parent.node] = min(lowLink[parent.node]!, lowLink[frame.node]!)
        }
        guard lowLink[frame.node] == index[frame.node] else { continue }
        var component: Set<String> = []
        while let member = stack.popLast() {
          onStack.remove(member)
          component.insert(member)
          if member == frame.node { break }
        }
        let selfLoop = edges.contains { $0.to == frame.node }
        if component.count > 1 || selfLoop { found.append(component) }
      }
    }
    return found
  }
}
