// Up: `navigateUp` and the relaunch of the app's own task from a deep-linked destination (AndroidX NavController
// navigateUp / tryRelaunchUpToExplicitStack / tryRelaunchUpToGeneratedStack, NavDeepLinkBuilder; spec §6.2, §6.4).
extension NavController {
  /// AndroidX's `KEY_DEEP_LINK_IDS`: the extra of an explicit deep link's intent that lists the destination ids to
  /// navigate to in turn (an `int[]`).
  public static let KEY_DEEP_LINK_IDS = "android-support-nav:controller:deepLinkIds"
  /// AndroidX's `KEY_DEEP_LINK_EXTRAS`: the extra of an explicit deep link's intent with the arguments every
  /// destination of the deep link gets (a `Bundle`).
  public static let KEY_DEEP_LINK_EXTRAS = "android-support-nav:controller:deepLinkExtras"

  /// AndroidX's `navigateUp()`: with more than one destination on the back stack, `popBackStack()`. With one, the
  /// app may have been deep linked into another app's task: when the activity's intent is an explicit deep link
  /// (``KEY_DEEP_LINK_IDS``), the stack one level above it is relaunched; otherwise the first parent graph whose
  /// start destination is not where the user is (the destination, then each graph above it) is Up, relaunched with
  /// the deep link's arguments. A relaunch starts the activity in its own task (`FLAG_ACTIVITY_NEW_TASK |
  /// FLAG_ACTIVITY_CLEAR_TASK`, the ids to navigate to as extras, as `NavDeepLinkBuilder` makes the intent) and
  /// finishes this one; false when already at the root.
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

  /// AndroidX's `tryRelaunchUpToExplicitStack`: the explicit deep link's ids without the last one, when the last one
  /// (a graph: its start destination) is the current destination.
  private func tryRelaunchUpToExplicitStack(_ activity: Activity) -> Bool {
    guard deepLinkHandled, let rootGraph else { return false }
    let intent = activity.intent
    var ids = intent.getIntArrayExtra(Self.KEY_DEEP_LINK_IDS) ?? []
    guard ids.count >= 2 else { return false }
    var leafId = ids.removeLast()
    if let graph = (leafId == rootGraph.id ? rootGraph : rootGraph.findDescendant(leafId)) as? NavGraph {
      leafId = graph.findStartDestination().id
    }
    guard leafId == currentDestination?.id else { return false }
    let arguments = Bundle()
    if let extras = intent.getBundleExtra(Self.KEY_DEEP_LINK_EXTRAS) { arguments.putAll(extras) }
    relaunch(activity, ids, arguments)
    return true
  }

  /// AndroidX's `tryRelaunchUpToGeneratedStack`: the first graph above the current destination whose start
  /// destination is not the way up, with the arguments of the deep link the activity was started by.
  private func tryRelaunchUpToGeneratedStack() -> Bool {
    guard let current = currentDestination else { return false }
    var id = current.id
    var parent = current.parent
    while let graph = parent {
      if graph.startDestinationId != id {
        let arguments = Bundle()
        let activity = context as? Activity
        if let rootGraph, let data = activity?.intent.data, let (destination, values) = match(data, in: rootGraph),
          let withDefaults = destination.addInDefaultArgs(values)
        {
          arguments.putAll(withDefaults)
        }
        guard let activity else {
          rebuildSyntheticStack(to: graph, arguments: nil)
          return true
        }
        relaunch(activity, graph.buildDeepLinkIds(), arguments)
        return true
      }
      id = graph.id
      parent = graph.parent
    }
    return false
  }

  /// `NavDeepLinkBuilder(activity).createTaskStackBuilder().startActivities()` then `activity.finish()`: an intent
  /// for the activity's own component with `FLAG_ACTIVITY_NEW_TASK | FLAG_ACTIVITY_CLEAR_TASK`, the deep link ids
  /// and the arguments. [I: the manifest's parent activities are not put under it, and the original intent is not
  /// attached as `KEY_DEEP_LINK_INTENT`: our `Intent` is not a `Parcelable` extra.]
  private func relaunch(_ activity: Activity, _ ids: [Int32], _ arguments: Bundle) {
    let intent = Intent().addFlags(Intent.FLAG_ACTIVITY_NEW_TASK | Intent.FLAG_ACTIVITY_CLEAR_TASK)
    if let component = activity.componentName { _ = intent.setComponent(component) }
    _ = intent.putExtra(Self.KEY_DEEP_LINK_IDS, ids)
    _ = intent.putExtra(Self.KEY_DEEP_LINK_EXTRAS, arguments)
    activity.startActivities([intent])
    activity.finish()
  }
}
