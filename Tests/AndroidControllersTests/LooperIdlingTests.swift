import AndroidControllers
import AndroidControllersTesting
import SegueTestSupport
import Testing

/// The main looper and idling as Espresso's `Espresso.onIdle()` and Robolectric's paused looper have them
/// (androidx.test espresso/core `UiControllerImpl.loopMainThreadUntilIdle`; Robolectric `ShadowPausedLooper.idle`,
/// `idleFor`): `Handler.post`, `Handler.postDelayed` and `View.post` run on the main thread when the driver idles,
/// delayed work in virtual time (`SystemClock.uptimeMillis` moves, nothing sleeps).
@MainActor @Suite struct LooperIdlingTests {
  /// A splash screen that moves on after two seconds, the pattern Android's documentation shows for `postDelayed`.
  final class SplashActivity: AppCompatActivity {
    nonisolated(unsafe) static var log: [String] = []
    let handler = Handler(Looper.getMainLooper())

    override func onCreate(_ savedInstanceState: Bundle?) {
      super.onCreate(savedInstanceState)
      let view = View(self)
      setContentView(view)
      view.post { Self.log.append("view.post at \(SystemClock.uptimeMillis())") }
      handler.post { Self.log.append("post at \(SystemClock.uptimeMillis())") }
      handler.postDelayed(2000) { [unowned self] in
        Self.log.append("postDelayed at \(SystemClock.uptimeMillis())")
        startActivity(Intent(self, DetailActivity.self))
        finish()
      }
    }
  }

  @Test(.tags(.android1_1)) func launchingIdlesThroughPostedAndDelayedWorkInVirtualTime() throws {
    SplashActivity.log = []
    let app = try AndroidApp.launch(
      manifest: testManifest(launcher: "SplashActivity"), activities: testActivities + [SplashActivity.self])
    // The clock when the app's work was posted: launching first runs what earlier tests left on the main queue.
    let start = try #require(SplashActivity.log.first.flatMap { Int64($0.split(separator: " ").last ?? "") })
    #expect(
      SplashActivity.log == [
        "view.post at \(start)", "post at \(start)", "postDelayed at \(start + 2000)",
      ])
    #expect(app.snapshot.description == "task 1: DetailActivity RESUMED\napp in front")
  }

  @Test(.tags(.android1_1)) func removedCallbacksNeverRunAndIdleForRunsOnlyWhatIsDue() throws {
    let app = try launchTestApp()
    let handler = Handler(Looper.getMainLooper())
    var ran: [String] = []
    let cancelled = Runnable { ran.append("cancelled") }
    let start = SystemClock.uptimeMillis()
    handler.postDelayed(cancelled, 100)
    handler.postDelayed(Runnable { ran.append("soon") }, 50)
    handler.postDelayed(Runnable { ran.append("later") }, 500)
    #expect(handler.hasCallbacks(cancelled))
    handler.removeCallbacks(cancelled)
    #expect(!handler.hasCallbacks(cancelled))
    try app.idleFor(milliseconds: 200)
    #expect(ran == ["soon"] && SystemClock.uptimeMillis() == start + 200)
    try app.onIdle()
    #expect(ran == ["soon", "later"] && SystemClock.uptimeMillis() == start + 500)
    handler.post { ran.append("dropped") }
    handler.removeCallbacksAndMessages(nil)
    try app.onIdle()
    #expect(ran == ["soon", "later"])
  }

  /// `uptimeMillis()` counts whole milliseconds of the nanosecond clock, truncated: AOSP's `SystemClock.uptimeMillis`
  /// is `uptimeNanos / NANOS_PER_MS` (frameworks/base `core/jni/android_os_SystemClock.cpp`). A rounding clock would
  /// read 1.9 ms as 2.
  @Test(.tags(.android1_1)) func uptimeMillisTruncatesTheNanosecondClock() {
    MainQueue.drain()
    let partOfAMillisecond = MainQueue.uptimeNanoseconds % 1_000_000
    if partOfAMillisecond > 0 { MainQueue.advance(by: Double(1_000_000 - partOfAMillisecond) / 1e9) }
    let start = SystemClock.uptimeMillis()
    #expect(MainQueue.uptimeNanoseconds % 1_000_000 == 0)
    MainQueue.advance(by: 0.0019)
    #expect(SystemClock.uptimeMillis() == start + 1)
    MainQueue.advance(by: 0.0001)
    #expect(SystemClock.uptimeMillis() == start + 2)
  }
}
