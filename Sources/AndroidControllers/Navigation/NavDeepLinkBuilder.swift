internal import AndroidFormat

/// Builds an explicit deep link into a navigation graph: the intent of an activity whose `NavController` navigates to
/// the destinations in turn, with the activity's manifest parents under it — AndroidX's `NavDeepLinkBuilder`
/// (navigation-runtime `NavDeepLinkBuilder.kt`).
///
/// The intent names the context's activity (a context that is not one: the launcher activity) with
/// `FLAG_ACTIVITY_NEW_TASK | FLAG_ACTIVITY_CLEAR_TASK`, the destination ids under
/// ``NavController/KEY_DEEP_LINK_IDS`` (each destination's synthetic back stack, `buildDeepLinkIds`), their
/// arguments under ``NavController/KEY_DEEP_LINK_ARGS`` and the arguments every destination gets under
/// ``NavController/KEY_DEEP_LINK_EXTRAS``. ``createTaskStackBuilder()`` puts a copy of it over its parent stack and
/// attaches the original to every intent under ``NavController/KEY_DEEP_LINK_INTENT``.
///
/// ```swift
/// NavDeepLinkBuilder(context)
///   .setGraph(R.navigation.nav_graph)
///   .setDestination(R.id.detail, bundleOf("itemId" to 7))
///   .createTaskStackBuilder()
///   .startActivities()
/// ```
@preconcurrency @MainActor
public final class NavDeepLinkBuilder {
  private let context: Context
  private let intent: Intent
  private var graph: NavGraph?
  /// Where ids get their names for messages (AndroidX `NavDestination.getDisplayName`).
  private var resources: Resources?
  private var destinations: [(id: Int32, arguments: Bundle?)] = []

  /// AndroidX's `NavDeepLinkBuilder(Context)`.
  public init(_ context: Context) {
    self.context = context
    resources = context.device?.resources
    if let activity = context as? Activity, let component = activity.componentName {
      intent = Intent().setComponent(component)
    } else if let device = context.device, let launcher = device.manifest.launcherActivities.first {
      // `PackageManager.getLaunchIntentForPackage`: the launcher entry, explicit.
      intent = Intent(Intent.ACTION_MAIN).addCategory(Intent.CATEGORY_LAUNCHER)
        .setComponent(ComponentName(device.packageName, launcher.className))
    } else {
      intent = Intent()
    }
    intent.addFlags(Intent.FLAG_ACTIVITY_NEW_TASK | Intent.FLAG_ACTIVITY_CLEAR_TASK)
  }

  /// AndroidX's internal `NavDeepLinkBuilder(NavController)` (`NavController.createDeepLink()`): the controller's
  /// context and graph.
  convenience init(_ navController: NavController) {
    self.init(navController.context ?? Context())
    graph = navController.rootGraph
    resources = navController.resources
  }

  /// AndroidX's `setComponentName(ComponentName)`: the activity the deep link starts.
  @discardableResult
  public func setComponentName(_ componentName: ComponentName) -> NavDeepLinkBuilder {
    intent.setComponent(componentName)
    return self
  }

  /// AndroidX's `setGraph(int)`: the graph of the navigation resource.
  @discardableResult
  public func setGraph(_ navGraphId: Int32) -> NavDeepLinkBuilder {
    guard let resources = context.device?.resources,
      let inflated = NavInflater(resources: resources, packageName: context.packageName).inflate(navGraphId)
    else { return self }
    return setGraph(inflated)
  }

  /// AndroidX's `setGraph(NavGraph)`: the destinations added so far must be in it.
  @discardableResult
  public func setGraph(_ navGraph: NavGraph) -> NavDeepLinkBuilder {
    graph = navGraph
    verifyAllDestinations()
    return self
  }

  /// AndroidX's `setDestination(int, Bundle)`: the only destination, replacing those added before.
  @discardableResult
  public func setDestination(_ destId: Int32, _ args: Bundle? = nil) -> NavDeepLinkBuilder {
    destinations = [(destId, args)]
    if graph != nil { verifyAllDestinations() }
    return self
  }

  /// AndroidX's `addDestination(int, Bundle)`: one more destination, reached from the one before.
  @discardableResult
  public func addDestination(_ destId: Int32, _ args: Bundle? = nil) -> NavDeepLinkBuilder {
    destinations.append((destId, args))
    if graph != nil { verifyAllDestinations() }
    return self
  }

  /// AndroidX's `setArguments(Bundle)`: arguments every destination of the deep link gets.
  @discardableResult
  public func setArguments(_ args: Bundle?) -> NavDeepLinkBuilder {
    _ = intent.putExtra(NavController.KEY_DEEP_LINK_EXTRAS, args)
    return self
  }

  /// AndroidX's `createTaskStackBuilder()`: a copy of the deep link's intent over its activity's parent stack, every
  /// intent carrying the original under ``NavController/KEY_DEEP_LINK_INTENT``. Without a graph or a destination it
  /// fails with AndroidX's texts.
  public func createTaskStackBuilder() -> TaskStackBuilder {
    let builder = TaskStackBuilder.create(context)
    guard graph != nil else {
      AndroidException.raise(.illegalState("You must call setGraph() before constructing the deep link"))
      return builder
    }
    guard !destinations.isEmpty else {
      AndroidException.raise(
        .illegalState("You must call setDestination() or addDestination() before constructing the deep link"))
      return builder
    }
    guard fillInIntent() else { return builder }
    builder.addNextIntentWithParentStack(Intent(intent))
    for index in 0..<builder.intentCount {
      _ = builder.editIntentAt(index)?.putExtra(NavController.KEY_DEEP_LINK_INTENT, intent)
    }
    return builder
  }

  /// AndroidX's `findDestination(int)`: breadth first from the graph.
  private func findDestination(_ destId: Int32) -> NavDestination? {
    guard let graph else { return nil }
    var queue: [NavDestination] = [graph]
    var index = 0
    while index < queue.count {
      let destination = queue[index]
      index += 1
      if destination.id == destId { return destination }
      if let nested = destination as? NavGraph { queue.append(contentsOf: nested.nodes) }
    }
    return nil
  }

  private func verifyAllDestinations() {
    for destination in destinations where findDestination(destination.id) == nil {
      raiseMissing(destination.id)
      return
    }
  }

  private func raiseMissing(_ destId: Int32) {
    let name = resources?.getResourceName(destId) ?? "\(destId)"
    AndroidException.raise(
      .illegalArgument(
        "Navigation destination \(name) cannot be found in the navigation graph \(graph.map { "\($0)" } ?? "null")"))
  }

  /// AndroidX's `fillInIntent()`: each destination's deep link ids from the one before, and its arguments once per
  /// id. [I: a destination without arguments gets an empty bundle in the list, which AndroidX leaves null: our
  /// parcelable lists hold no nulls; `handleDeepLink` reads both the same way.]
  private func fillInIntent() -> Bool {
    var ids: [Int32] = []
    var arguments: [any Parcelable] = []
    var previous: NavDestination?
    for destination in destinations {
      guard let node = findDestination(destination.id) else {
        raiseMissing(destination.id)
        return false
      }
      for id in node.buildDeepLinkIds(previous) {
        ids.append(id)
        arguments.append(destination.arguments ?? Bundle())
      }
      previous = node
    }
    _ = intent.putExtra(NavController.KEY_DEEP_LINK_IDS, ids)
    intent.putParcelableArrayListExtra(NavController.KEY_DEEP_LINK_ARGS, arguments)
    return true
  }
}

extension NavController {
  /// AndroidX's `createDeepLink()`: a ``NavDeepLinkBuilder`` over this controller's context and graph.
  public func createDeepLink() -> NavDeepLinkBuilder { NavDeepLinkBuilder(self) }
}
