import AndroidControllers
import AndroidControllersTesting
import SegueTestSupport
import Testing

/// The expectations of AndroidX's `NavControllerTest` (androidx/androidx,
/// navigation/navigation-runtime/src/androidTest/java/androidx/navigation/NavControllerTest.kt, read at
/// 07360c475a6c0d6a9f9d0111b828ee68cb9ea8a6; Apache-2.0), on the same graphs (``NavigationTestGraphs``) with a
/// `TestNavHostController` in place of `createNavController()`'s test navigator. Spec §6.2.
@MainActor @Suite struct NavControllerTest {
  private typealias G = NavigationTestGraphs
  private func id(_ name: String) -> Int32 { G.id(name) }

  private func simple() -> TestNavHostController {
    let navController = G.controller()
    navController.setGraph(G.navigation("nav_simple"))
    return navController
  }

  @Test(.tags(.android6_2)) func testGetCurrentBackStackEntry() {
    #expect(simple().currentBackStackEntry?.destination.id == id("start_test"))
    #expect(G.controller().currentBackStackEntry == nil)
  }

  @Test(.tags(.android6_2)) func testGetPreviousBackStackEntry() {
    let navController = simple()
    #expect(navController.previousBackStackEntry == nil)
    navController.navigate(id("second_test"))
    #expect(navController.previousBackStackEntry?.destination.id == id("start_test"))
  }

  @Test(.tags(.android6_2)) func testGetGraphIllegalStateException() {
    let thrown = AndroidException.capture { _ = G.controller().graph }
    #expect(
      thrown == [
        AndroidException("java.lang.IllegalStateException", "You must call setGraph() before calling getGraph()")
      ])
  }

  @Test(.tags(.android6_2)) func testNavigate() {
    let navController = simple()
    #expect(navController.currentId == id("start_test") && navController.navigatorBackStackSize == 1)
    navController.navigate(id("second_test"))
    #expect(navController.currentId == id("second_test") && navController.navigatorBackStackSize == 2)
  }

  @Test(.tags(.android6_4)) func testInvalidNavigateViaDeepLink() {
    let navController = simple()
    let thrown = AndroidException.capture {
      navController.navigate(Uri.parse("android-app://androidx.navigation.test/invalid"))
    }
    #expect(
      thrown.map(\.description) == [
        "java.lang.IllegalArgumentException: Navigation destination that matches request NavDeepLinkRequest{ "
          + "uri=android-app://androidx.navigation.test/invalid } cannot be found in the navigation graph "
          + "\(navController.graph)"
      ])
  }

  @Test(.tags(.android6_4)) func testNavigateViaDeepLink() {
    let navController = simple()
    navController.navigate(Uri.parse("android-app://androidx.navigation.test/test"))
    #expect(navController.currentId == id("second_test") && navController.navigatorBackStackSize == 2)
  }

  @Test(.tags(.android6_4)) func testNavigationViaDeepLinkPopUpTo() {
    let navController = simple()
    navController.navigate(
      Uri.parse("android-app://androidx.navigation.test/test"),
      NavOptions.Builder().setPopUpTo(id("nav_root"), true).build())
    #expect(navController.currentId == id("second_test") && navController.navigatorBackStackSize == 1)
  }

  @Test(.tags(.android6_4)) func testNavigateToDifferentGraphViaDeepLink3x() {
    let navController = G.controller()
    navController.setGraph(G.navigation("nav_multiple_navigation"))
    #expect(navController.currentId == id("simple_child_start_test") && navController.navigatorBackStackSize == 1)
    let deepLink = Uri.parse("android-app://androidx.navigation.test/test")
    navController.navigate(deepLink)
    #expect(navController.currentId == id("deep_link_child_second_test") && navController.navigatorBackStackSize == 2)
    #expect(navController.popBackStack())
    #expect(navController.currentId == id("simple_child_start_test") && navController.navigatorBackStackSize == 1)
    navController.navigate(deepLink)
    navController.popBackStack()
    navController.navigate(deepLink)
    #expect(navController.popBackStack())
    #expect(navController.currentId == id("simple_child_start_test") && navController.navigatorBackStackSize == 1)
  }

  @Test(.tags(.android6_4)) func testNavigateToDifferentGraphViaDeepLinkToGrandchild3x() {
    let navController = G.controller()
    navController.setGraph(G.navigation("nav_multiple_navigation"))
    let deepLink = Uri.parse("android-app://androidx.navigation.test/grand_child_test")
    navController.navigate(deepLink)
    #expect(
      navController.currentId == id("deep_link_grandchild_start_test") && navController.navigatorBackStackSize == 2)
    navController.popBackStack()
    #expect(navController.currentId == id("simple_child_start_test") && navController.navigatorBackStackSize == 1)
    navController.navigate(deepLink)
    navController.popBackStack()
    navController.navigate(deepLink)
    #expect(navController.popBackStack())
    #expect(navController.currentId == id("simple_child_start_test") && navController.navigatorBackStackSize == 1)
  }

  @Test(.tags(.android6_2)) func testSaveRestoreAfterNavigateToDifferentNavGraph() {
    var navController = G.controller()
    navController.setGraph(G.navigation("nav_multiple_navigation"))
    navController.navigate(Uri.parse("android-app://androidx.navigation.test/test"))
    navController.navigate(id("simple_child_start"))
    #expect(navController.currentId == id("simple_child_start_test") && navController.navigatorBackStackSize == 3)
    let savedState = navController.saveState()
    navController = G.controller()
    navController.restoreState(savedState)
    #expect(navController.currentDestination == nil)
    navController.setGraph(G.navigation("nav_multiple_navigation"))
    #expect(navController.currentId == id("simple_child_start_test") && navController.navigatorBackStackSize == 3)
  }

  @Test(.tags(.android6_3)) func testNavigateArgsAndDefaults() {
    let navController = G.controller()
    navController.setGraph(G.navigation("nav_arguments"))
    #expect(navController.currentBackStackEntry?.arguments?.getString("test_start_default") == "default")
    let args = Bundle()
    args.putString("test", "value")
    args.putString("test_overriden_value", "override")
    navController.navigate(id("second"), args)
    let returned = navController.currentBackStackEntry?.arguments
    // Arguments without a default value aren't passed through at all; defaults are; programmatic values and the
    // action's default values override the destination's (testNavigateViaActionWithArgs).
    #expect(returned?.containsKey("test_no_default_value") == false)
    #expect(returned?.getString("test_default_value") == "default")
    #expect(returned?.getString("test") == "value")
    #expect(returned?.getString("test_overriden_value") == "override")
    #expect(returned?.getString("test_action_overriden_value") == "override")
  }

  @Test(.tags(.android6_2)) func testPopRootAndPopOnEmptyStack() {
    let navController = simple()
    #expect(navController.popBackStack() == false)
    #expect(navController.currentDestination == nil && navController.navigatorBackStackSize == 0)
    #expect(navController.popBackStack() == false)
  }

  @Test(.tags(.android6_2)) func testNavigateThenPop() {
    let navController = simple()
    navController.navigate(id("second_test"))
    #expect(navController.popBackStack())
    #expect(navController.currentId == id("start_test") && navController.navigatorBackStackSize == 1)
  }

  @Test(.tags(.android6_2)) func testNavigateThenPopToUnknownDestination() {
    Console.clear()
    let navController = simple()
    navController.navigate(id("second_test"))
    #expect(navController.popBackStack(-1, false) == false)
    #expect(navController.currentId == id("second_test") && navController.navigatorBackStackSize == 2)
    #expect(
      Console.messages == [
        "I/NavController: Ignoring popBackStack to destination -1 as it was not found on the current back stack"
      ])
  }

  @Test(.tags(.android6_2)) func testNavigateThenNavigateWithPopAndWithPopRoot() {
    for popUpTo in ["start_test", "nav_root"] {
      let navController = simple()
      navController.navigate(id("second_test"), nil, NavOptions.Builder().setPopUpTo(id(popUpTo), true).build())
      #expect(navController.currentId == id("second_test") && navController.navigatorBackStackSize == 1, "\(popUpTo)")
    }
  }

  @Test(.tags(.android6_2)) func testNavigateThenNavigateUp() {
    let navController = simple()
    navController.navigate(id("second_test"))
    #expect(navController.navigateUp())
    #expect(navController.currentId == id("start_test") && navController.navigatorBackStackSize == 1)
  }

  @Test(.tags(.android6_2)) func testNavigateViaAction() {
    let navController = simple()
    navController.navigate(id("second"))
    #expect(navController.currentId == id("second_test") && navController.navigatorBackStackSize == 2)
  }

  @Test(.tags(.android6_2)) func testNavigateOptionSingleTopNewArgs() {
    let navController = simple()
    navController.navigate(id("second_test"))
    let first = navController.currentBackStackEntry
    navController.navigate(id("self"))
    #expect(navController.currentId == id("second_test") && navController.navigatorBackStackSize == 2)
    let args = Bundle()
    args.putString("testKey", "testValue")
    navController.navigate(id("self"), args)
    var heard: [String] = []
    navController.addOnDestinationChangedListener(
      OnDestinationChangedListener { _, destination, arguments in
        heard.append("\(destination.idName ?? "-") \(arguments?.getString("testKey") ?? "null")")
      })
    #expect(navController.navigatorBackStackSize == 2)
    #expect(heard == ["second_test testValue"])
    // The replacement keeps the entry's id (AndroidX's NavBackStackEntry copy).
    #expect(navController.currentBackStackEntry?.id == first?.id)
  }

  @Test(.tags(.android6_2)) func testNavigateOptionSingleTopReplaceNullArgs() {
    let navController = simple()
    #expect(navController.currentBackStackEntry?.arguments == nil)
    let args = Bundle()
    args.putString("testKey", "testValue")
    navController.navigate(id("start_test"), args, NavOptions.Builder().setLaunchSingleTop(true).build())
    #expect(navController.currentId == id("start_test") && navController.navigatorBackStackSize == 1)
    #expect(navController.currentBackStackEntry?.arguments?.getString("testKey") == "testValue")
  }

  @Test(.tags(.android6_2)) func testNavigateOptionPopUpToInActionAndPopSelf() {
    for action in ["finish", "finish_self"] {
      let navController = simple()
      navController.navigate(id("second_test"))
      navController.navigate(id(action))
      #expect(navController.currentId == id("start_test") && navController.navigatorBackStackSize == 1, "\(action)")
    }
  }

  @Test(.tags(.android6_2)) func testNavigateWithPopUpOptionsOnlyAndNoDestinationNoPopUpTo() {
    let navController = simple()
    navController.navigate(id("second_test"))
    navController.navigate(0, nil, NavOptions.Builder().setPopUpTo(id("start_test"), false).build())
    #expect(navController.currentId == id("start_test") && navController.navigatorBackStackSize == 1)
    let thrown = AndroidException.capture { navController.navigate(0, nil, NavOptions.Builder().build()) }
    #expect(
      thrown.map(\.description) == [
        "java.lang.IllegalArgumentException: Destination id == 0 can only be used in conjunction with a valid "
          + "navOptions.popUpTo"
      ])
  }
}
