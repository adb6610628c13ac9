import Foundation
import SegueKit
import Testing

/// A table whose delegate gives header views from a registered class.
@MainActor
@Suite struct TableHeaderViewTests {
  final class Sections: UITableViewController {
    var shown: [Int] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
      header?.textLabel?.text = "Section \(section)"
      return header
    }

    override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
      shown.append(section)
    }
  }

  /// Source: Apple's documentation of `UITableView.headerView(forSection:)` (the header view of the section) and
  /// `dequeueReusableHeaderFooterView(withIdentifier:)` (reuses a view from the queue).
  @Test func headerViewsAreKeptUntilAReloadAndThenReused() throws {
    let controller = Sections(style: .grouped)
    controller.loadViewIfNeeded()
    let table = try #require(controller.tableView)
    let first = try #require(table.headerView(forSection: 0))
    #expect(table.headerView(forSection: 0) === first)
    #expect(first.textLabel?.text == "Section 0")
    #expect(table.headerView(forSection: 2) == nil)
    table.reloadData()
    #expect(table.headerView(forSection: 1) === first)
    #expect(first.textLabel?.text == "Section 1")
    #expect(controller.shown == [0, 1])
  }
}
