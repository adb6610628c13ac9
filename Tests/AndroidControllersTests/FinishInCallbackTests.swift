import AndroidControllers
import AndroidControllersTesting
import SegueTestSupport
import Testing

@MainActor @Suite struct FinishInCallbackTests {
  @Test(.tags(.android1_8)) func finishInOnCreateGoesStraightToOnDestroy() throws {
    defer { Hooks.reset() }
    let app = try launchTestApp()
    Hooks.onCreate = { if $0 is DetailActivity { $0.finish() } }
    _ = app.takeTrace()
    try app.onActivity(MainActivity.self) { $0.startActivity(Intent($0, DetailActivity.self)) }
    #expect(
      app.takeTrace() == [
        "MainActivity.onTopResumedActivityChanged(false)", "MainActivity.onPause", "DetailActivity.onCreate(null)",
        "MainActivity.onResume", "MainActivity.onPostResume", "MainActivity.onTopResumedActivityChanged(true)",
        "DetailActivity.onDestroy",
      ])
  }

  @Test(.tags(.android1_8)) func finishInOnStartStopsWithoutResuming() throws {
    defer { Hooks.reset() }
    let app = try launchTestApp()
    Hooks.onStart = { if $0 is DetailActivity { $0.finish() } }
    _ = app.takeTrace()
    try app.onActivity(MainActivity.self) { $0.startActivity(Intent($0, DetailActivity.self)) }
    #expect(
      app.takeTrace() == [
        "MainActivity.onTopResumedActivityChanged(false)", "MainActivity.onPause", "DetailActivity.onCreate(null)",
        "DetailActivity.onStart", "MainActivity.onResume", "MainActivity.onPostResume",
        "MainActivity.onTopResumedActivityChanged(true)", "DetailActivity.onStop", "DetailActivity.onDestroy",
      ])
  }

  @Test(.tags(.android1_8)) func aTrampolineStartsTheNextActivityAndFinishesInOnCreate() throws {
    defer { Hooks.reset() }
    let app = try launchTestApp()
    Hooks.onCreate = { activity in
      guard activity is DetailActivity else { return }
      activity.startActivity(Intent(activity, ThirdActivity.self))
      activity.finish()
    }
    _ = app.takeTrace()
    try app.onActivity(MainActivity.self) { $0.startActivity(Intent($0, DetailActivity.self)) }
    #expect(
      app.takeTrace()
        == [
          "MainActivity.onTopResumedActivityChanged(false)", "MainActivity.onPause",
          "DetailActivity.onCreate(null)",
        ] + launchTrace("ThirdActivity").dropLast()
        + [
          "MainActivity.onWindowFocusChanged(false)", "ThirdActivity.onWindowFocusChanged(true)",
          "MainActivity.onStop", "MainActivity.onSaveInstanceState", "DetailActivity.onDestroy",
        ])
    #expect(app.snapshot.description == "task 1: MainActivity CREATED > ThirdActivity RESUMED\napp in front")
  }

  @Test(.tags(.android1_3)) func backOnTheRootLauncherActivityMovesTheTaskBackFromApi31() throws {
    let app = try launchTestApp()
    let main = try #require(app.topActivity)
    try app.pressBack()
    #expect(!main.isFinishing)
    #expect(app.snapshot.description == "task 1: MainActivity CREATED\nhome screen in front")
  }

  @Test(.tags(.android1_3)) func backOnTheRootLauncherActivityFinishesItOnApi30() throws {
    let app = try launchTestApp(sdkInt: 30)
    _ = app.takeTrace()
    try app.pressBack()
    #expect(
      app.takeTrace() == [
        "MainActivity.onTopResumedActivityChanged(false)", "MainActivity.onPause",
        "MainActivity.onWindowFocusChanged(false)", "MainActivity.onStop", "MainActivity.onDestroy",
      ])
    #expect(app.snapshot.description == "home screen in front")
  }
}
