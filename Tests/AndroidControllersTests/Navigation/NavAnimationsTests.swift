import AndroidControllers
import AndroidControllersTesting
import AndroidShop
import Foundation
import SegueTestSupport
import Testing

/// A navigation action's animations (`app:enterAnim`, `exitAnim`, `popEnterAnim`, `popExitAnim`) are kept on its
/// `NavOptions` and not played: the fragment life cycle runs as on a device whose animations are off (developer
/// options' scales at 0, which Espresso's setup asks for). On a device that plays them, AndroidX's
/// `FragmentNavigator.navigate` passes them to `FragmentTransaction.setCustomAnimations`, and
/// `FragmentStateManager.computeExpectedState` holds a fragment awaiting its enter effect below RESUMED
/// (`AWAITING_ENTER_EFFECTS`) and one awaiting its exit effect at `AWAITING_EXIT_EFFECTS` (view kept) until the
/// `SpecialEffectsController` finishes the animation: the order depends on frames this runtime does not draw.
/// The store of `Examples/AndroidShop`, whose `to_item` action has `enterAnim`/`popExitAnim`. Spec §6.2, §5.4.
@MainActor @Suite struct NavAnimationsTests {
  private func store() throws -> (AndroidApp, StoreActivity, NavController) {
    let app = try AndroidApp.launch(
      appFolder: NavHostFragmentTests.folder, activities: AndroidShopClasses.activities,
      fragments: AndroidShopClasses.fragments)
    try app.onActivity(AndroidShop.MainActivity.self) { $0.startActivity(Intent($0, StoreActivity.self)) }
    let store = try #require(app.topActivity as? StoreActivity)
    let navController = try #require(store.navController)
    _ = app.takeTrace()
    return (app, store, navController)
  }

  @Test(.tags(.android6_2)) func anActionsAnimationsAreKeptAndTheTraceIsTheOneWithoutThem() throws {
    let (app, _, navController) = try store()
    let item = app.device.resources.getIdentifier("item", "id", app.device.packageName)
    let toItem = app.device.resources.getIdentifier("to_item", "id", app.device.packageName)
    let options = try #require(navController.currentDestination?.getAction(toItem)?.navOptions)
    #expect(
      [options.enterAnim, options.exitAnim, options.popEnterAnim, options.popExitAnim] == [
        "@anim/slide_in_right", nil, nil, "@anim/slide_out_right",
      ])
    let args = Bundle()
    args.putString("itemName", "Kettle")
    try app.step { navController.navigate(toItem, args) }
    let animated = app.takeTrace()
    try app.pressBack()
    let animatedBack = app.takeTrace()

    // The same move by destination id, without options, in a second app: the same trace, both ways.
    let (plainApp, _, plainController) = try store()
    try plainApp.step { plainController.navigate(item, args) }
    #expect(plainApp.takeTrace() == animated)
    try plainApp.pressBack()
    #expect(plainApp.takeTrace() == animatedBack)
    #expect(
      animated == [
        "CatalogFragment.onPause", "CatalogFragment.onStop", "CatalogFragment.onDestroyView",
        "ItemFragment.onAttach", "ItemFragment.onCreate(null)", "ItemFragment.onCreateView",
        "ItemFragment.onViewCreated", "ItemFragment.onViewStateRestored", "ItemFragment.onStart",
        "ItemFragment.onResume",
      ])
  }
}
