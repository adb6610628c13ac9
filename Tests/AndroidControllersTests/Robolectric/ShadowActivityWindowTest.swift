import AndroidControllers
import AndroidControllersTesting
import AndroidFormat
import SegueTestSupport
import Testing

/// The ports of `ShadowActivityTest` about the activity's window and re-creation: labels, package, content view,
/// `Theme.NoDisplay`, and `recreate()` from each state (same source and commit as ``ShadowActivityTest``).
@MainActor @Suite struct ShadowActivityWindowTest {
  /// The original's `TestActivity`: a transcript of its callbacks, a saved value it checks on re-creation.
  final class TestActivity: Activity {
    var transcript: [String] = []
    private var isRecreating = false
    var restoredValues: [String?] = []

    override func onSaveInstanceState(_ outState: Bundle) {
      isRecreating = true
      transcript.append("onSaveInstanceState")
      outState.putString("TestActivityKey", "TestActivityValue")
      super.onSaveInstanceState(outState)
    }
    override func onRestoreInstanceState(_ savedInstanceState: Bundle) {
      transcript.append("onRestoreInstanceState")
      restoredValues.append(savedInstanceState.getString("TestActivityKey"))
      super.onRestoreInstanceState(savedInstanceState)
    }
    override func onRetainNonConfigurationInstance() -> Any? {
      transcript.append("onRetainNonConfigurationInstance")
      return 5
    }
    override func onPause() {
      transcript.append("onPause")
      super.onPause()
    }
    override func onDestroy() {
      transcript.append("onDestroy")
      super.onDestroy()
    }
    override func onCreate(_ savedInstanceState: Bundle?) {
      transcript.append("onCreate")
      restoredValues.append(savedInstanceState?.getString("TestActivityKey"))
      super.onCreate(savedInstanceState)
    }
    override func onStart() {
      transcript.append("onStart")
      super.onStart()
    }
    override func onPostCreate(_ savedInstanceState: Bundle?) {
      transcript.append("onPostCreate")
      super.onPostCreate(savedInstanceState)
    }
    override func onStop() {
      transcript.append("onStop")
      super.onStop()
    }
    override func onRestart() {
      transcript.append("onRestart")
      super.onRestart()
    }
    override func onResume() {
      transcript.append("onResume")
      super.onResume()
    }
  }

  private let oldTranscript = [
    "onCreate", "onStart", "onPostCreate", "onResume", "onPause", "onStop", "onSaveInstanceState",
    "onRetainNonConfigurationInstance", "onDestroy",
  ]
  private let newTranscript = ["onCreate", "onStart", "onRestoreInstanceState", "onPostCreate", "onResume"]

  private func manifest(activityLabel: String?, name: String = ".Activity") -> AndroidManifest {
    let label = activityLabel.map { " android:label=\"\($0)\"" } ?? ""
    let xml = """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.robolectric">
        <application android:label="Robolectric app">
          <activity android:name="\(name)"\(label)/>
        </application>
      </manifest>
      """
    return ManifestDecoder.decode(Array(xml.utf8), path: "AndroidManifest.xml")
  }

  /// The original's label is `@string/app_name`; resource-backed labels are not read, so it is the plain text here.
  @Test func shouldUseApplicationLabelFromManifestAsTitleForActivity() {
    let activity = ActivityController.build(Activity.self, manifest: manifest(activityLabel: nil)).setup().get()
    #expect(activity.title == "Robolectric app")
  }

  @Test func shouldUseActivityLabelFromManifestAsTitleForActivity() {
    let activity = ActivityController.build(Activity.self, manifest: manifest(activityLabel: "Activity name"))
      .setup().get()
    #expect(activity.title == "Activity name")
  }

  /// The original declares its activity by full name in one test and by short name in this one; here the other way
  /// round, since the other ports use `.Activity`.
  @Test func shouldUseActivityLabelFromManifestAsTitleForActivityWithShortName() {
    let manifest = manifest(activityLabel: "Activity name", name: "org.robolectric.Activity")
    let activity = ActivityController.build(Activity.self, manifest: manifest).setup().get()
    #expect(activity.title == "Activity name")
  }

  @Test func shouldRetrievePackageNameFromTheManifest() {
    let activity = ActivityController.build(Activity.self, manifest: manifest(activityLabel: nil)).setup().get()
    #expect(activity.packageName == "org.robolectric")
  }

  @Test func shouldFindContentViewContainerWithChild() {
    let activity = ActivityController.build(Activity.self).create().get()
    let contentView = View(activity)
    activity.setContentView(contentView)
    let contentViewContainer = activity.findViewById(AndroidR.id.content) as? FrameLayout
    #expect(contentViewContainer?.getChildAt(0) === contentView)
  }

  @Test func shouldFindContentViewContainerWithoutChild() {
    let activity = ActivityController.build(Activity.self).create().get()
    let contentViewContainer = activity.findViewById(AndroidR.id.content) as? FrameLayout
    #expect(contentViewContainer?.id == AndroidR.id.content)
  }

  @Test func setContentView_shouldReplaceOldContentView() {
    let view1 = View()
    view1.id = 0x7f0a_0001
    let view2 = View()
    view2.id = 0x7f0a_0002
    let activity = ActivityController.build(Activity.self).create().get()
    activity.setContentView(view1)
    #expect(activity.findViewById(0x7f0a_0001) === view1)
    activity.setContentView(view2)
    #expect(activity.findViewById(0x7f0a_0001) == nil)
    #expect(activity.findViewById(0x7f0a_0002) === view2)
  }

  @Test func createActivity_noDisplayFinished_shouldFinishActivity() {
    let controller = ActivityController.build(Activity.self)
    controller.get().setTheme(AndroidR.style.Theme_NoDisplay)
    let thrown = AndroidException.capture {
      controller.create()
      controller.get().finish()
      controller.start().visible().resume()
    }
    #expect(thrown.isEmpty && controller.get().isFinishing)
  }

  /// The original expects only the class; this checks AOSP's text too (Activity.performResume).
  @Test(.tags(.androidAppendixA)) func createActivity_noDisplayNotFinished_shouldThrowIllegalStateException() {
    let controller = ActivityController.build(Activity.self)
    controller.get().setTheme(AndroidR.style.Theme_NoDisplay)
    let thrown = AndroidException.capture { controller.setup() }
    #expect(
      thrown.map(\.description) == [
        "java.lang.IllegalStateException: Activity {org.example.controller/org.example.controller.Activity} did not "
          + "call finish() prior to onResume() completing"
      ])
  }

  @Test(.tags(.android1_4)) func recreateBringsBackTheOriginalLifeCycleStateAfterRecreate_resumed() {
    let controller = ActivityController.build(TestActivity.self).setup()
    let oldActivity = controller.get()
    controller.recreate()
    #expect(controller.get() !== oldActivity)
    #expect(oldActivity.transcript == oldTranscript)
    #expect(controller.get().transcript == newTranscript)
    #expect(controller.get().restoredValues == ["TestActivityValue", "TestActivityValue"])
  }

  @Test(.tags(.android1_4)) func recreateBringsBackTheOriginalLifeCycleStateAfterRecreate_paused() {
    let controller = ActivityController.build(TestActivity.self).setup()
    let oldActivity = controller.get()
    controller.pause()
    controller.recreate()
    #expect(controller.get() !== oldActivity)
    #expect(oldActivity.transcript == oldTranscript)
    #expect(controller.get().transcript == newTranscript + ["onPause"])
  }

  @Test(.tags(.android1_4)) func recreateBringsBackTheOriginalLifeCycleStateAfterRecreate_stopped() {
    let controller = ActivityController.build(TestActivity.self).setup()
    let oldActivity = controller.get()
    controller.pause().stop()
    controller.recreate()
    #expect(controller.get() !== oldActivity)
    #expect(oldActivity.transcript == oldTranscript)
    #expect(controller.get().transcript == newTranscript + ["onPause", "onStop"])
  }
}
