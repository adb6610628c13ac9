import AndroidControllers
import AndroidControllersTesting
import SegueTestSupport
import Testing

@MainActor @Suite struct TranslucentAndHomeTests {
  private let dialog = #"<activity android:name=".DialogActivity" android:theme="@style/Theme.AppCompat.Dialog"/>"#

  @Test(.tags(.android1_5)) func aDialogThemedActivityPausesTheOneBelowWithoutStoppingIt() throws {
    let app = try launchTestApp(dialog)
    _ = app.takeTrace()
    try app.onActivity(MainActivity.self) { $0.startActivity(Intent($0, DialogActivity.self)) }
    #expect(
      app.takeTrace()
        == ["MainActivity.onTopResumedActivityChanged(false)", "MainActivity.onPause"]
        + launchTrace("DialogActivity").dropLast()
        + ["MainActivity.onWindowFocusChanged(false)", "DialogActivity.onWindowFocusChanged(true)"])
    #expect(app.snapshot.description == "task 1: MainActivity STARTED > DialogActivity RESUMED\napp in front")
  }

  @Test(.tags(.android1_5)) func finishingTheDialogResumesTheActivityBelowWithoutRestartingIt() throws {
    let app = try launchTestApp(dialog)
    try app.onActivity(MainActivity.self) { $0.startActivity(Intent($0, DialogActivity.self)) }
    _ = app.takeTrace()
    try app.pressBack()
    #expect(
      app.takeTrace() == [
        "DialogActivity.onTopResumedActivityChanged(false)", "DialogActivity.onPause", "MainActivity.onResume",
        "MainActivity.onPostResume", "MainActivity.onTopResumedActivityChanged(true)",
        "DialogActivity.onWindowFocusChanged(false)", "MainActivity.onWindowFocusChanged(true)",
        "DialogActivity.onStop", "DialogActivity.onDestroy",
      ])
  }

  @Test(.tags(.android1_6)) func homeStopsTheAppAfterTheLeaveHintAndTheIconBringsItBack() throws {
    let app = try launchTestApp()
    _ = app.takeTrace()
    try app.pressHome()
    #expect(
      app.takeTrace() == [
        "MainActivity.onTopResumedActivityChanged(false)", "MainActivity.onUserLeaveHint", "MainActivity.onPause",
        "MainActivity.onWindowFocusChanged(false)", "MainActivity.onStop", "MainActivity.onSaveInstanceState",
      ])
    #expect(app.snapshot.description == "task 1: MainActivity CREATED\nhome screen in front")
    try app.relaunch()
    #expect(
      app.takeTrace() == [
        "MainActivity.onRestart", "MainActivity.onStart", "MainActivity.onResume", "MainActivity.onPostResume",
        "MainActivity.onTopResumedActivityChanged(true)", "MainActivity.onWindowFocusChanged(true)",
      ])
  }

  @Test(.tags(.android1_6)) func homeWithADialogOnTopStopsBothAndReturnResumesOnlyTheTop() throws {
    let app = try launchTestApp(dialog)
    try app.onActivity(MainActivity.self) { $0.startActivity(Intent($0, DialogActivity.self)) }
    try app.pressHome()
    _ = app.takeTrace()
    try app.relaunch()
    #expect(
      app.takeTrace() == [
        "DialogActivity.onRestart", "DialogActivity.onStart", "DialogActivity.onResume",
        "DialogActivity.onPostResume", "DialogActivity.onTopResumedActivityChanged(true)",
        "DialogActivity.onWindowFocusChanged(true)", "MainActivity.onRestart", "MainActivity.onStart",
      ])
    #expect(app.snapshot.description == "task 1: MainActivity STARTED > DialogActivity RESUMED\napp in front")
  }

  @Test(.tags(.android1_7)) func processDeathRestoresOnlyTheTopActivityThenTheOneBelowOnBack() throws {
    defer { Hooks.reset() }
    let app = try launchTestApp()
    Hooks.onSave = { activity, state in state.putString("draft", "\(type(of: activity)) draft") }
    try app.onActivity(MainActivity.self) { $0.startActivity(Intent($0, DetailActivity.self).putExtra("id", 7)) }
    #expect(try app.killProcess())
    #expect(
      app.snapshot.description
        == "task 1: MainActivity (no instance) > DetailActivity (no instance)\nhome screen in front\nprocess not running"
    )
    var restored: [String] = []
    Hooks.onRestore = { activity, state in
      restored.append(
        "\(type(of: activity)) \(state?.getString("draft") ?? "null") id=\(activity.intent.getIntExtra("id", -1))")
    }
    _ = app.takeTrace()
    try app.relaunch()
    #expect(app.takeTrace() == ["Application.onCreate"] + launchTrace("DetailActivity", saved: true))
    try app.pressBack()
    #expect(restored == ["DetailActivity DetailActivity draft id=7", "MainActivity MainActivity draft id=-1"])
    #expect(app.trace.contains("MainActivity.onCreate(savedState)"))
    #expect(app.snapshot.description == "task 1: MainActivity RESUMED\napp in front")
  }

  @Test(.tags(.android1_7)) func theProcessIsNotKilledWhileAnActivityIsVisible() throws {
    let app = try launchTestApp()
    #expect(!app.device.killProcess())
    #expect(app.device.isProcessAlive)
  }
}
