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
}
