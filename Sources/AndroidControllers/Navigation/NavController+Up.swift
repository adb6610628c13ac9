// Up: `navigateUp` and the relaunch of the app's own task from a deep-linked destination (AndroidX NavController
// navigateUp / tryRelaunchUpToExplicitStack / tryRelaunchUpToGeneratedStack, NavDeepLinkBuilder; spec §6.2, §6.4).
extension NavController {
  /// AndroidX's `KEY_DEEP_LINK_IDS`: the extra of an explicit deep link's intent that lists the destination ids to
  /// navigate to in turn (an `int[]`).
  public static let KEY_DEEP_LINK_IDS = "android-support-nav:controller:deepLinkIds"
  /// AndroidX's `KEY_DEEP_LINK_EXTRAS`: the extra of an explicit deep link's intent with the arguments every
  /// destination of the deep link gets (a `Bundle`).
  public static let KEY_DEEP_LINK_EXTRAS = "android-support-nav:controller:deepLinkExtras"
  /// AndroidX's `KEY_DEEP_LINK_ARGS`: the extra of an explicit deep link's intent with each destination's own
  /// arguments, one `Bundle` per id of ``KEY_DEEP_LINK_IDS`` (a parcelable `ArrayList<Bundle>`).
  public static let KEY_DEEP_LINK_ARGS = "android-support-nav:controller:deepLinkArgs"
  /// AndroidX's `KEY_DEEP_LINK_INTENT`: the intent that deep linked, as an argument of every destination the deep
  /// link navigated to and as an extra of every activity a deep link's task stack starts (an `Intent`).
  public static let KEY_DEEP_LINK_INTENT = "android-support-nav:controller:deepLinkIntent"

  /// AndroidX's `navigateUp()`: with more than one destination on the back stack, `popBackStack()`. With one, the
  /// app may have been deep linked into another app's task: when the activity's intent is an explicit deep link
  /// (``KEY_DEEP_LINK_IDS``), the stack one level above it is relaunched; otherwise the first parent graph whose
  /// start destination is not where the user is (the destination, then each graph above it) is Up, relaunched with
  /// the deep link's arguments. A relaunch starts the task a ``NavDeepLinkBuilder`` builds (the activity's manifest
  /// parents, then the activity with `FLAG_ACTIVITY_NEW_TASK | FLAG_ACTIVITY_CLEAR_TASK` and the ids to navigate to
  /// as extras) and finishes this one; false when already at the root.
  ///
  /// A controller that has no activity [I: its context is not an `Activity`, as for a `TestNavHostController` made
  /// over resources] has no task to relaunch: the same synthetic stack is rebuilt in place.
  @discardableResult
  public func navigateUp() -> Bool {
    let destinations = backQueue.count { !($0.destination is NavGraph) }
    guard destinations == 1 else { return popBackStack() }
    if let activity = context as? Activity, activity.intent.getIntArrayExtra(Self.KEY_DEEP_LINK_IDS) != nil {
      return tryRelaunchUpToExplicitStack(activity)
    }
    return tryRelaunchUpToGeneratedStack()
  }

  /// AndroidX's `tryRelaunchUpToExplicitStack`: the explicit deep link's ids and per-destination arguments without
  /// the last ones, when the last id (a graph: its start destination) is the current destination, relaunched through
  /// `createDeepLink()` with the original intent under ``KEY_DEEP_LINK_INTENT`` and the deep link's extras.
  private func tryRelaunchUpToExplicitStack(_ activity: Activity) -> Bool {
    guard deepLinkHandled, let rootGraph else { return false }
    let intent = activity.intent
    var ids = intent.getIntArrayExtra(Self.KEY_DEEP_LINK_IDS) ?? []
    var perDestination = intent.extrasIfAny?.getParcelableArrayList(Self.KEY_DEEP_LINK_ARGS, Bundle.self)
    guard ids.count >= 2 else { return false }
    var leafId = ids.removeLast()
    if perDestination?.isEmpty == false { perDestination?.removeLast() }
    if let graph = (leafId == rootGraph.id ? rootGraph : rootGraph.findDescendant(leafId)) as? NavGraph {
      leafId = graph.findStartDestination().id
    }
    guard leafId == currentDestination?.id else { return false }
    let arguments = Bundle()
    arguments.putParcelable(Self.KEY_DEEP_LINK_INTENT, intent)
    if let extras = intent.getBundleExtra(Self.KEY_DEEP_LINK_EXTRAS) { arguments.putAll(extras) }
    let builder = createDeepLink().setArguments(arguments)
    for (index, id) in ids.enumerated() {
      builder.addDestination(id, perDestination.flatMap { $0.indices.contains(index) ? $0[index] : nil })
    }
    builder.createTaskStackBuilder().startActivities()
    activity.finish()
    return true
  }

  /// AndroidX's `tryRelaunchUpToGeneratedStack`: the first graph above the current destination whose start
  /// destination is not the way up, relaunched through a `NavDeepLinkBuilder`; when the activity was started by a
  /// URI, its intent goes along under ``KEY_DEEP_LINK_INTENT`` with the arguments its deep link matched.
  private func tryRelaunchUpToGeneratedStack() -> Bool {
    guard let current = currentDestination else { return false }
    var id = current.id
    var parent = current.parent
    while let graph = parent {
      if graph.startDestinationId != id {
        guard let activity = context as? Activity else {
          rebuildSyntheticStack(to: graph, arguments: nil)
          return true
        }
        let arguments = Bundle()
        if let data = activity.intent.data {
          arguments.putParcelable(Self.KEY_DEEP_LINK_INTENT, activity.intent)
          if let rootGraph, let (destination, values) = match(data, in: rootGraph),
            let withDefaults = destination.addInDefaultArgs(values)
          {
            arguments.putAll(withDefaults)
          }
        }
        NavDeepLinkBuilder(self).setDestination(graph.id).setArguments(arguments).createTaskStackBuilder()
          .startActivities()
        activity.finish()
        return true
      }
      id = graph.id
      parent = graph.parent
    }
    return false
  }
}
