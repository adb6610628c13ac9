import AndroidControllers
import AndroidControllersTesting
import AndroidShop
import SegueTestSupport
import Testing

/// `NavController.setGraph(NavGraph, Bundle)` as AndroidX's navigation-runtime `NavController.kt` has it: when the new
/// graph is not equal to the current one (`NavGraph.equals`/`NavDestination.equals` in navigation-common: id, start
/// destination, nodes, actions, arguments, deep links), every saved back stack is cleared
/// (`clearBackStackInternal` for each key of `backStackMap`) and the old graph popped, then `onGraphCreated`
/// navigates to the new start destination; when it is equal (the same resource inflated again), only the
/// destination instances are replaced and the back stack, the saved back stacks and the listeners are left alone.
/// `NavControllerTest.kt` `testSetGraphTwice` is the AndroidX test of the first branch. Spec §6.2 (multiple back
/// stacks). On `nav_simple` (``NavigationTestGraphs``) with a `TestNavHostController`.
@MainActor @Suite struct SetGraphTests {
  private typealias G = NavigationTestGraphs
  private func id(_ name: String) -> Int32 { G.id(name) }
  private let restoring = NavOptions.Builder().setRestoreState(true).build()

  /// What a listener heard.
  private final class Heard { var value: [String] = [] }

  /// The back stack as `destination STATE` lines, graphs included.
  private func entries(_ navController: NavController) -> [String] {
    navController.backStack.map { "\($0.destination.idName ?? "?") \($0.lifecycle.currentState)" }
  }

  /// `nav_simple` at `second_test`, whose entry holds a `SavedStateHandle` value, popped with its state saved, and a
  /// listener that records what it hears from then on.
  private func savedSecond() -> (TestNavHostController, NavBackStackEntry, Heard) {
    let navController = G.controller()
    navController.setGraph(G.navigation("nav_simple"))
    navController.navigate(id("second_test"))
    let second = navController.currentBackStackEntry!
    second.savedStateHandle.set("scroll", 120)
    navController.popBackStack(id("second_test"), true, true)
    let heard = Heard()
    navController.addOnDestinationChangedListener(
      OnDestinationChangedListener { _, destination, _ in heard.value.append(destination.idName ?? "?") })
    heard.value.removeAll()
    return (navController, second, heard)
  }

  /// `nav_simple` inflated again with one more destination: the same graph id, not an equal graph.
  private func changedSimple(_ navController: NavController) throws -> NavGraph {
    let graph = try #require(navController.navInflater?.inflate(G.navigation("nav_simple")))
    let third = NavDestination("test")
    third.id = 0x7f0a_7777
    third.idName = "third_test"
    graph.addDestination(third)
    return graph
  }

  @Test(.tags(.android6_2)) func aDifferentGraphWithTheSameIdClearsTheSavedBackStacks() throws {
    let (navController, second, heard) = savedSecond()
    let changed = try changedSimple(navController)
    navController.setGraph(changed, nil)

    // The old graph popped, the new one at its start destination; the listener hears it once.
    #expect(navController.graph === changed)
    #expect(entries(navController) == ["nav_root RESUMED", "start_test RESUMED"])
    #expect(heard.value == ["start_test"])
    // Nothing saved is left: not in the saved state, not for clearBackStack, not for restoreState navigation.
    #expect(navController.saveState()?.keySet() == ["android-support-nav:controller:backStack"])
    #expect(!navController.clearBackStack(id("second_test")))
    navController.navigate(id("second_test"), nil, restoring)
    let fresh = try #require(navController.currentBackStackEntry)
    #expect(fresh.destination.idName == "second_test")
    #expect(fresh.id != second.id)
    #expect(fresh.savedStateHandle.get("scroll") as Int? == nil)
    #expect(entries(navController) == ["nav_root RESUMED", "start_test CREATED", "second_test RESUMED"])
  }

  /// AndroidX `NavControllerTest.testSetGraphTwice`, with a saved back stack: the second graph (another id) replaces
  /// the first, whose saved back stack is gone with it.
  @Test(.tags(.android6_2)) func anotherGraphReplacesTheBackStackAndItsSavedStacks() {
    let (navController, _, heard) = savedSecond()
    navController.setGraph(G.navigation("nav_multiple_navigation"))
    #expect(navController.currentId == id("simple_child_start_test"))
    #expect(navController.navigatorBackStackSize == 1)
    #expect(heard.value == ["simple_child_start_test"])
    #expect(navController.saveState()?.keySet() == ["android-support-nav:controller:backStack"])
  }

  @Test(.tags(.android6_2)) func theSameGraphInflatedAgainKeepsTheBackStackAndTheSavedStacks() throws {
    let (navController, second, heard) = savedSecond()
    navController.navigate(id("second_test"))
    let current = try #require(navController.currentBackStackEntry)
    let firstGraph = navController.graph
    let before = navController.backStack
    heard.value.removeAll()

    // AndroidX's `else` branch: the graph object stays, its nodes are the new graph's, each entry points at the new
    // instance of its destination; nothing is popped or navigated, the listener hears nothing, arguments given with
    // the graph are not used.
    let again = try #require(navController.navInflater?.inflate(G.navigation("nav_simple")))
    let startArgs = Bundle()
    startArgs.putString("ignored", "yes")
    navController.setGraph(again, startArgs)
    #expect(navController.graph === firstGraph)
    #expect(heard.value.isEmpty)
    #expect(navController.backStack.count == before.count)
    #expect(zip(navController.backStack, before).allSatisfy { $0 === $1 })
    #expect(entries(navController) == ["nav_root RESUMED", "start_test CREATED", "second_test RESUMED"])
    #expect(current.destination === again.findNode(id("second_test")))
    #expect(navController.backStack[1].destination === again.findNode(id("start_test")))
    #expect(navController.backStack[1].arguments?.containsKey("ignored") != true)
    #expect(navController.graph.findNode(id("second_test")) === again.findNode(id("second_test")))

    // The saved back stack is still there: popping to the start and restoring brings back the saved entry.
    navController.popBackStack()
    navController.navigate(id("second_test"), nil, restoring)
    let restored = try #require(navController.currentBackStackEntry)
    #expect(restored.id == second.id)
    #expect(restored.savedStateHandle.get("scroll") as Int? == 120)
    #expect(entries(navController) == ["nav_root RESUMED", "start_test CREATED", "second_test RESUMED"])
  }

  @Test(.tags(.android6_2)) func settingTheSameGraphObjectAgainChangesNothing() {
    let (navController, second, heard) = savedSecond()
    navController.setGraph(navController.graph, nil)
    #expect(heard.value.isEmpty)
    #expect(entries(navController) == ["nav_root RESUMED", "start_test RESUMED"])
    navController.navigate(id("second_test"), nil, restoring)
    #expect(navController.currentBackStackEntry?.id == second.id)
  }

  /// In a `NavHostFragment` the fragment manager's saved back stacks go too: AndroidX's `clearBackStackInternal`
  /// restores each saved stack through `FragmentNavigator.navigate` (`FragmentManager.restoreBackStack`) and pops it
  /// without saving in the same batch, so the saved fragments are never created; then the old graph's fragments go
  /// and the new graph's start destination comes. The store of `Examples/AndroidShop` (spec §6.2, §5.4).
  @Test(.tags(.android6_2)) func aNewGraphInANavHostFragmentDropsTheFragmentManagersSavedStacks() throws {
    let app = try AndroidApp.launch(
      appFolder: NavHostFragmentTests.folder, activities: AndroidShopClasses.activities,
      fragments: AndroidShopClasses.fragments)
    try app.onActivity(AndroidShop.MainActivity.self) { $0.startActivity(Intent($0, StoreActivity.self)) }
    let store = try #require(app.topActivity as? StoreActivity)
    let navController = try #require(store.navController)
    try app.click(text: "Account")
    let account = try #require(navController.currentBackStackEntry)
    try app.click(text: "Catalog")
    let host = try #require(store.supportFragmentManager.fragments.first as? NavHostFragment)
    #expect(host.childFragmentManager.hasSavedBackStack(account.id))
    _ = app.takeTrace()

    let basketGraph = app.device.resources.getIdentifier("basket_graph", "navigation", app.device.packageName)
    try app.step { navController.setGraph(basketGraph) }
    #expect(!host.childFragmentManager.hasSavedBackStack(account.id))
    #expect(
      app.takeTrace() == [
        "CatalogFragment.onPause", "CatalogFragment.onStop", "CatalogFragment.onDestroyView",
        "CatalogFragment.onDestroy", "CatalogFragment.onDetach", "BasketFragment.onAttach",
        "BasketFragment.onCreate(null)", "BasketFragment.onCreateView", "BasketFragment.onViewCreated",
        "BasketFragment.onViewStateRestored", "BasketFragment.onStart", "BasketFragment.onResume",
      ])
    #expect(entries(navController) == ["basket_graph RESUMED", "basket RESUMED"])
    #expect(navController.saveState()?.keySet().contains("android-support-nav:controller:backStackIds") == false)
  }
}
