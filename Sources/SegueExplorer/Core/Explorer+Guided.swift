/// An action a state offers that ``ExplorationStrategy/guided`` has not tried yet, with the scenes the app's files
/// say it leads to.
struct PlannedAction {
  var action: ExplorerAction
  var destinations: [String]
}

/// ``ExplorationStrategy/guided``: the next action is the most promising one (``tier(of:)``) of the state closest to
/// the screen the app is on.
extension Explorer {
  func searchGuided() throws {
    plan(0)
    while stoppedBy == nil {
      if let reason = exhaustedBudget() {
        stoppedBy = reason
        break
      }
      guard let id = nextState() else { break }
      guard try travel(to: id), current == id else {
        // The state cannot be reached again (the app is not deterministic, or a budget ran out): it is left.
        if stoppedBy == nil, exhaustedBudget() == nil {
          pending[id] = []
          forgetTier(of: id)
        }
        continue
      }
      guard let slot = bestSlot(in: id) else { continue }
      let planned = pending[id].remove(at: slot)
      forgetTier(of: id)
      if pending[id].isEmpty { nodes[id].explored = true }
      try take(planned.action, from: id)
    }
  }

  /// Performs `action` from state `id`, plans the new state it found, and keeps the shortest path seen to a known
  /// state it led to.
  private func take(_ action: ExplorerAction, from id: Int) throws {
    let before = history
    if let target = try step(action, from: id) {
      if history != nodes[target].path { nodes[target].witness = history }
      plan(target)
    } else if let known = current, known != 0, known != id, before == nodes[id].path,
      nodes[id].path.count + 1 < nodes[known].path.count
    {
      // The app went from launch along the state's path: the new path to the known state is one it really took.
      nodes[known].path = nodes[id].path + [action]
      nodes[known].parent = id
      nodes[known].witness = nil
    }
  }

  /// Lists the actions of state `id`, which the app is in, unless it is too deep to explore.
  func plan(_ id: Int) {
    while pending.count < nodes.count { pending.append([]) }
    guard nodes[id].path.count < options.maxDepth else { return }
    let actions = listedActions(of: id)
    pending[id] = zip(actions, driver.destinations(of: actions)).map(PlannedAction.init)
    forgetTier(of: id)
    if pending[id].isEmpty { nodes[id].explored = true }
  }

  private func forgetTier(of id: Int) {
    if tiers.indices.contains(id) { tiers[id] = nil }
  }

  /// How promising an action is, lowest first: one leading to a scene not shown yet; one the files say nothing of;
  /// one leading to scenes already shown; Back and swiping a sheet down (they mostly return to a known state);
  /// rotating, leaving the app and process death (every screen has them: they wait until the structure is covered).
  func tier(of planned: PlannedAction) -> Int {
    switch planned.action.kind {
    case .rotate, .background, .processDeath: return 4
    case .back, .swipeDown, .launcher: return 3
    default:
      if planned.destinations.isEmpty { return 1 }
      return planned.destinations.contains { !driver.hasShown(scene: $0) } ? 0 : 2
    }
  }

  /// The first of the most promising actions of state `id`.
  private func bestSlot(in id: Int) -> Int? {
    var best: (slot: Int, tier: Int)?
    for (slot, planned) in pending[id].enumerated() {
      let tier = tier(of: planned)
      if best == nil || tier < best!.tier { best = (slot, tier) }
    }
    return best?.slot
  }

  /// The state to act on next: the most promising action's tier first, then the fewest actions to get there, then
  /// the state found first.
  private func nextState() -> Int? {
    // States found but not planned (too deep, or a stack that grows) have no actions.
    while pending.count < nodes.count { pending.append([]) }
    // A state's tier changes when its actions do, or when a scene is shown for the first time.
    let shown = driver.sceneCoverage()?.reached ?? 0
    if shown != tiersScenesShown {
      tiers = []
      tiersScenesShown = shown
    }
    while tiers.count < pending.count { tiers.append(nil) }
    var bestTier = Int.max
    for id in pending.indices where !pending[id].isEmpty {
      let tier = tiers[id] ?? pending[id].lazy.map { self.tier(of: $0) }.min()!
      tiers[id] = tier
      bestTier = min(bestTier, tier)
    }
    guard bestTier < .max else { return nil }
    // The state the app is on costs nothing to reach.
    if let current, !pending[current].isEmpty, tiers[current] == bestTier { return current }
    let distances = routes().mapValues(\.count)
    var best: (cost: Int, id: Int)?
    for id in pending.indices where !pending[id].isEmpty && tiers[id] == bestTier {
      // A replay costs its actions and a launch.
      let cost = min(distances[id] ?? .max, nodes[id].path.count + 1)
      if best == nil || cost < best!.cost { best = (cost, id) }
    }
    return best?.id
  }

  /// The shortest known ways from the state the app is in to every state it leads to: edges already seen, and Back
  /// from a state not tried yet, expected to lead to the state it was found from.
  private func routes() -> [Int: [(to: Int, action: ExplorerAction)]] {
    guard let start = current else { return [:] }
    while knownEdges.count < nodes.count { knownEdges.append([]) }
    for edge in edges[knownEdgeCount...] {
      guard let to = edge.to, to != edge.from, !knownEdges[edge.from].contains(where: { $0.to == to }) else { continue }
      knownEdges[edge.from].append((to, edge.action))
    }
    knownEdgeCount = edges.count
    var outgoing = knownEdges
    let back = ExplorerAction(.back)
    for id in pending.indices {
      guard let parent = nodes[id].parent, pending[id].contains(where: { $0.action == back }),
        !outgoing[id].contains(where: { $0.to == parent })
      else { continue }
      outgoing[id].append((parent, back))
    }
    var result: [Int: [(to: Int, action: ExplorerAction)]] = [start: []]
    var queue = [start]
    var head = 0
    while head < queue.count {
      let node = queue[head]
      head += 1
      for step in outgoing[node] where result[step.to] == nil {
        result[step.to] = result[node]! + [step]
        queue.append(step.to)
      }
    }
    return result
  }

  /// Brings the app to state `id` along the shortest known way when it is no longer than a replay, else by
  /// ``reach(_:)`` (which replays the state's path, or the actions that first reached it). Back not tried yet on a state is tried on the way, as that state's action.
  private func travel(to id: Int) throws -> Bool {
    if current == id { return true }
    if let route = routes()[id], route.count <= nodes[id].path.count + 1 {
      for step in route {
        guard exhaustedBudget() == nil, let from = current else { return false }
        while pending.count < nodes.count { pending.append([]) }
        if let slot = pending[from].firstIndex(where: { $0.action == step.action }) {
          pending[from].remove(at: slot)
          forgetTier(of: from)
          if pending[from].isEmpty { nodes[from].explored = true }
          try take(step.action, from: from)
          if stoppedBy != nil { return false }
          guard current == step.to else { break }
        } else {
          guard try returns(by: step.action, to: step.to) else { break }
        }
      }
      if current == id { return true }
    }
    guard exhaustedBudget() == nil else { return false }
    return try reach(id)
  }
}
