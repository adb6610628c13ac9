import Foundation
import SegueKitTesting
import Testing

/// Editing a list as a user does, through the driver. Apple's documentation: `tableView(_:commit:forRowAt:)` (a
/// swipe shows Delete; in edit mode the red minus, then Delete, commits `.delete`),
/// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)` ("return nil … to display the default set of
/// actions"), `tableView(_:titleForDeleteConfirmationButtonForRowAt:)`, `tableView(_:moveRowAt:to:)`,
/// `allowsSelectionDuringEditing` (false by default: rows are not selected while editing), `UIViewController.
/// editButtonItem`, and `UIAlertController.addTextField(configurationHandler:)` (the first field is first responder
/// when the alert shows).
@MainActor
@Suite struct EditingDriverTests {
  final class Groceries: UITableViewController {
    var items = ["Milk", "Eggs", "Bread", "Tea"]
    var log: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Groceries"
      navigationItem.rightBarButtonItem = editButtonItem
      navigationItem.leftBarButtonItem = UIBarButtonItem(
        barButtonSystemItem: .add, target: nil, action: nil)
      navigationItem.leftBarButtonItem?.primaryAction = UIAction { [unowned self] _ in askForItem() }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = items[indexPath.row]
      return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      log.append("selected \(items[indexPath.row])")
    }

    override func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
      guard editingStyle == .delete else { return }
      log.append("deleted \(items.remove(at: indexPath.row))")
      tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
      let item = items.remove(at: sourceIndexPath.row)
      items.insert(item, at: destinationIndexPath.row)
      log.append("moved \(item) to \(destinationIndexPath.row)")
    }

    func askForItem() {
      let alert = UIAlertController(title: "New item", message: nil, preferredStyle: .alert)
      alert.addTextField { $0.placeholder = "Name" }
      alert.addTextField { $0.placeholder = "Quantity" }
      alert.addAction(
        UIAlertAction(title: "Add", style: .default) { [unowned self, unowned alert] _ in
          let fields = alert.textFields ?? []
          items.append("\(fields[1].text ?? "") \(fields[0].text ?? "")")
          tableView.reloadData()
        })
      present(alert, animated: true)
    }
  }

  @Test func rowsAreDeletedBySwipeAndInEditModeAndReordered() throws {
    let groceries = Groceries(style: .plain)
    let app = SegueApp(rootViewController: UINavigationController(rootViewController: groceries))
    try app.swipeRow(0)
    var messages: [String] = []
    do { try app.swipeRow(0, andTap: "Archive") } catch { messages.append("\(error)") }
    do { try app.deleteRowInEditMode(0) } catch { messages.append("\(error)") }
    try app.tap("Edit")
    #expect(
      app.elements.map(\.description) == [
        "bar button 'Add'", "bar button 'Done'", "cell 'Eggs' (disabled)", "cell 'Bread' (disabled)",
        "cell 'Tea' (disabled)",
      ])
    do { try app.swipeRow(0) } catch { messages.append("\(error)") }
    try app.deleteRowInEditMode(1)
    try app.moveRow(1, to: 0)
    try app.tap("Done")
    try app.tap("Eggs")
    #expect(
      messages == [
        "row 0 shows no swipe action 'Archive'; it shows: 'Delete'",
        "the table is not editing: there is no delete control on row 0",
        "row 0 shows no swipe action 'Delete'; it shows none (the table is editing: rows do not swipe)",
      ])
    #expect(groceries.log == ["deleted Milk", "deleted Bread", "moved Tea to 0", "selected Eggs"])
    #expect(groceries.items == ["Tea", "Eggs"])
  }

  @Test func typingGoesToTheAlertsFirstTextFieldThenToTheOneTapped() throws {
    let groceries = Groceries(style: .plain)
    let app = SegueApp(rootViewController: UINavigationController(rootViewController: groceries))
    let noKeyboard = try #require(throws: SegueAppError.self) { try app.type("Jam") }
    try app.tap("Add")
    let alert = try app.visible(UIAlertController.self)
    #expect(app.firstResponder === alert.textFields?.first)
    try app.type("Jam")
    try app.type("2 jars of", intoAlertField: 1)
    let missing = try #require(throws: SegueAppError.self) { try app.type("x", intoAlertField: 2) }
    #expect(
      app.elements.map(\.description) == [
        "alert action 'Add'", "text field value='Jam' placeholder='Name'",
        "text field value='2 jars of' placeholder='Quantity'",
      ])
    try app.tap("Add")
    #expect(groceries.items.last == "2 jars of Jam")
    #expect(
      [noKeyboard.message, missing.message] == [
        "no text input is first responder: there is no keyboard to type on",
        "the alert has no text field 2: it has 2",
      ])
  }
}
