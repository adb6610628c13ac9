// The test a team writes for its own app after `segue port` (DocC article "Porting an app"): Tiago Martinho's
// Reminders (the wide corpus), an app target and its own framework RemindersCore, ported into one package with a
// target each (RemindersCore, beside the app's folder, becomes a module). CI ports the corpus copy and runs this
// test in it. The presenters live in RemindersCore and the controllers in the app, so each step crosses the modules.
import SegueKitTesting
import Testing

@testable import Reminders

@MainActor
@Suite struct RemindersFlowTests {
  /// The app's delegate builds its window in code (no main storyboard, no scenes): the reminders list, empty, says
  /// so; "Add" presents the form in a sheet (`present(_:animated:)`'s `.automatic` style); "Save" stores the
  /// reminder through RemindersCore's presenter and dismisses the sheet. The list still says it is empty: a sheet
  /// leaves the presenter's view in the window, so its `viewWillAppear(_:)` (where the app reloads) is not called
  /// when the sheet goes (UIKit since iOS 13; the app was written for iOS 12's full-screen default). Reloading shows
  /// the saved reminder.
  @Test func addingAReminder() throws {
    let app = try SegueApp.launch(appFolder: PortedApp.appFolder)
    #expect(UIApplication.shared.delegate is AppDelegate)
    let first = """
      iPhone 16, portrait
      UINavigationController
        [0] Reminders (RemindersViewController)
      """
    #expect(app.snapshot.description == first)
    let list = try app.visible(RemindersViewController.self)
    #expect((list.view as? UILabel)?.text == "You have no reminders")

    try app.tap("Add")
    #expect(
      app.snapshot.description == first + """

          presents(formSheet) UINavigationController
            [0] Add Reminder (AddReminderViewController)
        """)
    try app.type("Milk", into: "Title")
    try app.tap("Save")
    #expect(app.snapshot.description == first)
    #expect((list.view as? UILabel)?.text == "You have no reminders")

    list.presenter.loadReminders()
    let table = try #require(list.view as? UITableView)
    #expect(table.numberOfRows(inSection: 0) == 1)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Milk")
    #expect(app.exceptions == [])
    #expect(app.consoleMessages == [])
  }
}
