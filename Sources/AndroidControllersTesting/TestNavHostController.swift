public import AndroidControllers
public import AndroidFormat

/// A `NavHostController` for tests of navigation logic without fragments or activities: AndroidX's
/// `androidx.navigation.testing.TestNavHostController` (spec §6.5).
///
/// Its navigators (navigation-testing's `TestNavigatorProvider`) only keep the back stack: no fragment transaction,
/// no activity start. ``setCurrentDestination(_:_:)`` jumps anywhere in the graph as an explicit deep link does, with
/// the synthetic back stack; `backStack` lists the entries, graphs included.
///
/// ```swift
/// let navController = TestNavHostController(activity)
/// navController.setGraph(R.navigation.nav_graph)
/// navController.navigate(R.id.action_title_to_register)
/// #expect(navController.currentDestination?.id == R.id.register)
/// ```
@preconcurrency @MainActor
public final class TestNavHostController: NavHostController {
  /// AndroidX's `TestNavHostController(Context)`: the context's resources give the graphs and ids.
  public override init(_ context: Context) {
    super.init(context)
    useTestNavigators()
  }

  /// A controller over an app's resources without a device (the graphs of `resources.navigations`), its ids
  /// numbered as the device's are. Not in AndroidX (a context always has resources there).
  public override init(resources: AndroidResources, packageName: String) {
    super.init(resources: resources, packageName: packageName)
    useTestNavigators()
  }

  private func useTestNavigators() {
    for name in ["fragment", "dialog", "activity"] { navigatorProvider.addNavigator(TestNavigator(name: name)) }
    navigatorProvider.fallback = { TestNavigator(name: $0) }
  }

  /// AndroidX's `setCurrentDestination(int, Bundle)`: the destination becomes current with the back stack an
  /// explicit deep link to it builds (the start destinations of the graphs above it), `args` and the deep link's
  /// intent (`NavController.KEY_DEEP_LINK_INTENT`) on every entry, as `handleDeepLink` gives them.
  public func setCurrentDestination(_ destId: Int32, _ args: Bundle = Bundle()) {
    navigateExplicitDeepLink(destId, args)
  }
}

/// navigation-testing's `TestNavigator`: keeps entries, shows nothing.
@preconcurrency @MainActor
final class TestNavigator: Navigator {}
