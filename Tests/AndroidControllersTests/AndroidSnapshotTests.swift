import AndroidControllers
import AndroidControllersTesting
import SegueTestSupport
import Testing

/// The snapshot carries each activity's fragments (issue 14, point 8: tasks → activities with state → fragment back
/// stacks), so a test compares the whole navigation state in one value.
@MainActor @Suite struct AndroidSnapshotTests {
  private func manager(_ app: AndroidApp) throws -> FragmentManager {
    try #require(app.topActivity as? HostActivity).supportFragmentManager
  }

  /// Hidden, tagged, nested and back-stacked fragments all show; a rotation re-creates every one of them in the same
  /// places (§1.5, §5.4), so the snapshot after it is equal to the one before.
  @Test(.tags(.android1_5, .android5_3, .android5_5)) func aRotationKeepsTheWholeFragmentTree() throws {
    let app = try launchHost()
    let fm = try manager(app)
    try app.step {
      fm.beginTransaction().add(containerId, ListFragment(), "list").hide(try #require(fm.findFragmentByTag("home")))
        .addToBackStack("list").commit()
    }
    try app.step {
      let list = try #require(fm.findFragmentByTag("list"))
      list.childFragmentManager.beginTransaction().add(childContainerId, DetailFragment(), "detail").commit()
    }
    let expected = AndroidSnapshot(
      tasks: [
        .init(
          id: 1,
          activities: [
            .init(
              "HostActivity", .RESUMED,
              fragments: .init(
                [
                  .init("HomeFragment", .RESUMED, container: "0x7f0a0001", tag: "home", isHidden: true),
                  .init(
                    "ListFragment", .RESUMED, container: "0x7f0a0001", tag: "list",
                    children: .init([.init("DetailFragment", .RESUMED, container: "0x7f0a0002", tag: "detail")])),
                ], backStack: ["list"]))
          ])
      ], isAtHome: false, isProcessAlive: true)
    #expect(app.snapshot == expected)
    #expect(
      app.snapshot.description == """
        task 1: HostActivity RESUMED
          HostActivity fragments:
            HomeFragment RESUMED in 0x7f0a0001 tag home hidden
            ListFragment RESUMED in 0x7f0a0001 tag list
              DetailFragment RESUMED in 0x7f0a0002 tag detail
            back stack: list
        app in front
        """)
    try app.rotate()
    #expect(app.snapshot == expected)
  }

  /// A fragment under the back stack is not added: it shows only through the entry that brings it back.
  @Test(.tags(.android5_3)) func aReplacedFragmentLeavesTheSnapshotUntilItsEntryIsPopped() throws {
    let app = try launchHost()
    let fm = try manager(app)
    try app.step { fm.beginTransaction().replace(containerId, ListFragment(), "list").addToBackStack(nil).commit() }
    #expect(
      app.snapshot.tasks[0].activities[0].fragments
        == .init([.init("ListFragment", .RESUMED, container: "0x7f0a0001", tag: "list")], backStack: [nil]))
    try app.pressBack()
    #expect(
      app.snapshot.tasks[0].activities[0].fragments
        == .init([.init("HomeFragment", .RESUMED, container: "0x7f0a0001", tag: "home")]))
  }
}
