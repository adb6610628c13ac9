import AndroidControllers
import AndroidControllersTesting
import SegueTestSupport
import Testing

/// AndroidX's `Lifecycle` (spec §1.9) and `OnBackPressedDispatcher`.
@MainActor @Suite struct LifecycleOwnerTests {
  final class EventLog: LifecycleEventObserver {
    var events: [String] = []
    func onStateChanged(_ source: any LifecycleOwner, _ event: Lifecycle.Event) {
      events.append("\(event) \((source as? Activity)?.lifecycleState ?? .INITIALIZED)")
    }
  }

  @Test(.tags(.android1_9)) func upwardEventsFollowTheCallbackAndDownwardEventsPrecedeIt() throws {
    let app = try launchTestApp()
    let main = try #require(app.topActivity as? MainActivity)
    let log = EventLog()
    main.lifecycle.addObserver(log)
    #expect(log.events == ["ON_CREATE RESUMED", "ON_START RESUMED", "ON_RESUME RESUMED"])
    log.events = []
    try app.pressHome()
    try app.relaunch()
    // ON_PAUSE is dispatched before onPause runs (the instance is still RESUMED then), ON_START after onStart.
    #expect(log.events == ["ON_PAUSE RESUMED", "ON_STOP STARTED", "ON_START STARTED", "ON_RESUME RESUMED"])
    #expect(main.lifecycle.currentState == .RESUMED)
  }

  /// An enabled `OnBackPressedCallback` takes Back before the activity's own handling, as the fragment back stack's
  /// callback does (§5.3, "System Back"); AndroidX `OnBackPressedDispatcher.onBackPressed` runs the last added
  /// enabled callback, else the fallback (`ComponentActivity`'s `super.onBackPressed()`).
  @Test(.tags(.android5_3)) func anEnabledBackCallbackHandlesBackBeforeTheActivityFinishes() throws {
    let app = try launchTestApp()
    try app.onActivity(MainActivity.self) { $0.startActivity(Intent($0, DetailActivity.self)) }
    let detail = try #require(app.topActivity as? DetailActivity)
    var presses = 0
    let callback = OnBackPressedCallback(true) { _ in presses += 1 }
    detail.onBackPressedDispatcher.addCallback(detail, callback)
    try app.pressBack()
    #expect(presses == 1 && !detail.isFinishing)
    callback.isEnabled = false
    try app.pressBack()
    #expect(presses == 1 && detail.isFinishing)
    #expect(app.snapshot.description == "task 1: MainActivity RESUMED\napp in front")
  }
}
