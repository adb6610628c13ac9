// `navigate`: actions and destination ids, options, default arguments, single top, restored back stacks, and the
// parent graphs kept under each destination (AndroidX NavController.navigate / addEntryToBackStack, spec §6.2).
extension NavController {
  /// AndroidX's `navigate(int)`.
  public func navigate(_ resId: Int32) { navigate(resId, nil, nil) }

  /// AndroidX's `navigate(int, Bundle)`.
  public func navigate(_ resId: Int32, _ args: Bundle?) { navigate(resId, args, nil) }

  /// AndroidX's `navigate(int, Bundle, NavOptions)`: `resId` is an action of the current destination (or of a parent
  /// graph), whose destination, options (unless `navOptions` is given) and default arguments (under `args`) apply;
  /// otherwise a destination id, found from the current destination's graph and its parents.
  public func navigate(_ resId: Int32, _ args: Bundle?, _ navOptions: NavOptions?) {
    guard let currentNode = backQueue.last?.destination ?? rootGraph else {
      AndroidException.raise(
        .illegalState(
          "No current destination found. Ensure a navigation graph has been set for NavController \(self)."))
      return
    }
    var destinationId = resId
    var options = navOptions
    var combined: Bundle?
    let action = currentNode.getAction(resId)
    if let action {
      if options == nil { options = action.navOptions }
      destinationId = action.destinationId
      if let defaults = action.defaultArguments {
        combined = Bundle()
        combined!.putAll(defaults)
      }
    }
    if let args {
      // Without an action's defaults the caller's bundle goes on as it is: `addInDefaultArgs` copies it.
      if let combined { combined.putAll(args) } else { combined = args }
    }
    if destinationId == 0, let options, options.popUpToId != -1 {
      _ = popBackStack(options.popUpToId, options.isPopUpToInclusive(), options.shouldPopUpToSaveState())
      return
    }
    guard destinationId != 0 else {
      AndroidException.raise(
        .illegalArgument("Destination id == 0 can only be used in conjunction with a valid navOptions.popUpTo"))
      return
    }
    guard let node = findDestination(destinationId) else {
      let name = displayName(destinationId)
      AndroidException.raise(
        .illegalArgument(
          action != nil
            ? "Navigation destination \(name) referenced from action \(displayName(resId)) cannot be found from "
              + "the current destination \(currentNode)"
            : "Navigation action/destination \(name) cannot be found from the current destination \(currentNode)"))
      return
    }
    navigate(to: node, args: combined, navOptions: options)
  }

  /// AndroidX's `navigate(NavDirections)`: the directions' action with their arguments.
  public func navigate(_ directions: any NavDirections) { navigate(directions.actionId, directions.arguments, nil) }

  /// AndroidX's `navigate(NavDirections, NavOptions)`.
  public func navigate(_ directions: any NavDirections, _ navOptions: NavOptions?) {
    navigate(directions.actionId, directions.arguments, navOptions)
  }

  /// AndroidX's `NavDestination.getDisplayName(Context, int)`: the id's resource name, else its decimal value.
  func displayName(_ id: Int32) -> String {
    resources?.getResourceName(id) ?? "\(id)"
  }

  /// AndroidX's private `navigate(NavDestination, Bundle, NavOptions, Extras)`.
  func navigate(to node: NavDestination, args: Bundle?, navOptions: NavOptions?) {
    var popped = false
    if let navOptions, navOptions.popUpToId != -1 {
      popped = popBackStackInternal(
        navOptions.popUpToId, inclusive: navOptions.isPopUpToInclusive(),
        saveState: navOptions.shouldPopUpToSaveState())
    }
    guard !AndroidException.isUnwinding else { return }
    let finalArgs = node.addInDefaultArgs(args)
    guard !AndroidException.isUnwinding else { return }
    var navigated = false
    var singleTop = false
    if navOptions?.shouldRestoreState() == true, backStackMap.keys.contains(node.id) {
      navigated = restoreState(node.id, finalArgs, navOptions)
    } else {
      singleTop = navOptions?.shouldLaunchSingleTop() == true && launchSingleTop(node, finalArgs)
      if !singleTop {
        navigated = push(node, finalArgs, navOptions)
      }
    }
    if popped || navigated || singleTop {
      dispatchOnDestinationChanged()
    } else {
      updateBackStackLifecycle()
    }
  }

  /// A new entry for `node` (for a graph, its start destination, graph by graph: `NavGraphNavigator`), shown by its
  /// navigator and put on the back stack with the graphs above it.
  private func push(_ node: NavDestination, _ args: Bundle?, _ navOptions: NavOptions?) -> Bool {
    var leaf = node
    var leafArgs = args
    while let graph = leaf as? NavGraph {
      guard graph.startDestinationId != 0 else {
        AndroidException.raise(
          .illegalState("no start destination defined via app:startDestination for \(graph.displayName)"))
        return false
      }
      guard let start = graph.findNode(graph.startDestinationId, searchParents: false) else {
        AndroidException.raise(
          .illegalArgument(
            "navigation destination \(graph.startDestinationIdName.map { "\(packageName):id/\($0)" } ?? "\(graph.startDestinationId)") "
              + "is not a direct child of this NavGraph"))
        return false
      }
      leaf = start
      leafArgs = start.addInDefaultArgs(leafArgs)
    }
    guard let navigator = navigatorProvider.getNavigator(leaf.navigatorName) else { return false }
    let entry = makeEntry(leaf, leafArgs)
    guard navigator.addsToBackStack else {
      navigator.navigate(entry, navOptions, initial: false, restoring: false)
      return false
    }
    let initial = !backQueue.contains { $0.destination.navigatorName == navigator.name }
    addEntryToBackStack(node, args, entry)
    navigator.navigate(entry, navOptions, initial: initial, restoring: false)
    return true
  }

  /// AndroidX's `addEntryToBackStack`: floating windows on top are popped first (unless the new destination is one);
  /// a navigated graph gets a new entry (an orphaned copy on top is popped); the graphs between the current
  /// destination's and the new one are added; graphs that do not hold the new destination are popped; the root graph
  /// is at the bottom.
  func addEntryToBackStack(
    _ node: NavDestination, _ finalArgs: Bundle?, _ entry: NavBackStackEntry, restored: [NavBackStackEntry] = []
  ) {
    let newDestination = entry.destination
    if !isFloating(newDestination) {
      while let top = backQueue.last, isFloating(top.destination),
        popBackStackInternal(top.destination.id, inclusive: true, saveState: false)
      {}
    }
    var hierarchy: [NavBackStackEntry] = []
    var destination: NavDestination? = newDestination
    if node is NavGraph {
      repeat {
        guard let current = destination else { break }
        if let parent = current.parent {
          hierarchy.insert(restored.last { $0.destination === parent } ?? makeEntry(parent, finalArgs), at: 0)
          if let top = backQueue.last, top.destination === parent { popEntryFromBackStack() }
        }
        destination = current.parent
      } while destination != nil && destination !== node
    }
    destination = hierarchy.first?.destination ?? newDestination
    while let current = destination, findDestination(current.id) !== current {
      if let parent = current.parent {
        let args = finalArgs?.isEmpty == true ? nil : finalArgs
        hierarchy.insert(
          restored.last { $0.destination === parent } ?? makeEntry(parent, parent.addInDefaultArgs(args)), at: 0)
      }
      destination = current.parent
    }
    let overlapping = hierarchy.first?.destination ?? newDestination
    while let top = backQueue.last, let graph = top.destination as? NavGraph,
      graph.findNode(overlapping.id, searchParents: false) == nil
    {
      popEntryFromBackStack()
    }
    if let rootGraph, (backQueue.first ?? hierarchy.first)?.destination !== rootGraph {
      hierarchy.insert(
        restored.last { $0.destination === rootGraph } ?? makeEntry(rootGraph, rootGraph.addInDefaultArgs(finalArgs)),
        at: 0)
    }
    backQueue += hierarchy
    backQueue.append(entry)
  }

  /// Takes the top entry off without its navigator (a graph entry), destroyed.
  func popEntryFromBackStack() {
    let entry = backQueue.removeLast()
    entry.move(to: .DESTROYED)
  }

  /// AndroidX's `launchSingleTopInternal`: the top entry of the same destination is replaced by one with the new
  /// arguments and the same id; its navigator shows it in place.
  private func launchSingleTop(_ node: NavDestination, _ args: Bundle?) -> Bool {
    guard let top = backQueue.last, top.destination.id == node.id, !(node is NavGraph),
      let navigator = navigatorProvider.navigator(for: node)
    else { return false }
    let replacement = makeEntry(node, args, id: top.id)
    replacement.savedStateHandle.restore(from: top.savedStateHandle)
    backQueue[backQueue.count - 1] = replacement
    let count = backQueue.count { $0.destination.navigatorName == navigator.name }
    navigator.onLaunchSingleTop(replacement, backStackCount: count)
    return true
  }

  /// AndroidX's `restoreStateInternal`: the back stack saved for `destinationId` comes back, entry by entry, with
  /// the same ids, arguments and saved state. A saved destination the graph no longer has fails with AndroidX's
  /// text (`instantiateBackStack`).
  func restoreState(_ destinationId: Int32, _ args: Bundle?, _ navOptions: NavOptions?) -> Bool {
    guard let mapped = backStackMap[destinationId] else { return false }
    backStackMap = backStackMap.filter { $0.value != mapped }
    guard let stateId = mapped, let saved = backStackStates.removeValue(forKey: stateId) else { return false }
    var entries: [NavBackStackEntry] = []
    for state in saved {
      guard let destination = savedDestination(state.destinationId) else {
        AndroidException.raise(
          .illegalState(
            "Restore State failed: destination \(displayName(state.destinationId)) cannot be found from the current "
              + "destination \(currentDestination.map { "\($0)" } ?? "null")"))
        return false
      }
      let entry = makeEntry(destination, state.arguments, id: state.id)
      for (key, value) in state.savedState { entry.savedStateHandle.set(key, value) }
      entries.append(entry)
    }
    for entry in entries where !(entry.destination is NavGraph) {
      guard let navigator = navigatorProvider.navigator(for: entry.destination) else { continue }
      let initial = !backQueue.contains { $0.destination.navigatorName == navigator.name }
      addEntryToBackStack(entry.destination, args, entry, restored: entries)
      navigator.navigate(entry, navOptions, initial: initial, restoring: true)
    }
    return true
  }
}

extension SavedStateHandle {
  /// Takes over another handle's values (a single-top replacement keeps its entry's state).
  func restore(from other: SavedStateHandle) {
    for key in other.keys() { set(key, other.get(key) as Any?) }
  }
}

extension NavController {
  /// The destination of a saved entry: the root graph, or a destination anywhere in it.
  func savedDestination(_ destinationId: Int32) -> NavDestination? {
    guard let rootGraph else { return nil }
    return rootGraph.id == destinationId ? rootGraph : rootGraph.findDescendant(destinationId)
  }
}
