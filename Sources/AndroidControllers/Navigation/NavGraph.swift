/// A destination that holds destinations and starts at one of them: AndroidX's `NavGraph`.
@preconcurrency @MainActor
public final class NavGraph: NavDestination {
  /// AndroidX's nodes, by id, in the order they were added.
  public private(set) var nodes: [NavDestination] = []
  /// AndroidX's `getStartDestinationId()` (`setStartDestination(int)`); 0 for none.
  public var startDestinationId: Int32 = 0
  var startDestinationIdName: String?

  /// AndroidX's `NavGraph(navigatorProvider.getNavigator(NavGraphNavigator))`.
  public init() { super.init("navigation") }

  /// AndroidX's `addDestination(NavDestination)`: a destination with the same id is replaced.
  public func addDestination(_ node: NavDestination) {
    if let parent = node.parent, parent !== self { parent.remove(node) }
    nodes.removeAll { $0.id == node.id && node.id != 0 }
    nodes.append(node)
    node.parent = self
  }

  /// AndroidX's `nodes.replace(key, newDestination)` in `NavController.setGraph` (an equal graph set again): `node`
  /// takes the place of this graph's node with its id, and this graph becomes its parent; the graph it came from
  /// still lists it [I: parents are weak here, so the node must point at the graph that stays].
  func adopt(_ node: NavDestination) {
    if let index = nodes.firstIndex(where: { $0.id == node.id }) { nodes[index] = node } else { nodes.append(node) }
    node.parent = self
  }

  /// AndroidX's `remove(NavDestination)`.
  public func remove(_ node: NavDestination) {
    nodes.removeAll { $0 === node }
    if node.parent === self { node.parent = nil }
  }

  /// AndroidX's `findNode(int)`: this graph's child with the id, else one found through the parents (never inside a
  /// sibling or child graph). A graph is found by its own id too.
  public func findNode(_ resId: Int32) -> NavDestination? {
    findNode(resId, searchParents: true)
  }

  func findNode(_ resId: Int32, searchParents: Bool) -> NavDestination? {
    if let node = nodes.first(where: { $0.id == resId }) { return node }
    guard searchParents, let parent else { return nil }
    if parent.id == resId { return parent }
    return parent.findNode(resId)
  }

  /// A destination anywhere below the graph, depth first (for deep links and `getBackStackEntry`).
  func findDescendant(_ resId: Int32) -> NavDestination? {
    for node in nodes {
      if node.id == resId { return node }
      if let graph = node as? NavGraph, let found = graph.findDescendant(resId) { return found }
    }
    return nil
  }

  /// Every destination below the graph, depth first.
  var descendants: [NavDestination] {
    nodes.flatMap { node in [node] + ((node as? NavGraph)?.descendants ?? []) }
  }

  override var typeName: String { "NavGraph" }

  /// AndroidX's `toString()`: the destination's, then ` startDestination=` and the start destination's.
  public override var description: String {
    let start =
      nodes.first { $0.id == startDestinationId }.map { "{\($0)}" }
      ?? (startDestinationIdName.map { "\(packageName):id/\($0)" } ?? "0x\(String(startDestinationId, radix: 16))")
    return super.description + " startDestination=\(start)"
  }
}
