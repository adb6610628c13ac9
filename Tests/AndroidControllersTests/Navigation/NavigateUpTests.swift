import AndroidControllers
import AndroidControllersTesting
import AndroidShop
import Foundation
import SegueTestSupport
import Testing

/// Up from a deep-linked destination relaunches the app's own task, as AndroidX does: navigation-runtime
/// `NavController.kt` (`navigateUp`, `tryRelaunchUpToGeneratedStack`, `tryRelaunchUpToExplicitStack`,
/// `handleDeepLink`), `NavDeepLinkBuilder.kt` (the relaunch intent: the activity's class with
/// `FLAG_ACTIVITY_NEW_TASK | FLAG_ACTIVITY_CLEAR_TASK`, `KEY_DEEP_LINK_IDS` from `NavDestination.buildDeepLinkIds`),
/// and the task rules of spec §2.2 (`CLEAR_TASK` with `NEW_TASK`). Spec §6.2 (`navigateUp()`), §6.4.
@MainActor @Suite struct NavigateUpTests {
  private func id(_ app: AndroidApp, _ name: String) -> Int32 {
    app.device.resources.getIdentifier(name, "id", app.device.packageName)
  }

  private func entries(_ store: StoreActivity) -> [String] {
    store.navController?.backStack.map { "\($0.destination.idName ?? "?") \($0.lifecycle.currentState)" } ?? []
  }

  private func tasks(_ app: AndroidApp) -> [[String]] {
    app.device.recentTasks.map { $0.activities.map(\.component.shortClassName) }
  }

  /// The shop's own main activity opens `shop://item/Kettle` without `FLAG_ACTIVITY_NEW_TASK`, as a browser in its
  /// own task would: the store is started in the caller's task and shows the item alone over its graphs ("assume
  /// we're on another app's task and only start the final destination").
  private func deepLinkedStore() throws -> (AndroidApp, StoreActivity) {
    let app = try AndroidApp.launch(
      appFolder: NavHostFragmentTests.folder, activities: AndroidShopClasses.activities,
      fragments: AndroidShopClasses.fragments)
    try app.onActivity(AndroidShop.MainActivity.self) {
      $0.startActivity(Intent(Intent.ACTION_VIEW).setData(Uri.parse("shop://item/Kettle")))
    }
    let store = try #require(app.topActivity as? StoreActivity)
    #expect(entries(store) == ["store_graph RESUMED", "catalog_graph RESUMED", "item RESUMED"])
    return (app, store)
  }

  @Test(.tags(.android6_2, .android6_4)) func upFromADestinationDeepLinkedIntoAnotherTaskRelaunchesTheAppsTask() throws
  {
    let (app, store) = try deepLinkedStore()
    #expect(tasks(app) == [[".MainActivity", ".StoreActivity"]])
    _ = app.takeTrace()
    var result = false
    try app.step { result = store.navController?.navigateUp() ?? false }
    #expect(result)
    // tryRelaunchUpToGeneratedStack: item's graph (catalog_graph) does not start at item, so the graph is Up; the
    // relaunch intent lists buildDeepLinkIds(catalog_graph) = [store_graph] and carries the deep link's arguments.
    let relaunched = try #require(app.topActivity as? StoreActivity)
    #expect(relaunched !== store)
    let intent = relaunched.intent
    #expect(intent.getIntArrayExtra(NavController.KEY_DEEP_LINK_IDS) == [id(app, "store_graph")])
    // The deep link's arguments carry the URI intent the store was started by (KEY_DEEP_LINK_INTENT), as
    // tryRelaunchUpToGeneratedStack puts it; NavDeepLinkBuilder adds one argument bundle per id (KEY_DEEP_LINK_ARGS)
    // and the builder's own intent to every intent of the task (createTaskStackBuilder).
    #expect(
      intent.getBundleExtra(NavController.KEY_DEEP_LINK_EXTRAS)?.description
        == "Bundle[{android-support-nav:controller:deepLinkIntent=Intent { act=android.intent.action.VIEW "
        + "dat=shop://item/Kettle cmp=com.example.androidshop/.StoreActivity }, quantity=1, itemName=Kettle}]")
    #expect(
      intent.getParcelableArrayListExtra(NavController.KEY_DEEP_LINK_ARGS, Bundle.self)?.map(\.description)
        == ["Bundle[{}]"])
    #expect(
      intent.getParcelableExtra(NavController.KEY_DEEP_LINK_INTENT, Intent.self)?.description
        == "Intent { flg=0x10008000 cmp=com.example.androidshop/.StoreActivity (has extras) }")
    #expect(
      intent.flags & (Intent.FLAG_ACTIVITY_NEW_TASK | Intent.FLAG_ACTIVITY_CLEAR_TASK)
        == Intent.FLAG_ACTIVITY_NEW_TASK | Intent.FLAG_ACTIVITY_CLEAR_TASK)
    // NEW_TASK | CLEAR_TASK: the task of the app's affinity is cleared and the new store is its root; the old store
    // finishes itself (already finishing with its task).
    #expect(tasks(app) == [[".StoreActivity"]])
    #expect(
      app.takeTrace() == [
        "StoreActivity.onTopResumedActivityChanged(false)", "ItemFragment.onPause", "NavHostFragment.onPause",
        "StoreActivity.onPause", "NavHostFragment.onAttach", "NavHostFragment.onCreate(null)",
        "CatalogFragment.onAttach",
        "CatalogFragment.onCreate(null)", "StoreActivity.onCreate(null)", "NavHostFragment.onCreateView",
        "NavHostFragment.onViewCreated", "NavHostFragment.onViewStateRestored", "CatalogFragment.onCreateView",
        "CatalogFragment.onViewCreated", "CatalogFragment.onViewStateRestored", "NavHostFragment.onStart",
        "CatalogFragment.onStart", "StoreActivity.onStart", "StoreActivity.onPostCreate(null)",
        "StoreActivity.onResume",
        "NavHostFragment.onResume", "CatalogFragment.onResume", "StoreActivity.onPostResume",
        "StoreActivity.onTopResumedActivityChanged(true)", "StoreActivity.onWindowFocusChanged(false)",
        "StoreActivity.onWindowFocusChanged(true)", "ItemFragment.onStop", "NavHostFragment.onStop",
        "StoreActivity.onStop", "ItemFragment.onDestroyView", "NavHostFragment.onDestroyView", "ItemFragment.onDestroy",
        "ItemFragment.onDetach", "NavHostFragment.onDestroy", "NavHostFragment.onDetach", "StoreActivity.onDestroy",
        // CLEAR_TASK finished the main activity under the store too (stopped already: only destroyed).
        "ProductListFragment.onDestroyView", "ProductListFragment.onDestroy", "ProductListFragment.onDetach",
        "MainActivity.onDestroy",
      ])
    // The new instance handles the explicit deep link in its own task: the ids navigated to in turn.
    #expect(entries(relaunched) == ["store_graph RESUMED", "catalog_graph RESUMED", "catalog RESUMED"])
    // Every destination's arguments hold the intent that deep linked (the relaunched activity's own, AndroidX
    // handleDeepLink's KEY_DEEP_LINK_INTENT) with the deep link's extras.
    let arguments = try #require(relaunched.navController?.currentBackStackEntry?.arguments)
    #expect(arguments.getParcelable(NavController.KEY_DEEP_LINK_INTENT, Intent.self) === relaunched.intent)
    #expect(
      arguments.description
        == "Bundle[{android-support-nav:controller:deepLinkIntent=Intent { flg=0x1000c000 "
        + "cmp=com.example.androidshop/.StoreActivity (has extras) }, quantity=1, itemName=Kettle}]")
    // At the root of the explicit deep link, Up has nowhere to go: tryRelaunchUpToExplicitStack returns false.
    try app.step { result = relaunched.navController?.navigateUp() ?? true }
    #expect(!result)
    #expect(app.topActivity === relaunched && app.takeTrace() == [])
    try app.pressBack()
    #expect(app.device.isAtHome)
  }

  @Test(.tags(.android6_2, .android6_4)) func upFromAnExplicitDeepLinkRelaunchesOneLevelAbove() throws {
    let app = try AndroidApp.launch(
      appFolder: NavHostFragmentTests.folder, activities: AndroidShopClasses.activities,
      fragments: AndroidShopClasses.fragments)
    // An explicit deep link to the account tab (NavDeepLinkBuilder's ids: store_graph, account), started without
    // NEW_TASK: only the final destination is shown.
    let extras = Bundle()
    extras.putString("from", "widget")
    try app.onActivity(AndroidShop.MainActivity.self) {
      $0.startActivity(
        Intent($0, StoreActivity.self).putExtra(
          NavController.KEY_DEEP_LINK_IDS, [id(app, "store_graph"), id(app, "account")]
        )
        .putExtra(NavController.KEY_DEEP_LINK_EXTRAS, extras))
    }
    let store = try #require(app.topActivity as? StoreActivity)
    #expect(entries(store) == ["store_graph RESUMED", "account RESUMED"])
    _ = app.takeTrace()
    var result = false
    try app.step { result = store.navController?.navigateUp() ?? false }
    #expect(result)
    let relaunched = try #require(app.topActivity as? StoreActivity)
    #expect(relaunched.intent.getIntArrayExtra(NavController.KEY_DEEP_LINK_IDS) == [id(app, "store_graph")])
    #expect(tasks(app) == [[".StoreActivity"]])
    #expect(
      app.takeTrace() == [
        "StoreActivity.onTopResumedActivityChanged(false)", "AccountFragment.onPause", "NavHostFragment.onPause",
        "StoreActivity.onPause", "NavHostFragment.onAttach", "NavHostFragment.onCreate(null)",
        "CatalogFragment.onAttach",
        "CatalogFragment.onCreate(null)", "StoreActivity.onCreate(null)", "NavHostFragment.onCreateView",
        "NavHostFragment.onViewCreated", "NavHostFragment.onViewStateRestored", "CatalogFragment.onCreateView",
        "CatalogFragment.onViewCreated", "CatalogFragment.onViewStateRestored", "NavHostFragment.onStart",
        "CatalogFragment.onStart", "StoreActivity.onStart", "StoreActivity.onPostCreate(null)",
        "StoreActivity.onResume",
        "NavHostFragment.onResume", "CatalogFragment.onResume", "StoreActivity.onPostResume",
        "StoreActivity.onTopResumedActivityChanged(true)", "StoreActivity.onWindowFocusChanged(false)",
        "StoreActivity.onWindowFocusChanged(true)", "AccountFragment.onStop", "NavHostFragment.onStop",
        "StoreActivity.onStop", "AccountFragment.onDestroyView", "NavHostFragment.onDestroyView",
        "AccountFragment.onDestroy",
        "AccountFragment.onDetach", "NavHostFragment.onDestroy", "NavHostFragment.onDetach", "StoreActivity.onDestroy",
        "ProductListFragment.onDestroyView", "ProductListFragment.onDestroy", "ProductListFragment.onDetach",
        "MainActivity.onDestroy",
      ])
    #expect(entries(relaunched) == ["store_graph RESUMED", "catalog_graph RESUMED", "catalog RESUMED"])
    let arguments = try #require(relaunched.navController?.currentBackStackEntry?.arguments)
    #expect(arguments.getParcelable(NavController.KEY_DEEP_LINK_INTENT, Intent.self) === relaunched.intent)
    #expect(
      arguments.description
        == "Bundle[{android-support-nav:controller:deepLinkIntent=Intent { flg=0x1000c000 "
        + "cmp=com.example.androidshop/.StoreActivity (has extras) }, from=widget}]")
  }

  @Test(.tags(.android6_2)) func upWithMoreThanOneDestinationPops() throws {
    let (app, store) = try deepLinkedStore()
    try app.step { store.navController?.navigate(id(app, "to_rate")) }
    #expect(
      entries(store) == ["store_graph RESUMED", "catalog_graph RESUMED", "item STARTED", "rate RESUMED"])
    var result = false
    try app.step { result = store.navController?.navigateUp() ?? false }
    #expect(result && app.topActivity === store)
    #expect(entries(store) == ["store_graph RESUMED", "catalog_graph RESUMED", "item RESUMED"])
  }
}
