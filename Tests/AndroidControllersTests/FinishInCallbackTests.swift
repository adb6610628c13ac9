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

  /// A splash screen: the launcher activity starts the next one and finishes in `onCreate`. The icon tapped again
  /// brings the task back as it is, not a second splash and a second next activity: the task keeps the intent that
  /// made it (AOSP `Task.realActivity`, compared by `RootWindowContainer`'s task search and `complyActivityFlags`).
  @Test(.tags(.android1_8, .android2_2)) func theIconBringsBackASplashScreensTaskAsItIs() throws {
    defer { Hooks.reset() }
    let manifest = testManifest()
    Hooks.onCreate = { activity in
      guard activity is MainActivity else { return }
      activity.startActivity(Intent(activity, DetailActivity.self))
      activity.finish()
    }
    let app = try AndroidApp.launch(manifest: manifest, activities: [MainActivity.self, DetailActivity.self])
    #expect(app.snapshot.description == "task 1: DetailActivity RESUMED\napp in front")
    try app.pressHome()
    _ = app.takeTrace()
    try app.relaunch()
    #expect(app.snapshot.description == "task 1: DetailActivity RESUMED\napp in front")
    #expect(
      app.takeTrace() == [
        "DetailActivity.onRestart", "DetailActivity.onStart", "DetailActivity.onResume",
        "DetailActivity.onPostResume", "DetailActivity.onTopResumedActivityChanged(true)",
        "DetailActivity.onWindowFocusChanged(true)",
      ])
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
