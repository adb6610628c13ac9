import AndroidControllers
import AndroidControllersTesting
import SegueTestSupport
import Testing

/// AndroidX's fragment rules and exception texts (spec §5.1–§5.5, Appendix A).
@MainActor @Suite struct FragmentRuleTests {
  private func manager(_ app: AndroidApp) throws -> FragmentManager {
    try #require(app.topActivity as? HostActivity).supportFragmentManager
  }

  private func thrown(_ body: () -> Void) -> [String] {
    AndroidException.capture(body).map(\.description)
  }

  @Test(.tags(.android5_2, .androidAppendixA)) func misusedTransactionsThrowAndroidXsTexts() throws {
    let app = try launchHost()
    let fm = try manager(app)
    let home = try #require(fm.findFragmentByTag("home"))
    let transaction = fm.beginTransaction().add(containerId, ListFragment())
    transaction.commit()
    #expect(thrown { transaction.commit() } == ["java.lang.IllegalStateException: commit already called"])
    #expect(
      thrown { fm.beginTransaction().add(containerId, DetailFragment()).addToBackStack(nil).commitNow() } == [
        "java.lang.IllegalStateException: This transaction is already being added to the back stack"
      ])
    #expect(
      thrown { fm.beginTransaction().replace(0, DetailFragment()) } == [
        "java.lang.IllegalArgumentException: Must use non-zero containerViewId"
      ])
    #expect(thrown { fm.popBackStack(-1, 0) } == ["java.lang.IllegalArgumentException: Bad id: -1"])
    #expect(
      thrown { fm.beginTransaction().add(containerId, home).commitNow() } == [
        "java.lang.IllegalStateException: Fragment already added: HomeFragment{1} (f1 id=0x7f0a0001 tag=home)"
      ])
    #expect(
      thrown { _ = DetailFragment().requireActivity() } == [
        "java.lang.IllegalStateException: Fragment DetailFragment{0} (f0) not attached to an activity."
      ])
  }

  @Test(.tags(.android5_2, .androidAppendixA)) func aCommitAfterTheStateIsSavedThrowsButOnStopIsStillAllowed() throws {
    let app = try launchHost()
    let host = try #require(app.topActivity as? HostActivity)
    let fm = host.supportFragmentManager
    var inOnStop: [String] = []
    HostActivity.onStopHook = { host in
      inOnStop = AndroidException.capture {
        host.supportFragmentManager.beginTransaction().add(containerId, DetailFragment(), "in-stop").commit()
      }.map(\.description)
    }
    try app.pressHome()
    // From API 28 the state is saved after onStop, so a commit in onStop is still allowed (spec §5.2).
    #expect(inOnStop == [] && fm.findFragmentByTag("in-stop") != nil)
    #expect(fm.isStateSaved)
    #expect(
      thrown { fm.beginTransaction().add(containerId, ListFragment()).commit() } == [
        "java.lang.IllegalStateException: Can not perform this action after onSaveInstanceState"
      ])
    try app.step { fm.beginTransaction().add(containerId, ListFragment(), "late").commitAllowingStateLoss() }
    #expect(fm.findFragmentByTag("late") != nil)
    try app.relaunch()
    #expect(!fm.isStateSaved)
  }

  @Test(.tags(.android5_5)) func backPopsThePrimaryNavigationFragmentsChildrenFirst() throws {
    let app = try launchHost()
    let fm = try manager(app)
    let home = try #require(fm.findFragmentByTag("home"))
    try app.step {
      fm.beginTransaction().setPrimaryNavigationFragment(home).commit()
      home.childFragmentManager.beginTransaction().add(childContainerId, ListFragment(), "child").commit()
    }
    try app.step {
      home.childFragmentManager.beginTransaction().replace(childContainerId, DetailFragment(), "child2")
        .addToBackStack(nil).commit()
    }
    let child = try #require(home.childFragmentManager.findFragmentByTag("child2"))
    #expect(child.parentFragment === home)
    #expect(
      app.snapshot.description == """
        task 1: HostActivity RESUMED
          HostActivity fragments:
            HomeFragment RESUMED in 0x7f0a0001 tag home
              DetailFragment RESUMED in 0x7f0a0002 tag child2
              back stack: (unnamed)
        app in front
        """)
    try app.pressBack()
    #expect(
      app.snapshot.description == """
        task 1: HostActivity RESUMED
          HostActivity fragments:
            HomeFragment RESUMED in 0x7f0a0001 tag home
              ListFragment RESUMED in 0x7f0a0002 tag child
        app in front
        """)
    try app.pressBack()
    #expect(
      app.snapshot.description == """
        task 1: HostActivity CREATED
          HostActivity fragments:
            HomeFragment CREATED in 0x7f0a0001 tag home
              ListFragment CREATED in 0x7f0a0002 tag child
        home screen in front
        """)
  }

  @Test(.tags(.android5_4)) func fragmentsNeverExceedTheHostsState() throws {
    let app = try launchHost()
    let fm = try manager(app)
    let home = try #require(fm.findFragmentByTag("home"))
    try app.onActivity(HostActivity.self) { $0.startActivity(Intent($0, DetailActivity.self)) }
    #expect(home.lifecycle.currentState == .CREATED && home.view != nil)
    try app.step { fm.beginTransaction().add(containerId, ListFragment(), "list").commitAllowingStateLoss() }
    let list = try #require(fm.findFragmentByTag("list"))
    #expect(list.lifecycle.currentState == .CREATED)
  }

  @Test(.tags(.android5_4)) func theFragmentsAreDestroyedBeforeTheActivitysOnDestroyReturns() throws {
    let app = try launchHost()
    try app.onActivity(HostActivity.self) { $0.startActivity(Intent($0, DetailActivity.self)) }
    _ = app.takeTrace()
    try app.onActivity(DetailActivity.self) { _ in }
    let host = try #require(app.device.recentTasks.first?.activities.first?.instance)
    try app.step { host.finish() }
    #expect(
      app.takeTrace() == [
        "HomeFragment.onDestroyView", "HomeFragment.onDestroy", "HomeFragment.onDetach", "HostActivity.onDestroy",
      ])
  }
}
