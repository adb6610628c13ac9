import AndroidControllers
import AndroidControllersTesting
import AndroidShop
import Foundation
import SegueTestSupport
import Testing

/// Navigation in a running app: the AndroidShop example's `StoreActivity`, whose `NavHostFragment` shows
/// `store_graph` (a nested catalog graph with a dialog and a deep link, an included basket graph, an account
/// destination) above three tabs. Spec §6.2, §6.4; AndroidX navigation-fragment `FragmentNavigator`,
/// `DialogFragmentNavigator`, `NavHostFragment`, navigation-ui `NavigationUI.onNavDestinationSelected`.
@MainActor @Suite struct NavHostFragmentTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/AndroidShop/src/main")

  private func store() throws -> (AndroidApp, StoreActivity) {
    let app = try AndroidApp.launch(
      appFolder: Self.folder, activities: AndroidShopClasses.activities, fragments: AndroidShopClasses.fragments)
    try app.onActivity(AndroidShop.MainActivity.self) { $0.startActivity(Intent($0, StoreActivity.self)) }
    let store = try #require(app.topActivity as? StoreActivity)
    return (app, store)
  }

  /// The back stack as `destination STATE` lines, graphs included.
  private func entries(_ store: StoreActivity) -> [String] {
    store.navController?.backStack.map { "\($0.destination.idName ?? "?") \($0.lifecycle.currentState)" } ?? []
  }

  private func id(_ app: AndroidApp, _ name: String) -> Int32 {
    app.device.resources.getIdentifier(name, "id", app.device.packageName)
  }

  @Test(.tags(.android6_2)) func theHostShowsTheStartDestinationAndEachNavigationIsAFragmentTransaction() throws {
    let (app, store) = try store()
    #expect(entries(store) == ["store_graph RESUMED", "catalog_graph RESUMED", "catalog RESUMED"])
    _ = app.takeTrace()
    try app.click(text: "Kettle")
    #expect(
      entries(store) == ["store_graph RESUMED", "catalog_graph RESUMED", "catalog CREATED", "item RESUMED"])
    let arguments = try #require(store.navController?.currentBackStackEntry?.arguments)
    #expect(arguments.description == "Bundle[{quantity=1, itemName=Kettle}]")
    // FragmentNavigator: replace(container, fragment, entry.id), setPrimaryNavigationFragment, reordering allowed,
    // addToBackStack(entry.id): the fragment manager's life cycle for that transaction (FragmentReplaceTest's).
    #expect(
      app.takeTrace() == [
        "CatalogFragment.onPause", "CatalogFragment.onStop", "CatalogFragment.onDestroyView", "ItemFragment.onAttach",
        "ItemFragment.onCreate(null)", "ItemFragment.onCreateView", "ItemFragment.onViewCreated",
        "ItemFragment.onViewStateRestored", "ItemFragment.onStart", "ItemFragment.onResume",
      ])
    #expect(
      app.snapshot.description == """
        task 1: MainActivity CREATED > StoreActivity RESUMED
          MainActivity fragments:
            ProductListFragment CREATED in product_list
          StoreActivity fragments:
            NavHostFragment RESUMED in nav_host
              ItemFragment RESUMED in nav_host tag entry-4
              back stack: entry-4
        app in front
        """)
    try app.pressBack()
    #expect(entries(store) == ["store_graph RESUMED", "catalog_graph RESUMED", "catalog RESUMED"])
    #expect(app.topActivity === store)
    try app.pressBack()  // at the start destination, Back finishes the activity
    #expect(app.topActivity is AndroidShop.MainActivity)
  }

  @Test(.tags(.android6_2)) func aDialogKeepsTheEntryBelowStartedAndPassesAResultThroughSavedStateHandle() throws {
    let (app, store) = try store()
    try app.click(text: "Kettle")
    try app.click(text: "Rate")
    #expect(
      entries(store) == [
        "store_graph RESUMED", "catalog_graph RESUMED", "catalog CREATED", "item STARTED", "rate RESUMED",
      ])
    let host = try #require(store.supportFragmentManager.findFragmentById(id(app, "nav_host")))
    let item = try #require(host.childFragmentManager.fragments.first { $0 is ItemFragment })
    #expect(item.lifecycle.currentState == .RESUMED)  // the fragment under a dialog gets no callback
    let dialog = try #require(host.childFragmentManager.fragments.first { $0 is RateDialogFragment })
    try app.step { (dialog as? RateDialogFragment)?.rate() }
    #expect(entries(store) == ["store_graph RESUMED", "catalog_graph RESUMED", "catalog CREATED", "item RESUMED"])
    #expect((item as? ItemFragment)?.rating == 5)
  }

  @Test(.tags(.android6_2)) func eachTabKeepsItsOwnBackStack() throws {
    let (app, store) = try store()
    var heard: [String] = []
    store.navController?.addOnDestinationChangedListener(
      OnDestinationChangedListener { _, destination, _ in heard.append(destination.idName ?? "?") })
    try app.click(text: "Kettle")
    try app.click(text: "Basket")
    try app.click(text: "Checkout")
    #expect(
      entries(store) == [
        "store_graph RESUMED", "catalog_graph CREATED", "catalog CREATED", "basket_graph RESUMED", "basket CREATED",
        "checkout RESUMED",
      ])
    try app.click(text: "Catalog")  // the saved catalog stack comes back, item on top, with its arguments
    #expect(entries(store) == ["store_graph RESUMED", "catalog_graph RESUMED", "catalog CREATED", "item RESUMED"])
    #expect(store.navController?.currentBackStackEntry?.arguments?.getString("itemName") == "Kettle")
    try app.click(text: "Basket")
    #expect(store.navController?.currentDestination?.idName == "checkout")
    try app.click(text: "Place order")  // popUpTo basket inclusive, then basket again
    #expect(
      entries(store) == [
        "store_graph RESUMED", "catalog_graph CREATED", "catalog CREATED", "basket_graph RESUMED", "basket RESUMED",
      ])
    try app.click(text: "Account")
    #expect(entries(store) == ["store_graph RESUMED", "catalog_graph CREATED", "catalog CREATED", "account RESUMED"])
    #expect(heard == ["catalog", "item", "basket", "checkout", "item", "checkout", "basket", "account"])
  }

  @Test(.tags(.android6_4)) func aDeepLinkInANewTaskBuildsTheSyntheticBackStack() throws {
    let app = try AndroidApp.launch(
      appFolder: Self.folder, activities: AndroidShopClasses.activities, fragments: AndroidShopClasses.fragments)
    try app.pressHome()
    try app.step {
      app.device.startActivity(Intent(Intent.ACTION_VIEW).setData(Uri.parse("shop://item/Moka%20pot")))
    }
    // NEW_TASK without CLEAR_TASK: the first StoreActivity starts itself again with CLEAR_TASK and finishes, so the
    // task holds the new instance alone, with the synthetic back stack (AndroidX NavController.handleDeepLink).
    let store = try #require(app.topActivity as? StoreActivity)
    #expect(app.device.recentTasks.map { $0.activities.map(\.component.shortClassName) } == [[".StoreActivity"]])
    #expect(app.trace.filter { $0.hasPrefix("StoreActivity.onCreate") }.count == 2)
    #expect(entries(store) == ["store_graph RESUMED", "catalog_graph RESUMED", "catalog CREATED", "item RESUMED"])
    let arguments = store.navController?.currentBackStackEntry?.arguments
    #expect(arguments?.getString("itemName") == "Moka pot" && arguments?.getInt("quantity") == 1)
    try app.pressBack()
    #expect(store.navController?.currentDestination?.idName == "catalog")
    try app.pressBack()
    #expect(app.device.isAtHome)
  }

  @Test(.tags(.android6_2)) func rotationKeepsTheBackStackAndTheFragments() throws {
    let (app, _) = try store()
    try app.click(text: "Kettle")
    try app.rotate()
    let store = try #require(app.topActivity as? StoreActivity)
    #expect(entries(store) == ["store_graph RESUMED", "catalog_graph RESUMED", "catalog CREATED", "item RESUMED"])
    let host = try #require(store.supportFragmentManager.findFragmentById(id(app, "nav_host")))
    #expect(host.childFragmentManager.fragments.map { "\(type(of: $0))" } == ["ItemFragment"])
    try app.pressBack()
    #expect(store.navController?.currentDestination?.idName == "catalog")
  }

  @Test(.tags(.android6_3, .androidAppendixA)) func anArgumentOfTheWrongTypeFailsWithAndroidXsText() throws {
    let (app, store) = try store()
    let args = Bundle()
    args.putInt("itemName", 7)
    #expect {
      try app.step { store.navController?.navigate(id(app, "to_item"), args) }
    } throws: { error in
      (error as? AndroidAppError)?.description
        == "FATAL EXCEPTION: main\njava.lang.IllegalArgumentException: Wrong argument type for 'itemName' in "
        + "argument bundle. string expected."
    }
  }

  @Test(.tags(.android6_2, .androidAppendixA)) func anUnknownDestinationFailsWithAndroidXsText() throws {
    let (app, store) = try store()
    #expect {
      try app.step { store.navController?.navigate(id(app, "checkout")) }
    } throws: { error in
      (error as? AndroidAppError)?.description
        == "FATAL EXCEPTION: main\njava.lang.IllegalArgumentException: Navigation action/destination "
        + "com.example.androidshop:id/checkout cannot be found from the current destination "
        + "Destination(com.example.androidshop:id/catalog) label=Catalog class=com.example.androidshop.CatalogFragment"
    }
  }
}
