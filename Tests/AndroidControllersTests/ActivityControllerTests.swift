import AndroidControllers
import AndroidControllersTesting
import AndroidFormat
import SegueTestSupport
import Testing

/// `ActivityController` against Robolectric's own tests of it: robolectric/robolectric,
/// robolectric/src/test/java/org/robolectric/android/controller/ActivityControllerTest.java (MIT; read at
/// 0314a324ce55f0dd5b9891c2082d8204ca719e89). Robolectric's assertions check that the transcript *contains* the
/// callbacks; these compare the whole sequence of the same callbacks, which is stronger.
@MainActor @Suite struct ActivityControllerTests {
  private func steps(_ body: () -> Void) -> [String] {
    let app = AndroidApp(device: AndroidDevice(manifest: testManifest(), activities: []))
    _ = app.takeTrace()
    body()
    return app.takeTrace().map { String($0.drop { $0 != "." }.dropFirst()) }
  }

  @Test(.tags(.android3_1)) func canCreateActivityNotListedInManifest() {
    let controller = ActivityController.build(Activity.self).setup()
    #expect(controller.get().lifecycleState == .RESUMED)
  }

  @Test(.tags(.android3_1)) func shouldSetIntentComponentWithCustomIntentWithoutComponentSet() {
    let activity = ActivityController.build(MainActivity.self, Intent(Intent.ACTION_VIEW)).create().get()
    #expect(activity.intent.action == Intent.ACTION_VIEW)
    #expect(activity.intent.component == ComponentName("org.example.controller", "org.example.controller.MainActivity"))
  }

  @Test(.tags(.android1_0)) func eachStepRunsExactlyItsCallback() {
    let controller = ActivityController.build(MainActivity.self)
    #expect(steps { controller.create() } == ["onCreate(null)"])
    #expect(steps { controller.start() } == ["onStart"])
    #expect(steps { controller.postCreate(Bundle()) } == ["onPostCreate(savedState)"])
    #expect(steps { controller.restoreInstanceState(Bundle()) } == ["onRestoreInstanceState"])
    #expect(steps { controller.resume() } == ["onResume", "onPostResume"])
    #expect(steps { controller.userLeaving() } == ["onUserLeaveHint"])
    #expect(steps { controller.pause() } == ["onPause"])
    #expect(steps { controller.newIntent(Intent(Intent.ACTION_VIEW)) } == ["onNewIntent"])
    #expect(steps { controller.stop() } == ["onStop"])
    #expect(steps { controller.restart() } == ["onRestart", "onStart"])
    #expect(steps { controller.stop().destroy() } == ["onStop", "onDestroy"])
  }

  @Test(.tags(.android1_1)) func setup_callsLifecycleMethodsAndMakesVisible() {
    #expect(
      steps { ActivityController.build(MainActivity.self).setup() } == [
        "onCreate(null)", "onStart", "onPostCreate(null)", "onResume", "onPostResume",
        "onTopResumedActivityChanged(true)", "onWindowFocusChanged(true)",
      ])
  }

  @Test(.tags(.android1_4)) func setupWithBundle_callsLifecycleMethodsAndMakesVisible() {
    #expect(
      steps { ActivityController.build(MainActivity.self).setup(Bundle()) } == [
        "onCreate(savedState)", "onStart", "onRestoreInstanceState", "onPostCreate(savedState)", "onResume",
        "onPostResume", "onTopResumedActivityChanged(true)", "onWindowFocusChanged(true)",
      ])
  }

  @Test(.tags(.android1_4)) func configurationChange_callsLifecycleMethodsAndAppliesConfig() {
    let controller = ActivityController.build(MainActivity.self).setup()
    let first = controller.get()
    var config = Configuration()
    config.fontScale *= 2
    #expect(
      steps { controller.configurationChange(config) } == [
        "onPause", "onStop", "onSaveInstanceState", "onDestroy", "onCreate(savedState)", "onStart",
        "onRestoreInstanceState", "onPostCreate(savedState)", "onResume", "onPostResume",
        "onTopResumedActivityChanged(true)", "onWindowFocusChanged(true)",
      ])
    #expect(controller.get() !== first && first.isChangingConfigurations)
  }

  @Test(.tags(.android1_4)) func configurationChange_callsOnConfigurationChangedAndAppliesConfigWhenAllManaged() {
    let xml = """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.example.controller">
        <application><activity android:name=".MainActivity" android:configChanges="fontScale"/></application>
      </manifest>
      """
    let controller = ActivityController.build(
      MainActivity.self, manifest: ManifestDecoder.decode(Array(xml.utf8), path: "AndroidManifest.xml")
    ).setup()
    var config = Configuration()
    config.fontScale *= 2
    #expect(steps { controller.configurationChange(config) } == ["onConfigurationChanged"])
  }

  @Test(.tags(.android3_1)) func whatAStepDrivenActivityStartsIsRecordedNotStarted() {
    let controller = ActivityController.build(MainActivity.self).setup()
    let activity = controller.get()
    activity.startActivity(Intent(activity, DetailActivity.self).putExtra("id", 3))
    let started = controller.nextStartedActivity()
    #expect(started?.getIntExtra("id", 0) == 3 && controller.nextStartedActivity() == nil)
    #expect(activity.lifecycleState == .RESUMED)
  }
}
