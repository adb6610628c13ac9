// Deep links: `navigate(Uri)`, `handleDeepLink(Intent)` and the synthetic back stack they build (AndroidX
// NavController.handleDeepLink / navigate(NavDeepLinkRequest), NavDestination.buildDeepLinkIds; spec §6.4).
extension NavController {
  /// AndroidX's `navigate(Uri)`: to the destination whose `<deepLink>` matches, with the URI's arguments and the
  /// request as an intent under ``KEY_DEEP_LINK_INTENT``; none fails with AndroidX's text.
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
    // AndroidX `navigate(NavDeepLinkRequest, …)`: the destination's defaults under the matched values, and the request
    // as an intent (its URI, MIME type and action) under KEY_DEEP_LINK_INTENT.
    let args = destination.addInDefaultArgs(arguments) ?? Bundle()
    args.putParcelable(Self.KEY_DEEP_LINK_INTENT, Intent().setDataAndType(deepLink, nil))
    navigate(to: destination, args: args, navOptions: navOptions)
  }

  /// AndroidX's `handleDeepLink(Intent)`: an explicit deep link (the destination ids a ``NavDeepLinkBuilder`` puts
  /// under ``KEY_DEEP_LINK_IDS``, each one's arguments under ``KEY_DEEP_LINK_ARGS``, with ``KEY_DEEP_LINK_EXTRAS`` for
  /// every destination), else the intent's data matched against the graph's deep links, gives the synthetic back
  /// stack; every destination's arguments carry the intent under ``KEY_DEEP_LINK_INTENT``.
  /// With `FLAG_ACTIVITY_NEW_TASK` but not `CLEAR_TASK`, `CLEAR_TASK` is added to the intent and the task is started
  /// again through a `TaskStackBuilder` (the activity's manifest parents under it), and the activity finishes ("we
  /// don't know what state our whole task stack is in"); with both, the task holds the synthetic stack (each id
  /// navigated to in turn); without NEW_TASK, only the final destination is shown, over the root graph alone
  /// (popUpTo the graph, inclusive): "assume we're on another app's task".
  @discardableResult
  public func handleDeepLink(_ intent: Intent?) -> Bool {
    guard let intent, let rootGraph else { return false }
    var ids = intent.getIntArrayExtra(Self.KEY_DEEP_LINK_IDS) ?? []
    var perDestination = intent.extrasIfAny?.getParcelableArrayList(Self.KEY_DEEP_LINK_ARGS, Bundle.self)
    let globalArgs = Bundle()
    if let extras = intent.getBundleExtra(Self.KEY_DEEP_LINK_EXTRAS) { globalArgs.putAll(extras) }
    if ids.isEmpty, let data = intent.data, let (destination, arguments) = match(data, in: rootGraph) {
      ids = destination.buildDeepLinkIds()
      perDestination = nil
      if let withDefaults = destination.addInDefaultArgs(arguments) { globalArgs.putAll(withDefaults) }
    }
    guard !ids.isEmpty else { return false }
    let nodes = ids.map { $0 == rootGraph.id ? rootGraph : rootGraph.findDescendant($0) }
    if let missing = nodes.firstIndex(where: { $0 == nil }) {
      Console.log(
        "I/NavController: Could not find destination \(displayName(ids[missing])) in the navigation graph, ignoring "
          + "the deep link from \(intent)")
      return false
    }
    globalArgs.putParcelable(Self.KEY_DEEP_LINK_INTENT, intent)
    let args = ids.indices.map { index in
      let arguments = Bundle()
      arguments.putAll(globalArgs)
      if let perDestination, perDestination.indices.contains(index) { arguments.putAll(perDestination[index]) }
      return arguments
    }
    if intent.has(Intent.FLAG_ACTIVITY_NEW_TASK), !intent.has(Intent.FLAG_ACTIVITY_CLEAR_TASK),
      let context
    {
      // AndroidX: the intent itself gets CLEAR_TASK, then
      // TaskStackBuilder.create(context).addNextIntentWithParentStack(intent).startActivities(); activity.finish().
      intent.addFlags(Intent.FLAG_ACTIVITY_CLEAR_TASK)
      TaskStackBuilder.create(context).addNextIntentWithParentStack(intent).startActivities()
      (context as? Activity)?.finish()
      return true
    }
    if intent.has(Intent.FLAG_ACTIVITY_NEW_TASK) {
      handleDeepLinkInOwnTask(ids, args)
    } else if let destination = nodes.last ?? nil {
      let options = NavOptions.Builder().setPopUpTo(rootGraph.id, true).build()
      navigate(to: destination, args: args[args.count - 1], navOptions: options)
    }
    return true
  }

  /// The `newTask` branch of AndroidX's `handleDeepLink`: the back stack is cleared, then each id is navigated to
  /// from the destination before it, with its arguments.
  private func handleDeepLinkInOwnTask(_ ids: [Int32], _ args: [Bundle]) {
    if let bottom = backQueue.first {
      _ = popBackStackInternal(bottom.destination.id, inclusive: true, saveState: false)
    }
    for (id, arguments) in zip(ids, args) {
      guard !AndroidException.isUnwinding else { return }
      guard let node = findDestination(id) else {
        AndroidException.raise(
          .illegalState(
            "Deep Linking failed: destination \(displayName(id)) cannot be found from the current destination "
              + "\(currentDestination.map { "\($0)" } ?? "null")"))
        return
      }
      navigate(to: node, args: arguments, navOptions: ownTaskStepOptions(into: node))
    }
    deepLinkHandled = true
  }

  /// The options of each step of a deep link on its own task (AndroidX `handleDeepLink`): into a graph that is not
  /// above the current destination (a sibling graph, as a bottom navigation's tabs are), the back stack is first
  /// popped to the start destination with its state saved ("so that each graph has its own saved state that users
  /// can return to"), unless ``enableDeepLinkSaveState(_:)`` turned that off.
  private func ownTaskStepOptions(into node: NavDestination) -> NavOptions? {
    guard Self.deepLinkSaveState, node is NavGraph, let root = rootGraph else { return nil }
    let parent = currentDestination?.parent
    guard !node.hierarchyFromRoot.contains(where: { $0 === parent }) else { return nil }
    return NavOptions.Builder().setPopUpTo(root.findStartDestination().id, false, true).build()
  }

  /// AndroidX's `NavController.enableDeepLinkSaveState(Boolean)` (`@NavDeepLinkSaveStateControl`): whether a deep
  /// link handled on its own task saves the start destination's state when it goes into a sibling graph. On by
  /// default, for the whole process: a new ``AndroidDevice`` (a new process) turns it on again.
  public static func enableDeepLinkSaveState(_ saveState: Bool) { deepLinkSaveState = saveState }

  /// The back stack a deep link to `destination` builds on its own task: each of its deep link ids navigated to in
  /// turn, `arguments` for the destination alone (AndroidX `buildDeepLinkIds` and the navigation loop of
  /// `handleDeepLink`).
  func rebuildSyntheticStack(to destination: NavDestination, arguments: Bundle?) {
    if let bottom = backQueue.first {
      _ = popBackStackInternal(bottom.destination.id, inclusive: true, saveState: false)
    }
    for id in destination.buildDeepLinkIds() {
      guard !AndroidException.isUnwinding else { return }
      guard let node = id == destination.id ? destination : findDestination(id) else { return }
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

  /// navigation-testing's `TestNavHostController.setCurrentDestination(int, Bundle)`: an explicit deep link to
  /// `destinationId` built by ``createDeepLink()`` (`args` for every destination of it, `KEY_DEEP_LINK_EXTRAS`), whose
  /// first intent `handleDeepLink` handles in place (`NEW_TASK | CLEAR_TASK`: the synthetic back stack, each entry's
  /// arguments with the intent under ``KEY_DEEP_LINK_INTENT``). A destination the graph does not have fails with
  /// `NavDeepLinkBuilder`'s text.
  package func navigateExplicitDeepLink(_ destinationId: Int32, _ args: Bundle?) {
    guard rootGraph != nil else {
      AndroidException.raise(.illegalState("You must call setGraph() before calling getGraph()"))
      return
    }
    let builder = createDeepLink().setDestination(destinationId).setArguments(args)
    guard !AndroidException.isUnwinding else { return }
    let stack = builder.createTaskStackBuilder()
    guard !AndroidException.isUnwinding, let intent = stack.editIntentAt(0) else { return }
    if !handleDeepLink(intent) {
      AndroidException.raise(.illegalArgument("Destination does not exist on the NavGraph."))
    }
  }
}
