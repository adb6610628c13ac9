import AndroidControllers
import AndroidControllersTesting
import SegueTestSupport
import Testing

/// Starting failures with Android's exception classes and texts (spec §4.2, Appendix A) and implicit resolution.
@MainActor @Suite struct IntentAndExceptionTests {
  private let viewer = """
    <activity android:name=".OtherActivity" android:exported="false">
      <intent-filter>
        <action android:name="android.intent.action.VIEW"/>
        <category android:name="android.intent.category.DEFAULT"/>
        <data android:scheme="https" android:host="shop.example.com"/>
      </intent-filter>
    </activity>
    """

  private func thrown(_ app: AndroidApp, _ body: @escaping (Activity) -> Void) throws -> [AndroidException] {
    let top = try #require(app.topActivity)
    return AndroidException.capture { body(top) }
  }

  @Test(.tags(.android4_2, .androidAppendixA)) func anUndeclaredActivityIsNotFound() throws {
    let app = try AndroidApp.launch(manifest: testManifest(), activities: testActivities + [Undeclared.self])
    #expect(
      try thrown(app) { $0.startActivity(Intent($0, Undeclared.self)) } == [
        .init(
          "android.content.ActivityNotFoundException",
          "Unable to find explicit activity class {com.example.app/com.example.app.Undeclared}; have you declared "
            + "this activity in your AndroidManifest.xml, or does your intent not match its declared <intent-filter>?")
      ])
    let older = try AndroidApp.launch(manifest: testManifest(), activities: testActivities, sdkInt: 30)
    #expect(
      try thrown(older) { $0.startActivity(Intent().setClassName("com.example.app", "com.example.app.Gone")) }
        .map(\.message) == [
          "Unable to find explicit activity class {com.example.app/com.example.app.Gone}; have you declared this "
            + "activity in your AndroidManifest.xml?"
        ])
  }

  @Test(.tags(.android4_2, .androidAppendixA)) func anImplicitIntentNothingHandlesIsNotFound() throws {
    let app = try launchTestApp()
    #expect(
      try thrown(app) { $0.startActivity(Intent(Intent.ACTION_VIEW, Uri.parse("geo:0,0"))) } == [
        .init(
          "android.content.ActivityNotFoundException",
          "No Activity found to handle Intent { act=android.intent.action.VIEW dat=geo:0,0 }")
      ])
  }

  @Test(.tags(.android4_2)) func anImplicitIntentMatchesByActionCategoryAndData() throws {
    let app = try launchTestApp(viewer)
    try app.onActivity(MainActivity.self) {
      $0.startActivity(Intent(Intent.ACTION_VIEW, Uri.parse("https://shop.example.com/item/3")))
    }
    #expect(app.snapshot.description == "task 1: MainActivity CREATED > OtherActivity RESUMED\napp in front")
    #expect(app.topActivity?.intent.data?.path == "/item/3")
    #expect(
      try thrown(app) { $0.startActivity(Intent(Intent.ACTION_VIEW, Uri.parse("https://other.example.com/"))) }
        .map(\.className) == ["android.content.ActivityNotFoundException"])
  }

  @Test(.tags(.androidAppendixA)) func theApplicationContextNeedsNewTask() throws {
    let app = try launchTestApp()
    let context = try #require(app.device.application)
    let intent = Intent(context, DetailActivity.self)
    #expect(
      AndroidException.capture { context.startActivity(intent) } == [
        .init(
          "android.util.AndroidRuntimeException",
          "Calling startActivity() from outside of an Activity  context requires the FLAG_ACTIVITY_NEW_TASK flag. "
            + "Is this really what you want?")
      ])
    try app.step { context.startActivity(intent.addFlags(Intent.FLAG_ACTIVITY_NEW_TASK)) }
    #expect(app.snapshot.description == "task 1: MainActivity CREATED > DetailActivity RESUMED\napp in front")
  }

  @Test(.tags(.androidAppendixA)) func forwardResultWithAResultRequestIsRefused() throws {
    let app = try launchTestApp()
    #expect(
      try thrown(app) {
        $0.startActivityForResult(Intent($0, DetailActivity.self).addFlags(Intent.FLAG_ACTIVITY_FORWARD_RESULT), 1)
      } == [.init("android.util.AndroidRuntimeException", "FORWARD_RESULT_FLAG used while also requesting a result")])
  }

  @Test(.tags(.android3_1, .androidAppendixA)) func anOverrideThatSkipsSuperThrowsSuperNotCalled() throws {
    #expect(
      throws: AndroidAppError.exception(
        .init(
          "android.util.SuperNotCalledException",
          "Activity {com.example.app/com.example.app.Careless} did not call through to super.onStart()"))
    ) {
      try AndroidApp.launch(manifest: testManifest(launcher: "Careless"), activities: [Careless.self])
    }
  }

  @Test(.tags(.android3_1)) func anActivityMadeWithInitIsNotAttached() {
    let orphan = MainActivity()
    #expect(
      AndroidException.capture { orphan.startActivity(Intent()) }.map(\.className) == [
        "java.lang.NullPointerException"
      ])
  }
}

final class Undeclared: AppCompatActivity {}

final class Careless: AppCompatActivity {
  override func onStart() {}
}
