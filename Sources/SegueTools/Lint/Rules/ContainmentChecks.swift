import StoryboardFormat

/// Rules about what scenes contain: relationship and embed segues make their destination part of the source.
enum ContainmentChecks {
  /// A chain of relationship and embed segues (through storyboard references) that leads back to where it started:
  /// making the first scene makes itself again, without end. Each cycle is reported once, at its first segue in
  /// path and line order that sits in a reported file.
  static func containmentCycle(_ context: LintContext) -> [Diagnostic] {
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
      let path = (ordered.map { context.describe($0.from) } + [context.describe(first.from)]).joined(separator: " → ")
      let kinds = Set(ordered.map(\.kind)).map { LintChecks.kindName($0).lowercased() }.sorted().joined(separator: " and ")
      findings.append(
        LintChecks.finding(
          "containment-cycle",
          "Scenes contain themselves through \(kinds) segues: \(path); making the first scene never ends",
          at: SourceLocation(file: first.file, line: first.line, column: first.column), object: first.segueID))
    }
    return findings
  }

  /// The elementary cycles a depth-first search closes (one per back edge), each as its edges in order; linear in
  /// the number of edges.
  static func cycles(in outgoing: [String: [FlowGraph.Edge]]) -> [[FlowGraph.Edge]] {
    enum Mark {
      /// On the current path, at this index.
      case open(Int)
      case done
    }
    var marks: [String: Mark] = [:]
    var found: [[FlowGraph.Edge]] = []
    for root in outgoing.keys.sorted() where marks[root] == nil {
      // The path from `root`: each node with the edge that led to it and the index of its next edge to try.
      var path: [(node: String, via: FlowGraph.Edge?, next: Int)] = [(root, nil, 0)]
      marks[root] = .open(0)
      while let top = path.last {
        let edges = outgoing[top.node] ?? []
        guard top.next < edges.count else {
          marks[top.node] = .done
          path.removeLast()
          continue
        }
        path[path.count - 1].next += 1
        let edge = edges[top.next]
        switch marks[edge.to] {
        case nil:
          marks[edge.to] = .open(path.count)
          path.append((edge.to, edge, 0))
        case .open(let start):
          found.append(path[(start + 1)...].compactMap(\.via) + [edge])
        case .done:
          break
        }
      }
    }
    return found
  }
}
