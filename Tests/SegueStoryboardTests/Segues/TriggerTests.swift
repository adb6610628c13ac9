import Foundation
import SegueKit
import SegueTestSupport
import Testing

/// What fires segues besides buttons and bar items: cells, accessory buttons, gestures, container views
/// (Segues §2.5, §2.6), and the deprecated replace and popover kinds (Segues §1.2).
@MainActor
@Suite struct TriggerTests {
  /// A table controller with three prototype rows that records prepare, under its storyboard title.
  final class TracedTableViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.accessibilityIdentifier = "row \(indexPath.row)"
      return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
      Trace.shared.log("\(title ?? "?").prepare(for: \(segue.identifier ?? "nil"), sender: \(describe(sender)))")
    }
  }

  /// A collection controller with two prototype items.
  final class TracedCollectionViewController: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }

    override func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
      cell.accessibilityIdentifier = "item \(indexPath.item)"
      return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
      Trace.shared.log("\(title ?? "?").prepare(for: \(segue.identifier ?? "nil"), sender: \(describe(sender)))")
    }
  }

  static let module = StoryboardFixture.module
  static let storyboardText =
    StoryboardFixture.navigation("nav", root: "T")
      + """
      <scene sceneID="t"><objects>
        <tableViewController title="Table" id="T" customClass="TracedTableViewController" customModule="\(module)" \
      sceneMemberID="viewController">
          <tableView key="view" id="T-view">
            <prototypes>
              <tableViewCell reuseIdentifier="Cell" id="cell">
                <connections>
                  <segue destination="B" kind="show" identifier="Select" id="sel"/>
                  <segue destination="C" kind="show" identifier="Accessory" trigger="accessoryAction" id="acc"/>
                </connections>
              </tableViewCell>
            </prototypes>
            <connections>
              <outlet property="dataSource" destination="T" id="ds"/>
              <outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="gr"/>
            </connections>
          </tableView>
        </tableViewController>
        <tapGestureRecognizer id="tap"><connections><segue destination="C" kind="presentation" identifier="Tap" id="tapseg"/></connections></tapGestureRecognizer>
      </objects></scene>
      """
    + StoryboardFixture.scene("B", title: "B") + StoryboardFixture.scene("C", title: "C")
      + """
      <scene sceneID="g"><objects>
        <collectionViewController title="Grid" storyboardIdentifier="Grid" id="G" customClass="TracedCollectionViewController" \
      customModule="\(module)" sceneMemberID="viewController">
          <collectionView key="view" id="G-view">
            <cells>
              <collectionViewCell reuseIdentifier="Item" id="item">
                <connections><segue destination="B" kind="show" identifier="Open" id="open"/></connections>
              </collectionViewCell>
            </cells>
            <connections><outlet property="dataSource" destination="G" id="gds"/></connections>
          </collectionView>
        </collectionViewController>
      </objects></scene>
      """
    + StoryboardFixture.scene(
      "E", title: "E", attributes: "storyboardIdentifier=\"E\"",
      body: """
        <view key="view" id="E-view"><subviews>
          <containerView id="box"><connections><segue destination="B" kind="embed" id="emb"/></connections></containerView>
        </subviews></view>
        """)
      + """
      <scene sceneID="sp"><objects>
        <splitViewController storyboardIdentifier="Split" id="split" sceneMemberID="viewController">
          <connections>
            <segue destination="M" kind="relationship" relationship="masterViewController" id="rm"/>
            <segue destination="C" kind="relationship" relationship="detailViewController" id="rd"/>
          </connections>
        </splitViewController>
      </objects></scene>
      """
    + StoryboardFixture.scene(
      "M", title: "M",
      body: """
        <navigationItem key="navigationItem" id="ni-M">
          <barButtonItem key="rightBarButtonItem" title="Old" id="old">
            <connections><segue destination="B" kind="popover" identifier="Legacy" popoverAnchorBarButtonItem="old" id="pop"/></connections>
          </barButtonItem>
        </navigationItem>
        <connections><segue destination="B" kind="replace" identifier="Replace" splitViewControllerTargetIndex="1" id="rep"/></connections>
        """)

  func storyboard() -> UIStoryboard {
    Runtime.fresh()
    StoryboardClassRegistry.register(TracedTableViewController.self, as: "\(Self.module).TracedTableViewController")
    StoryboardClassRegistry.register(
      TracedCollectionViewController.self, as: "\(Self.module).TracedCollectionViewController")
    return StoryboardFixture.storyboard(initial: "nav", Self.storyboardText)
  }

  func showTable() throws -> (UINavigationController, TracedTableViewController) {
    let navigation = try #require(storyboard().instantiateInitialViewController() as? UINavigationController)
    Runtime.show(navigation)
    return (navigation, try #require(navigation.topViewController as? TracedTableViewController))
  }

  /// §2.5: a prototype cell's selection segue fires when the user selects a row; the cell is the sender.
  @Test(.tags(.spec2_5)) func rowSelectionFiresTheCellSegue() throws {
    let (navigation, table) = try showTable()
    table.tableView.simulateUserSelection(at: IndexPath(row: 2, section: 0))
    #expect(Trace.shared.take() == ["B.init(coder:)", "B.awakeFromNib", "Table.prepare(for: Select, sender: row 2)"])
    #expect(navigation.viewControllers.map(\.title) == ["Table", "B"])
  }

  /// §2.5: a collection view item's selection segue, the dequeued cell as sender.
  @Test(.tags(.spec2_5)) func itemSelectionFiresTheCellSegue() throws {
    let grid = try #require(
      storyboard().instantiateViewController(withIdentifier: "Grid") as? TracedCollectionViewController)
    let navigation = UINavigationController(rootViewController: grid)
    Runtime.show(navigation)
    grid.collectionView.simulateUserSelection(at: IndexPath(item: 1, section: 0))
    #expect(Trace.shared.take() == ["B.init(coder:)", "B.awakeFromNib", "Grid.prepare(for: Open, sender: item 1)"])
    #expect(navigation.viewControllers.map(\.title) == ["Grid", "B"])
  }

  /// §2.5 [I]: selecting from code does not fire it.
  @Test(.tags(.spec2_5)) func selectingFromCodeFiresNothing() throws {
    let (navigation, table) = try showTable()
    table.tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    #expect(Trace.shared.take() == [])
    #expect(navigation.viewControllers.count == 1)
  }

  /// §2.5: `trigger="accessoryAction"` fires on the accessory button, not on selection.
  @Test(.tags(.spec2_5)) func accessoryButtonFiresTheAccessorySegue() throws {
    let (navigation, table) = try showTable()
    table.tableView.simulateAccessoryButtonTap(at: IndexPath(row: 1, section: 0))
    #expect(
      Trace.shared.take() == ["C.init(coder:)", "C.awakeFromNib", "Table.prepare(for: Accessory, sender: row 1)"])
    #expect(navigation.viewControllers.map(\.title) == ["Table", "C"])
  }

  /// §2.5: a gesture recognizer attached through `gestureRecognizers` fires its segue when recognized.
  @Test(.tags(.spec2_5)) func gestureRecognizerFiresItsSegue() throws {
    let (navigation, table) = try showTable()
    let recognizer = try #require(table.tableView.gestureRecognizers?.first)
    recognizer.simulateRecognition()
    #expect(
      Trace.shared.take() == [
        "C.init(coder:)", "C.awakeFromNib", "Table.prepare(for: Tap, sender: UITapGestureRecognizer)",
      ])
    #expect(navigation.presentedViewController?.title == "C")
  }

  /// §2.6: the embed segue fires while the container's view loads, before its `viewDidLoad`.
  @Test(.tags(.spec2_6)) func embedFiresBeforeTheContainersViewDidLoad() throws {
    let container = try #require(
      storyboard().instantiateViewController(withIdentifier: "E") as? TracedSceneViewController)
    _ = Trace.shared.take()
    container.loadViewIfNeeded()
    #expect(
      Trace.shared.take() == [
        "B.init(coder:)", "B.awakeFromNib", "E.prepare(for: nil → B, sender: nil, destination view loaded: false)",
        "B.viewDidLoad", "E.viewDidLoad",
      ])
    #expect(container.children.map(\.title) == ["B"])
    #expect(container.children.first?.view.superview?.superview === container.view)
  }

  /// §1.2 deprecated replace: the split view controller's child at the target index is replaced.
  @Test(.tags(.spec1_2)) func replaceSegueReplacesTheSplitChild() throws {
    let split = try #require(storyboard().instantiateViewController(withIdentifier: "Split") as? UISplitViewController)
    Runtime.show(split, device: .iPad)
    let master = try #require(split.viewControllers.first)
    master.performSegue(withIdentifier: "Replace", sender: nil)
    #expect(split.viewControllers.map(\.title) == ["M", "B"])
  }

  /// §1.1 deprecated popover: the segue is always a `UIStoryboardPopoverSegue`.
  @Test(.tags(.spec1_1)) func legacyPopoverSegueClass() throws {
    let split = try #require(storyboard().instantiateViewController(withIdentifier: "Split") as? UISplitViewController)
    Runtime.show(split, device: .iPad)
    let master = try #require(split.viewControllers.first as? TracedSceneViewController)
    try #require(master.navigationItem.rightBarButtonItem).simulateTap()
    let presented = try #require(split.presentedViewController)
    #expect(presented.title == "B")
    #expect(presented.modalPresentationStyle == .popover)
    #expect(presented.popoverPresentationController?.barButtonItem === master.navigationItem.rightBarButtonItem)
  }
}
