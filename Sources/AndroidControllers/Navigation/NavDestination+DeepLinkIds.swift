extension NavDestination {
  /// AndroidX's `buildDeepLinkIds(NavDestination?)`: the ids a deep link to this destination navigates to in turn,
  /// root first. A graph is left out when it is its parent's start destination (navigating to the parent reaches
  /// it); with `previousDestination`, the walk up stops at it, or at once when this destination is its sibling
  /// (`NavDeepLinkBuilder.addDestination` builds on the destination before).
  public func buildDeepLinkIds(_ previousDestination: NavDestination? = nil) -> [Int32] {
    var hierarchy: [NavDestination] = []
    var current: NavDestination? = self
    while let node = current {
      let parent = node.parent
      if let previousParent = previousDestination?.parent, previousParent.findNode(node.id) === node {
        hierarchy.insert(node, at: 0)
        break
      }
      if parent == nil || parent?.startDestinationId != node.id { hierarchy.insert(node, at: 0) }
      if parent === previousDestination { break }
      current = parent
    }
    return hierarchy.map(\.id)
  }
}

extension NavGraph {
  /// AndroidX's `NavGraph.findStartDestination()`: the start destination, through nested graphs' start
  /// destinations, down to one that is not a graph (the graph itself when a start destination is missing).
  public func findStartDestination() -> NavDestination {
    var node: NavDestination = self
    while let graph = node as? NavGraph, let start = graph.findNode(graph.startDestinationId, searchParents: false) {
      node = start
    }
    return node
  }
}
