import AndroidControllers
import AndroidControllersTesting
import AndroidFormat
import SegueTestSupport
import Testing

/// The options menu on the device: made on the main queue after the first resume, re-made once per
/// `invalidateOptionsMenu()` batch, clicked through `onMenuItemSelected` (AOSP ActivityThread.handleResumeActivity →
/// `makeVisible()`; PhoneWindow `invalidatePanelMenu` → `doInvalidatePanelMenu` → `preparePanel`).
@MainActor @Suite struct OptionsMenuTests {
  /// Records the menu callbacks it gets, and handles a click on `share`.
  final class MenuActivity: Activity {
    static let share: Int32 = 0x7f01_0001
    static let delete: Int32 = 0x7f01_0002
    var calls: [String] = []
    var canDelete = false

    override func onResume() {
      super.onResume()
      calls.append("onResume")
    }
    override func onCreateOptionsMenu(_ menu: Menu) -> Bool {
      calls.append("onCreateOptionsMenu")
      menu.add(Menu.NONE, Self.delete, 2, "Delete")
      menu.add(Menu.NONE, Self.share, 1, "Share")
      return true
    }
    override func onPrepareOptionsMenu(_ menu: Menu) -> Bool {
      calls.append("onPrepareOptionsMenu")
      menu.findItem(Self.delete)?.isVisible = canDelete
      return true
    }
    override func onOptionsItemSelected(_ item: MenuItem) -> Bool {
      calls.append("onOptionsItemSelected(\(item.title))")
      return item.itemId == Self.share
    }
  }

  /// Declines the menu.
  final class NoMenuActivity: Activity {
    override func onCreateOptionsMenu(_ menu: Menu) -> Bool {
      menu.add("Never shown")
      return false
    }
  }

  @Test(.tags(.android1_1)) func theMenuIsMadeAfterTheFirstResumeInOrder() throws {
    let scenario = try ActivityScenario.launch(MenuActivity.self)
    try scenario.onActivity { activity in
      #expect(activity.calls == ["onResume", "onCreateOptionsMenu", "onPrepareOptionsMenu"])
    }
    let controller = ActivityController.build(MenuActivity.self).setup()
    #expect(controller.optionsMenu()?.description == "\"Share\" id=0x7f010001\n\"Delete\" id=0x7f010002 (hidden)")
  }

  @Test(.tags(.android1_2)) func aLaterResumeKeepsTheMenu() throws {
    let scenario = try ActivityScenario.launch(MenuActivity.self)
    try scenario.moveToState(.CREATED)
    try scenario.moveToState(.RESUMED)
    try scenario.onActivity { activity in
      #expect(activity.calls == ["onResume", "onCreateOptionsMenu", "onPrepareOptionsMenu", "onResume"])
    }
  }

  @Test func invalidateOptionsMenuRemakesTheMenuOnceOnTheMainQueue() {
    let controller = ActivityController.build(MenuActivity.self).setup()
    let activity = controller.get()
    activity.calls = []
    activity.canDelete = true
    activity.invalidateOptionsMenu()
    activity.invalidateOptionsMenu()
    #expect(activity.calls.isEmpty)
    MainQueue.drain()
    #expect(activity.calls == ["onCreateOptionsMenu", "onPrepareOptionsMenu"])
    #expect(controller.optionsMenu()?.description == "\"Share\" id=0x7f010001\n\"Delete\" id=0x7f010002")
  }

  @Test func beforeTheActivityIsVisibleThereIsNoMenu() {
    let controller = ActivityController.build(MenuActivity.self).create().start()
    controller.get().invalidateOptionsMenu()
    MainQueue.drain()
    #expect(controller.optionsMenu() == nil && controller.get().calls.isEmpty)
  }

  @Test func aDeclinedMenuIsDropped() {
    let controller = ActivityController.build(NoMenuActivity.self).setup()
    #expect(controller.optionsMenu() == nil)
  }

  @Test func clickMenuItemGoesToOnOptionsItemSelected() {
    let controller = ActivityController.build(MenuActivity.self).setup()
    controller.get().calls = []
    let handled = [controller.clickMenuItem(MenuActivity.share), controller.clickMenuItem(MenuActivity.delete)]
    #expect(handled == [true, false])
    #expect(controller.get().calls == ["onOptionsItemSelected(Share)", "onOptionsItemSelected(Delete)"])
  }

  @Test(.tags(.androidAppendixA)) func getItemOutOfRangeThrowsIndexOutOfBounds() {
    let controller = ActivityController.build(MenuActivity.self).setup()
    let thrown = AndroidException.capture { _ = controller.optionsMenu()?.getItem(2) }
    #expect(thrown.map(\.description) == ["java.lang.IndexOutOfBoundsException: Index: 2, Size: 2"])
  }

  @Test func anAppClicksAVisibleMenuItemByItsTitle() throws {
    let scenario = try ActivityScenario.launch(MenuActivity.self)
    try scenario.onActivity { $0.calls = [] }
    try scenario.app.clickMenuItem(title: "Share")
    #expect(
      throws: AndroidAppError.noSuchView("menu \"Delete\"", activity: "org.example.scenario.MenuActivity@1")
    ) { try scenario.app.clickMenuItem(title: "Delete") }
    try scenario.onActivity { #expect($0.calls == ["onOptionsItemSelected(Share)"]) }
  }
}
