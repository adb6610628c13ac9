import AndroidControllers
import AndroidControllersTesting
import AndroidShop
import Foundation
import SegueTestSupport
import Testing

/// A tab's saved back stack survives the store activity's re-creation and can be cleared, as AndroidX has it:
/// `NavController.saveState` writes the saved back stacks (`KEY_BACK_STACK_STATES_IDS`,
/// `KEY_BACK_STACK_STATES_PREFIX` + id) and each navigator's state (`FragmentNavigator.onSaveState`:
/// `KEY_SAVED_IDS`); the fragment manager keeps its saved back stacks in its own saved state (fragment
/// `FragmentManager.java` `saveAllStateInternal`: `mBackStackStateKeys`/`mBackStackStates`); so after a rotation or
/// process death, selecting the tab restores its fragments with their saved state (navigation-runtime
/// `NavController.kt` `restoreState(Bundle)`, `onGraphCreated`). `clearBackStack(int)` restores the saved back stack
/// and pops it without saving (`clearBackStackInternal`; `FragmentNavigator.navigate` → `restoreBackStack`,
/// `popBackStack` → `FragmentManager.popBackStack`): the fragment manager runs both in one reordered batch, so the
/// restored fragments are never created (`FragmentTransaction.setReorderingAllowed`). Spec §6.2, §5.4.
@MainActor @Suite struct SavedBackStacksAcrossRecreationTests {
  /// The store at the catalog tab, the basket tab's back stack (basket, checkout) saved by the switch back.
  private func storeWithSavedBasket() throws -> AndroidApp {
    let app = try AndroidApp.launch(
      appFolder: NavHostFragmentTests.folder, activities: AndroidShopClasses.activities,
      fragments: AndroidShopClasses.fragments)
    try app.onActivity(AndroidShop.MainActivity.self) { $0.startActivity(Intent($0, StoreActivity.self)) }
    try app.click(text: "Basket")
    try app.click(text: "Checkout")
    try app.click(text: "Catalog")
    _ = app.takeTrace()
    return app
  }

  private func navController(_ app: AndroidApp) throws -> NavController {
    try #require((app.topActivity as? StoreActivity)?.navController)
  }

  /// The basket tab coming back from its saved state: both fragments re-created with it, the checkout on top (the
  /// same trace as without a re-creation, `MultipleBackStacksTests`).
  private let basketRestored = [
    "CatalogFragment.onPause", "CatalogFragment.onStop", "CatalogFragment.onDestroyView",
    "BasketFragment.onAttach", "BasketFragment.onCreate(savedState)", "CheckoutFragment.onAttach",
    "CheckoutFragment.onCreate(savedState)", "CheckoutFragment.onCreateView", "CheckoutFragment.onViewCreated",
    "CheckoutFragment.onViewStateRestored", "CheckoutFragment.onStart", "CheckoutFragment.onResume",
  ]

  @Test(.tags(.android6_2, .android5_4)) func aSavedTabComesBackAfterRotation() throws {
    let app = try storeWithSavedBasket()
    #expect(
      try navController(app).backStack.map { $0.destination.idName ?? "?" } == [
        "store_graph", "catalog_graph", "catalog",
      ])
    try app.rotate()
    _ = app.takeTrace()
    try app.click(text: "Basket")
    #expect(app.takeTrace() == basketRestored)
    #expect(
      try navController(app).backStack.map { $0.destination.idName ?? "?" } == [
        "store_graph", "catalog_graph", "catalog", "basket_graph", "basket", "checkout",
      ])
    try app.pressBack()
    #expect(try navController(app).currentDestination?.idName == "basket")
  }

  /// A re-created host's controller makes ids no saved entry has (AndroidX's are random UUIDs; ours count on from the
  /// restored ones), so a new entry's fragment transaction never takes a saved back stack's name.
  @Test(.tags(.android6_2)) func newEntriesAfterRotationDoNotReuseSavedIds() throws {
    let app = try storeWithSavedBasket()
    let state = try #require(try navController(app).saveState())
    let saved = state.getStringArrayList("android-support-nav:controller:backStackStates") ?? []
    let before = try navController(app).backStack.map(\.id)
    #expect(saved.count == 1)
    try app.rotate()
    try app.click(text: "Kettle")
    let item = try #require(try navController(app).currentBackStackEntry)
    #expect(item.destination.idName == "item")
    #expect(!(before + saved).contains(item.id))
    try app.pressBack()
    _ = app.takeTrace()
    try app.click(text: "Basket")
    #expect(app.takeTrace() == basketRestored)
  }

  @Test(.tags(.android6_2, .android5_4)) func aSavedTabComesBackAfterProcessDeath() throws {
    let app = try storeWithSavedBasket()
    #expect(try app.killProcess())
    try app.relaunch()
    #expect(app.topActivity is StoreActivity)
    _ = app.takeTrace()
    try app.click(text: "Basket")
    #expect(app.takeTrace() == basketRestored)
    #expect(try navController(app).currentDestination?.idName == "checkout")
  }

  @Test(.tags(.android6_2, .android5_4)) func clearingTheSavedTabForgetsItsFragments() throws {
    let app = try storeWithSavedBasket()
    let basketGraph = app.device.resources.getIdentifier("basket_graph", "id", app.device.packageName)
    var cleared = false
    try app.step { cleared = try navController(app).clearBackStack(basketGraph) }
    #expect(cleared)
    #expect(app.takeTrace() == [])
    #expect(
      try navController(app).backStack.map { $0.destination.idName ?? "?" } == [
        "store_graph", "catalog_graph", "catalog",
      ])
    // Nothing left to restore: the tab starts afresh, its fragment made from its arguments.
    try app.click(text: "Basket")
    #expect(
      app.takeTrace() == [
        "CatalogFragment.onPause", "CatalogFragment.onStop", "CatalogFragment.onDestroyView",
        "BasketFragment.onAttach", "BasketFragment.onCreate(null)", "BasketFragment.onCreateView",
        "BasketFragment.onViewCreated", "BasketFragment.onViewStateRestored", "BasketFragment.onStart",
        "BasketFragment.onResume",
      ])
  }
}
