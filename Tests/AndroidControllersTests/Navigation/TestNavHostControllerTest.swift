import AndroidControllers
import AndroidControllersTesting
import AndroidFormat
import SegueTestSupport
import Testing

/// The expectations of AndroidX's `TestNavHostControllerTest` (androidx/androidx,
/// navigation/navigation-testing/src/androidTest/java/androidx/navigation/testing/TestNavHostControllerTest.kt, read
/// at 196450dc59d8af77426a4f3e07cc45944efd9512; Apache-2.0), spec §6.5. Its `test_graph.xml` (read at
/// 27c1b27bb8f6b3153443aa88c684b244c1f401e2) has `start_test` (action `second` to `second_test`) and `second_test`;
/// the test also names `third_test`, written here without arguments: the two arguments the original expects on it
/// after one is passed are that one and `NavController.KEY_DEEP_LINK_INTENT`, which `setCurrentDestination`'s explicit
/// deep link (`createDeepLink()…createTaskStackBuilder()`, then `handleDeepLink`) adds. `testDsl` (Kotlin's graph
/// DSL) has no counterpart.
@MainActor @Suite struct TestNavHostControllerTest {
  static let graph = """
    <navigation xmlns:android="http://schemas.android.com/apk/res/android"
        xmlns:app="http://schemas.android.com/apk/res-auto" app:startDestination="@+id/start_test"
        android:id="@+id/test_graph" android:label="test_label">
      <test android:id="@+id/start_test">
        <action android:id="@+id/second" app:destination="@+id/second_test"/>
      </test>
      <test android:id="@+id/second_test"/>
      <test android:id="@+id/third_test"/>
    </navigation>
    """

  static let resources: AndroidResources = {
    var resources = AndroidResources()
    resources.navigations["test_graph"] = NavigationDecoder.decode(Array(graph.utf8), path: "test_graph.xml")
    return resources
  }()

  private func id(_ name: String) -> Int32 { Self.resources.identifier(name, "id") }

  private func controller() -> TestNavHostController {
    let navController = TestNavHostController(resources: Self.resources, packageName: "androidx.navigation.testing")
    return navController
  }

  @Test(.tags(.android6_5)) func testStartBackStack() {
    let navController = controller()
    navController.setGraph(Self.resources.identifier("test_graph", "navigation"))
    #expect(navController.backStack.map(\.destination.id) == [id("test_graph"), id("start_test")])
  }

  @Test(.tags(.android6_5)) func testNavigateBackStack() {
    let navController = controller()
    navController.setGraph(Self.resources.identifier("test_graph", "navigation"))
    navController.navigate(id("second"))
    #expect(navController.backStack.count == 3 && navController.backStack[2].destination.id == id("second_test"))
  }

  /// A navigator added for `<test>` shows the destinations instead of the test navigator.
  @Test(.tags(.android6_5)) func testCustomNavigator() {
    final class Recording: Navigator {
      var shown: [String] = []
      override func navigate(_ entry: NavBackStackEntry, _ navOptions: NavOptions?, initial: Bool, restoring: Bool) {
        shown.append(entry.destination.idName ?? "?")
      }
    }
    let navController = controller()
    let navigator = Recording(name: "test")
    navController.navigatorProvider.addNavigator(navigator)
    navController.setGraph(Self.resources.identifier("test_graph", "navigation"))
    #expect(navController.backStack.count == 2 && navController.backStack[1].destination.navigatorName == "test")
    #expect(navigator.shown == ["start_test"])
  }

  @Test(.tags(.android6_5)) func testSetDestinationId() {
    let navController = controller()
    navController.setGraph(Self.resources.identifier("test_graph", "navigation"))
    navController.setCurrentDestination(id("third_test"))
    #expect(navController.currentDestination?.id == id("third_test"))
    #expect(navController.backStack.map(\.destination.id) == [id("test_graph"), id("start_test"), id("third_test")])
  }

  @Test(.tags(.android6_5)) func testSetDestinationWithArgs() {
    let navController = controller()
    navController.setGraph(Self.resources.identifier("test_graph", "navigation"))
    let args = Bundle()
    args.putString("arg", "test")
    navController.setCurrentDestination(id("third_test"), args)
    #expect(navController.currentDestination?.id == id("third_test"))
    let actual = navController.backStack.last?.arguments
    #expect(actual?.size() == 2 && actual?.getString("arg") == "test")
    #expect(actual?.containsKey(NavController.KEY_DEEP_LINK_INTENT) == true)
  }

  /// Not in the original: a destination the graph does not have fails as `NavDeepLinkBuilder` does.
  @Test(.tags(.android6_5)) func setCurrentDestinationToAnUnknownIdFails() {
    let navController = controller()
    navController.setGraph(Self.resources.identifier("test_graph", "navigation"))
    let thrown = AndroidException.capture { navController.setCurrentDestination(-1) }
    #expect(
      thrown.map(\.description) == [
        "java.lang.IllegalArgumentException: Navigation destination -1 cannot be found in the navigation graph "
          + "\(navController.graph)"
      ])
  }
}
