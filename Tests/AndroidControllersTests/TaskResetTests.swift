import AndroidControllers
import AndroidControllersTesting
import AndroidFormat
import SegueTestSupport
import Testing

/// The launcher's `FLAG_ACTIVITY_RESET_TASK_IF_NEEDED`: tapping the icon of an app whose task exists resets the task
/// as its activities' `clearTaskOnLaunch` and `finishOnTaskLaunch` say (AOSP `ResetTargetTaskHelper` [I]; the
/// spec's §2.3 lists the attributes without their rules). Activities are stand-ins.
@MainActor @Suite struct TaskResetTests {
  private func launch(root: String = "", detail: String = "") throws -> AndroidApp {
    let xml = """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.reset">
        <application>
          <activity android:name=".MainActivity" android:exported="true" \(root)>
            <intent-filter>
              <action android:name="android.intent.action.MAIN"/>
              <category android:name="android.intent.category.LAUNCHER"/>
            </intent-filter>
          </activity>
          <activity android:name=".DetailActivity" \(detail)/>
          <activity android:name=".ThirdActivity"/>
        </application>
      </manifest>
      """
    let app = try AndroidApp.launch(
      manifest: ManifestDecoder.decode(Array(xml.utf8), path: "AndroidManifest.xml"), activities: [],
      playsMissingClasses: true)
    for name in ["DetailActivity", "ThirdActivity"] {
      try app.step {
        app.topActivity?.startActivity(Intent().setClassName("com.example.reset", "com.example.reset.\(name)"))
      }
    }
    try app.pressHome()
    _ = app.takeTrace()
    try app.relaunch()
    return app
  }

  @Test(.tags(.android1_6, .android2_3)) func withoutResetAttributesTheTaskComesBackAsItWas() throws {
    let app = try launch()
    #expect(
      app.snapshot.description == """
        task 1: MainActivity CREATED > DetailActivity CREATED > ThirdActivity RESUMED
        app in front
        """)
  }

  @Test(.tags(.android2_3)) func clearTaskOnLaunchOnTheRootClearsTheTaskDownToIt() throws {
    let app = try launch(root: "android:clearTaskOnLaunch=\"true\"")
    #expect(
      app.snapshot.description == """
        task 1: MainActivity RESUMED
        app in front
        """)
    #expect(
      app.takeTrace() == [
        "MainActivity.onRestart", "MainActivity.onStart", "MainActivity.onResume", "MainActivity.onPostResume",
        "MainActivity.onTopResumedActivityChanged(true)", "MainActivity.onWindowFocusChanged(true)",
        "ThirdActivity.onDestroy", "DetailActivity.onDestroy",
      ])
  }

  @Test(.tags(.android2_3)) func finishOnTaskLaunchFinishesOnlyThatActivity() throws {
    let app = try launch(detail: "android:finishOnTaskLaunch=\"true\"")
    #expect(
      app.snapshot.description == """
        task 1: MainActivity CREATED > ThirdActivity RESUMED
        app in front
        """)
  }

  /// `allowTaskReparenting`, outward: an activity of another affinity started into the launcher's task moves to the
  /// bottom of a task of its affinity when the icon resets the task (AOSP's IntentPlayground manifest).
  @Test(.tags(.android2_3)) func aReparentingActivityLeavesTheLaunchersTaskOnReset() throws {
    let app = try AndroidApp.launch(
      appFolder: DocumentLaunchTests.playground, activities: [], playsMissingClasses: true)
    try app.step {
      app.topActivity?.startActivity(
        Intent().setClassName(DocumentLaunchTests.package, "\(DocumentLaunchTests.package).TaskAffinity1Activity"))
    }
    try app.pressHome()
    try app.relaunch()
    #expect(
      app.snapshot.description == """
        task 1: RegularActivity RESUMED
        task 2: TaskAffinity1Activity CREATED
        app in front
        """)
  }

  /// `allowTaskReparenting`, inward: an activity of the launcher task's affinity, started into another task, moves
  /// onto the launcher's task when the icon resets it (the spec's §2.3 (b)).
  @Test(.tags(.android2_3)) func aReparentingActivityJoinsTheTaskOfItsAffinityOnReset() throws {
    let xml = """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.reset">
        <application>
          <activity android:name=".MainActivity" android:exported="true">
            <intent-filter>
              <action android:name="android.intent.action.MAIN"/>
              <category android:name="android.intent.category.LAUNCHER"/>
            </intent-filter>
          </activity>
          <activity android:name=".OtherActivity" android:taskAffinity=".other"/>
          <activity android:name=".DetailActivity" android:allowTaskReparenting="true"/>
        </application>
      </manifest>
      """
    let app = try AndroidApp.launch(
      manifest: ManifestDecoder.decode(Array(xml.utf8), path: "AndroidManifest.xml"), activities: [],
      playsMissingClasses: true)
    for (name, flags) in [("OtherActivity", Intent.FLAG_ACTIVITY_NEW_TASK), ("DetailActivity", 0)] {
      try app.step {
        app.topActivity?.startActivity(
          Intent().setClassName("com.example.reset", "com.example.reset.\(name)").addFlags(flags))
      }
    }
    #expect(
      app.snapshot.description == """
        task 2: OtherActivity CREATED > DetailActivity RESUMED
        task 1: MainActivity CREATED
        app in front
        """)
    try app.pressHome()
    _ = app.takeTrace()
    try app.relaunch()
    #expect(
      app.snapshot.description == """
        task 1: MainActivity CREATED > DetailActivity RESUMED
        task 2: OtherActivity CREATED
        app in front
        """)
    #expect(app.takeTrace().filter { $0.hasPrefix("DetailActivity") }.first == "DetailActivity.onRestart")
  }
}
