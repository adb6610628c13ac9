import StoryboardFormat

/// Adds the xibs the sources tie to the flow: the views of view controllers created in code, then the cell nibs
/// that the flow's scenes and those controllers register.
enum NibGraphBuilder {
  static func nibs(set: StoryboardSet, sources: SourceIndex, nodes: [FlowGraph.Node]) -> [FlowGraph.Nib] {
    let uses = NibUses(nibs: set.nibs, sources: sources)
    var result: [FlowGraph.Nib] = []
    let nibs = set.nibs.sorted { ($0.name, $0.path) < ($1.name, $1.path) }
    for nib in nibs {
      let loads = (uses.controllers[nib.path] ?? []).sorted { $0.className < $1.className }
      var seen: Set<String> = []
      for load in loads where seen.insert(load.className).inserted {
        result.append(
          FlowGraph.Nib(
            id: "xib:\(nib.name)/\(load.className)", name: nib.name, path: nib.path, role: .controllerView,
            className: load.className, loadedAt: load.location?.description, usedBy: [], registeredAs: nil,
            reuseIdentifier: nil))
      }
    }
    // Users by class: scenes of the storyboards, then the nib-backed controllers just found.
    var users: [String: [String]] = [:]
    for node in nodes where node.role == .scene { users[node.className, default: []].append(node.id) }
    for controller in result { users[controller.className, default: []].append(controller.id) }
    // A nib-backed controller is entered from the scenes and controllers whose code creates it.
    for index in result.indices {
      let creators = (sources.creators[result[index].className] ?? []).subtracting([result[index].className])
      result[index].usedBy = creators.sorted().flatMap { users[$0] ?? [] }
    }
    for nib in nibs {
      let registrations = (uses.registrations[nib.path] ?? []) + (uses.helperRegistrations[nib.path] ?? [])
      var usedBy: [String] = []
      for registration in registrations {
        for user in registration.className.flatMap({ users[$0] }) ?? [] where !usedBy.contains(user) {
          usedBy.append(user)
        }
      }
      guard !usedBy.isEmpty else { continue }
      let first = nib.topLevelObjects.first
      result.append(
        FlowGraph.Nib(
          id: "xib:\(nib.name)", name: nib.name, path: nib.path, role: .cells,
          className: first?.customClass ?? first.map { uikitClass($0.element) } ?? "UIView",
          loadedAt: nil, usedBy: usedBy, registeredAs: registrations.lazy.compactMap(\.registeredAs).first,
          reuseIdentifier: registrations.lazy.compactMap(\.reuseIdentifier).first))
    }
    return result
  }

  /// `tableViewCell` → `UITableViewCell`: the UIKit class of an element without a custom class.
  private static func uikitClass(_ element: String) -> String {
    "UI" + element.prefix(1).uppercased() + element.dropFirst()
  }
}
