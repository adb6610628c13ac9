import AndroidControllers
import AndroidControllersTesting
import AndroidShop
import Foundation
import SegueTestSupport
import Testing

/// Bottom navigation's multiple back stacks keep their fragments' state, as AndroidX does: a tab switch pops the tab
/// with `popUpTo(start, saveState = true)`, which `FragmentNavigator.popBackStack` turns into
/// `FragmentManager.saveBackStack(entry.id)` for each popped entry (navigation-fragment `FragmentNavigator.kt`);
/// the fragment manager saves each fragment's state as it goes down (fragment `FragmentStateManager.java`,
/// `mBeingSaved`: `onSaveInstanceState` after `onStop`); coming back, `NavController.restoreStateInternal` puts the
/// entries back with their ids, arguments and `SavedStateHandle` values, and `FragmentNavigator.navigate` calls
/// `FragmentManager.restoreBackStack(entry.id)`, which re-creates the fragments with their saved instance state
/// (`FragmentManager.java` `restoreBackStackState`, `BackStackState.java`). Spec §6.2 (multiple back stacks), §5.4.
@MainActor @Suite struct MultipleBackStacksTests {
  private func store() throws -> (AndroidApp, StoreActivity) {
    let app = try AndroidApp.launch(
      appFolder: NavHostFragmentTests.folder, activities: AndroidShopClasses.activities,
      fragments: AndroidShopClasses.fragments)
    try app.onActivity(AndroidShop.MainActivity.self) { $0.startActivity(Intent($0, StoreActivity.self)) }
    let store = try #require(app.topActivity as? StoreActivity)
    return (app, store)
  }

  private func hosted(_ store: StoreActivity) -> [Fragment] {
    guard let host = store.supportFragmentManager.fragments.first as? NavHostFragment else { return [] }
    return host.childFragmentManager.fragments
  }

  @Test(.tags(.android6_2, .android5_4)) func switchingTabsAndBackKeepsTheFragmentsSavedState() throws {
    let (app, store) = try store()
    let navController = try #require(store.navController)
    try app.click(text: "Kettle")
    try app.click(text: "More")
    try app.click(text: "More")
    let item = try #require(hosted(store).first as? ItemFragment)
    #expect(item.quantity == 3)
    let itemEntry = try #require(navController.currentBackStackEntry)
    itemEntry.savedStateHandle.set("scroll", 120)
    _ = app.takeTrace()

    try app.click(text: "Basket")
    #expect(
      app.takeTrace() == [
        "ItemFragment.onPause", "ItemFragment.onStop", "ItemFragment.onSaveInstanceState",
        "ItemFragment.onDestroyView", "ItemFragment.onDestroy", "ItemFragment.onDetach", "BasketFragment.onAttach",
        "BasketFragment.onCreate(null)", "BasketFragment.onCreateView", "BasketFragment.onViewCreated",
        "BasketFragment.onViewStateRestored", "BasketFragment.onStart", "BasketFragment.onResume",
      ])
    try app.click(text: "Checkout")
    _ = app.takeTrace()

    try app.click(text: "Catalog")
    // popUpTo(catalog, saveState): the basket tab's two entries are saved, each fragment's state kept as it goes
    // down (the basket, without a view under the checkout, at its CREATED step); the item comes back in one batch.
    #expect(
      app.takeTrace() == [
        "BasketFragment.onSaveInstanceState", "BasketFragment.onDestroy", "BasketFragment.onDetach",
        "CheckoutFragment.onPause", "CheckoutFragment.onStop", "CheckoutFragment.onSaveInstanceState",
        "CheckoutFragment.onDestroyView", "CheckoutFragment.onDestroy", "CheckoutFragment.onDetach",
        "ItemFragment.onAttach", "ItemFragment.onCreate(savedState)", "ItemFragment.onCreateView",
        "ItemFragment.onViewCreated", "ItemFragment.onViewStateRestored", "ItemFragment.onStart",
        "ItemFragment.onResume",
      ])
    // The item comes back as a new instance with its saved state, under the same entry.
    let restored = try #require(hosted(store).first as? ItemFragment)
    #expect(restored !== item)
    #expect(restored.quantity == 3)
    #expect(restored.tag == itemEntry.id)
    let entry = try #require(navController.currentBackStackEntry)
    #expect(entry.id == itemEntry.id)
    #expect(entry.savedStateHandle.get("scroll") == 120)
    #expect(entry.arguments?.description == "Bundle[{quantity=1, itemName=Kettle}]")
    #expect(((restored.view as? ViewGroup)?.getChildAt(0) as? TextView)?.text == "Kettle ×3")

    try app.click(text: "Basket")
    // The basket tab's two entries come back, checkout on top: the basket fragment, added then replaced on the back
    // stack in the same batch, is created from its saved state and stops at CREATED without a view.
    #expect(
      app.takeTrace() == [
        "ItemFragment.onPause", "ItemFragment.onStop", "ItemFragment.onSaveInstanceState", "ItemFragment.onDestroyView",
        "ItemFragment.onDestroy", "ItemFragment.onDetach", "BasketFragment.onAttach",
        "BasketFragment.onCreate(savedState)",
        "CheckoutFragment.onAttach", "CheckoutFragment.onCreate(savedState)", "CheckoutFragment.onCreateView",
        "CheckoutFragment.onViewCreated", "CheckoutFragment.onViewStateRestored", "CheckoutFragment.onStart",
        "CheckoutFragment.onResume",
      ])
    let checkoutEntry = try #require(navController.currentBackStackEntry)
    #expect(hosted(store).map { "\(type(of: $0)) \($0.tag ?? "-")" } == ["CheckoutFragment \(checkoutEntry.id)"])
    try app.pressBack()
    #expect(
      app.takeTrace() == [
        "CheckoutFragment.onPause", "CheckoutFragment.onStop", "CheckoutFragment.onDestroyView",
        "CheckoutFragment.onDestroy", "CheckoutFragment.onDetach", "BasketFragment.onCreateView",
        "BasketFragment.onViewCreated", "BasketFragment.onViewStateRestored", "BasketFragment.onStart",
        "BasketFragment.onResume",
      ])
    #expect(navController.currentDestination?.idName == "basket")
  }

  @Test(.tags(.android6_2)) func aTopLevelDestinationIsSavedAndRestoredWhileTheStartStays()
    throws
  {
    let (app, store) = try store()
    try app.click(text: "Account")  // catalog, the navigator's initial entry, stays CREATED
    _ = app.takeTrace()
    try app.click(text: "Catalog")
    // The account entry is saved (its state kept); the catalog fragment, CREATED under it, gets its view back.
    #expect(
      app.takeTrace() == [
        "AccountFragment.onPause", "AccountFragment.onStop", "AccountFragment.onSaveInstanceState",
        "AccountFragment.onDestroyView", "AccountFragment.onDestroy", "AccountFragment.onDetach",
        "CatalogFragment.onCreateView", "CatalogFragment.onViewCreated", "CatalogFragment.onViewStateRestored",
        "CatalogFragment.onStart", "CatalogFragment.onResume",
      ])
    #expect(hosted(store).map { "\(type(of: $0))" } == ["CatalogFragment"])
    // Account again: its saved fragment comes back with its state, not made anew from its arguments.
    try app.click(text: "Account")
    #expect(
      app.takeTrace() == [
        "CatalogFragment.onPause", "CatalogFragment.onStop", "CatalogFragment.onDestroyView",
        "AccountFragment.onAttach", "AccountFragment.onCreate(savedState)", "AccountFragment.onCreateView",
        "AccountFragment.onViewCreated", "AccountFragment.onViewStateRestored", "AccountFragment.onStart",
        "AccountFragment.onResume",
      ])
  }

  /// A deep link handled on its own task into a sibling graph (the basket tab) first pops to the start destination
  /// with its state saved, unless `NavController.enableDeepLinkSaveState(false)` (navigation-runtime
  /// `NavController.kt` `handleDeepLink`: `changingGraphs && deepLinkSaveState` → `popUpTo(graph.findStartDestination()
  /// .id) { saveState = true }`, "so that each graph has its own saved state that users can return to"). Nothing is
  /// popped then, but the start's chain is marked saved with no state (`executePopOperations`: `backStackMap[id] =
  /// null` up the start chain), as a first tab switch would have marked it. So the Catalog tab (`popUpTo(start,
  /// saveState)`, `restoreState`) restores nothing and shows the catalog again. Turned off, the Catalog tab's pop maps
  /// the start's chain to the basket stack it just saved, and `restoreState` brings that stack straight back.
  @Test(.tags(.android6_2, .android6_4)) func aDeepLinkIntoASiblingTabSavesTheStartsStateUnlessTurnedOff() throws {
    func deepLinkToCheckout(saveState: Bool) throws -> (trace: [String], sameCatalog: Bool, stack: [String]) {
      let app = try AndroidApp.launch(
        appFolder: NavHostFragmentTests.folder, activities: AndroidShopClasses.activities,
        fragments: AndroidShopClasses.fragments)
      NavController.enableDeepLinkSaveState(saveState)
      let resources = app.device.resources
      let ids = ["store_graph", "basket_graph", "checkout"].map {
        resources.getIdentifier($0, "id", app.device.packageName)
      }
      try app.onActivity(AndroidShop.MainActivity.self) { main in
        main.startActivity(
          Intent(main, StoreActivity.self).addFlags(Intent.FLAG_ACTIVITY_NEW_TASK | Intent.FLAG_ACTIVITY_CLEAR_TASK)
            .putExtra(NavController.KEY_DEEP_LINK_IDS, ids))
      }
      let store = try #require(app.topActivity as? StoreActivity)
      let navController = try #require(store.navController)
      let catalog = try #require(
        store.supportFragmentManager.fragments.compactMap { ($0 as? NavHostFragment)?.childFragmentManager }.first?
          .findFragmentByTag(navController.backStack[2].id))
      _ = app.takeTrace()
      try app.click(text: "Catalog")
      let now = store.supportFragmentManager.fragments.compactMap { ($0 as? NavHostFragment)?.childFragmentManager }
        .first?.fragments.first
      return (
        app.takeTrace().filter { $0.contains("Fragment.") }, now === catalog,
        navController.backStack.map { "\($0.destination.idName ?? "?") \($0.lifecycle.currentState)" }
      )
    }
    let saved = try deepLinkToCheckout(saveState: true)
    #expect(saved.stack == ["store_graph RESUMED", "catalog_graph RESUMED", "catalog RESUMED"])
    #expect(saved.sameCatalog)
    #expect(
      saved.trace == [
        "CheckoutFragment.onPause", "CheckoutFragment.onStop", "CheckoutFragment.onSaveInstanceState",
        "CheckoutFragment.onDestroyView", "CheckoutFragment.onDestroy", "CheckoutFragment.onDetach",
        "BasketFragment.onSaveInstanceState", "BasketFragment.onDestroy", "BasketFragment.onDetach",
        "CatalogFragment.onCreateView", "CatalogFragment.onViewCreated", "CatalogFragment.onViewStateRestored",
        "CatalogFragment.onStart", "CatalogFragment.onResume",
      ])
    let notSaved = try deepLinkToCheckout(saveState: false)
    #expect(
      notSaved.stack == [
        "store_graph RESUMED", "catalog_graph CREATED", "catalog CREATED", "basket_graph RESUMED", "basket CREATED",
        "checkout RESUMED",
      ])
    #expect(!notSaved.sameCatalog)
    #expect(
      notSaved.trace == [
        "BasketFragment.onSaveInstanceState", "BasketFragment.onDestroy", "BasketFragment.onDetach",
        "CheckoutFragment.onPause", "CheckoutFragment.onStop", "CheckoutFragment.onSaveInstanceState",
        "CheckoutFragment.onDestroyView", "CheckoutFragment.onDestroy", "CheckoutFragment.onDetach",
        "BasketFragment.onAttach", "BasketFragment.onCreate(null)", "CheckoutFragment.onAttach",
        "CheckoutFragment.onCreate(null)", "CheckoutFragment.onCreateView", "CheckoutFragment.onViewCreated",
        "CheckoutFragment.onViewStateRestored", "CheckoutFragment.onStart", "CheckoutFragment.onResume",
      ])
  }
}
