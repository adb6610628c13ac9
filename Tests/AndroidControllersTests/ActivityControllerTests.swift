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

  @Test(.tags(.android3_4)) func theResultSetBeforeFinishingIsRecorded() {
    let controller = ActivityController.build(MainActivity.self).setup()
    #expect(controller.resultCode() == Activity.RESULT_CANCELED && controller.resultIntent() == nil)
    let data = Intent().putExtra("picked", 2)
    controller.get().setResult(Activity.RESULT_OK, data)
    controller.get().finish()
    #expect(controller.resultCode() == Activity.RESULT_OK && controller.resultIntent() === data)
    #expect(controller.get().isFinishing)
  }

  @Test(.tags(.android4_1)) func theRequestedOrientationStartsAsTheManifestSays() {
    let manifest = testManifest(#"<activity android:name=".TopActivity" android:screenOrientation="landscape"/>"#)
    let controller = ActivityController.build(TopActivity.self, manifest: manifest).setup()
    #expect(controller.get().requestedOrientation == ActivityInfo.SCREEN_ORIENTATION_LANDSCAPE)
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

/// `ActivityController`'s `ShadowActivity` half against Robolectric's own tests: robolectric/robolectric,
/// robolectric/src/test/java/org/robolectric/shadows/ShadowActivityTest.java (MIT; read at
/// 004c54845946932e616f56e14f61e1cb62d76ced), one Swift test per ported test, named as the original.
@MainActor @Suite struct ShadowActivityTests {
  /// The original's `TranscriptActivity`: records each result.
  final class TranscriptActivity: Activity {
    var transcript: [String] = []
    override func onActivityResult(_ requestCode: Int32, _ resultCode: Int32, _ data: Intent?) {
      super.onActivityResult(requestCode, resultCode, data)
      transcript.append(
        "onActivityResult called with requestCode \(requestCode), resultCode \(resultCode), intent data "
          + "\(data?.data.map { "\($0)" } ?? "null")")
    }
  }

  @Test func shouldReportDestroyedStatus() {
    let controller = ActivityController.build(MainActivity.self)
    let activity = controller.get()
    controller.create().destroy()
    #expect(activity.isDestroyed)
  }

  @Test func startActivity_shouldDelegateToStartActivityForResult() {
    let controller = ActivityController.build(TranscriptActivity.self).setup()
    controller.get().startActivity(Intent().setType("image/*"))
    controller.receiveResult(
      Intent().setType("image/*"), Activity.RESULT_OK, Intent().setData(Uri.parse("content:foo")))
    #expect(
      controller.get().transcript == [
        "onActivityResult called with requestCode -1, resultCode -1, intent data content:foo"
      ])
  }

  @Test func startActivity_optionsRecordedInIntentForResult() {
    let controller = ActivityController.build(TranscriptActivity.self).setup()
    let options = Bundle()
    options.putString("key", "value")
    controller.get().startActivity(Intent().setType("image/*"), options)
    #expect(controller.peekNextStartedActivityForResult()?.options?.getString("key") == "value")
  }

  @Test func startActivities_shouldStartAllActivities() {
    let controller = ActivityController.build(MainActivity.self).setup()
    let view = Intent(Intent.ACTION_VIEW)
    let pick = Intent(Intent.ACTION_PICK)
    controller.get().startActivities([view, pick])
    #expect(controller.nextStartedActivity() === pick)
    #expect(controller.nextStartedActivity() === view)
  }

  @Test func startActivityForResultAndReceiveResult_shouldSendResponsesBackToActivity() {
    let controller = ActivityController.build(TranscriptActivity.self).setup()
    controller.get().startActivityForResult(Intent().setType("audio/*"), 123)
    controller.get().startActivityForResult(Intent().setType("image/*"), 456)
    controller.receiveResult(
      Intent().setType("image/*"), Activity.RESULT_OK, Intent().setData(Uri.parse("content:foo")))
    #expect(
      controller.get().transcript == [
        "onActivityResult called with requestCode 456, resultCode -1, intent data content:foo"
      ])
  }

  @Test(.tags(.androidAppendixA)) func startActivityForResultAndReceiveResult_whenNoIntentMatches_shouldThrowException()
  {
    let controller = ActivityController.build(TranscriptActivity.self)
    controller.get().startActivityForResult(Intent().setType("audio/*"), 123)
    controller.get().startActivityForResult(Intent().setType("image/*"), 456)
    let requestIntent = Intent().setType("video/*")
    let thrown = AndroidException.capture {
      controller.receiveResult(requestIntent, Activity.RESULT_OK, Intent().setData(Uri.parse("content:foo")))
    }
    #expect(thrown.map(\.className) == ["java.lang.RuntimeException"])
    #expect(thrown.first?.message?.hasPrefix("No intent matches \(requestIntent)") == true)
    #expect(controller.get().transcript.isEmpty)
  }

  @Test func shouldSupportStartActivityForResult() {
    let controller = ActivityController.build(MainActivity.self).setup()
    let activity = controller.get()
    let intent = Intent().setClass(activity, MainActivity.self)
    #expect(controller.nextStartedActivity() == nil)
    activity.startActivityForResult(intent, 142)
    #expect(controller.nextStartedActivity() === intent)
  }

  @Test func shouldSupportGetStartedActivitiesForResult() {
    let controller = ActivityController.build(MainActivity.self).setup()
    let activity = controller.get()
    let intent = Intent().setClass(activity, MainActivity.self)
    activity.startActivityForResult(intent, 142)
    let intentForResult = controller.nextStartedActivityForResult()
    #expect(controller.nextStartedActivityForResult() == nil)
    #expect(intentForResult?.intent === intent && intentForResult?.requestCode == 142)
  }

  @Test func shouldSupportPeekStartedActivitiesForResult() {
    let controller = ActivityController.build(MainActivity.self).setup()
    let activity = controller.get()
    let intent = Intent().setClass(activity, MainActivity.self)
    activity.startActivityForResult(intent, 142)
    let intentForResult = controller.peekNextStartedActivityForResult()
    #expect(controller.peekNextStartedActivityForResult()?.intent === intentForResult?.intent)
    #expect(intentForResult?.intent === intent && intentForResult?.requestCode == 142)
  }
}
