import AndroidControllers
import AndroidControllersTesting
import SegueTestSupport
import Testing

@MainActor @Suite struct FragmentLifecycleTests {
  private func manager(_ app: AndroidApp) throws -> FragmentManager {
    try #require(app.topActivity as? HostActivity).supportFragmentManager
  }

  /// A commit in `onCreate` runs in `onStart` (AndroidX's `FragmentActivity.onStart` executes pending transactions),
  /// and the trace records callbacks as they return: the fragment's, which run inside the activity's, come first.
  @Test(.tags(.android5_4)) func aFragmentCommittedInOnCreateFollowsTheActivityUp() throws {
    let app = try launchHost()
    #expect(
      app.takeTrace() == [
        "Application.onCreate", "HostActivity.onCreate(null)", "HomeFragment.onAttach", "HomeFragment.onCreate(null)",
        "HomeFragment.onCreateView", "HomeFragment.onViewCreated", "HomeFragment.onViewStateRestored",
        "HomeFragment.onStart", "HostActivity.onStart", "HostActivity.onPostCreate(null)",
        "HostActivity.onResume", "HomeFragment.onResume", "HostActivity.onPostResume",
        "HostActivity.onTopResumedActivityChanged(true)", "HostActivity.onWindowFocusChanged(true)",
      ])
    let home = try #require(try manager(app).findFragmentByTag("home"))
    #expect(home.isResumed && home.isVisible && home.requireArguments().getString("title") == "Home")
    #expect(home.lifecycle.currentState == .RESUMED)
  }

  @Test(.tags(.android5_3, .android5_4)) func replaceOnTheBackStackStopsTheOldOneAndPopBringsBackItsView() throws {
    let app = try launchHost()
    let fm = try manager(app)
    _ = app.takeTrace()
    try app.step { fm.beginTransaction().replace(containerId, ListFragment(), "list").addToBackStack(nil).commit() }
    #expect(
      app.takeTrace() == [
        "HomeFragment.onPause", "HomeFragment.onStop", "HomeFragment.onDestroyView", "ListFragment.onAttach",
        "ListFragment.onCreate(null)", "ListFragment.onCreateView", "ListFragment.onViewCreated",
        "ListFragment.onViewStateRestored", "ListFragment.onStart", "ListFragment.onResume",
      ])
    let home = try #require(fm.findFragmentByTag("home"))
    #expect(home.lifecycle.currentState == .CREATED && home.view == nil && fm.backStackEntryCount == 1)
    #expect(
      app.snapshot.description == """
        task 1: HostActivity RESUMED
          HostActivity fragments:
            ListFragment RESUMED in 0x7f0a0001 tag list
            back stack: (unnamed)
        app in front
        """)
    try app.pressBack()
    #expect(
      app.takeTrace() == [
        "ListFragment.onPause", "ListFragment.onStop", "ListFragment.onDestroyView", "ListFragment.onDestroy",
        "ListFragment.onDetach", "HomeFragment.onCreateView", "HomeFragment.onViewCreated",
        "HomeFragment.onViewStateRestored", "HomeFragment.onStart", "HomeFragment.onResume",
      ])
    #expect(
      app.snapshot
        == AndroidSnapshot(
          tasks: [
            .init(
              id: 1,
              activities: [
                .init(
                  "HostActivity", .RESUMED,
                  fragments: .init([.init("HomeFragment", .RESUMED, container: "0x7f0a0001", tag: "home")]))
              ])
          ], isAtHome: false, isProcessAlive: true))
  }

  @Test(.tags(.android5_4)) func replaceWithoutTheBackStackDestroysTheOldFragment() throws {
    let app = try launchHost()
    let fm = try manager(app)
    _ = app.takeTrace()
    try app.step { fm.beginTransaction().replace(containerId, ListFragment()).commit() }
    #expect(
      app.takeTrace().prefix(5) == [
        "HomeFragment.onPause", "HomeFragment.onStop", "HomeFragment.onDestroyView", "HomeFragment.onDestroy",
        "HomeFragment.onDetach",
      ])
    #expect(fm.findFragmentByTag("home") == nil)
  }

  @Test(.tags(.android5_2)) func hideAndShowOnlyToggleVisibility() throws {
    let app = try launchHost()
    let fm = try manager(app)
    let home = try #require(fm.findFragmentByTag("home"))
    _ = app.takeTrace()
    try app.step { fm.beginTransaction().hide(home).commit() }
    #expect(app.takeTrace() == ["HomeFragment.onHiddenChanged(true)"])
    #expect(home.isHidden && !home.isVisible && home.isResumed)
  }

  @Test(.tags(.android5_2)) func detachDestroysTheViewAndAttachMakesItAgain() throws {
    let app = try launchHost()
    let fm = try manager(app)
    let home = try #require(fm.findFragmentByTag("home"))
    _ = app.takeTrace()
    try app.step { fm.beginTransaction().detach(home).commit() }
    #expect(app.takeTrace() == ["HomeFragment.onPause", "HomeFragment.onStop", "HomeFragment.onDestroyView"])
    try app.step { fm.beginTransaction().attach(home).commit() }
    #expect(
      app.takeTrace() == [
        "HomeFragment.onCreateView", "HomeFragment.onViewCreated", "HomeFragment.onViewStateRestored",
        "HomeFragment.onStart", "HomeFragment.onResume",
      ])
  }

  @Test(.tags(.android5_3)) func popBackStackByNameInclusivePopsDownThroughTheEntry() throws {
    let app = try launchHost()
    let fm = try manager(app)
    try app.step {
      fm.beginTransaction().replace(containerId, ListFragment(), "list").addToBackStack("list").commit()
      fm.beginTransaction().replace(containerId, DetailFragment(), "detail").addToBackStack("detail").commit()
    }
    #expect((0..<fm.backStackEntryCount).map { fm.getBackStackEntryAt($0).name } == ["list", "detail"])
    try app.step { fm.popBackStack("list", FragmentManager.POP_BACK_STACK_INCLUSIVE) }
    #expect(fm.fragments.map(\.tag) == ["home"] && fm.backStackEntryCount == 0)
    try app.step { fm.popBackStack("missing", 0) }
    #expect(fm.fragments.map(\.tag) == ["home"])
  }

  /// A pop of several entries that do not allow reordering executes them together (AndroidX
  /// `removeRedundantOperationsAndExecute` groups consecutive non-reordered pops into one `executeOpsTogether`):
  /// every operation runs, then each fragment moves once, so the middle entry's fragment is destroyed without
  /// getting its view back.
  @Test(.tags(.android5_3, .android5_4)) func aMultiEntryPopNeverGivesTheMiddleFragmentItsView() throws {
    let app = try launchHost()
    let fm = try manager(app)
    try app.step { fm.beginTransaction().replace(containerId, ListFragment(), "list").addToBackStack("list").commit() }
    try app.step {
      fm.beginTransaction().replace(containerId, DetailFragment(), "detail").addToBackStack("detail").commit()
    }
    _ = app.takeTrace()
    try app.step { fm.popBackStack("list", FragmentManager.POP_BACK_STACK_INCLUSIVE) }
    #expect(
      app.takeTrace() == [
        "DetailFragment.onPause", "DetailFragment.onStop", "DetailFragment.onDestroyView", "DetailFragment.onDestroy",
        "DetailFragment.onDetach", "ListFragment.onDestroy", "ListFragment.onDetach", "HomeFragment.onCreateView",
        "HomeFragment.onViewCreated", "HomeFragment.onViewStateRestored", "HomeFragment.onStart",
        "HomeFragment.onResume",
      ])
  }

  /// A fragment a back-stack entry added is in the back stack (AndroidX `bumpBackStackNesting` counts every
  /// operation of the record): removed later without the back stack, it stays CREATED for the pop, which then
  /// destroys it.
  @Test(.tags(.android5_3, .android5_4)) func aFragmentAddedOnTheBackStackOutlivesARemovalOffIt() throws {
    let app = try launchHost()
    let fm = try manager(app)
    try app.step { fm.beginTransaction().add(containerId, ListFragment(), "list").addToBackStack(nil).commit() }
    let list = try #require(fm.findFragmentByTag("list"))
    _ = app.takeTrace()
    try app.step { fm.beginTransaction().remove(list).commit() }
    #expect(app.takeTrace() == ["ListFragment.onPause", "ListFragment.onStop", "ListFragment.onDestroyView"])
    #expect(list.lifecycle.currentState == .CREATED)
    try app.step { fm.popBackStack() }
    #expect(app.takeTrace() == ["ListFragment.onDestroy", "ListFragment.onDetach"])
  }

  /// Replacing with a fragment the container already shows removes the others and keeps it (AndroidX
  /// `BackStackRecord.expandOps` drops the add), with no "Fragment already added".
  @Test(.tags(.android5_2)) func replaceWithAFragmentAlreadyShownKeepsIt() throws {
    let app = try launchHost()
    let fm = try manager(app)
    try app.step { fm.beginTransaction().add(containerId, ListFragment(), "list").commit() }
    let home = try #require(fm.findFragmentByTag("home"))
    _ = app.takeTrace()
    try app.step { fm.beginTransaction().replace(containerId, home, "home").commit() }
    #expect(
      app.takeTrace() == [
        "ListFragment.onPause", "ListFragment.onStop", "ListFragment.onDestroyView", "ListFragment.onDestroy",
        "ListFragment.onDetach",
      ])
    #expect(fm.fragments.map(\.tag) == ["home"] && home.isResumed)
  }

  /// No name and no id with `POP_BACK_STACK_INCLUSIVE` pops the whole stack; without the flag, the top entry only
  /// (AndroidX `FragmentManager.findBackStackIndex`; the spec's §5.3 says "name null = top only", true only without
  /// the flag).
  @Test(.tags(.android5_3)) func popBackStackOfNoNameInclusivePopsEveryEntry() throws {
    let app = try launchHost()
    let fm = try manager(app)
    try app.step {
      fm.beginTransaction().replace(containerId, ListFragment(), "list").addToBackStack("list").commit()
      fm.beginTransaction().replace(containerId, DetailFragment(), "detail").addToBackStack(nil).commit()
      fm.beginTransaction().replace(containerId, ListFragment(), "list2").addToBackStack("list2").commit()
    }
    try app.step { fm.popBackStack(nil, 0) }
    #expect(
      app.snapshot.tasks[0].activities[0].fragments
        == .init([.init("DetailFragment", .RESUMED, container: "0x7f0a0001", tag: "detail")], backStack: ["list", nil]))
    try app.step { fm.popBackStack(nil, FragmentManager.POP_BACK_STACK_INCLUSIVE) }
    #expect(
      app.snapshot.tasks[0].activities[0].fragments
        == .init([.init("HomeFragment", .RESUMED, container: "0x7f0a0001", tag: "home")]))
  }

  @Test(.tags(.android5_4, .android1_4)) func rotationRecreatesFragmentsAsNewInstancesWithArgumentsAndState() throws {
    let app = try launchHost()
    let fm = try manager(app)
    let home = try #require(fm.findFragmentByTag("home") as? HomeFragment)
    home.savedNote = "draft"
    try app.step { fm.beginTransaction().replace(containerId, ListFragment(), "list").addToBackStack(nil).commit() }
    try app.rotate()
    let newFM = try manager(app)
    let list = try #require(newFM.findFragmentByTag("list"))
    let newHome = try #require(newFM.findFragmentByTag("home") as? HomeFragment)
    #expect(newHome !== home && newHome.requireArguments().getString("title") == "Home")
    #expect(newHome.createdWith == "draft" && newHome.lifecycle.currentState == .CREATED)
    #expect(list.isResumed && newFM.backStackEntryCount == 1)
    try app.pressBack()
    #expect(newFM.fragments.map(\.tag) == ["home"] && newHome.isResumed)
  }
}
