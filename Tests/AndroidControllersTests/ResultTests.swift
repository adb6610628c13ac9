import AndroidControllers
import AndroidControllersTesting
import SegueTestSupport
import Testing

/// Results (spec §1.3, §3.4): legacy `startActivityForResult` and AndroidX's Activity Result API.
@MainActor @Suite struct ResultTests {
  private func answer(_ app: AndroidApp, code: Int32 = Activity.RESULT_OK) throws {
    try app.onActivity(DetailActivity.self) {
      $0.setResult(code, Intent().putExtra("answer", "42"))
      $0.finish()
    }
  }

  @Test(.tags(.android1_3, .android3_4)) func fromApi32TargetsTheResultArrivesRightBeforeOnResume() throws {
    let app = try launchTestApp()
    try app.onActivity(MainActivity.self) { $0.startActivityForResult(Intent($0, DetailActivity.self), 7) }
    _ = app.takeTrace()
    try answer(app)
    #expect(
      app.takeTrace().prefix(6) == [
        "DetailActivity.onTopResumedActivityChanged(false)", "DetailActivity.onPause", "MainActivity.onRestart",
        "MainActivity.onStart", "MainActivity.onActivityResult(7, -1)", "MainActivity.onResume",
      ])
    #expect((app.topActivity as? MainActivity)?.receivedResults == ["7 -1 42"])
  }

  @Test(.tags(.android1_3, .android3_4)) func olderTargetsGetTheResultBeforeOnRestart() throws {
    let app = try launchTestApp(target: 31)
    try app.onActivity(MainActivity.self) { $0.startActivityForResult(Intent($0, DetailActivity.self), 7) }
    _ = app.takeTrace()
    try answer(app)
    #expect(
      app.takeTrace().prefix(4) == [
        "DetailActivity.onTopResumedActivityChanged(false)", "DetailActivity.onPause",
        "MainActivity.onActivityResult(7, -1)", "MainActivity.onRestart",
      ])
  }

  @Test(.tags(.android3_4)) func backReturnsResultCanceledWithoutData() throws {
    let app = try launchTestApp()
    try app.onActivity(MainActivity.self) { $0.startActivityForResult(Intent($0, DetailActivity.self), 3) }
    try app.pressBack()
    #expect((app.topActivity as? MainActivity)?.receivedResults == ["3 0 null"])
  }

  @Test(.tags(.android3_4)) func aResultCannotCrossIntoANewTaskSoTheCallerIsCanceledAtOnce() throws {
    let app = try launchTestApp()
    try app.onActivity(MainActivity.self) {
      $0.startActivityForResult(Intent($0, DetailActivity.self).addFlags(Intent.FLAG_ACTIVITY_NEW_TASK), 5)
    }
    #expect(app.trace.contains("MainActivity.onActivityResult(5, 0)"))
    #expect(
      app.trace.firstIndex(of: "MainActivity.onActivityResult(5, 0)")! < app.trace.firstIndex(
        of: "DetailActivity.onCreate(null)")!)
  }

  @Test(.tags(.android3_4)) func theActivityResultApiDeliversToTheRegisteredCallback() throws {
    let app = try AndroidApp.launch(
      manifest: testManifest(launcher: "PickerHost"), activities: [PickerHost.self, DetailActivity.self])
    try app.onActivity(PickerHost.self) { $0.launcher.launch(Intent($0, DetailActivity.self)) }
    try answer(app)
    let host = try #require(app.topActivity as? PickerHost)
    #expect(host.results == ["ActivityResult{resultCode=RESULT_OK, data=Intent { (has extras) }} answer=42"])
    #expect(app.trace.contains("PickerHost.onActivityResult(65536, -1)"))
  }

  @Test(.tags(.android3_4)) func legacyTargetsKeepAnApiResultUntilTheCallerStarts() throws {
    let app = try AndroidApp.launch(
      manifest: testManifest(target: 31, launcher: "PickerHost"), activities: [PickerHost.self, DetailActivity.self],
      targetSdkVersion: 31)
    try app.onActivity(PickerHost.self) { $0.launcher.launch(Intent($0, DetailActivity.self)) }
    try answer(app)
    let host = try #require(app.topActivity as? PickerHost)
    #expect(host.events.suffix(3) == ["onActivityResult", "onStart", "result"])
  }

  @Test(.tags(.android3_4, .androidAppendixA)) func registeringAfterStartThrowsAndroidsText() throws {
    let app = try AndroidApp.launch(
      manifest: testManifest(launcher: "PickerHost"), activities: [PickerHost.self, DetailActivity.self])
    let host = try #require(app.topActivity as? PickerHost)
    let thrown = AndroidException.capture {
      _ = host.registerForActivityResult(ActivityResultContracts.StartActivityForResult()) { _ in }
    }
    #expect(
      thrown == [
        AndroidException(
          "java.lang.IllegalStateException",
          "LifecycleOwner com.example.app.PickerHost@1 is attempting to register while current state is RESUMED. "
            + "LifecycleOwners must call register before they are STARTED.")
      ])
  }
}

/// The launcher activity of ``ResultTests``' Activity Result API tests.
final class PickerHost: AppCompatActivity {
  var results: [String] = []
  var events: [String] = []
  lazy var launcher = registerForActivityResult(ActivityResultContracts.StartActivityForResult()) {
    [unowned self] result in
    results.append("\(result) answer=\(result.data?.getStringExtra("answer") ?? "null")")
    events.append("result")
  }

  override func onCreate(_ savedInstanceState: Bundle?) {
    super.onCreate(savedInstanceState)
    _ = launcher
  }
  override func onStart() {
    super.onStart()
    events.append("onStart")
  }
  override func onActivityResult(_ requestCode: Int32, _ resultCode: Int32, _ data: Intent?) {
    events.append("onActivityResult")
    super.onActivityResult(requestCode, resultCode, data)
  }
}
