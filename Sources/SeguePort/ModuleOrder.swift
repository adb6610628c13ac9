/// The app's modules in dependency order (each after the modules it imports; ties by name), and the import cycles
/// among them, which SwiftPM refuses ("cyclic dependency declaration found") as Xcode refuses them between targets.
struct ModuleOrder {
  /// Every module, each after its dependencies; a module on a cycle comes after the others, by name.
  private(set) var sorted: [String] = []
  /// Each cycle once, as `A → B → A`, starting from its first module by name.
  private(set) var cycles: [String] = []

  /// `modules`: each module's name and the names it depends on (names not in the list are ignored).
  init(_ modules: [(name: String, dependencies: [String])]) {
    var dependencies: [String: [String]] = [:]
    for (name, needs) in modules { dependencies[name] = needs.sorted() }
    let names = dependencies.keys.sorted()
    // Kahn's algorithm, the ready modules taken by name.
    var remaining = Dictionary(
      uniqueKeysWithValues: names.map { name in (name, Set(dependencies[name, default: []]).intersection(names).count) }
    )
    var dependents: [String: [String]] = [:]
    for name in names {
      for need in Set(dependencies[name, default: []]) where dependencies[need] != nil {
        dependents[need, default: []].append(name)
      }
    }
    var ready = names.filter { remaining[$0] == 0 }
    while !ready.isEmpty {
      let name = ready.removeFirst()
      sorted.append(name)
      for dependent in dependents[name, default: []] {
        remaining[dependent, default: 0] -= 1
        if remaining[dependent] == 0 {
          ready.append(dependent)
          ready.sort()
        }
      }
    }
    let stuck = names.filter { !sorted.contains($0) }
    sorted += stuck
    var reported: Set<String> = []
    for start in stuck where !reported.contains(start) {
      guard let cycle = Self.cycle(from: start, in: dependencies, among: Set(stuck)) else { continue }
      let members = Set(cycle)
      guard reported.isDisjoint(with: members) else { continue }
      reported.formUnion(members)
      cycles.append((cycle + [cycle[0]]).joined(separator: " → "))
    }
  }

  /// The first cycle through `start`, following the dependencies by name (a depth-first search).
  private static func cycle(from start: String, in dependencies: [String: [String]], among stuck: Set<String>)
    -> [String]?
  {
    var path = [start]
    var visited: Set<String> = [start]
    func walk(_ name: String) -> [String]? {
      for next in dependencies[name, default: []] where stuck.contains(next) {
        if next == start { return path }
        guard visited.insert(next).inserted else { continue }
        path.append(next)
        if let found = walk(next) { return found }
        path.removeLast()
      }
      return nil
    }
    return walk(start)
  }
}
