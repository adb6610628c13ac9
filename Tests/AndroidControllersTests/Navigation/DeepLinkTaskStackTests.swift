import AndroidControllers
import AndroidControllersTesting
import AndroidShop
import Foundation
import SegueTestSupport
import Testing

/// Deep links that start a task, as AndroidX builds them: navigation-runtime `NavController.kt` `handleDeepLink`
/// (with `FLAG_ACTIVITY_NEW_TASK` and without `FLAG_ACTIVITY_CLEAR_TASK`: `CLEAR_TASK` added to the intent,
/// `TaskStackBuilder.create(context).addNextIntentWithParentStack(intent).startActivities()`, `activity.finish()`;
/// every destination's arguments carry the intent under `KEY_DEEP_LINK_INTENT`, each one's own under
/// `KEY_DEEP_LINK_ARGS`), `NavDeepLinkBuilder.kt` (`fillInIntent`, `createTaskStackBuilder`: the builder's intent
/// attached to every intent of the stack), AndroidX Core `TaskStackBuilder.java` (`addParentStack` through
/// `NavUtils.getParentActivityIntent`, `getIntents`: the first intent gets `NEW_TASK | CLEAR_TASK | TASK_ON_HOME`).
/// AndroidX's tests of the same: `NavControllerActivityTest`/`NavControllerTest` (`testHandleDeepLinkNewTask…`) and
/// `NavDeepLinkBuilderTest`. The activities land in tasks by spec §2.2's rules (AOSP `ActivityStarter`:
/// `NEW_TASK | CLEAR_TASK` clears the task of the activity's affinity); `startActivities` starts each intent from the
/// activity the one before started (AOSP `ActivityStartController.startActivities`). Spec §6.4.
///
/// The store of `Examples/AndroidShop`, with `android:parentActivityName=".MainActivity"` added to its activity in a
/// copy of the app's folder.
@MainActor @Suite struct DeepLinkTaskStackTests {
  /// This process's copies of the shop, removed when the process exits.
  private static let copies: URL = {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("DeepLinkTaskStackTests-\(getpid())")
    try? FileManager.default.removeItem(at: root)
    try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: DeepLinkTaskStackTests.copies) }
    return root
  }()

  /// A copy of the shop's `src/main` whose store activity has the main activity as its manifest parent.
  private static let folderWithParent: URL = {
    let copy = copies.appendingPathComponent("parent")
    try? FileManager.default.copyItem(at: NavHostFragmentTests.folder, to: copy)
    let manifest = copy.appendingPathComponent("AndroidManifest.xml")
    let text = (try? String(contentsOf: manifest, encoding: .utf8)) ?? ""
    try? text.replacingOccurrences(
      of: "android:name=\".StoreActivity\"",
      with: "android:name=\".StoreActivity\"\n            android:parentActivityName=\".MainActivity\""
    ).write(to: manifest, atomically: true, encoding: .utf8)
    return copy
  }()

  /// The same copy with the store in a task affinity of its own as well.
  private static let folderWithParentAndAffinity: URL = {
    let copy = copies.appendingPathComponent("parent-and-affinity")
    try? FileManager.default.copyItem(at: folderWithParent, to: copy)
    let manifest = copy.appendingPathComponent("AndroidManifest.xml")
    let text = (try? String(contentsOf: manifest, encoding: .utf8)) ?? ""
    try? text.replacingOccurrences(
      of: "android:name=\".StoreActivity\"",
      with: "android:name=\".StoreActivity\"\n            android:taskAffinity=\"com.example.androidshop.store\""
    ).write(to: manifest, atomically: true, encoding: .utf8)
    return copy
  }()

  private func launch(_ folder: URL = folderWithParent) throws -> AndroidApp {
    try AndroidApp.launch(
      appFolder: folder, activities: AndroidShopClasses.activities, fragments: AndroidShopClasses.fragments)
  }

  private func id(_ app: AndroidApp, _ name: String) -> Int32 {
    app.device.resources.getIdentifier(name, "id", app.device.packageName)
  }

  private func tasks(_ app: AndroidApp) -> [[String]] {
    app.device.recentTasks.map { task in
      task.activities.map { "\($0.component.shortClassName)\($0.instance == nil ? " (not created)" : "")" }
    }
  }

  private func entries(_ store: StoreActivity) -> [String] {
    store.navController?.backStack.map { "\($0.destination.idName ?? "?") \($0.lifecycle.currentState)" } ?? []
  }

  @Test(.tags(.android6_4)) func theParentStackOfADeepLinkComesFromTheManifest() throws {
    let app = try launch()
    let main = try #require(app.topActivity as? AndroidShop.MainActivity)
    let intent = Intent(Intent.ACTION_VIEW, Uri.parse("shop://item/Kettle")).setComponent(
      ComponentName("com.example.androidshop", ".StoreActivity"))
    let builder = TaskStackBuilder.create(main).addNextIntentWithParentStack(intent)
    // NavUtils.getParentActivityIntent: the parent has no parent itself, so it is Intent.makeMainActivity(parent).
    #expect(
      builder.getIntents().map(\.description) == [
        "Intent { act=android.intent.action.MAIN cat=[android.intent.category.LAUNCHER] flg=0x1000c000 "
          + "cmp=com.example.androidshop/.MainActivity }",
        "Intent { act=android.intent.action.VIEW dat=shop://item/Kettle cmp=com.example.androidshop/.StoreActivity }",
      ])
    #expect(builder.editIntentAt(1) === intent)
    // The app's own manifest: the main activity has no parent, the store none either.
    let plain = try launch(NavHostFragmentTests.folder)
    let plainMain = try #require(plain.topActivity)
    #expect(TaskStackBuilder.create(plainMain).addNextIntentWithParentStack(intent).intentCount == 1)
  }

  @Test(.tags(.android6_4)) func startActivitiesStacksTheParentsAndMakesOnlyTheTop() throws {
    // The product activity's parent is the main activity (the app's own manifest): the builder's two intents go
    // into one new, cleared task, each started from the one before; only the product is made now, the main activity
    // when Back shows it.
    let app = try launch(NavHostFragmentTests.folder)
    _ = app.takeTrace()
    try app.onActivity(AndroidShop.MainActivity.self) { main in
      TaskStackBuilder.create(main).addNextIntentWithParentStack(Intent(main, ProductActivity.self))
        .startActivities()
    }
    #expect(tasks(app) == [[".MainActivity (not created)", ".ProductActivity"]])
    // The first intent's CLEAR_TASK finished the main activity that started them.
    #expect(
      app.takeTrace().filter { $0.hasPrefix("MainActivity.") } == [
        "MainActivity.onTopResumedActivityChanged(false)", "MainActivity.onPause",
        "MainActivity.onWindowFocusChanged(false)", "MainActivity.onStop", "MainActivity.onDestroy",
      ])
    try app.pressBack()
    #expect(tasks(app) == [[".MainActivity"]])
    #expect(
      app.takeTrace().filter { $0.hasPrefix("MainActivity.on") && !$0.contains("Focus") } == [
        "MainActivity.onCreate(null)", "MainActivity.onStart", "MainActivity.onPostCreate(null)",
        "MainActivity.onResume", "MainActivity.onPostResume", "MainActivity.onTopResumedActivityChanged(true)",
      ])
  }

  @Test(.tags(.android6_4)) func aDeepLinkWithNewTaskRestartsTheTaskThroughATaskStackBuilder() throws {
    let app = try launch()
    let intent = Intent(Intent.ACTION_VIEW, Uri.parse("shop://item/Kettle")).addFlags(Intent.FLAG_ACTIVITY_NEW_TASK)
    _ = app.takeTrace()
    try app.onActivity(AndroidShop.MainActivity.self) { main in
      main.startActivity(intent)
    }
    let store = try #require(app.topActivity as? StoreActivity)
    // The first store finishes in its onCreate (handleDeepLink from setGraph), so it is only destroyed; the second is
    // made and resumed; the main activity under them goes with the cleared task.
    #expect(
      app.takeTrace().filter { $0.hasPrefix("StoreActivity.") || $0.hasPrefix("MainActivity.") } == [
        "MainActivity.onTopResumedActivityChanged(false)", "MainActivity.onPause", "StoreActivity.onCreate(null)",
        "StoreActivity.onCreate(null)", "StoreActivity.onStart", "StoreActivity.onPostCreate(null)",
        "StoreActivity.onResume", "StoreActivity.onPostResume", "StoreActivity.onTopResumedActivityChanged(true)",
        "MainActivity.onWindowFocusChanged(false)", "StoreActivity.onWindowFocusChanged(true)",
        "StoreActivity.onDestroy", "MainActivity.onStop", "MainActivity.onDestroy",
      ])
    // The store that handled the link finished itself; the new one is the task's only activity. The builder's first
    // intent (the manifest parent, NEW_TASK | CLEAR_TASK | TASK_ON_HOME) cleared the task and was put in it; the
    // deep link's own intent, which handleDeepLink gave CLEAR_TASK beside NEW_TASK, cleared it again before it was
    // made (AOSP ActivityStarter: NEW_TASK | CLEAR_TASK on the task of the same affinity): the parent never shows.
    #expect(tasks(app) == [[".StoreActivity"]])
    #expect(
      store.intent.description
        == "Intent { act=android.intent.action.VIEW dat=shop://item/Kettle flg=0x10008000 "
        + "cmp=com.example.androidshop/.StoreActivity }")
    // In its own cleared task the new store handles the link again: the synthetic back stack, each destination's
    // arguments with the intent under KEY_DEEP_LINK_INTENT.
    #expect(entries(store) == ["store_graph RESUMED", "catalog_graph RESUMED", "catalog CREATED", "item RESUMED"])
    let item = try #require(store.navController?.currentBackStackEntry?.arguments)
    #expect(item.getParcelable(NavController.KEY_DEEP_LINK_INTENT, Intent.self) === store.intent)
    #expect(
      item.description
        == "Bundle[{quantity=1, itemName=Kettle, android-support-nav:controller:deepLinkIntent=Intent { "
        + "act=android.intent.action.VIEW dat=shop://item/Kettle flg=0x10008000 "
        + "cmp=com.example.androidshop/.StoreActivity }}]")
    try app.pressBack()
    #expect(entries(store) == ["store_graph RESUMED", "catalog_graph RESUMED", "catalog RESUMED"])
    try app.pressBack()
    #expect(app.device.isAtHome)
  }

  @Test(.tags(.android6_4)) func navDeepLinkBuilderAttachesItsIntentToEveryIntentOfTheStack() throws {
    let app = try launch()
    let main = try #require(app.topActivity as? AndroidShop.MainActivity)
    let args = Bundle()
    args.putString("itemName", "Kettle")
    let everywhere = Bundle()
    everywhere.putString("from", "widget")
    let intents = NavDeepLinkBuilder(main).setGraph(
      app.device.resources.getIdentifier("store_graph", "navigation", app.device.packageName)
    )
    .setComponentName(ComponentName("com.example.androidshop", ".StoreActivity"))
    .setDestination(id(app, "item"), args).setArguments(everywhere).createTaskStackBuilder().getIntents()
    #expect(
      intents.map(\.description) == [
        "Intent { act=android.intent.action.MAIN cat=[android.intent.category.LAUNCHER] flg=0x1000c000 "
          + "cmp=com.example.androidshop/.MainActivity (has extras) }",
        "Intent { flg=0x10008000 cmp=com.example.androidshop/.StoreActivity (has extras) }",
      ])
    let deepLink = try #require(intents[1].getParcelableExtra(NavController.KEY_DEEP_LINK_INTENT, Intent.self))
    #expect(intents[0].getParcelableExtra(NavController.KEY_DEEP_LINK_INTENT, Intent.self) === deepLink)
    #expect(intents[0].extras?.keySet() == [NavController.KEY_DEEP_LINK_INTENT])
    // fillInIntent: buildDeepLinkIds(item) = store_graph (catalog_graph is its start), item, each with the
    // destination's arguments; setArguments under KEY_DEEP_LINK_EXTRAS.
    #expect(
      intents[1].getIntArrayExtra(NavController.KEY_DEEP_LINK_IDS)
        == [id(app, "store_graph"), id(app, "item")])
    #expect(
      intents[1].getParcelableArrayListExtra(NavController.KEY_DEEP_LINK_ARGS, Bundle.self)?.map(\.description)
        == Array(repeating: "Bundle[{itemName=Kettle}]", count: 2))
    #expect(intents[1].getBundleExtra(NavController.KEY_DEEP_LINK_EXTRAS)?.description == "Bundle[{from=widget}]")
    // The attached intent is the builder's own, copied before it was attached: it does not hold itself.
    #expect(
      deepLink.extras?.keySet() == [
        NavController.KEY_DEEP_LINK_EXTRAS, NavController.KEY_DEEP_LINK_IDS, NavController.KEY_DEEP_LINK_ARGS,
      ])
    #expect(deepLink.getIntArrayExtra(NavController.KEY_DEEP_LINK_IDS) == [id(app, "store_graph"), id(app, "item")])
  }

  /// `handleDeepLink` of an explicit deep link in its own task: each id navigated to with the global extras, the
  /// intent, and its own entry of `KEY_DEEP_LINK_ARGS` over them. On `nav_simple` (``NavigationTestGraphs``).
  @Test(.tags(.android6_4)) func eachDestinationOfAnExplicitDeepLinkGetsItsOwnArguments() throws {
    typealias G = NavigationTestGraphs
    let navController = G.controller()
    navController.setGraph(G.navigation("nav_simple"))
    let global = Bundle()
    global.putString("from", "widget")
    let rootArgs = Bundle()
    rootArgs.putInt("depth", 0)
    let secondArgs = Bundle()
    secondArgs.putString("arg2", "two")
    let intent = Intent().addFlags(Intent.FLAG_ACTIVITY_NEW_TASK | Intent.FLAG_ACTIVITY_CLEAR_TASK)
      .putExtra(NavController.KEY_DEEP_LINK_IDS, [G.id("nav_root"), G.id("second_test")])
      .putExtra(NavController.KEY_DEEP_LINK_EXTRAS, global)
      .putParcelableArrayListExtra(NavController.KEY_DEEP_LINK_ARGS, [rootArgs, secondArgs])
    #expect(navController.handleDeepLink(intent))
    let described = navController.backStack.map { entry in
      let arguments = entry.arguments
      let deepLinkIntent = arguments?.getParcelable(NavController.KEY_DEEP_LINK_INTENT, Intent.self)
      arguments?.remove(NavController.KEY_DEEP_LINK_INTENT)
      return "\(entry.destination.idName ?? "?") \(deepLinkIntent === intent) \(arguments?.description ?? "null")"
    }
    #expect(
      described == [
        "nav_root true Bundle[{from=widget, depth=0}]", "start_test true Bundle[{from=widget, depth=0}]",
        "second_test true Bundle[{from=widget, arg2=two}]",
      ])
  }

  /// With the store in an affinity of its own, the parent is not cleared again: the builder's first intent clears
  /// and refills the main activity's task (marked to return home), the deep link's intent clears and refills the
  /// store's task; Back from the store shows the main activity, made only then.
  @Test(.tags(.android6_4)) func aParentOfAnotherAffinityStaysInItsOwnTask() throws {
    let app = try launch(Self.folderWithParentAndAffinity)
    try app.onActivity(AndroidShop.MainActivity.self) { main in
      main.startActivity(
        Intent(Intent.ACTION_VIEW, Uri.parse("shop://item/Kettle")).addFlags(Intent.FLAG_ACTIVITY_NEW_TASK))
    }
    let store = try #require(app.topActivity as? StoreActivity)
    #expect(tasks(app) == [[".StoreActivity"], [".MainActivity (not created)"]])
    #expect(entries(store) == ["store_graph RESUMED", "catalog_graph RESUMED", "catalog CREATED", "item RESUMED"])
    _ = app.takeTrace()
    try app.pressBack()
    try app.pressBack()
    #expect(tasks(app) == [[".MainActivity"]])
    #expect(app.topActivity is AndroidShop.MainActivity)
    #expect(app.takeTrace().contains("MainActivity.onCreate(null)"))
    try app.pressBack()
    #expect(app.device.isAtHome)
  }
}
