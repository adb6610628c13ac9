import AndroidControllers
import AndroidControllersTesting
import AndroidFormat
import SegueTestSupport
import Testing

/// The ports of `ShadowActivityTest` about callbacks around the life cycle: application-wide life-cycle callbacks,
/// `onContentChanged`, `runOnUiThread`, the parent activity and `startActivities` with options (robolectric/
/// robolectric, robolectric/src/test/java/org/robolectric/shadows/ShadowActivityTest.java, MIT; read at
/// d6cd4e4da64b5c1db593a7ca6c909537f5668dce).
@MainActor @Suite struct ShadowActivityCallbacksTest {
  /// The original's `ActivityLifecycleCallbacks`.
  final class TranscriptCallbacks: Application.ActivityLifecycleCallbacks {
    var transcript: [String] = []
    func onActivityCreated(_ activity: Activity, _ savedInstanceState: Bundle?) {
      transcript.append("onActivityCreated")
    }
    func onActivityStarted(_ activity: Activity) { transcript.append("onActivityStarted") }
    func onActivityResumed(_ activity: Activity) { transcript.append("onActivityResumed") }
    func onActivityPaused(_ activity: Activity) { transcript.append("onActivityPaused") }
    func onActivityStopped(_ activity: Activity) { transcript.append("onActivityStopped") }
    func onActivitySaveInstanceState(_ activity: Activity, _ outState: Bundle) {
      transcript.append("onActivitySaveInstanceState")
    }
    func onActivityDestroyed(_ activity: Activity) { transcript.append("onActivityDestroyed") }
  }

  /// The original's `ActivityWithContentChangedTranscript`.
  final class ActivityWithContentChangedTranscript: Activity {
    static let title: Int32 = 0x7f0a_0010
    var transcript: [String] = []
    override func onContentChanged() {
      let title = (findViewById(Self.title) as? TextView)?.text ?? "null"
      transcript.append("onContentChanged was called; title is \"\(title)\"")
    }
  }

  /// The original's `ChildActivity` and `ParentActivity`.
  final class ChildActivity: Activity {}
  final class ParentActivity: Activity {}

  @Test(.tags(.android1_9)) func shouldCallActivityLifecycleCallbacks() throws {
    let controller = ActivityController.build(Activity.self)
    let callbacks = TranscriptCallbacks()
    let applicationContext = try #require(controller.get().application)
    applicationContext.registerActivityLifecycleCallbacks(callbacks)
    var steps: [[String]] = []
    func step(_ body: () -> Void) {
      body()
      steps.append(callbacks.transcript)
      callbacks.transcript = []
    }
    step { controller.create() }
    step { controller.start() }
    step { controller.resume() }
    step { controller.saveInstanceState(Bundle()) }
    step { controller.pause() }
    step { controller.stop() }
    step { controller.destroy() }
    #expect(
      steps == [
        ["onActivityCreated"], ["onActivityStarted"], ["onActivityResumed"], ["onActivitySaveInstanceState"],
        ["onActivityPaused"], ["onActivityStopped"], ["onActivityDestroyed"],
      ])
  }

  /// The original inflates `R.layout.main`, whose `R.id.title` says "Main Layout"; the same view is made in code.
  @Test func onContentChangedShouldBeCalledAfterContentViewIsSet() {
    let customActivity = ActivityController.build(ActivityWithContentChangedTranscript.self).setup().get()
    customActivity.transcript = []
    let layout = LinearLayout(customActivity)
    let title = TextView(customActivity)
    title.id = ActivityWithContentChangedTranscript.title
    title.text = "Main Layout"
    layout.addView(title)
    customActivity.setContentView(layout)
    #expect(customActivity.transcript == ["onContentChanged was called; title is \"Main Layout\""])
  }

  @Test func shouldRunUiTasksImmediatelyByDefault() {
    let activity = ActivityController.build(Activity.self).setup().get()
    var wasRun = false
    activity.runOnUiThread { wasRun = true }
    #expect(wasRun)
  }

  @Test func shouldExecutePostedUiTasksInRealisticLooper() {
    let activity = ActivityController.build(Activity.self).setup().get()
    var wasRun = false
    activity.runOnUiThread { wasRun = true }
    #expect(wasRun)
  }

  /// The original's test manifest declares `ChildActivity` with `android:parentActivityName` `ParentActivity`.
  @Test func getParentActivityIntent() {
    let xml = """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.robolectric">
        <application>
          <activity android:name=".ChildActivity" android:parentActivityName=".ParentActivity"/>
          <activity android:name=".ParentActivity"/>
        </application>
      </manifest>
      """
    let manifest = ManifestDecoder.decode(Array(xml.utf8), path: "AndroidManifest.xml")
    let activity = ActivityController.build(ChildActivity.self, manifest: manifest).setup().get()
    #expect(activity.parentActivityIntent?.component?.className == "org.robolectric.ParentActivity")
    #expect(
      activity.parentActivityIntent?.description == "Intent { act=android.intent.action.MAIN "
        + "cat=[android.intent.category.LAUNCHER] cmp=org.robolectric/.ParentActivity }")
  }

  @Test func startActivities_withBundle_shouldStartAllActivities() {
    let controller = ActivityController.build(Activity.self).setup()
    let view = Intent(Intent.ACTION_VIEW)
    let pick = Intent(Intent.ACTION_PICK)
    controller.get().startActivities([view, pick], Bundle())
    #expect(controller.nextStartedActivity() === pick)
    #expect(controller.nextStartedActivity() === view)
  }
}
