import AndroidControllers
import AndroidControllersTesting
import SegueTestSupport
import Testing

/// Launch modes and intent flags (spec §2.1, §2.2): stacks as `A-B-C-D` and who gets `onNewIntent`.
@MainActor @Suite struct LaunchModeTests {
  /// Starts `names` one after another from the top activity.
  private func push(_ app: AndroidApp, _ types: [Activity.Type], flags: Int32 = 0) throws {
    for type in types {
      try app.onActivity(Activity.self) { $0.startActivity(Intent($0, type).addFlags(flags)) }
    }
  }

  private func stack(_ app: AndroidApp) -> String { app.snapshot.description }

  @Test(.tags(.android2_1)) func standardAlwaysPushesANewInstance() throws {
    let app = try launchTestApp()
    try push(app, [DetailActivity.self, DetailActivity.self])
    #expect(
      stack(app)
        == "task 1: MainActivity CREATED > DetailActivity CREATED > DetailActivity RESUMED\napp in front")
  }

  @Test(.tags(.android2_1)) func singleTopOnTopGetsTheNewIntentBetweenPauseAndResume() throws {
    let app = try launchTestApp(#"<activity android:name=".TopActivity" android:launchMode="singleTop"/>"#)
    try push(app, [TopActivity.self])
    let top = try #require(app.topActivity as? TopActivity)
    _ = app.takeTrace()
    try app.onActivity(TopActivity.self) { $0.startActivity(Intent($0, TopActivity.self).putExtra("tag", "again")) }
    #expect(
      app.takeTrace() == [
        "TopActivity.onPause", "TopActivity.onNewIntent", "TopActivity.onResume", "TopActivity.onPostResume",
      ])
    #expect(top.newIntents == ["again"])
    #expect(top.intent.getStringExtra("tag") == nil)  // getIntent() keeps the first intent (spec §1.0).
    #expect(stack(app) == "task 1: MainActivity CREATED > TopActivity RESUMED\napp in front")
  }

  @Test(.tags(.android2_1)) func singleTopNotOnTopBehavesLikeStandard() throws {
    let app = try launchTestApp(#"<activity android:name=".TopActivity" android:launchMode="singleTop"/>"#)
    try push(app, [TopActivity.self, DetailActivity.self, TopActivity.self])
    #expect(
      stack(app)
        == "task 1: MainActivity CREATED > TopActivity CREATED > DetailActivity CREATED > TopActivity RESUMED\n"
        + "app in front")
  }

  @Test(.tags(.android2_1)) func singleTaskClearsWhatIsAboveItAndDeliversTheIntentBeforeRestarting() throws {
    let app = try launchTestApp(#"<activity android:name=".OtherActivity" android:launchMode="singleTask"/>"#)
    try push(app, [OtherActivity.self, DetailActivity.self, ThirdActivity.self])
    #expect(
      stack(app)
        == "task 1: MainActivity CREATED > OtherActivity CREATED > DetailActivity CREATED > ThirdActivity RESUMED\n"
        + "app in front")
    _ = app.takeTrace()
    try push(app, [OtherActivity.self])
    #expect(
      app.takeTrace() == [
        "ThirdActivity.onTopResumedActivityChanged(false)", "ThirdActivity.onPause", "OtherActivity.onNewIntent",
        "OtherActivity.onRestart", "OtherActivity.onStart", "OtherActivity.onResume", "OtherActivity.onPostResume",
        "OtherActivity.onTopResumedActivityChanged(true)", "ThirdActivity.onWindowFocusChanged(false)",
        "OtherActivity.onWindowFocusChanged(true)", "ThirdActivity.onStop", "ThirdActivity.onDestroy",
        "DetailActivity.onDestroy",
      ])
    #expect(stack(app) == "task 1: MainActivity CREATED > OtherActivity RESUMED\napp in front")
  }

  @Test(.tags(.android2_1, .android2_3)) func singleTaskWithItsOwnAffinityStartsANewTaskAndBackReturns() throws {
    let app = try launchTestApp(
      #"<activity android:name=".OtherActivity" android:launchMode="singleTask" android:taskAffinity="com.other"/>"#)
    try push(app, [OtherActivity.self, DetailActivity.self])
    #expect(
      stack(app)
        == "task 2: OtherActivity CREATED > DetailActivity RESUMED\ntask 1: MainActivity CREATED\napp in front")
    try app.pressBack()
    try app.pressBack()
    #expect(stack(app) == "task 1: MainActivity RESUMED\napp in front")
  }

  @Test(.tags(.android2_1)) func singleInstanceIsAloneInItsTaskAndWhatItStartsGoesElsewhere() throws {
    let app = try launchTestApp(#"<activity android:name=".OtherActivity" android:launchMode="singleInstance"/>"#)
    try push(app, [OtherActivity.self, DetailActivity.self])
    #expect(
      stack(app)
        == "task 1: MainActivity CREATED > DetailActivity RESUMED\ntask 2: OtherActivity CREATED\napp in front")
  }

  @Test(.tags(.android2_2)) func clearTopRecreatesAStandardActivityAndKeepsOneWithSingleTop() throws {
    let app = try launchTestApp()
    try push(app, [DetailActivity.self, ThirdActivity.self])
    let detail = try #require(app.device.recentTasks.first?.activities[1].instance)
    try push(app, [DetailActivity.self], flags: Intent.FLAG_ACTIVITY_CLEAR_TOP)
    #expect(stack(app) == "task 1: MainActivity CREATED > DetailActivity RESUMED\napp in front")
    #expect(detail.isDestroyed && app.topActivity !== detail)

    let kept = try launchTestApp()
    try push(kept, [DetailActivity.self, ThirdActivity.self])
    let keptDetail = try #require(kept.device.recentTasks.first?.activities[1].instance as? DetailActivity)
    try push(kept, [DetailActivity.self], flags: Intent.FLAG_ACTIVITY_CLEAR_TOP | Intent.FLAG_ACTIVITY_SINGLE_TOP)
    #expect(kept.topActivity === keptDetail && keptDetail.newIntents == ["-"])
  }

  @Test(.tags(.android2_2)) func reorderToFrontMovesTheExistingInstanceUp() throws {
    let app = try launchTestApp()
    try push(app, [DetailActivity.self, ThirdActivity.self])
    try push(app, [DetailActivity.self], flags: Intent.FLAG_ACTIVITY_REORDER_TO_FRONT)
    #expect(
      stack(app)
        == "task 1: MainActivity CREATED > ThirdActivity CREATED > DetailActivity RESUMED\napp in front")
  }

  @Test(.tags(.android2_2)) func newTaskWithClearTaskEmptiesTheTaskFirst() throws {
    let app = try launchTestApp()
    try push(app, [DetailActivity.self])
    try push(app, [ThirdActivity.self], flags: Intent.FLAG_ACTIVITY_NEW_TASK | Intent.FLAG_ACTIVITY_CLEAR_TASK)
    #expect(stack(app) == "task 1: ThirdActivity RESUMED\napp in front")
    #expect(app.trace.suffix(2) == ["DetailActivity.onDestroy", "MainActivity.onDestroy"])
  }

  @Test(.tags(.android2_2)) func noHistoryActivitiesFinishOnceCovered() throws {
    let app = try launchTestApp(#"<activity android:name=".OtherActivity" android:noHistory="true"/>"#)
    try push(app, [OtherActivity.self, DetailActivity.self])
    #expect(stack(app) == "task 1: MainActivity CREATED > DetailActivity RESUMED\napp in front")
    #expect(app.trace.suffix(2) == ["OtherActivity.onStop", "OtherActivity.onDestroy"])
  }

  @Test(.tags(.android2_2)) func multipleTaskWithNewTaskAlwaysMakesAnotherTask() throws {
    let app = try launchTestApp()
    try push(app, [DetailActivity.self], flags: Intent.FLAG_ACTIVITY_NEW_TASK | Intent.FLAG_ACTIVITY_MULTIPLE_TASK)
    #expect(stack(app) == "task 2: DetailActivity RESUMED\ntask 1: MainActivity CREATED\napp in front")
  }

  @Test(.tags(.android2_2, .android4_1)) func theLauncherIconBringsTheTaskBackAsItWas() throws {
    let app = try launchTestApp()
    try push(app, [DetailActivity.self])
    try app.pressHome()
    try app.relaunch()
    #expect(stack(app) == "task 1: MainActivity CREATED > DetailActivity RESUMED\napp in front")
  }
}
