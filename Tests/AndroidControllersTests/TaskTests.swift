import AndroidControllers
import AndroidControllersTesting
import SegueTestSupport
import Testing

/// Tasks, affinities and the recents order (spec §2.1–§2.4).
@MainActor @Suite struct TaskTests {
  private let affinities = """
    <activity android:name=".OtherActivity" android:taskAffinity="com.example.other"/>
    <activity android:name=".TopActivity" android:launchMode="singleInstancePerTask"/>
    """

  @Test(.tags(.android2_3)) func newTaskGoesToTheTaskOfTheActivitysAffinity() throws {
    let app = try launchTestApp(affinities)
    try app.onActivity(MainActivity.self) {
      $0.startActivity(Intent($0, OtherActivity.self).addFlags(Intent.FLAG_ACTIVITY_NEW_TASK))
    }
    try app.onActivity(OtherActivity.self) {
      $0.startActivity(Intent($0, DetailActivity.self).addFlags(Intent.FLAG_ACTIVITY_NEW_TASK))
    }
    // DetailActivity has the app's affinity: it joins task 1, which comes to the front.
    #expect(
      app.snapshot.description
        == "task 1: MainActivity CREATED > DetailActivity RESUMED\ntask 2: OtherActivity CREATED\napp in front")
  }

  @Test(.tags(.android2_3)) func withoutNewTaskAnActivityJoinsTheCallersTaskWhateverItsAffinity() throws {
    let app = try launchTestApp(affinities)
    try app.onActivity(MainActivity.self) { $0.startActivity(Intent($0, OtherActivity.self)) }
    #expect(app.snapshot.description == "task 1: MainActivity CREATED > OtherActivity RESUMED\napp in front")
  }

  @Test(.tags(.android2_1)) func singleInstancePerTaskIsTheRootOfItsOwnTask() throws {
    let app = try launchTestApp(affinities)
    try app.onActivity(MainActivity.self) { $0.startActivity(Intent($0, TopActivity.self)) }
    #expect(app.snapshot.description == "task 2: TopActivity RESUMED\ntask 1: MainActivity CREATED\napp in front")
    try app.onActivity(TopActivity.self) { $0.startActivity(Intent($0, DetailActivity.self)) }
    try app.onActivity(DetailActivity.self) { $0.startActivity(Intent($0, TopActivity.self)) }
    // Started again, it clears its task down to itself and gets the intent.
    #expect(app.snapshot.description == "task 2: TopActivity RESUMED\ntask 1: MainActivity CREATED\napp in front")
  }

  @Test(.tags(.android2_2)) func theRecentsScreenBringsABackgroundTaskToTheFront() throws {
    let app = try launchTestApp(affinities)
    try app.onActivity(MainActivity.self) {
      $0.startActivity(Intent($0, OtherActivity.self).addFlags(Intent.FLAG_ACTIVITY_NEW_TASK))
    }
    try app.step { app.device.moveTaskToFront(1) }
    #expect(
      app.snapshot.description == "task 1: MainActivity RESUMED\ntask 2: OtherActivity CREATED\napp in front")
    try app.pressBack()
    // Back on the root launcher activity from API 31 moves its task back: the home screen is in front.
    #expect(
      app.snapshot.description
        == "task 2: OtherActivity CREATED\ntask 1: MainActivity CREATED\nhome screen in front")
  }

  @Test(.tags(.android2_2)) func finishingTheLastActivityOfATaskReturnsToTheTaskItCameFrom() throws {
    let app = try launchTestApp(affinities)
    try app.onActivity(MainActivity.self) {
      $0.startActivity(Intent($0, OtherActivity.self).addFlags(Intent.FLAG_ACTIVITY_NEW_TASK))
    }
    try app.pressBack()
    #expect(app.snapshot.description == "task 1: MainActivity RESUMED\napp in front")
  }

  /// AOSP ActivityClientController.finishActivityAffinity: from the activity down, while the affinity is the same.
  @Test(.tags(.android2_3)) func finishAffinityFinishesDownToTheFirstOtherAffinity() throws {
    let app = try launchTestApp(affinities)
    try app.onActivity(MainActivity.self) { $0.startActivity(Intent($0, OtherActivity.self)) }
    try app.onActivity(OtherActivity.self) { $0.startActivity(Intent($0, DetailActivity.self)) }
    try app.onActivity(DetailActivity.self) { $0.startActivity(Intent($0, ThirdActivity.self)) }
    try app.onActivity(ThirdActivity.self) { $0.startActivity(Intent($0, MainActivity.self)) }
    // MainActivity > OtherActivity (other affinity) > DetailActivity > ThirdActivity > MainActivity (top).
    try app.onActivity(MainActivity.self) { _ in }
    try app.step {
      let third = app.device.recentTasks[0].activities[3].instance
      third?.finishAffinity()
    }
    #expect(
      app.snapshot.description == "task 1: MainActivity CREATED > OtherActivity CREATED > MainActivity RESUMED\n"
        + "app in front")
  }

  @Test(.tags(.android2_3)) func finishAndRemoveTaskEmptiesTheTask() throws {
    let app = try launchTestApp(affinities)
    try app.onActivity(MainActivity.self) { $0.startActivity(Intent($0, DetailActivity.self)) }
    try app.onActivity(DetailActivity.self) { $0.finishAndRemoveTask() }
    #expect(app.snapshot.description == "home screen in front")
    #expect(app.device.recentTasks.isEmpty)
  }

  @Test(.tags(.androidAppendixA)) func finishAffinityWithAResultThrows() throws {
    let app = try launchTestApp()
    let expected = AndroidException("java.lang.IllegalStateException", "Can not be called to deliver a result")
    #expect(throws: AndroidAppError.exception(expected)) {
      try app.onActivity(MainActivity.self) {
        $0.setResult(Activity.RESULT_OK)
        $0.finishAffinity()
      }
    }
  }
}
