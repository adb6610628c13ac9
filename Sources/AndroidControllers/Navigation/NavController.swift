package import AndroidFormat

/// Moves between the destinations of a navigation graph and keeps their back stack: AndroidX's `NavController`.
///
/// The rules are AndroidX's (navigation-runtime `NavController.kt`, spec §6.2): `navigate` by action (on the current
/// destination or a parent graph: a global action) or by destination id, with the action's options and default
/// arguments; `popUpTo` (inclusive or not, saving the popped entries' state), `launchSingleTop`, `restoreState` (the
/// multiple back stacks of bottom navigation); parent graphs are kept on the back stack under their destinations;
/// `OnDestinationChangedListener`s hear every change. What a change means on screen is the navigators' part: a
/// ``NavHostFragment``'s ``FragmentNavigator`` commits the fragment transactions a device would.
///
/// ```swift
/// let navController = navHostFragment.navController
/// navController.navigate(R.id.action_home_to_detail, bundleOf("itemId" to 7))
/// navController.popBackStack()
/// ```
@preconcurrency @MainActor
open class NavController {
  /// AndroidX's `getContext()`.
  public let context: Context?
  let resources: Resources?
  let packageName: String
  /// AndroidX's `getNavigatorProvider()`.
  public let navigatorProvider = NavigatorProvider()
  /// The back stack, bottom first: graph entries and destination entries (AndroidX's `backQueue`).
  ///
  /// Exempt from dynamic exclusivity checks, as `MainQueue`'s hot storage is: main-actor isolated, and no navigator
  /// or listener runs while it is being modified (a measured part of every navigate and pop).
  @exclusivity(unchecked) var backQueue: [NavBackStackEntry] = []
  var rootGraph: NavGraph?
  var listeners: [OnDestinationChangedListener] = []
  /// Saved back stacks (`popUpToSaveState`), by the id of the first saved entry, and the destinations they belong to.
  /// A destination mapped to `nil` has had its (empty) state saved: restoring it brings nothing back.
  var backStackMap: [Int32: String?] = [:]
  var backStackStates: [String: [SavedEntry]] = [:]
  /// The number of the last entry id made or restored (`entry-N`); AndroidX's ids are random UUIDs.
  var nextEntryNumber = 0
  /// The back stack saved by ``saveState()``, put back when the graph is set (AndroidX `restoreState(Bundle)`).
  var stateToRestore: Bundle?
  var deepLinkHandled = false
  /// Set by ``enableDeepLinkSaveState(_:)``.
  static var deepLinkSaveState = true
  /// Called after every change of the back stack (the host enables its Back callback).
  var onBackStackChanged: (@MainActor () -> Void)?
  private static var instances = 0
  /// Which controller of the process this is, for ``description``.
  let instanceNumber: Int

  /// The Java class `toString()` names.
  var javaClassName: String { "androidx.navigation.NavController" }

  /// An entry as `popBackStack(…, saveState = true)` keeps it (AndroidX's `NavBackStackEntryState`).
  struct SavedEntry {
    let id: String
    /// The destination's id, looked up in the graph when the entry comes back (the graph may be a re-created host's).
    let destinationId: Int32
    let arguments: Bundle?
    let savedState: [(String, Any?)]
  }

  /// AndroidX's `NavController(Context)`: the context's resources give the graphs and ids.
  public init(_ context: Context) {
    self.context = context
    resources = context.device?.resources
    packageName = context.packageName
    Self.instances += 1
    instanceNumber = Self.instances
    navigatorProvider.addNavigator(ActivityNavigator(context))
  }

  /// A controller over resources without a device. Not in AndroidX (its contexts always have resources).
  package init(resources: AndroidResources, packageName: String) {
    context = nil
    self.resources = Resources(resources, packageName: packageName)
    self.packageName = packageName
    Self.instances += 1
    instanceNumber = Self.instances
  }

  /// AndroidX's `getNavInflater()`.
  public var navInflater: NavInflater? {
    resources.map { NavInflater(resources: $0, packageName: packageName) }
  }

  /// AndroidX's `getGraph()`/`setGraph(NavGraph)`: setting a graph clears the back stack and navigates to its start
  /// destination. Reading it before one is set fails with AndroidX's text.
  public var graph: NavGraph {
    get {
      guard let rootGraph else {
        AndroidException.raise(.illegalState("You must call setGraph() before calling getGraph()"))
        return NavGraph()
      }
      return rootGraph
    }
    set { setGraph(newValue, nil) }
  }

  /// AndroidX's `setGraph(int)`: the graph of the navigation resource, inflated.
  open func setGraph(_ graphResId: Int32) {
    setGraph(graphResId, nil)
  }

  /// AndroidX's `setGraph(int, Bundle)`.
  open func setGraph(_ graphResId: Int32, _ startDestinationArgs: Bundle?) {
    guard let inflater = navInflater else {
      AndroidException.raise(.illegalState("The NavController's context has no resources to inflate a graph from"))
      return
    }
    guard let graph = inflater.inflate(graphResId) else { return }
    setGraph(graph, startDestinationArgs)
  }

  /// AndroidX's `setGraph(NavGraph, Bundle)`. A graph that is not equal to the current one (AndroidX's
  /// `NavGraph.equals`: ids, start destinations, actions, arguments, deep links) replaces it: every saved back stack
  /// is cleared (`clearBackStackInternal`, so `restoreState` finds nothing of the old graph's), the old back stack is
  /// popped, then the start destination shown. A graph equal to the current one (the same resource inflated again)
  /// changes nothing but the destination instances: its nodes go into the current graph and each entry points at the
  /// new instance of its destination; the back stack, the saved back stacks and `startDestinationArgs` are kept as
  /// they were, and listeners hear nothing.
  open func setGraph(_ graph: NavGraph, _ startDestinationArgs: Bundle?) {
    if let old = rootGraph, old.equals(graph) {
      adoptDestinations(of: graph, into: old)
      return
    }
    if let old = rootGraph {
      // AndroidX iterates over a copy of the saved keys; sorted here so that the order is the same every run.
      for destinationId in backStackMap.keys.sorted() { _ = clearBackStackInternal(destinationId) }
      if !backQueue.isEmpty { _ = popBackStackInternal(old.id, inclusive: true, saveState: false) }
    }
    rootGraph = graph
    if let state = stateToRestore {
      stateToRestore = nil
      restoreBackStack(state)
    }
    if backQueue.isEmpty {
      // AndroidX `onGraphCreated`: the activity's deep link, else the start destination.
      if !deepLinkHandled, let activity = context as? Activity, handleDeepLink(activity.intent) {
        deepLinkHandled = true
      } else {
        navigate(to: graph, args: startDestinationArgs, navOptions: nil)
      }
    } else {
      dispatchOnDestinationChanged()
    }
  }

  /// The equal-graph branch of AndroidX's `setGraph`: `graph`'s nodes replace `current`'s (the root graph object
  /// stays), then each entry's destination is found again from the root down its hierarchy.
  private func adoptDestinations(of graph: NavGraph, into current: NavGraph) {
    guard graph !== current else { return }
    // The ids down from the root first: the old nested graphs may go away once replaced (parents are weak).
    let paths = backQueue.map { $0.destination.hierarchyFromRoot.dropFirst().map(\.id) }
    for node in graph.nodes { current.adopt(node) }
    for (entry, path) in zip(backQueue, paths) {
      var found: NavDestination = current
      for id in path {
        guard let next = (found as? NavGraph)?.findNode(id, searchParents: false) else { break }
        found = next
      }
      entry.destination = found
    }
  }

  // MARK: Reading the back stack

  /// AndroidX's `getCurrentDestination()`: the top entry's destination, `nil` when the back stack is empty.
  public var currentDestination: NavDestination? { backQueue.last?.destination }

  /// AndroidX's `getCurrentBackStackEntry()`.
  public var currentBackStackEntry: NavBackStackEntry? { backQueue.last }

  /// AndroidX's `getPreviousBackStackEntry()`: the entry under the top one, graphs skipped.
  public var previousBackStackEntry: NavBackStackEntry? {
    backQueue.dropLast().last { !($0.destination is NavGraph) }
  }

  /// AndroidX's `getBackStackEntry(int)`: the topmost entry of the destination; none fails with AndroidX's text.
  public func getBackStackEntry(_ destinationId: Int32) -> NavBackStackEntry? {
    guard let entry = backQueue.last(where: { $0.destination.id == destinationId }) else {
      AndroidException.raise(
        .illegalArgument(
          "No destination with ID \(destinationId) is on the NavController's back stack. The current destination "
            + "is \(currentDestination.map { "\($0)" } ?? "null")"))
      return nil
    }
    return entry
  }

  /// The back stack, bottom first (AndroidX's `currentBackStack.value`, `TestNavHostController.backStack`).
  public var backStack: [NavBackStackEntry] { backQueue }

  // MARK: Listeners

  /// AndroidX's `addOnDestinationChangedListener`: the listener hears the current destination at once, when there
  /// is one, then every change.
  public func addOnDestinationChangedListener(_ listener: OnDestinationChangedListener) {
    listeners.append(listener)
    if let top = backQueue.last {
      listener.onDestinationChanged(self, top.destination, top.arguments)
    }
  }

  /// AndroidX's `removeOnDestinationChangedListener`.
  public func removeOnDestinationChangedListener(_ listener: OnDestinationChangedListener) {
    listeners.removeAll { $0 === listener }
  }

  // MARK: Shared steps

  func makeEntry(_ destination: NavDestination, _ arguments: Bundle?, id: String? = nil) -> NavBackStackEntry {
    nextEntryNumber += 1
    return NavBackStackEntry(destination: destination, arguments: arguments, id: id ?? "entry-\(nextEntryNumber)")
  }

  /// Keeps ids made from now on apart from a restored entry's (a re-created host's controller counts from its saved
  /// entries on, so a new entry never takes the id of a saved back stack).
  func noteRestoredId(_ id: String) {
    guard id.hasPrefix("entry-"), let number = Int(id.dropFirst("entry-".count)) else { return }
    nextEntryNumber = max(nextEntryNumber, number)
  }

  func isFloating(_ destination: NavDestination) -> Bool {
    navigatorProvider.navigator(for: destination)?.isFloatingWindow ?? false
  }

  /// AndroidX's `findDestination(int)`: the root graph by its id, else from the current destination, its graph and
  /// the graphs above (never inside a child graph).
  func findDestination(_ destinationId: Int32) -> NavDestination? {
    guard let rootGraph else { return nil }
    if rootGraph.id == destinationId { return rootGraph }
    let current = backQueue.last?.destination ?? rootGraph
    if current.id == destinationId { return current }
    let currentGraph = (current as? NavGraph) ?? current.parent ?? rootGraph
    return currentGraph.findNode(destinationId)
  }

  /// AndroidX's `dispatchOnDestinationChanged`: graphs left on top are popped, life cycles updated, listeners told.
  func dispatchOnDestinationChanged() {
    while let top = backQueue.last, top.destination is NavGraph,
      popBackStackInternal(top.destination.id, inclusive: true, saveState: false)
    {}
    updateBackStackLifecycle()
    onBackStackChanged?()
    guard let top = backQueue.last else { return }
    for listener in listeners { listener.onDestinationChanged(self, top.destination, top.arguments) }
  }

  /// AndroidX's `updateBackStackLifecycle`: the top entry and its graphs RESUMED; under a floating window, the first
  /// entry that is not one (and its graphs) STARTED; the rest CREATED.
  ///
  /// Runs on every navigate and pop: one walk down the back stack with the next graph to resume or start (AndroidX's
  /// `upwardStateTransitions` hold at most one id each), the states in stack memory.
  func updateBackStackLifecycle() {
    let queue = backQueue
    let count = queue.count
    guard count > 0 else { return }
    var resumedNext: Int32? = queue[count - 1].destination.id
    var startedNext: Int32?
    if isFloating(queue[count - 1].destination) {
      var index = count - 2
      while index >= 0 {
        let destination = queue[index].destination
        if !(destination is NavGraph), !isFloating(destination) {
          startedNext = destination.id
          break
        }
        index -= 1
      }
    }
    withUnsafeTemporaryAllocation(of: Lifecycle.State.self, capacity: count) { states in
      var index = count - 1
      while index >= 0 {
        let destination = queue[index].destination
        let state: Lifecycle.State
        if let next = resumedNext, next == destination.id {
          resumedNext = destination.parent?.id
          state = .RESUMED
        } else if let next = startedNext, next == destination.id {
          startedNext = nil
          if let parent = destination.parent, parent.id != resumedNext { startedNext = parent.id }
          state = .STARTED
        } else {
          state = .CREATED
        }
        (states.baseAddress! + index).initialize(to: state)
        index -= 1
      }
      // Downward first (top to bottom), then upward (bottom to top), as AndroidX moves entries (pausing before
      // resuming).
      index = count - 1
      while index >= 0 {
        let entry = queue[index]
        if states[index] < entry.lifecycle.currentState { entry.move(to: states[index]) }
        index -= 1
      }
      for index in 0..<count {
        let entry = queue[index]
        if states[index] > entry.lifecycle.currentState { entry.move(to: states[index]) }
      }
    }
  }
}

/// Hears a controller's destination changes: AndroidX's `NavController.OnDestinationChangedListener`.
@preconcurrency @MainActor
open class OnDestinationChangedListener {
  private let body: (@MainActor (NavController, NavDestination, Bundle?) -> Void)?

  /// A listener that calls `body`, as a Kotlin lambda would.
  public init(_ body: @escaping @MainActor (NavController, NavDestination, Bundle?) -> Void) { self.body = body }

  /// A listener whose ``onDestinationChanged(_:_:_:)`` a subclass overrides.
  public init() { body = nil }

  /// AndroidX's `onDestinationChanged(NavController, NavDestination, Bundle)`.
  open func onDestinationChanged(_ controller: NavController, _ destination: NavDestination, _ arguments: Bundle?) {
    body?(controller, destination, arguments)
  }
}
