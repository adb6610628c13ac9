/// The dead ends of an explored graph, which a search and a merge of shards work out alike.
enum DeadEnds {
  /// The states from which no explored action leads back to the launch screen (state 0), when everything they lead
  /// to was explored: the first state of each such region, in the states' order.
  static func findings(
    screens: [String], paths: [[ExplorerAction]], explored: [Bool], edges: [ExplorationReport.Edge]
  ) -> [Finding] {
    var incoming = [[Int]](repeating: [], count: screens.count)
    var outgoing = [[Int]](repeating: [], count: screens.count)
    for edge in edges {
      guard let to = edge.to else { continue }
      incoming[to].append(edge.from)
      outgoing[edge.from].append(to)
    }
    var returns = Set([0])
    var pending = [0]
    while let node = pending.popLast() {
      for source in incoming[node] where returns.insert(source).inserted { pending.append(source) }
    }
    func closureExplored(_ start: Int) -> Bool {
      var seen: Set = [start]
      var pending = [start]
      while let node = pending.popLast() {
        guard explored[node] else { return false }
        for next in outgoing[node] where seen.insert(next).inserted { pending.append(next) }
      }
      return true
    }
    var result: [Finding] = []
    for id in screens.indices where !returns.contains(id) {
      let entered = incoming[id].contains { returns.contains($0) }
      guard entered, closureExplored(id) else { continue }
      result.append(
        Finding(
          kind: .deadEnd,
          message: "'\(screens[id])' has no way back to '\(screens[0])': no action on it or after it leads back",
          screen: screens[id], actions: paths[id]))
    }
    return result
  }
}
