import Foundation
import SegueKit
import SegueTestSupport
import Testing

// Subclasses written exactly as UIKit apps write them: UIKit's designated initializers overridden with `override
// init`, none of them `required` (UIKit's `UITableViewCell.init(style:reuseIdentifier:)`,
// `UICollectionViewCell.init(frame:)`, `UIStoryboardSegue.init(identifier:source:destination:)` and
// `UINavigationController.init(rootViewController:)`). That this file compiles is the signature check; the
// tests check that SegueKit still makes these subclasses itself and runs their overrides.

/// A table cell made in code, as UIKit's documentation registers one.
final class CodeTableCell: UITableViewCell {
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    Trace.shared.log("CodeTableCell.init(style: \(style), reuseIdentifier: \(reuseIdentifier ?? "nil"))")
  }

  required init?(coder: NSCoder) { fatalError() }
}

/// A table cell that a storyboard makes (through `init(coder:)`) and code can make too.
final class DualTableCell: UITableViewCell {
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    Trace.shared.log("DualTableCell.init(style:reuseIdentifier:)")
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    Trace.shared.log("DualTableCell.init(coder:)")
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    Trace.shared.log("DualTableCell.awakeFromNib")
  }
}

/// A collection cell made in code.
final class CodeCollectionCell: UICollectionViewCell {
  override init(frame: CGRect) {
    super.init(frame: frame)
    Trace.shared.log("CodeCollectionCell.init(frame:)")
  }

  required init?(coder: NSCoder) { fatalError() }
}

/// A custom segue that overrides UIKit's designated initializer and `perform()`.
final class OverridingSegue: UIStoryboardSegue {
  override init(identifier: String?, source: UIViewController, destination: UIViewController) {
    super.init(identifier: identifier, source: source, destination: destination)
    Trace.shared.log("OverridingSegue.init(identifier: \(identifier ?? "nil"))")
  }

  override func perform() {
    Trace.shared.log("OverridingSegue.perform")
    source.present(destination, animated: false)
  }
}

/// A navigation controller subclass that overrides `init(rootViewController:)`.
final class RootNavigationController: UINavigationController {
  override init(rootViewController: UIViewController) {
    super.init(rootViewController: rootViewController)
    Trace.shared.log("RootNavigationController.init(rootViewController: \(rootViewController.title ?? "?"))")
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }
}

@MainActor
@Suite struct UIKitInitializerTests {
  static let module = StoryboardFixture.module

  /// Scene A presents C through `OverridingSegue`; its view holds a table with a static `DualTableCell`.
  static let storyboardText =
    StoryboardFixture.scene(
      "A", title: "A",
      body: """
        <view key="view" id="A-view"><subviews>
          <tableView id="table"><accessibility key="accessibilityConfiguration" identifier="table"/>
            <sections><tableViewSection id="section"><cells>
              <tableViewCell reuseIdentifier="Static" id="static" customClass="DualTableCell" customModule="\(module)">
                <accessibility key="accessibilityConfiguration" identifier="static"/>
              </tableViewCell>
            </cells></tableViewSection></sections>
          </tableView>
        </subviews></view>
        <connections>
          <segue destination="C" kind="custom" identifier="Custom" customClass="OverridingSegue" customModule="\(module)" id="s1"/>
        </connections>
        """)
    + StoryboardFixture.scene("C", title: "C")

  @Test func aRegisteredTableCellIsMadeThroughItsInitStyleReuseIdentifierOverride() throws {
    Runtime.fresh()
    let table = UITableView()
    table.register(CodeTableCell.self, forCellReuseIdentifier: "Row")
    let cell = table.dequeueReusableCell(withIdentifier: "Row", for: IndexPath(row: 0, section: 0))
    #expect(cell is CodeTableCell)
    #expect(cell.reuseIdentifier == "Row")
    #expect(Trace.shared.take() == ["CodeTableCell.init(style: default, reuseIdentifier: Row)"])
  }

  @Test func aRegisteredCollectionCellIsMadeThroughItsInitFrameOverride() throws {
    Runtime.fresh()
    let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
    collection.register(CodeCollectionCell.self, forCellWithReuseIdentifier: "Item")
    let cell = collection.dequeueReusableCell(withReuseIdentifier: "Item", for: IndexPath(item: 0, section: 0))
    #expect(cell is CodeCollectionCell)
    #expect(cell.reuseIdentifier == "Item")
    #expect(Trace.shared.take() == ["CodeCollectionCell.init(frame:)"])
  }

  // A prototype cell is a nib of its own: each new cell gets `awakeFromNib` once its outlets are connected (Apple's
  // "The Nib Object Life Cycle").
  @Test func aStoryboardCellSubclassIsStillMadeThroughInitCoder() throws {
    Runtime.fresh()
    let storyboard = StoryboardFixture.storyboard(initial: "A", Self.storyboardText)
    let a = try #require(storyboard.instantiateInitialViewController())
    let table = try #require(a.view.descendant(withAccessibilityIdentifier: "table") as? UITableView)
    let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
    #expect(cell is DualTableCell)
    #expect(
      Trace.shared.take() == [
        "A.init(coder:)", "A.awakeFromNib", "DualTableCell.init(coder:)", "DualTableCell.awakeFromNib", "A.viewDidLoad",
      ])
  }

  @Test func aStoryboardSegueSubclassIsMadeThroughItsInitOverride() throws {
    Runtime.fresh()
    let storyboard = StoryboardFixture.storyboard(initial: "A", Self.storyboardText)
    let a = try #require(storyboard.instantiateInitialViewController())
    Runtime.show(a)
    a.performSegue(withIdentifier: "Custom", sender: nil)  // From code: no shouldPerformSegue, as in UIKit.
    #expect(
      Trace.shared.take() == [
        "C.init(coder:)", "C.awakeFromNib", "OverridingSegue.init(identifier: Custom)",
        "A.prepare(for: Custom → C, sender: nil, destination view loaded: false)",
        "OverridingSegue.perform",
      ])
    #expect(a.presentedViewController?.title == "C")
  }

  @Test func aNavigationControllerSubclassOverridesInitRootViewController() throws {
    Runtime.fresh()
    let root = UIViewController()
    root.title = "Root"
    let navigation = RootNavigationController(rootViewController: root)
    #expect(navigation.viewControllers == [root])
    #expect(root.parent === navigation)
    #expect(Trace.shared.take() == ["RootNavigationController.init(rootViewController: Root)"])
  }
}
