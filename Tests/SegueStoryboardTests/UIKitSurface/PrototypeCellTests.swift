import Foundation
import SegueKit
import SegueTestSupport
import Testing

/// A prototype cell of a custom class, with a label wired to an outlet.
final class MailCell: UITableViewCell, StoryboardConnectable {
  var subjectLabel: UILabel!
  static let storyboardConnections = StoryboardConnections<MailCell>()
    .outlet("subjectLabel") { cell, value in cell.subjectLabel = value as? UILabel }
}

/// A table controller that dequeues the prototype, as iOS code does.
final class MailListController: UITableViewController {
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard let cell = tableView.dequeueReusableCell(withIdentifier: "Mail", for: indexPath) as? MailCell else {
      return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    cell.subjectLabel.text = ["Hello", "Invoice"][indexPath.row]
    return cell
  }
}

/// Storyboard prototypes (issue 11 point 6): `dequeueReusableCell` makes a new cell of the prototype's custom class
/// for each row, with its storyboard subviews and outlets connected (Apple's documentation of
/// `dequeueReusableCell(withIdentifier:for:)`: "If you registered … or a prototype cell in a storyboard, this method
/// … creates a new cell"), and the cell segue of the prototype fires from each (§2.5).
@MainActor
@Suite struct PrototypeCellTests {
  static let module = StoryboardFixture.module
  static let text =
    StoryboardFixture.navigation("nav", root: "T")
      + """
      <scene sceneID="t"><objects>
        <tableViewController title="Mail" storyboardIdentifier="T" id="T" customClass="MailListController" customModule="\(module)" \
      sceneMemberID="viewController">
          <tableView key="view" id="T-view">
            <prototypes>
              <tableViewCell reuseIdentifier="Mail" id="cell" customClass="MailCell" customModule="\(module)">
                <tableViewCellContentView key="contentView" id="cv"><subviews>
                  <label text="Subject" id="subject"/>
                </subviews></tableViewCellContentView>
                <connections>
                  <outlet property="subjectLabel" destination="subject" id="o1"/>
                  <segue destination="B" kind="show" identifier="Open" id="open"/>
                </connections>
              </tableViewCell>
            </prototypes>
            <connections>
              <outlet property="dataSource" destination="T" id="ds"/>
              <outlet property="delegate" destination="T" id="dl"/>
            </connections>
          </tableView>
        </tableViewController>
      </objects></scene>
      """
    + StoryboardFixture.scene("B", title: "B")

  @Test(.tags(.spec2_5)) func prototypeCellsHaveTheirClassSubviewsAndOutlets() throws {
    Runtime.fresh()
    StoryboardClassRegistry.register(MailListController.self, as: "\(Self.module).MailListController")
    StoryboardClassRegistry.register(MailCell.self, as: "\(Self.module).MailCell")
    let storyboard = StoryboardFixture.storyboard(initial: "nav", Self.text)
    let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
    Runtime.show(navigation)
    let list = try #require(navigation.topViewController as? MailListController)
    let cells = list.tableView.visibleCells.compactMap { $0 as? MailCell }
    #expect(cells.count == 2)
    #expect(cells.map { $0.subjectLabel.text } == ["Hello", "Invoice"])
    #expect(cells[0] !== cells[1])
    #expect(cells[0].subjectLabel !== cells[1].subjectLabel)
    #expect(cells.map { $0.subjectLabel.superview === $0 } == [true, true])
    #expect(cells.map(\.reuseIdentifier) == ["Mail", "Mail"])
    #expect(list.tableView.dequeueReusableCell(withIdentifier: "Unknown") == nil)

    list.tableView.simulateUserSelection(at: IndexPath(row: 1, section: 0))
    #expect(navigation.viewControllers.map(\.title) == ["Mail", "B"])
  }

  /// The prototype makers do not keep the scene alive: controller, table and cells go when released.
  @Test func prototypeMakersDoNotRetainTheScene() throws {
    Runtime.fresh()
    StoryboardClassRegistry.register(MailListController.self, as: "\(Self.module).MailListController")
    StoryboardClassRegistry.register(MailCell.self, as: "\(Self.module).MailCell")
    weak var weakList: MailListController?
    weak var weakTable: UITableView?
    weak var weakCell: UITableViewCell?
    try withExtendedLifetime(StoryboardFixture.storyboard(initial: "nav", Self.text)) { storyboard in
      do {
        let list = try #require(storyboard.instantiateViewController(withIdentifier: "T") as? MailListController)
        list.loadViewIfNeeded()
        weakList = list
        weakTable = list.tableView
        weakCell = list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(weakCell is MailCell)
      }
    }
    MainQueue.drain()
    #expect(weakList == nil)
    #expect(weakTable == nil)
    #expect(weakCell == nil)
  }

  /// A storyboard cell that declares only `init?(coder:)` (as `segue port` writes it) is made through that
  /// initializer, as UIKit decodes prototypes, with its outlets connected.
  @Test(.tags(.spec2_5)) func aCoderOnlyCellIsMadeThroughInitCoder() throws {
    Runtime.fresh()
    StoryboardClassRegistry.register(MailListController.self, as: "\(Self.module).MailListController")
    StoryboardClassRegistry.register(CoderOnlyMailCell.self, as: "\(Self.module).MailCell")
    let storyboard = StoryboardFixture.storyboard(initial: "nav", Self.text)
    let list = try #require(storyboard.instantiateViewController(withIdentifier: "T") as? MailListController)
    list.loadViewIfNeeded()
    let cell = try #require(list.tableView.dequeueReusableCell(withIdentifier: "Mail") as? CoderOnlyMailCell)
    #expect(cell.madeByCoder)
    #expect([cell.subjectLabel?.text, cell.reuseIdentifier] == ["Subject", "Mail"])
  }

  @Test func aRegisteredCoderOnlyCellFailsAsUIKitsRuntimeDoes() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(CoderOnlyMailCell.self, forCellReuseIdentifier: "Row")
        _ = table.dequeueReusableCell(withIdentifier: "Row")
      }
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      output.contains(
        "Use of unimplemented initializer 'init(style:reuseIdentifier:)' for class "
          + "'SegueStoryboardTests.CoderOnlyMailCell'"))
  }
}

/// A storyboard cell that declares only `init?(coder:)`, as `segue port` writes it (the first line's initializer
/// added).
final class CoderOnlyMailCell: UITableViewCell, StoryboardConnectable {
  required convenience init(_dequeuedWithReuseIdentifier reuseIdentifier: String?) {
    fatalError(
      "Use of unimplemented initializer 'init(style:reuseIdentifier:)' for class '\(String(reflecting: Self.self))'")
  }
  var subjectLabel: UILabel!
  private(set) var madeByCoder = false
  static let storyboardConnections = StoryboardConnections<CoderOnlyMailCell>()
    .outlet("subjectLabel") { cell, value in cell.subjectLabel = value as? UILabel }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    madeByCoder = true
  }
}
