import AndroidControllers
import AndroidControllersTesting
import SegueTestSupport
import Testing

@MainActor @Suite struct ActivityLifecycleTests {
  @Test(.tags(.android1_1)) func coldLaunchCreatesTheApplicationThenTheLauncherActivity() throws {
    let app = try launchTestApp()
    #expect(app.takeTrace() == ["Application.onCreate"] + launchTrace("MainActivity"))
    #expect(app.snapshot.description == "task 1: MainActivity RESUMED\napp in front")
  }

  @Test(.tags(.android1_2)) func startingAnActivityPausesTheCallerThenStopsItAndSavesAfterStopFromApi28()
    throws
  {
    let app = try launchTestApp()
    _ = app.takeTrace()
    try app.onActivity(MainActivity.self) { $0.startActivity(Intent($0, DetailActivity.self)) }
    #expect(
      app.takeTrace()
        == ["MainActivity.onTopResumedActivityChanged(false)", "MainActivity.onPause"]
        + launchTrace("DetailActivity").dropLast()
        + [
          "MainActivity.onWindowFocusChanged(false)", "DetailActivity.onWindowFocusChanged(true)",
          "MainActivity.onStop", "MainActivity.onSaveInstanceState",
        ])
    #expect(app.snapshot.description == "task 1: MainActivity CREATED > DetailActivity RESUMED\napp in front")
  }

  @Test(.tags(.android1_2)) func appsTargetingApi27SaveStateBeforeStop() throws {
    let app = try launchTestApp(target: 27)
    try app.onActivity(MainActivity.self) { $0.startActivity(Intent($0, DetailActivity.self)) }
    #expect(app.trace.suffix(2) == ["MainActivity.onSaveInstanceState", "MainActivity.onStop"])
  }

  @Test(.tags(.android1_3)) func backFinishesTheTopAndRestartsTheOneBelowWithoutSavingState() throws {
    let app = try launchTestApp()
    try app.onActivity(MainActivity.self) { $0.startActivity(Intent($0, DetailActivity.self)) }
    _ = app.takeTrace()
    try app.pressBack()
    #expect(
      app.takeTrace() == [
        "DetailActivity.onTopResumedActivityChanged(false)", "DetailActivity.onPause", "MainActivity.onRestart",
        "MainActivity.onStart", "MainActivity.onResume", "MainActivity.onPostResume",
        "MainActivity.onTopResumedActivityChanged(true)", "DetailActivity.onWindowFocusChanged(false)",
        "MainActivity.onWindowFocusChanged(true)", "DetailActivity.onStop", "DetailActivity.onDestroy",
      ])
    #expect(app.snapshot.description == "task 1: MainActivity RESUMED\napp in front")
  }
}
