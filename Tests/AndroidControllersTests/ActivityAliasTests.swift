import AndroidControllers
import AndroidControllersTesting
import AndroidFormat
import SegueTestSupport
import Testing

/// An `<activity-alias>` names its target; the target is what runs. AOSP `ActivityRecord`'s constructor keeps
/// `mActivityComponent = new ComponentName(info.packageName, info.targetActivity)` when the intent named an alias (the
/// "real activity" a task and FLAG_ACTIVITY_CLEAR_TOP look for), while the intent keeps the alias's name; and
/// `ActivityThread.performLaunchActivity` gives the instance the target's component.
@MainActor @Suite struct ActivityAliasTests {
  private func aliasApp() throws -> AndroidApp {
    let xml = """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.app">
        <application>
          <activity android:name=".MainActivity"/>
          <activity-alias android:name=".LauncherAlias" android:targetActivity=".MainActivity" android:exported="true">
            <intent-filter>
              <action android:name="android.intent.action.MAIN"/>
              <category android:name="android.intent.category.LAUNCHER"/>
            </intent-filter>
          </activity-alias>
          <activity android:name=".DetailActivity"/>
        </application>
      </manifest>
      """
    Hooks.reset()
    return try AndroidApp.launch(
      manifest: ManifestDecoder.decode(Array(xml.utf8), path: "AndroidManifest.xml"), activities: testActivities)
  }

  @Test(.tags(.android4_1)) func theTaskListsTheTargetWhileTheIntentKeepsTheAlias() throws {
    let app = try aliasApp()
    let main = try #require(app.topActivity as? MainActivity)
    #expect(
      app.device.recentTasks.map { $0.activities.map(\.component.className) } == [["com.example.app.MainActivity"]])
    #expect(main.componentName?.className == "com.example.app.MainActivity")
    #expect(main.intent.component?.className == "com.example.app.LauncherAlias")
    #expect(app.snapshot.description == "task 1: MainActivity RESUMED\napp in front")
  }

  @Test(.tags(.android2_2)) func clearTopAndSingleTopToTheTargetReachTheInstanceLaunchedThroughTheAlias() throws {
    let app = try aliasApp()
    let main = try #require(app.topActivity as? MainActivity)
    try app.onActivity(MainActivity.self) { $0.startActivity(Intent($0, DetailActivity.self)) }
    _ = app.takeTrace()
    try app.onActivity(DetailActivity.self) {
      $0.startActivity(
        Intent($0, MainActivity.self).putExtra("tag", "again")
          .addFlags(Intent.FLAG_ACTIVITY_CLEAR_TOP | Intent.FLAG_ACTIVITY_SINGLE_TOP))
    }
    #expect(app.topActivity === main && main.newIntents == ["again"])
    #expect(app.snapshot.description == "task 1: MainActivity RESUMED\napp in front")
    #expect(
      app.takeTrace() == [
        // A stopped activity gets the intent first, then comes back (§2.2; as LaunchModeTests' singleTask
        // clear-top trace has it).
        "DetailActivity.onTopResumedActivityChanged(false)", "DetailActivity.onPause", "MainActivity.onNewIntent",
        "MainActivity.onRestart", "MainActivity.onStart", "MainActivity.onResume", "MainActivity.onPostResume",
        "MainActivity.onTopResumedActivityChanged(true)",
        "DetailActivity.onWindowFocusChanged(false)", "MainActivity.onWindowFocusChanged(true)",
        "DetailActivity.onStop", "DetailActivity.onDestroy",
      ])
  }

  @Test(.tags(.android4_1)) func tappingTheLauncherAliasAgainBringsTheTaskBack() throws {
    let app = try aliasApp()
    try app.onActivity(MainActivity.self) { $0.startActivity(Intent($0, DetailActivity.self)) }
    try app.pressHome()
    try app.relaunch()
    #expect(
      app.snapshot.description == "task 1: MainActivity CREATED > DetailActivity RESUMED\napp in front")
  }
}
