extension ExplorationReport {
  /// Breadth-first shards' reports as the single run's: the search replayed from what each state did in the shard
  /// that explored it along its single-run path (``ShardRecord``), in the single run's order; unbounded growth and
  /// dead ends worked out again on the whole graph, each finding taken from the shard that met it first, with its
  /// minimized reproduction.
  static func replayed(_ reports: [ExplorationReport], records: [ShardRecord]) throws -> ExplorationReport {
    let first = reports[0]
    // What is known of each state (by fingerprint), and where it was explored.
    var known: [String: (screen: String, growthKey: String, depth: Int)] = [:]
    var explorations: [String: [(report: Int, state: Int)]] = [:]
    for (position, report) in reports.enumerated() {
      for state in report.states {
        let record = records[position].states[state.id]
        if known[state.fingerprint] == nil {
          known[state.fingerprint] = (state.screen, record.growthKey, record.depth)
        }
        if record.steps != nil { explorations[state.fingerprint, default: []].append((position, state.id)) }
      }
    }
    let shardFindings = reports.map { report in
      Dictionary(report.findings.map { ($0.signature, $0) }, uniquingKeysWith: { first, _ in first })
    }

    var merge = ShardMerge()
    merge.addLaunchScreen(
      fingerprint: first.states[0].fingerprint, screen: first.states[0].screen,
      growthKey: records[0].states[0].growthKey, depth: records[0].states[0].depth)
    var actions = 0
    var launches = 1
    var divergentReplays = 0
    var head = 0
    while head < merge.queue.count {
      let id = merge.queue[head]
      head += 1
      let node = merge.nodes[id]
      // The shard that explored the state along the path the single run found it by.
      guard
        let source = explorations[node.fingerprint]?.first(where: {
          reports[$0.report].states[$0.state].path == node.path
        }),
        let steps = records[source.report].states[source.state].steps
      else { continue }
      merge.nodes[id].explored = reports[source.report].states[source.state].explored
      if let cost = records[source.report].states[source.state].cost {
        actions += cost.actions
        launches += cost.launches
        divergentReplays += cost.divergentReplays
      }
      for step in steps {
        if let signature = step.finding {
          if let finding = shardFindings[source.report][signature] { merge.record(finding, from: source.report) }
        } else if let action = step.action {
          guard let to = step.to else {
            merge.edges.append(Edge(from: id, to: nil, action: action))
            continue
          }
          if let target = merge.index[to] {
            merge.edges.append(Edge(from: id, to: target, action: action))
          } else if let state = known[to] {
            merge.discover(state, fingerprint: to, from: id, by: action)
          }
        }
      }
    }
    let states = merge.nodes
    for deadEnd in DeadEnds.findings(
      screens: states.map(\.screen), paths: states.map(\.path), explored: states.map(\.explored), edges: merge.edges)
    {
      merge.record(deadEnd)
    }
    var minimizationActions = 0
    for finding in merge.findings {
      // The shard the finding was taken from minimized it.
      let cost = merge.sources[finding.signature].flatMap { records[$0].minimization[finding.signature] }
      minimizationActions += cost?.actions ?? 0
      launches += cost?.launches ?? 0
    }
    // A scene is unreached only when no shard reached it.
    var unreached = first.findings.filter { $0.kind == .unreachedScene }
    for report in reports.dropFirst() {
      let signatures = Set(report.findings.filter { $0.kind == .unreachedScene }.map(\.signature))
      unreached.removeAll { !signatures.contains($0.signature) }
    }
    for finding in unreached { merge.record(finding) }
    let sorted = merge.findings.enumerated().sorted { lhs, rhs in
      if lhs.element.kind != rhs.element.kind { return lhs.element.kind < rhs.element.kind }
      if lhs.element.actions.count != rhs.element.actions.count {
        return lhs.element.actions.count < rhs.element.actions.count
      }
      if lhs.element.message != rhs.element.message { return lhs.element.message < rhs.element.message }
      return lhs.offset < rhs.offset
    }
    let total = first.statistics.scenesTotal
    return ExplorationReport(
      app: first.app, platform: first.platform, abstraction: first.abstraction, findings: sorted.map(\.element),
      states: states.enumerated().map {
        State(
          id: $0.offset, screen: $0.element.screen, fingerprint: $0.element.fingerprint, path: $0.element.path,
          explored: $0.element.explored)
      },
      edges: merge.edges,
      statistics: Statistics(
        actions: actions, minimizationActions: minimizationActions, launches: launches,
        scenesReached: total.map { $0 - unreached.count }, scenesTotal: total,
        stoppedBy: reports.compactMap(\.statistics.stoppedBy).first, divergentReplays: divergentReplays))
  }
}

/// The single run's search as `ExplorationReport.replayed(_:records:)` rebuilds it: states in the order found,
/// edges and findings in the order met.
private struct ShardMerge {
  struct Node {
    var fingerprint: String
    var screen: String
    var growthKey = ""
    var depth = 0
    var parent: Int?
    var path: [ExplorerAction]
    var explored = false
  }

  var nodes: [Node] = []
  var index: [String: Int] = [:]
  var queue: [Int] = []
  var edges: [ExplorationReport.Edge] = []
  var findings: [Finding] = []
  private var signatures: Set<String> = []

  /// The shard each finding was taken from.
  var sources: [String: Int] = [:]

  mutating func addLaunchScreen(fingerprint: String, screen: String, growthKey: String, depth: Int) {
    index[fingerprint] = 0
    queue.append(0)
    nodes.append(
      Node(fingerprint: fingerprint, screen: screen, growthKey: growthKey, depth: depth, parent: nil, path: []))
  }

  /// A state met for the first time, from state `id` by `action`: the explorer's step, growth check included.
  mutating func discover(
    _ state: (screen: String, growthKey: String, depth: Int), fingerprint: String, from id: Int,
    by action: ExplorerAction
  ) {
    let path = nodes[id].path + [action]
    var ancestor: Int?
    var cursor: Int? = id
    while let node = cursor {
      if nodes[node].growthKey == state.growthKey, nodes[node].depth < state.depth {
        ancestor = node
        break
      }
      cursor = nodes[node].parent
    }
    let target = nodes.count
    index[fingerprint] = target
    nodes.append(
      Node(
        fingerprint: fingerprint, screen: state.screen, growthKey: state.growthKey, depth: state.depth, parent: id,
        path: path))
    edges.append(ExplorationReport.Edge(from: id, to: target, action: action))
    guard let ancestor else {
      queue.append(target)
      return
    }
    let cycle = path[nodes[ancestor].path.count...].map(\.description).joined(separator: ", ")
    record(
      Finding(
        kind: .unboundedGrowth,
        message: "'\(state.screen)' is shown again on a deeper stack (\(nodes[ancestor].depth) → \(state.depth)) "
          + "after: \(cycle)",
        screen: nodes[ancestor].screen, actions: path))
  }

  mutating func record(_ finding: Finding, from report: Int? = nil) {
    guard signatures.insert(finding.signature).inserted else { return }
    findings.append(finding)
    sources[finding.signature] = report
  }
}
