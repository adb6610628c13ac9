import AndroidControllers
import AndroidControllersTesting
import SegueTestSupport
import Testing

@MainActor @Suite struct ConfigurationChangeTests {
  @Test(.tags(.android1_4)) func rotationRecreatesTheActivityAsANewInstanceWithItsSavedState() throws {
    defer { Hooks.reset() }
    let app = try launchTestApp()
    let before = try #require(app.topActivity)
    Hooks.onSave = { _, state in state.putInt("counter", 5) }
    var restoredCounter: Int32 = -1
    var changingWhenStopped: Bool?
    Hooks.onRestore = { _, state in restoredCounter = state?.getInt("counter") ?? -1 }
    Hooks.onStop = { changingWhenStopped = $0.isChangingConfigurations }
    _ = app.takeTrace()
    try app.rotate()
    #expect(
      app.takeTrace()
        == [
          "MainActivity.onTopResumedActivityChanged(false)", "MainActivity.onPause", "MainActivity.onStop",
          "MainActivity.onSaveInstanceState", "MainActivity.onDestroy",
        ] + launchTrace("MainActivity", saved: true))
    let after = try #require(app.topActivity)
    #expect(after !== before)
    #expect(before.isDestroyed && !before.isFinishing && before.isChangingConfigurations)
    #expect(restoredCounter == 5)
    #expect(changingWhenStopped == true)
    #expect(app.device.configuration.orientation == Configuration.ORIENTATION_LANDSCAPE)
  }

  @Test(.tags(.android1_4)) func configChangesCoveringTheChangeKeepTheInstance() throws {
    let handled = try launchTestApp(
      #"<activity android:name=".OtherActivity" android:configChanges="orientation|screenSize"/>"#)
    try handled.onActivity(MainActivity.self) { $0.startActivity(Intent($0, OtherActivity.self)) }
    let other = try #require(handled.topActivity)
    _ = handled.takeTrace()
    try handled.rotate()
    #expect(handled.takeTrace() == ["OtherActivity.onConfigurationChanged"])
    #expect(handled.topActivity === other)
  }

  @Test(.tags(.android1_4)) func anActivityBehindIsRecreatedWhenItComesBack() throws {
    let app = try launchTestApp()
    try app.onActivity(MainActivity.self) { $0.startActivity(Intent($0, DetailActivity.self)) }
    try app.rotate()
    _ = app.takeTrace()
    try app.pressBack()
    #expect(
      app.takeTrace()
        == ["DetailActivity.onTopResumedActivityChanged(false)", "DetailActivity.onPause", "MainActivity.onDestroy"]
        + launchTrace("MainActivity", saved: true).dropLast(2)
        + [
          "MainActivity.onTopResumedActivityChanged(true)", "DetailActivity.onWindowFocusChanged(false)",
          "MainActivity.onWindowFocusChanged(true)", "DetailActivity.onStop", "DetailActivity.onDestroy",
        ])
  }

  @Test(.tags(.android1_4)) func recreateMakesANewInstanceInPlace() throws {
    let app = try launchTestApp()
    _ = app.takeTrace()
    try app.onActivity(MainActivity.self) { $0.recreate() }
    #expect(
      app.takeTrace()
        == [
          "MainActivity.onTopResumedActivityChanged(false)", "MainActivity.onPause", "MainActivity.onStop",
          "MainActivity.onSaveInstanceState", "MainActivity.onDestroy",
        ] + launchTrace("MainActivity", saved: true))
  }

  /// AOSP ActivityThread.performDestroyActivity keeps `retainNonConfigurationInstances()` for the relaunch; the new
  /// instance reads it until `performResume`, which clears it.
  @Test(.tags(.android1_4)) func theRetainedInstanceReachesTheNewInstanceUntilItResumes() throws {
    final class RetainingActivity: Activity {
      var seen: [String] = []
      override func onRetainNonConfigurationInstance() -> Any? { "kept" }
      override func onStart() {
        super.onStart()
        seen.append("onStart \(lastNonConfigurationInstance as? String ?? "nil")")
      }
      override func onResume() {
        super.onResume()
        seen.append("onResume \(lastNonConfigurationInstance as? String ?? "nil")")
      }
    }
    let scenario = try ActivityScenario.launch(RetainingActivity.self)
    try scenario.app.rotate()
    try scenario.app.onActivity(RetainingActivity.self) { activity in
      #expect(activity.seen == ["onStart kept", "onResume nil"])
    }
  }
}
