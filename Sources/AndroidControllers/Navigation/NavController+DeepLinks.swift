// Deep links: `navigate(Uri)`, `handleDeepLink(Intent)` and the synthetic back stack they build (AndroidX
// NavController.handleDeepLink / navigate(NavDeepLinkRequest), NavDestination.buildDeepLinkIds; spec §6.4).
extension NavController {
  /// AndroidX's `navigate(Uri)`: to the destination whose `<deepLink>` matches, with the URI's arguments; none fails
  /// with AndroidX's text.
  public func navigate(_ deepLink: Uri) { navigate(deepLink, nil) }

  /// AndroidX's `navigate(Uri, NavOptions)`.
  public func navigate(_ deepLink: Uri, _ navOptions: NavOptions?) {
    guard let rootGraph else {
      AndroidException.raise(
        .illegalState(
          "No current destination found. Ensure a navigation graph has been set for NavController \(self)."))
      return
    }
    guard let (destination, arguments) = match(deepLink, in: rootGraph) else {
      AndroidException.raise(
        .illegalArgument(
          "Navigation destination that matches request NavDeepLinkRequest{ uri=\(deepLink) } cannot be found in the "
            + "navigation graph \(rootGraph)"))
      return
    }
    navigate(to: destination, args: arguments, navOptions: navOptions)
  }

  /// AndroidX's `handleDeepLink(Intent)`: when the intent's data matches a deep link of the graph, the back stack is
  /// built for it and true returned. With `FLAG_ACTIVITY_NEW_TASK` but not `CLEAR_TASK`, the activity starts itself
  /// again with `CLEAR_TASK` added and finishes ("we don't know what state our whole task stack is in"), so the new
  /// instance has the task to itself; with both, the task holds the synthetic stack (the start destinations of the
  /// graphs above the destination, then it); without NEW_TASK, the destination is shown over the root graph alone
  /// (popUpTo the graph, inclusive).
  @discardableResult
  public func handleDeepLink(_ intent: Intent?) -> Bool {
    guard let intent, let rootGraph, let data = intent.data, let (destination, arguments) = match(data, in: rootGraph)
    else { return false }
    if intent.has(Intent.FLAG_ACTIVITY_NEW_TASK), !intent.has(Intent.FLAG_ACTIVITY_CLEAR_TASK),
      let activity = context as? Activity
    {
      // AndroidX: TaskStackBuilder.create(context).addNextIntentWithParentStack(intent).startActivities(), then
      // activity.finish(). The activity here has no parent activity to add.
      activity.startActivity(Intent(intent).addFlags(Intent.FLAG_ACTIVITY_CLEAR_TASK))
      activity.finish()
      return true
    }
    if intent.has(Intent.FLAG_ACTIVITY_NEW_TASK) {
      rebuildSyntheticStack(to: destination, arguments: arguments)
    } else {
      let options = NavOptions.Builder().setPopUpTo(rootGraph.id, true).build()
      navigate(to: destination, args: arguments, navOptions: options)
    }
    return true
  }

  /// The back stack a deep link to `destination` builds on its own task: the root graph's start, each graph above
  /// the destination that is not its parent's start (navigated to: its start destination), then the destination
  /// (AndroidX `buildDeepLinkIds` and the navigation loop of `handleDeepLink`).
  func rebuildSyntheticStack(to destination: NavDestination, arguments: Bundle?) {
    if let bottom = backQueue.first {
      _ = popBackStackInternal(bottom.destination.id, inclusive: true, saveState: false)
    }
    var ids: [NavDestination] = []
    var current: NavDestination? = destination
    while let node = current {
      if node.parent == nil || node.parent?.startDestinationId != node.id { ids.insert(node, at: 0) }
      current = node.parent
    }
    for node in ids {
      guard !AndroidException.isUnwinding else { return }
      navigate(to: node, args: node === destination ? arguments : nil, navOptions: nil)
    }
  }

  /// The best destination for `uri` below `graph`, depth first, with the arguments its pattern takes out (typed by
  /// the destination's arguments).
  func match(_ uri: Uri, in graph: NavGraph) -> (NavDestination, Bundle)? {
    for destination in [graph as NavDestination] + graph.descendants {
      for link in destination.deepLinks {
        guard let values = link.matchingArguments(uri) else { continue }
        let bundle = Bundle()
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
          let type = destination.arguments.first { $0.name == name }?.argument.type ?? NavType.StringType
          type.put(bundle, name, parsing: value)
        }
        return (destination, bundle)
      }
    }
    return nil
  }

  /// An explicit deep link to `destinationId` (anywhere in the graph), as `NavDeepLinkBuilder` makes one: the
  /// synthetic back stack rebuilt in place. Raises AndroidX's text when the graph has no such destination.
  package func navigateExplicitDeepLink(_ destinationId: Int32, _ args: Bundle?) {
    guard let rootGraph else {
      AndroidException.raise(.illegalState("You must call setGraph() before calling getGraph()"))
      return
    }
    let destination = rootGraph.id == destinationId ? rootGraph : rootGraph.findDescendant(destinationId)
    guard let destination else {
      AndroidException.raise(
        .illegalArgument(
          "Navigation destination \(displayName(destinationId)) cannot be found in the navigation graph \(rootGraph)"))
      return
    }
    rebuildSyntheticStack(to: destination, arguments: args)
  }
}
