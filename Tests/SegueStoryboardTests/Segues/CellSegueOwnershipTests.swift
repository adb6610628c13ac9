import Foundation
import SegueKit
import SegueTestSupport
import Testing

@testable import SegueKitCore
@testable import SegueKitStoryboards
@testable import SegueKitViews

/// Cells keep the segues they fire, as UIKit's `selectionSegueTemplate` and `accessoryActionSegueTemplate`
/// (Segues §2.5): a static cell its own, a table or collection view its prototypes' by reuse identifier.
@MainActor
@Suite struct CellSegueOwnershipTests {
  static func staticTable(_ id: String, segue: String) -> String {
    StoryboardFixture.scene(
      id, title: id, element: "tableViewController", attributes: "storyboardIdentifier=\"\(id)\"",
      body: """
        <tableView key="view" dataMode="static" id="\(id)-view">
          <sections>
            <tableViewSection id="\(id)-section">
              <cells>
                <tableViewCell id="\(id)-cell">
                  <accessibility key="accessibilityConfiguration" identifier="\(id) cell"/>
                  <connections>\(segue)</connections>
                </tableViewCell>
              </cells>
            </tableViewSection>
          </sections>
        </tableView>
        """)
  }

  static let storyboardText =
    staticTable("P", segue: "<segue destination=\"B\" kind=\"show\" identifier=\"FromP\" id=\"P-segue\"/>")
    + staticTable(
      "Q",
      segue: "<segue destination=\"C\" kind=\"show\" identifier=\"FromQ\" trigger=\"accessoryAction\" id=\"Q-segue\"/>")
    + StoryboardFixture.scene(
      "R", title: "R", element: "tableViewController", attributes: "storyboardIdentifier=\"R\"",
      body: """
        <tableView key="view" id="R-view">
          <prototypes>
            <tableViewCell reuseIdentifier="Row" id="R-cell">
              <connections><segue destination="B" kind="show" identifier="FromR" id="R-segue"/></connections>
            </tableViewCell>
          </prototypes>
        </tableView>
        """)
    + StoryboardFixture.scene("B", title: "B") + StoryboardFixture.scene("C", title: "C")

  func storyboard() -> UIStoryboard {
    Runtime.fresh()
    return StoryboardFixture.storyboard(Self.storyboardText)
  }

  /// §2.5: cells freed one after another (their addresses free for reuse by the next ones) never lend their segues
  /// to the cells made after them: each new cell fires its own, selection or accessory.
  @Test(.tags(.spec2_5)) func aCellFiresItsOwnSegueAfterOtherCellsWereFreed() throws {
    let storyboard = storyboard()
    weak var previousCell: UITableViewCell?
    for round in 0..<12 {
      let id = round.isMultiple(of: 2) ? "P" : "Q"
      try withExtendedLifetime(storyboard) {
        let controller = storyboard.instantiateViewController(withIdentifier: id)
        let navigation = UINavigationController(rootViewController: controller)
        let table = try #require(controller.view as? UITableView)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        previousCell = cell
        _ = Trace.shared.take()
        table.simulateUserSelection(at: IndexPath(row: 0, section: 0))
        table.simulateAccessoryButtonTap(at: IndexPath(row: 0, section: 0))
        let expected =
          id == "P"
          ? [
            "P.shouldPerformSegue(FromP, sender: P cell)", "B.init(coder:)", "B.awakeFromNib",
            "P.prepare(for: FromP → B, sender: P cell, destination view loaded: false)",
          ]
          : [
            "Q.shouldPerformSegue(FromQ, sender: Q cell)", "C.init(coder:)", "C.awakeFromNib",
            "Q.prepare(for: FromQ → C, sender: Q cell, destination view loaded: false)",
          ]
        #expect(Trace.shared.take() == expected)
        #expect(navigation.viewControllers.map(\.title) == [id, id == "P" ? "B" : "C"])
      }
      MainQueue.drain()
      #expect(previousCell == nil)
    }
  }

  /// §2.5: a static cell holds its templates, a table its prototypes' by reuse identifier, and a static table its
  /// data source (no entry keyed by an object's address anywhere).
  @Test(.tags(.spec2_5)) func templatesLiveOnTheCellsAndTables() throws {
    let storyboard = storyboard()
    let staticController = storyboard.instantiateViewController(withIdentifier: "Q")
    let staticTable = try #require(staticController.view as? UITableView)
    let cell = try #require(staticTable.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.segueTemplates.selection == nil)
    #expect(cell.segueTemplates.accessoryAction?.identifier == "FromQ")
    #expect(staticTable.staticCellsDataSource === staticTable.dataSource)
    #expect(staticController.sceneState.map { Set($0.objects.keys) } == ["Q-view", "Q-cell"])

    let prototypeController = storyboard.instantiateViewController(withIdentifier: "R")
    let prototypeTable = try #require(prototypeController.view as? UITableView)
    #expect(prototypeTable.prototypeSegueTemplates.keys.sorted() == ["Row"])
    #expect(prototypeTable.prototypeSegueTemplates["Row"]?.selection?.identifier == "FromR")
    let dequeued = prototypeTable.dequeueReusableCell(withIdentifier: "Row", for: IndexPath(row: 0, section: 0))
    #expect(prototypeTable.segueTemplates(of: dequeued)?.selection?.identifier == "FromR")
    #expect(dequeued.segueTemplates.isEmpty)
  }
}
