import AndroidControllers
import AndroidControllersTesting
import Foundation
import SegueTestSupport
import Testing

/// Document launches (`FLAG_ACTIVITY_NEW_DOCUMENT`, `android:documentLaunchMode`) on AOSP's IntentPlayground
/// manifest, its activities played by stand-ins. Behaviour from AOSP's `ActivityStarter`
/// (`adjustLaunchFlagsToDocumentMode`, `setInitialState`, `complyActivityFlags`) and `RootWindowContainer`'s task
/// search, read in the Android 13 services (§2.2 [I]: the spec lists the flag without its rules).
@MainActor @Suite struct DocumentLaunchTests {
  static let playground = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Android/apps/IntentPlayground")
  static let package = "com.example.android.intentplayground"

  private func launch() throws -> AndroidApp {
    try AndroidApp.launch(appFolder: Self.playground, activities: [], playsMissingClasses: true)
  }

  private func intent(_ name: String, _ document: String? = nil, flags: Int32 = 0) -> Intent {
    let intent = Intent().setClassName(Self.package, "\(Self.package).\(name)").addFlags(flags)
    return document.map { intent.setData(Uri.parse($0)) } ?? intent
  }

  private func start(_ app: AndroidApp, _ intent: Intent) throws {
    try app.step { app.topActivity?.startActivity(intent) }
  }

  @Test(.tags(.android2_2)) func intoExistingReusesTheTaskOfTheSameDocument() throws {
    let app = try launch()
    try start(app, intent("DocumentLaunchIntoActivity", "content://notes/1"))
    try start(app, intent("RegularActivity"))
    _ = app.takeTrace()
    try start(app, intent("DocumentLaunchIntoActivity", "content://notes/1"))
    #expect(
      app.snapshot.description == """
        task 2: DocumentLaunchIntoActivity RESUMED
        task 1: RegularActivity CREATED
        app in front
        """)
    // The task is cleared above the document's activity, which gets the intent (clear-top, AOSP
    // `complyActivityFlags`), not re-created.
    #expect(
      app.takeTrace() == [
        "RegularActivity.onTopResumedActivityChanged(false)", "RegularActivity.onPause",
        "DocumentLaunchIntoActivity.onNewIntent", "DocumentLaunchIntoActivity.onRestart",
        "DocumentLaunchIntoActivity.onStart", "DocumentLaunchIntoActivity.onResume",
        "DocumentLaunchIntoActivity.onPostResume", "DocumentLaunchIntoActivity.onTopResumedActivityChanged(true)",
        "RegularActivity.onWindowFocusChanged(false)", "DocumentLaunchIntoActivity.onWindowFocusChanged(true)",
        "RegularActivity.onStop", "RegularActivity.onDestroy",
      ])
    try start(app, intent("DocumentLaunchIntoActivity", "content://notes/2"))
    #expect(
      app.snapshot.description == """
        task 3: DocumentLaunchIntoActivity RESUMED
        task 2: DocumentLaunchIntoActivity CREATED
        task 1: RegularActivity CREATED
        app in front
        """)
    let flags = try #require(app.topActivity).intent.flags
    #expect(flags == Intent.FLAG_ACTIVITY_NEW_DOCUMENT | Intent.FLAG_ACTIVITY_NEW_TASK)
  }

  @Test(.tags(.android2_2)) func alwaysMakesANewTaskEachTime() throws {
    let app = try launch()
    try start(app, intent("DocumentLaunchAlwaysActivity", "content://notes/1"))
    try start(app, intent("DocumentLaunchAlwaysActivity", "content://notes/1"))
    #expect(
      app.snapshot.description == """
        task 3: DocumentLaunchAlwaysActivity RESUMED
        task 2: DocumentLaunchAlwaysActivity CREATED
        task 1: RegularActivity CREATED
        app in front
        """)
  }

  @Test(.tags(.android2_2)) func neverAndSingleTaskIgnoreTheDocumentFlag() throws {
    let app = try launch()
    try start(app, intent("DocumentLaunchNeverActivity", "content://notes/1", flags: Intent.FLAG_ACTIVITY_NEW_DOCUMENT))
    try start(app, intent("SingleTaskActivity", "content://notes/1", flags: Intent.FLAG_ACTIVITY_NEW_DOCUMENT))
    #expect(
      app.snapshot.description == """
        task 1: RegularActivity CREATED > DocumentLaunchNeverActivity CREATED > SingleTaskActivity RESUMED
        app in front
        """)
    #expect(
      app.consoleMessages == [
        "I/ActivityTaskManager: Ignoring FLAG_ACTIVITY_NEW_DOCUMENT, launchMode is \"singleInstance\" or \"singleTask\""
      ])
  }

  /// A document asked for a result stays in the caller's task (no `NEW_TASK` is added), so the result can come back.
  @Test(.tags(.android2_2, .android3_4)) func aDocumentStartedForAResultStaysInTheCallersTask() throws {
    let app = try launch()
    try app.step {
      app.topActivity?.startActivityForResult(intent("DocumentLaunchIntoActivity", "content://notes/1"), 7)
    }
    #expect(
      app.snapshot.description == """
        task 1: RegularActivity CREATED > DocumentLaunchIntoActivity RESUMED
        app in front
        """)
  }

  /// The flag by itself, without a document mode in the manifest, is `intoExisting`.
  @Test(.tags(.android2_2)) func theFlagAloneActsAsIntoExisting() throws {
    let app = try launch()
    try start(app, intent("SingleTopActivity", "content://a", flags: Intent.FLAG_ACTIVITY_NEW_DOCUMENT))
    try app.pressHome()
    try app.relaunch()
    try start(app, intent("SingleTopActivity", "content://a", flags: Intent.FLAG_ACTIVITY_NEW_DOCUMENT))
    #expect(
      app.snapshot.description == """
        task 2: SingleTopActivity RESUMED
        task 1: RegularActivity CREATED
        app in front
        """)
  }
}
