extension ExplorationReport {
  /// The reports of the shards of one search (`--shard K/N`) as one.
  ///
  /// Breadth-first shards' reports carry what each state they explored did (``ShardRecord``): the merge replays the
  /// single run's search from them, and the merged report equals a single run's with the same options, byte for byte
  /// in its JSON form, when no budget stopped a shard and the app does the same after the same actions. Every shard
  /// must be there, once, explored with the same options from the same launch screen: otherwise the merge throws an
  /// error that names the shards at fault.
  ///
  /// Other reports (guided shards, which split by the launch screen's actions) are joined: states by fingerprint
  /// (each with its shortest path, numbered by path length and then path), edges between them, findings by signature
  /// (each with its shortest reproduction), scenes never reached by any shard, counts summed. The findings and the
  /// states equal a single run's; the numbering and the counts differ.
  public static func merged(_ reports: [ExplorationReport]) throws -> ExplorationReport {
    guard !reports.isEmpty else { throw ExplorationError("no reports to merge") }
    try checkWhole(reports)
    let records = reports.compactMap(\.shard)
    if records.count == reports.count { return try replayed(reports, records: records) }
    return joined(reports)
  }

  /// Shards' reports without records, joined by fingerprint and signature.
  private static func joined(_ reports: [ExplorationReport]) -> ExplorationReport {
    let first = reports[0]
    // States: the shortest path to each fingerprint.
    var best: [String: State] = [:]
    for report in reports {
      for state in report.states {
        if let known = best[state.fingerprint], !Self.precedes(state.path, known.path) {
          best[state.fingerprint]?.explored = known.explored || state.explored
          continue
        }
        let explored = best[state.fingerprint]?.explored ?? false
        best[state.fingerprint] = state
        best[state.fingerprint]?.explored = explored || state.explored
      }
    }
    let ordered = best.values.sorted { Self.precedes($0.path, $1.path) }
    var number: [String: Int] = [:]
    var states: [State] = []
    for (id, state) in ordered.enumerated() {
      number[state.fingerprint] = id
      var renumbered = state
      renumbered.id = id
      states.append(renumbered)
    }
    // Edges: each shard's, renumbered, without repeats.
    var edges: [Edge] = []
    var seenEdges: Set<String> = []
    for report in reports {
      let fingerprints = Dictionary(report.states.map { ($0.id, $0.fingerprint) }, uniquingKeysWith: { a, _ in a })
      for edge in report.edges {
        guard let from = fingerprints[edge.from].flatMap({ number[$0] }) else { continue }
        let to = edge.to.flatMap { fingerprints[$0] }.flatMap { number[$0] }
        let key = "\(from)|\(to.map(String.init) ?? "crash")|\(edge.action.description)"
        if seenEdges.insert(key).inserted { edges.append(Edge(from: from, to: to, action: edge.action)) }
      }
    }
    edges.sort { ($0.from, $0.to ?? -1, $0.action.description) < ($1.from, $1.to ?? -1, $1.action.description) }
    // Findings: a scene is unreached only when no shard reached it; the rest by signature, shortest first.
    var findings: [String: Finding] = [:]
    for report in reports {
      for finding in report.findings where finding.kind != .unreachedScene {
        if let known = findings[finding.signature], !Self.precedes(finding.actions, known.actions) { continue }
        findings[finding.signature] = finding
      }
    }
    var unreached = first.findings.filter { $0.kind == .unreachedScene }
    for report in reports.dropFirst() {
      let signatures = Set(report.findings.filter { $0.kind == .unreachedScene }.map(\.signature))
      unreached.removeAll { !signatures.contains($0.signature) }
    }
    let sorted = findings.values.sorted {
      ($0.kind, $0.actions.count, $0.message) < ($1.kind, $1.actions.count, $1.message)
    }
    let total = first.statistics.scenesTotal
    return ExplorationReport(
      app: first.app, platform: first.platform, abstraction: first.abstraction, findings: sorted + unreached,
      states: states, edges: edges,
      statistics: Statistics(
        actions: reports.map(\.statistics.actions).reduce(0, +),
        minimizationActions: reports.map(\.statistics.minimizationActions).reduce(0, +),
        launches: reports.map(\.statistics.launches).reduce(0, +),
        scenesReached: total.map { $0 - unreached.count }, scenesTotal: total,
        stoppedBy: reports.compactMap(\.statistics.stoppedBy).first,
        divergentReplays: reports.map(\.statistics.divergentReplays).reduce(0, +)))
  }

  /// Whether path `a` comes before `b`: shorter first, then by the actions' descriptions.
  private static func precedes(_ a: [ExplorerAction], _ b: [ExplorerAction]) -> Bool {
    if a.count != b.count { return a.count < b.count }
    return a.map(\.description).lexicographicallyPrecedes(b.map(\.description))
  }
}
