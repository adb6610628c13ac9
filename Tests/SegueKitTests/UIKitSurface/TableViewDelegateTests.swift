import Foundation
import SegueKit
import SegueTestSupport
import Testing

// Written as for iOS: a table controller that overrides UIKit's data-source and delegate methods with `override
// func`, and a plain view controller that conforms to the protocols and implements only some optional methods.
// That this file compiles is the signature check.

/// A table controller with two sections that records what the table asks it.
final class FruitTableViewController: UITableViewController {
  var fruit = [["Apple", "Banana"], ["Cherry"]]
  let trace = Trace()

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(FruitCell.self, forCellReuseIdentifier: "Fruit")
  }

  override func numberOfSections(in tableView: UITableView) -> Int { fruit.count }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    fruit[section].count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
    cell.textLabel?.text = fruit[indexPath.section][indexPath.row]
    cell.accessoryType = .disclosureIndicator
    trace.log("cellForRowAt \(indexPath.section).\(indexPath.row)")
    return cell
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    section == 0 ? "Common" : "Rare"
  }

  override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }

  override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    trace.log("willSelectRowAt \(indexPath.section).\(indexPath.row)")
    return indexPath
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    trace.log(
      "didSelectRowAt \(indexPath.section).\(indexPath.row), selected: \(tableView.indexPathForSelectedRow.map(\.row) ?? -1)"
    )
  }

  override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    trace.log("didDeselectRowAt \(indexPath.section).\(indexPath.row)")
  }

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    indexPath.section == 0
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    fruit[indexPath.section].remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
    trace.log("commit delete \(indexPath.section).\(indexPath.row)")
  }

  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
      completion(true)
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }
}

/// A cell registered by class, counting its reuses.
final class FruitCell: UITableViewCell {
  var reuses = 0

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) { fatalError() }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

/// A plain controller that is its table's data source and delegate and implements only `didSelectRowAt` of the
/// delegate's optional methods.
final class PlainListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let table = UITableView(frame: .zero, style: .insetGrouped)
  var selections: [IndexPath] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    table.dataSource = self
    table.delegate = self
    view.addSubview(table)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "Row") ?? UITableViewCell(style: .default, reuseIdentifier: "Row")
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selections.append(indexPath)
    tableView.deselectRow(at: indexPath, animated: true)
  }
}

/// Source: Apple's documentation of `UITableViewDelegate` (`tableView(_:willSelectRowAt:)`, "Tells the delegate
/// a row is selected" for `didSelectRowAt`), `UITableViewController` (it is its table's data source and delegate;
/// `clearsSelectionOnViewWillAppear` deselects in `viewWillAppear(_:)`), and `UITableView.cellForRow(at:)`
/// (returns the visible cell object).
@MainActor
@Suite struct TableViewDelegateTests {
  func showFruit() -> (UINavigationController, FruitTableViewController) {
    let controller = FruitTableViewController(style: .grouped)
    let navigation = UINavigationController(rootViewController: controller)
    _ = showInWindow(navigation)
    _ = controller.trace.take()
    return (navigation, controller)
  }

  @Test func theControllerIsItsTablesDataSourceAndDelegate() {
    let (_, controller) = showFruit()
    #expect(controller.tableView.dataSource === controller)
    #expect(controller.tableView.delegate === controller)
    #expect(controller.tableView.style == .grouped)
    #expect(controller.tableView.numberOfSections == 2)
    #expect(controller.tableView.numberOfRows(inSection: 0) == 2)
  }

  /// Issue 11 point 3: a row tap calls the override of `didSelectRowAt`, after `willSelectRowAt` and with the row
  /// already selected.
  @Test func aRowTapCallsTheOverriddenDelegateMethods() {
    let (_, controller) = showFruit()
    controller.tableView.simulateUserSelection(at: IndexPath(row: 1, section: 0))
    controller.tableView.simulateUserSelection(at: IndexPath(row: 0, section: 1))
    #expect(
      controller.trace.take() == [
        "willSelectRowAt 0.1", "cellForRowAt 0.1", "didSelectRowAt 0.1, selected: 1",
        "willSelectRowAt 1.0", "didDeselectRowAt 0.1", "cellForRowAt 1.0", "didSelectRowAt 1.0, selected: 0",
      ])
  }

  /// A class that only conforms to `UITableViewDelegate` gets its `didSelectRowAt` called through the protocol.
  @Test func aConformingClassGetsItsDidSelectCalled() {
    let controller = PlainListViewController()
    _ = showInWindow(controller)
    controller.table.simulateUserSelection(at: IndexPath(row: 2, section: 0))
    #expect(controller.selections == [IndexPath(row: 2, section: 0)])
    #expect(controller.table.indexPathForSelectedRow == nil)
  }

  @Test func cellForRowReturnsTheSameCellUntilReloadData() throws {
    let (_, controller) = showFruit()
    let table = try #require(controller.tableView)
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? FruitCell)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === first)
    #expect(table.indexPath(for: first) == IndexPath(row: 0, section: 0))
    #expect(first.textLabel?.text == "Apple")
    #expect(table.cellForRow(at: IndexPath(row: 5, section: 0)) == nil)
    _ = controller.trace.take()

    controller.fruit[0][0] = "Apricot"
    table.reloadData()
    #expect(table.visibleCells.map { $0.textLabel?.text } == ["Apricot", "Banana", "Cherry"])
    #expect(controller.trace.take() == ["cellForRowAt 0.0", "cellForRowAt 0.1", "cellForRowAt 1.0"])
    // The reloaded rows reuse the cells the table had shown.
    #expect(first.reuses == 1)
    #expect(table.indexPathsForVisibleRows?.count == 3)
  }

  @Test func swipeToDeleteCommitsAndDeletesTheRow() {
    let (_, controller) = showFruit()
    let table = controller.tableView!
    table.simulateSwipeToDelete(at: IndexPath(row: 1, section: 1))
    table.simulateSwipeToDelete(at: IndexPath(row: 0, section: 0))
    #expect(controller.trace.take() == ["commit delete 0.0"])
    #expect(table.visibleCells.map { $0.textLabel?.text } == ["Banana", "Cherry"])
    let actions = controller.tableView(table, trailingSwipeActionsConfigurationForRowAt: [0, 0])?.actions
    #expect(actions?.map(\.title) == ["Delete"])
    #expect(actions?.first?.simulateTap(in: table) == true)
  }

  @Test func selectionSurvivesInsertsAndDeletesAbove() {
    let (_, controller) = showFruit()
    let table = controller.tableView!
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    controller.fruit[0].insert("Avocado", at: 0)
    table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
    controller.fruit[0].remove(at: 0)
    table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
  }

  /// `clearsSelectionOnViewWillAppear`: coming back to the table deselects the row that was selected.
  @Test func clearsSelectionWhenTheTableAppearsAgain() {
    let (navigation, controller) = showFruit()
    controller.tableView.simulateUserSelection(at: IndexPath(row: 0, section: 0))
    navigation.pushViewController(UIViewController(), animated: false)
    MainQueue.drain()
    #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    navigation.popViewController(animated: false)
    MainQueue.drain()
    #expect(controller.tableView.indexPathForSelectedRow == nil)
    #expect(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == false)
  }

  @Test func keepsTheSelectionWhenClearingIsOff() {
    let (navigation, controller) = showFruit()
    controller.clearsSelectionOnViewWillAppear = false
    controller.tableView.simulateUserSelection(at: IndexPath(row: 0, section: 0))
    navigation.pushViewController(UIViewController(), animated: false)
    navigation.popViewController(animated: false)
    MainQueue.drain()
    #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
  }

  @Test func editingModeReachesTheTableAndItsCells() {
    let (_, controller) = showFruit()
    let cell = controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
    controller.setEditing(true, animated: true)
    #expect(controller.isEditing)
    #expect(controller.tableView.isEditing)
    #expect(cell?.isEditing == true)
  }

  @Test func performBatchUpdatesCompletesWhenDrained() {
    let (_, controller) = showFruit()
    var completed: [Bool] = []
    controller.tableView.performBatchUpdates({ controller.fruit[1].append("Date") }) { completed.append($0) }
    #expect(completed == [])
    MainQueue.drain()
    #expect(completed == [true])
    #expect(controller.tableView.numberOfRows(inSection: 1) == 2)
  }

  @Test func headerFooterViewsAreDequeuedFromTheirRegistration() {
    let table = UITableView(frame: .zero, style: .plain)
    table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Header")?.reuseIdentifier == "Header")
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Other") == nil)
    #expect(UITableView.RowAnimation.automatic.rawValue == 100)
    #expect(UITableView.Style.insetGrouped.rawValue == 2)
    #expect(UITableViewCell.EditingStyle.delete.rawValue == 1)
  }
}
