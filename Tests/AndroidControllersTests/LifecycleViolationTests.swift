import AndroidControllers
import AndroidControllersTesting
import SegueTestSupport
import Testing

/// `AndroidApp.lifecycleViolations`: callbacks checked against AndroidX's `Lifecycle.State` machine as the Activity
/// life-cycle guide (developer.android.com/guide/components/activities/activity-lifecycle) orders them. Android never
/// breaks it; a Robolectric-style `ActivityController` driven out of order does, and these tests use one for the
/// positive cases.
@MainActor @Suite struct LifecycleViolationTests {
  private let onResumeRule =
    "onResume() runs only in STARTED: it follows onStart() or onPause() (Activity life-cycle guide; AndroidX "
    + "Lifecycle.State)"

  /// `onResume` without `onStart`: Robolectric lets a test skip `start()`; Android never does.
  @Test(.tags(.android1_0)) func resumeWithoutStartIsAViolation() throws {
    let app = try launchTestApp()
    ActivityController.build(DetailActivity.self).create().resume()
    #expect(
      app.lifecycleViolations.map(\.description) == ["DetailActivity got onResume() while CREATED; \(onResumeRule)"])
  }

  /// `onResume` after `onStop` without `onRestart` and `onStart` in between.
  @Test(.tags(.android1_0)) func resumeAfterStopWithoutStartIsAViolation() throws {
    let app = try launchTestApp()
    ActivityController.build(DetailActivity.self).setup().pause().stop().resume()
    #expect(
      app.lifecycleViolations.map(\.description) == ["DetailActivity got onResume() while CREATED; \(onResumeRule)"])
  }

  /// `onDestroy` on a resumed activity (no `onPause`, `onStop`), then a second `onDestroy`.
  @Test(.tags(.android1_0)) func destroyOutOfOrderAndTwiceAreViolations() throws {
    let app = try launchTestApp()
    let controller = ActivityController.build(DetailActivity.self).setup()
    controller.destroy()
    controller.destroy()
    #expect(
      app.lifecycleViolations.map(\.description) == [
        "DetailActivity got onDestroy() while RESUMED; onDestroy() runs only in CREATED: it follows onStop() "
          + "(Activity life-cycle guide; AndroidX Lifecycle.State)",
        "DetailActivity got onDestroy() while DESTROYED; onDestroy() runs only in CREATED: it follows onStop() "
          + "(Activity life-cycle guide; AndroidX Lifecycle.State)",
      ])
  }

  /// The runtime's own steps, the controller in order, Home, return, rotation, Back and process death: no violation.
  @Test(.tags(.android1_0)) func theRuntimesOwnOrderHasNoViolation() throws {
    let app = try launchTestApp()
    ActivityController.build(ThirdActivity.self).setup().pause().stop().restart().resume().pause().stop().destroy()
    try app.onActivity(MainActivity.self) { $0.startActivity(Intent($0, DetailActivity.self)) }
    try app.rotate()
    try app.pressHome()
    try app.relaunch()
    try app.pressBack()
    try app.killProcess()
    try app.relaunch()
    try app.pressBack()
    #expect(app.lifecycleViolations == [])
  }
}
