import Foundation

/// Explores an app's navigation, breadth first or guided toward the scenes not shown yet (``ExplorationStrategy``):
/// every action on every distinct state, going back or replaying from a fresh launch to reach a state again, and
/// reports what broke with the shortest reproduction of each finding.
///
/// Not in UIKit or Android.
///
/// ```swift
/// let explorer = Explorer(driver: SegueAppDriver(appFolder: folder), options: ExplorationOptions(maxStates: 100))
/// let report = try explorer.run(app: "Shop", platform: "ios")
/// #expect(report.findings.isEmpty)
/// ```
@MainActor
public final class Explorer {
  struct Node {
    var state: ScreenState
    var parent: Int?
    var path: [ExplorerAction]
    var explored = false
    /// The actions since launch that first reached the state, when they are not ``path`` (the guided search reaches
    /// states by the way it happens to be on): what a replay falls back on when ``path`` ends elsewhere (a state
    /// leaves out what is hidden, such as the stacks of tabs not selected).
    var witness: [ExplorerAction]?
  }

  let driver: any ExplorationDriver
  let options: ExplorationOptions
  var nodes: [Node] = []
  var index: [String: Int] = [:]
  var edges: [ExplorationReport.Edge] = []
  private var findings: [Finding] = []
  private var signatures: Set<String> = []
  var actionCount = 0
  private var minimizationActions = 0
  private var launches = 0
  private var divergentReplays = 0
  var stoppedBy: String?
  /// The state the running app is in, when known.
  var current: Int?
  /// The state the last action was taken from.
  private var steppedFrom: Int?
  /// The last action taken from ``steppedFrom``.
  private var steppedWith: ExplorerAction?
  /// The actions since the last launch: a finding's reproduction (minimized later), since actions that led back to
  /// the same state may still have changed the app.
  var history: [ExplorerAction] = []
  /// Every action performed since the last launch, applied or not: what a trap's sequence is matched against.
  private var performed: [ExplorerAction] = []
  private let traps: [[ExplorerAction]: Trap]
  /// Called with the actions since launch before each is performed: `segue explore`'s parent process reads the
  /// last line to learn which sequence trapped in its child.
  public var journal: (@MainActor ([ExplorerAction]) -> Void)?
  /// Called after each action the search takes (not the replays' actions, nor minimizing): `segue explore`'s
  /// progress line.
  public var progress: (@MainActor (ExplorationProgress) -> Void)?
  private var deadline: ContinuousClock.Instant?
  /// ``ExplorationStrategy/guided``: each state's actions not tried yet, with the scenes they lead to.
  var pending: [[PlannedAction]] = []
  /// ``ExplorationStrategy/guided``: the states each state's tried actions led to (one action per target), from the
  /// first ``knownEdgeCount`` edges.
  var knownEdges: [[(to: Int, action: ExplorerAction)]] = []
  var knownEdgeCount = 0
  /// ``ExplorationStrategy/guided``: each state's most promising tier, while the scenes shown are
  /// ``tiersScenesShown``; `nil` when its actions changed.
  var tiers: [Int?] = []
  var tiersScenesShown = -1
  /// A breadth-first shard: the depth from which the shards split the states, and the shard each state at that depth
  /// belongs to.
  private var splitDepth: Int?
  private var frontierShards: [Int: Int] = [:]
  /// The last depth whose frontier was measured.
  private var measuredDepth = -1
  /// A breadth-first shard: what exploring each state did (``ShardRecord``), the state being explored, and what that
  /// had cost when it began.
  private var shardSteps: [Int: [ShardRecord.Step]] = [:]
  private var shardCosts: [Int: ShardRecord.Cost] = [:]
  private var recording: (id: Int, start: ShardRecord.Cost)?
  private var minimizationCosts: [String: ShardRecord.Cost] = [:]

  public init(driver: any ExplorationDriver, options: ExplorationOptions = ExplorationOptions()) {
    self.driver = driver
    self.options = options
    self.traps = Dictionary(options.knownTraps.map { ($0.actions, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// Explores the app and returns the report; `app` names it in the report. Throws when the app cannot launch.
  public func run(app: String, platform: String) throws -> ExplorationReport {
    deadline = options.timeLimit.map { ContinuousClock.now + .milliseconds(Int($0 * 1000)) }
    try relaunch()
    addNode(driver.state(options.abstraction), parent: nil, path: [])
    current = 0
    switch options.strategy {
    case .breadthFirst: try searchBreadthFirst()
    case .guided: try searchGuided()
    }
    reportDeadEnds()
    if options.minimizes { try minimizeFindings() }
    for finding in driver.finalFindings() { record(finding) }
    return report(app: app, platform: platform)
  }

  // MARK: Searching

  /// Every action of each state, the states in the order they were found.
  private func searchBreadthFirst() throws {
    var queue = [0]
    var head = 0
    defer { closeRecord() }
    search: while head < queue.count {
      closeRecord()
      let id = queue[head]
      head += 1
      guard nodes[id].path.count < options.maxDepth else { continue }
      guard explores(id, frontier: queue[(head - 1)...]) else { continue }
      // Each state's exploration begins from a fresh launch and its path, whatever the state before it left (so that
      // it does and costs the same in every shard that explores it).
      if id != 0, current == id { current = nil }
      openRecord(id)
      guard try reach(id) else { continue }
      for action in listedActions(of: id) {
        if let reason = exhaustedBudget() {
          stoppedBy = reason
          break search
        }
        guard try reach(id) else { continue search }
        if let target = try step(action, from: id) {
          queue.append(target)
        }
        if stoppedBy != nil { break search }
      }
      nodes[id].explored = true
    }
  }

  /// Whether this run explores state `id`, the first state of `frontier` (the states queued, shallowest first): every
  /// state unless the search is a breadth-first shard. A shard explores every state as far as the first depth at
  /// which at least as many states as there are shards are queued (all shards alike); of the states at that depth,
  /// those whose position in the queue is its own (K, K+N, K+2N …); and everything it finds after them.
  private func explores(_ id: Int, frontier: ArraySlice<Int>) -> Bool {
    guard let shard = options.shard, options.strategy == .breadthFirst else { return true }
    let depth = nodes[id].path.count
    if splitDepth == nil, depth > measuredDepth {
      // The first state of its depth: every shallower state was explored, so the queue holds this depth's states.
      measuredDepth = depth
      if frontier.count >= shard.count {
        splitDepth = depth
        for (position, node) in frontier.enumerated() { frontierShards[node] = position % shard.count + 1 }
      }
    }
    guard let splitDepth, depth == splitDepth else { return true }
    return frontierShards[id] == shard.index
  }

  /// Whether the run keeps a ``ShardRecord``: a breadth-first shard's.
  private var recordsShard: Bool { options.shard != nil && options.strategy == .breadthFirst }

  private var cost: ShardRecord.Cost {
    ShardRecord.Cost(actions: actionCount, launches: launches, divergentReplays: divergentReplays)
  }

  private func openRecord(_ id: Int) {
    guard recordsShard else { return }
    recording = (id, cost)
    shardSteps[id] = []
  }

  private func closeRecord() {
    guard let (id, start) = recording else { return }
    recording = nil
    let now = cost
    shardCosts[id] = ShardRecord.Cost(
      actions: now.actions - start.actions, launches: now.launches - start.launches,
      divergentReplays: now.divergentReplays - start.divergentReplays)
  }

  private func recordStep(_ step: ShardRecord.Step) {
    guard let id = recording?.id else { return }
    shardSteps[id, default: []].append(step)
  }

  /// The actions on the screen now, the app being in state `id`: in the driver's order, shuffled when there is a seed,
  /// and, for a guided shard, on the launch screen only the shard's own.
  func listedActions(of id: Int) -> [ExplorerAction] {
    var actions = driver.actions(options)
    if options.seed != 0 {
      // Seeded by the state, not by its number, which differs between shards.
      var generator = SeededGenerator(seed: options.seed &+ Fingerprint.value(of: nodes[id].state.key))
      actions.shuffle(using: &generator)
    }
    if id == 0, let shard = options.shard, options.strategy == .guided {
      // A shard explores the launch screen's actions whose position is its own, and all that follows them.
      actions = actions.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
    }
    return actions
  }

  /// Performs `action` from state `id`; returns a new state to explore, if the action found one.
  func step(_ action: ExplorerAction, from id: Int) throws -> Int? {
    actionCount += 1
    defer { progress?(ExplorationProgress(states: nodes.count, actions: actionCount, findings: findings.count)) }
    steppedFrom = id
    steppedWith = action
    let path = nodes[id].path + [action]
    let screen = nodes[id].state.screen
    let outcome = perform(action)
    let reproduction = history + [action]
    if case .applied = outcome { history = reproduction }
    switch outcome {
    case .notApplicable:
      if driver.state(options.abstraction).key != nodes[id].state.key { current = nil }
      return nil
    case .crashed(let name, let reason):
      record(
        Finding(
          kind: .platformException, message: Finding.normalized("'\(name)': \(reason)"), screen: screen,
          actions: reproduction))
      edges.append(ExplorationReport.Edge(from: id, to: nil, action: action))
      recordStep(ShardRecord.Step(action: action))
      current = nil
      return nil
    case .trapped(let message, let location):
      record(
        Finding(kind: .swiftTrap, message: message, screen: screen, location: location, actions: reproduction))
      edges.append(ExplorationReport.Edge(from: id, to: nil, action: action))
      recordStep(ShardRecord.Step(action: action))
      current = nil
      return nil
    case .applied(let events):
      for event in events { record(Finding(event, screen: screen, actions: reproduction)) }
      let state = driver.state(options.abstraction)
      if recording != nil { recordStep(ShardRecord.Step(action: action, to: Fingerprint.of(state.key))) }
      if let known = index[state.key] {
        edges.append(ExplorationReport.Edge(from: id, to: known, action: action))
        current = known
        return nil
      }
      guard nodes.count < options.maxStates else {
        stoppedBy = "max-states"
        current = nil
        return nil
      }
      let growth = growthAncestor(of: state, from: id)
      let target = addNode(state, parent: id, path: path)
      edges.append(ExplorationReport.Edge(from: id, to: target, action: action))
      current = target
      if let ancestor = growth {
        let cycle = path[nodes[ancestor].path.count...].map(\.description).joined(separator: ", ")
        record(
          Finding(
            kind: .unboundedGrowth,
            message: "'\(state.screen)' is shown again on a deeper stack (\(nodes[ancestor].state.depth) → "
              + "\(state.depth)) after: \(cycle)",
            screen: nodes[ancestor].state.screen, actions: path))
        // The cycle would go on for ever: the deeper state is not explored (and so is never judged a dead end).
        return nil
      }
      return target
    }
  }

  /// An ancestor of state `id` (or `id` itself) that shows the same screen as `state` on a shallower stack.
  private func growthAncestor(of state: ScreenState, from id: Int) -> Int? {
    var cursor: Int? = id
    while let node = cursor {
      let ancestor = nodes[node].state
      if ancestor.growthKey == state.growthKey, ancestor.depth < state.depth { return node }
      cursor = nodes[node].parent
    }
    return nil
  }

  @discardableResult
  private func addNode(_ state: ScreenState, parent: Int?, path: [ExplorerAction]) -> Int {
    let id = nodes.count
    nodes.append(Node(state: state, parent: parent, path: path))
    index[state.key] = id
    return id
  }

  /// Brings the app to state `id`: it is there, or Back from the state an action of `id` led to returns there, or a
  /// fresh launch replays the state's path. Returns `false` when the replay ends elsewhere (the app is not
  /// deterministic, or a budget ran out).
  func reach(_ id: Int) throws -> Bool {
    if current == id { return true }
    if current != nil, steppedFrom == id {
      let back = steppedWith.flatMap(driver.returnAction(after:)) ?? ExplorerAction(.back)
      if try returns(by: back, to: id) { return true }
    }
    if try replay(nodes[id].path, to: id) { return true }
    guard let witness = nodes[id].witness, exhaustedBudget() == nil else { return false }
    return try replay(witness, to: id)
  }

  /// Relaunches the app and performs `actions`; returns whether they led to state `id`.
  private func replay(_ actions: [ExplorerAction], to id: Int) throws -> Bool {
    try relaunch()
    for action in actions {
      actionCount += 1
      guard case .applied = perform(action) else {
        divergentReplays += 1
        current = nil
        return false
      }
    }
    history = actions
    let key = driver.state(options.abstraction).key
    current = index[key]
    guard key == nodes[id].state.key else {
      divergentReplays += 1
      return false
    }
    return true
  }

  /// Whether `back` (Back, the navigation bar's or Android's key, or the driver's return action) takes the app from
  /// the state it is in to state `id`; what the step reports is recorded like any action's.
  func returns(by back: ExplorerAction, to id: Int) throws -> Bool {
    guard exhaustedBudget() == nil else { return false }
    actionCount += 1
    let screen = driver.state(options.abstraction).screen
    guard case .applied(let events) = perform(back) else { return false }
    history.append(back)
    for event in events { record(Finding(event, screen: screen, actions: history)) }
    guard driver.state(options.abstraction).key == nodes[id].state.key else {
      current = nil
      return false
    }
    current = id
    return true
  }

  func relaunch() throws {
    launches += 1
    history = []
    performed = []
    try driver.launch()
  }

  /// Performs `action`, unless the actions since launch with it are a sequence known to trap (it is not run again:
  /// the process would stop).
  private func perform(_ action: ExplorerAction) -> StepOutcome {
    performed.append(action)
    if let trap = traps[performed] { return .trapped(message: trap.message, location: trap.location) }
    journal?(performed)
    return driver.perform(action)
  }

  func exhaustedBudget() -> String? {
    if actionCount >= options.maxActions { return "max-actions" }
    if let deadline, ContinuousClock.now >= deadline { return "time" }
    return nil
  }

  private func record(_ finding: Finding) {
    // Growth depends on the path that found a state first, which only the whole search knows: the merge works it out.
    if recording != nil, finding.kind != .unboundedGrowth { recordStep(ShardRecord.Step(finding: finding.signature)) }
    guard signatures.insert(finding.signature).inserted else { return }
    findings.append(finding)
  }

  // MARK: Dead ends

  /// Reports the states from which no explored action leads back to the launch screen, when everything they lead
  /// to was explored: the first state of each such region.
  private func reportDeadEnds() {
    let deadEnds = DeadEnds.findings(
      screens: nodes.map(\.state.screen), paths: nodes.map(\.path), explored: nodes.map(\.explored), edges: edges)
    for finding in deadEnds { record(finding) }
  }

  // MARK: Minimizing

  private func minimizeFindings() throws {
    for (position, finding) in findings.enumerated() where finding.kind.isReplayable && finding.actions.count > 1 {
      // The screen of the failing step of each sequence that reproduced it: a finding's screen is its shortest
      // reproduction's, not that of wherever the search happened to meet it first (shards meet it elsewhere).
      var screens: [[ExplorerAction]: String] = [:]
      let minimizer = DeltaDebugger { candidate in
        guard try self.reproduces(finding.signature, with: candidate) else { return false }
        screens[candidate] = self.reproducedScreen
        return true
      }
      let start = ShardRecord.Cost(actions: minimizationActions, launches: launches)
      let minimized = try minimizer.minimize(finding.actions)
      if recordsShard {
        minimizationCosts[finding.signature] = ShardRecord.Cost(
          actions: minimizationActions - start.actions, launches: launches - start.launches)
      }
      findings[position].actions = minimized
      if let screen = screens[minimized] { findings[position].screen = screen }
    }
    current = nil
  }

  /// The screen of the failing step, when ``reproduces(_:with:)`` last said yes.
  private var reproducedScreen: String?

  /// Whether a fresh launch and `actions` show the finding with `signature`.
  func reproduces(_ signature: String, with actions: [ExplorerAction]) throws -> Bool {
    let shown = try reproducesOnScreen(signature, with: actions)
    reproducedScreen = shown
    return shown != nil
  }

  /// The screen of the step at which a fresh launch and `actions` show the finding with `signature`, if they do.
  private func reproducesOnScreen(_ signature: String, with actions: [ExplorerAction]) throws -> String? {
    try relaunch()
    var screen = driver.state(.structure).screen
    for action in actions {
      minimizationActions += 1
      switch perform(action) {
      case .notApplicable:
        return nil
      case .crashed(let name, let reason):
        let finding = Finding(
          kind: .platformException, message: Finding.normalized("'\(name)': \(reason)"), screen: screen)
        return finding.signature == signature ? screen : nil
      case .trapped(let message, _):
        return Finding(kind: .swiftTrap, message: message).signature == signature ? screen : nil
      case .applied(let events):
        if events.contains(where: { Finding($0, screen: screen, actions: []).signature == signature }) {
          return screen
        }
      }
      screen = driver.state(.structure).screen
    }
    return nil
  }

  // MARK: Report

  private func report(app: String, platform: String) -> ExplorationReport {
    let sorted = findings.enumerated().sorted { lhs, rhs in
      if lhs.element.kind != rhs.element.kind { return lhs.element.kind < rhs.element.kind }
      if lhs.element.actions.count != rhs.element.actions.count {
        return lhs.element.actions.count < rhs.element.actions.count
      }
      if lhs.element.message != rhs.element.message { return lhs.element.message < rhs.element.message }
      return lhs.offset < rhs.offset
    }
    let coverage = driver.sceneCoverage()
    return ExplorationReport(
      app: app, platform: platform, abstraction: options.abstraction, findings: sorted.map(\.element),
      states: nodes.indices.map {
        ExplorationReport.State(
          id: $0, screen: nodes[$0].state.screen, fingerprint: Fingerprint.of(nodes[$0].state.key),
          path: nodes[$0].path, explored: nodes[$0].explored)
      },
      edges: edges,
      statistics: ExplorationReport.Statistics(
        actions: actionCount, minimizationActions: minimizationActions, launches: launches,
        scenesReached: coverage?.reached, scenesTotal: coverage?.total, stoppedBy: stoppedBy,
        divergentReplays: divergentReplays),
      shard: shardRecord())
  }

  /// A breadth-first shard's record of its part of the search.
  private func shardRecord() -> ShardRecord? {
    guard recordsShard, let shard = options.shard else { return nil }
    return ShardRecord(
      shard: shard, options: options.searchArguments, splitDepth: splitDepth,
      states: nodes.indices.map {
        ShardRecord.State(
          growthKey: nodes[$0].state.growthKey, depth: nodes[$0].state.depth, steps: shardSteps[$0],
          cost: shardCosts[$0])
      },
      minimization: minimizationCosts)
  }
}

extension FindingKind {
  /// Whether a finding of this kind shows at one step of a replay (and so can be minimized and emitted as a test).
  public var isReplayable: Bool {
    switch self {
    case .platformException, .swiftTrap, .consoleWarning, .leak, .lifeCycleViolation: true
    case .deadEnd, .unboundedGrowth, .unreachedScene: false
    }
  }
}
