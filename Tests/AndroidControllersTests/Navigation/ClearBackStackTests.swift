import AndroidControllers
import AndroidControllersTesting
import SegueTestSupport
import Testing

/// `NavController.clearBackStack(int)` and the saved back stacks in `saveState()`/`restoreState(Bundle)`, as AndroidX's
/// navigation-runtime `NavController.kt` has them: `clearBackStackInternal` restores the back stack saved for the id
/// (`restoreStateInternal`) and pops it again without saving; `saveState` writes the saved back stacks' map under
/// `KEY_BACK_STACK_DEST_IDS`/`KEY_BACK_STACK_IDS` and their entries under `KEY_BACK_STACK_STATES_IDS` and
/// `KEY_BACK_STACK_STATES_PREFIX` + id, so that `restoreState` in a re-created host finds them. Spec §6.2 (multiple
/// back stacks). On `nav_simple` (``NavigationTestGraphs``) with a `TestNavHostController`.
@MainActor @Suite struct ClearBackStackTests {
  private typealias G = NavigationTestGraphs
  private func id(_ name: String) -> Int32 { G.id(name) }
  private let restoring = NavOptions.Builder().setRestoreState(true).build()

  /// The back stack as `destination STATE` lines, graphs included.
  private func entries(_ navController: NavController) -> [String] {
    navController.backStack.map { "\($0.destination.idName ?? "?") \($0.lifecycle.currentState)" }
  }

  /// `nav_simple` at `second_test`, whose entry holds a `SavedStateHandle` value, popped with its state saved.
  private func savedSecond() -> (TestNavHostController, NavBackStackEntry) {
    let navController = G.controller()
    navController.setGraph(G.navigation("nav_simple"))
    navController.navigate(id("second_test"))
    let second = navController.currentBackStackEntry!
    second.savedStateHandle.set("scroll", 120)
    navController.popBackStack(id("second_test"), true, true)
    return (navController, second)
  }

  @Test(.tags(.android6_2)) func clearingASavedBackStackForgetsItAndReturnsTrue() {
    let (navController, second) = savedSecond()
    var heard: [String] = []
    navController.addOnDestinationChangedListener(
      OnDestinationChangedListener { _, destination, _ in heard.append(destination.idName ?? "?") })
    heard.removeAll()
    // Restored, then popped again without saving: the back stack is as it was, the listeners hear it again.
    #expect(navController.clearBackStack(id("second_test")))
    #expect(heard == ["start_test"])
    #expect(entries(navController) == ["nav_root RESUMED", "start_test RESUMED"])
    // Nothing is saved any more: clearing again does nothing, and restoring makes a new entry without the state.
    #expect(!navController.clearBackStack(id("second_test")))
    #expect(heard == ["start_test"])
    navController.navigate(id("second_test"), nil, restoring)
    let fresh = navController.currentBackStackEntry!
    #expect(fresh.destination.idName == "second_test")
    #expect(fresh.id != second.id)
    #expect(fresh.savedStateHandle.get("scroll") as Int? == nil)
  }

  @Test(.tags(.android6_2)) func clearingWhatWasNeverSavedReturnsFalseAndChangesNothing() {
    let navController = G.controller()
    navController.setGraph(G.navigation("nav_simple"))
    navController.navigate(id("second_test"))
    #expect(!navController.clearBackStack(id("second_test")))
    #expect(!navController.clearBackStack(id("start_test")))
    #expect(entries(navController) == ["nav_root RESUMED", "start_test CREATED", "second_test RESUMED"])
  }

  @Test(.tags(.android6_2)) func savedBackStacksTravelInTheSavedStateUnderAndroidXsKeys() throws {
    let (navController, second) = savedSecond()
    let state = try #require(navController.saveState())
    #expect(
      state.keySet() == [
        "android-support-nav:controller:backStack", "android-support-nav:controller:backStackDestIds",
        "android-support-nav:controller:backStackIds", "android-support-nav:controller:backStackStates:\(second.id)",
        "android-support-nav:controller:backStackStates",
      ])
    #expect(state.getIntArray("android-support-nav:controller:backStackDestIds") == [id("second_test")])
    #expect(state.getStringArrayList("android-support-nav:controller:backStackIds") == [second.id])
    #expect(state.getStringArrayList("android-support-nav:controller:backStackStates") == [second.id])

    // A re-created host: a new controller restores the state before its graph is set, then brings the saved back
    // stack back with the entry's id and `SavedStateHandle` value.
    let recreated = G.controller()
    recreated.restoreState(state)
    recreated.setGraph(G.navigation("nav_simple"))
    #expect(entries(recreated) == ["nav_root RESUMED", "start_test RESUMED"])
    recreated.navigate(id("second_test"), nil, restoring)
    let restored = try #require(recreated.currentBackStackEntry)
    #expect(restored.id == second.id)
    #expect(restored.savedStateHandle.get("scroll") as Int? == 120)
    #expect(entries(recreated) == ["nav_root RESUMED", "start_test CREATED", "second_test RESUMED"])
  }

  @Test(.tags(.android6_2)) func aRestoredControllerClearsWhatTheFirstSaved() {
    let (navController, _) = savedSecond()
    let recreated = G.controller()
    recreated.restoreState(navController.saveState())
    recreated.setGraph(G.navigation("nav_simple"))
    #expect(recreated.clearBackStack(id("second_test")))
    #expect(recreated.saveState()?.keySet() == ["android-support-nav:controller:backStack"])
  }
}
