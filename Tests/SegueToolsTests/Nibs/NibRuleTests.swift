import Foundation
import SegueTestSupport
import SegueTools
import StoryboardFormat
import Testing

/// The nib rules of `segue lint`: each finding's exact text, and the near misses that give none.
@Suite struct NibRuleTests {
  typealias N = NibFixture

  /// `Profile.xib` owned by `owner`, its view outlet connected unless `viewOutlet` is false, and the Swift of
  /// `ProfileViewController`, which loads it with `super.init(nibName: "Profile", bundle: nil)`.
  static func controllerNib(owner: String, viewOutlet: Bool = true) -> [String: String] {
    [
      "Profile.xib": N.xib(
        owner: owner, ownerConnections: viewOutlet ? N.outlet("view", to: "v", id: "o1") : "", N.view("v")),
      "ProfileViewController.swift": """
      final class ProfileViewController: UIViewController {
          init() {
              super.init(nibName: "Profile", bundle: nil)
          }
      }
      class OtherViewController: UIViewController {}
      """,
    ]
  }

  /// `Cell.xib` holding a `ProfileCell` with an outlet `outlet`, and the Swift of `ProfileCell` declaring `declared`.
  static func cellWithOutlet(_ outlet: String, declared: String) -> [String: String] {
    [
      "Cell.xib": N.xib(
        N.cell(
          "c", customClass: "ProfileCell", reuseIdentifier: "profile", outlets: N.outlet(outlet, to: "c-l", id: "o1"))
      ),
      "ProfileCell.swift": """
      final class ProfileCell: UITableViewCell {
          @IBOutlet private weak var \(declared): UILabel!
          enum Style { case plain }
      }
      """,
    ]
  }

  /// `ItemCell.xib` whose cell has `reuseIdentifier`, registered in Swift under `registeredAs`.
  static func registeredCell(reuseIdentifier: String, registeredAs: String, extra: String = "") -> [String: String] {
    [
      "ItemCell.xib": extra.isEmpty
        ? N.xib(N.cell("c", reuseIdentifier: reuseIdentifier))
        : N.xib(N.cell("c", reuseIdentifier: reuseIdentifier), extra),
      "ListViewController.swift": """
      final class ListViewController: UITableViewController {
          override func viewDidLoad() {
              tableView.register(UINib(nibName: "ItemCell", bundle: nil), forCellReuseIdentifier: "\(registeredAs)")
          }
      }
      """,
    ]
  }

  /// `Buy.xib` whose button sends `action` to its File's Owner `BuyViewController`, and that class's Swift.
  static func buttonAction(_ action: String) -> [String: String] {
    let button =
      "<button id=\"b\"><state key=\"normal\" title=\"Buy\"/><connections>"
      + "<action selector=\"\(action)\" destination=\"-1\" eventType=\"touchUpInside\" id=\"a1\"/>"
      + "</connections></button>"
    return [
      "Buy.xib": N.xib(
        owner: "BuyViewController", ownerConnections: N.outlet("view", to: "v", id: "o1"),
        "<view id=\"v\"><subviews>\(button)</subviews></view>"),
      "Buy.swift": """
      class BuyViewController: UIViewController {
          @IBAction func buy(_ sender: UIButton) {}
          @IBAction func cancel(sender: Any) {}
          @objc(restoreWithCompletion:)
          func restore() {}
      }
      """,
    ]
  }

  @Test func actionToAMissingMethodIsAnError() {
    #expect(
      N.lint(Self.buttonAction("purchase:")) == [
        "Buy.xib:6:93: error: Action 'purchase:' of the button 'Buy' is sent to 'BuyViewController', but no method "
          + "of 'BuyViewController' matches it; the app stops with \"unrecognized selector sent to instance\" when it "
          + "is sent [action-without-method]",
        "Linted 1 xib: 1 error, 0 warnings, 0 notes",
      ])
  }

  @Test(arguments: ["buy:", "cancelWithSender:", "restoreWithCompletion:", "copy:"])
  func actionsMatchSwiftSelectors(_ selector: String) {
    #expect(N.lint(Self.buttonAction(selector)) == ["Linted 1 xib: 0 errors, 0 warnings, 0 notes"])
  }

  /// `ListViewController.swift` registering nib `name` from `bundle`, beside `ItemCell.xib`.
  static func registersNib(_ name: String, bundle: String = "nil") -> [String: String] {
    [
      "ItemCell.xib": N.xib(N.cell("c", reuseIdentifier: "item")),
      "ListViewController.swift": """
      final class ListViewController: UITableViewController {
          override func viewDidLoad() {
              tableView.register(UINib(nibName: "\(name)", bundle: \(bundle)), forCellReuseIdentifier: "item")
          }
      }
      """,
    ]
  }

  @Test func nibMissingFromTheFoldersLintedIsAWarning() {
    #expect(
      N.lint(Self.registersNib("ItemCel")) == [
        "ListViewController.swift:3:19: warning: 'ListViewController' registers nib 'ItemCel' for reuse, but no "
          + "'ItemCel.xib' is in the folders linted; UIKit raises \"Could not load NIB in bundle: '…' with name "
          + "'ItemCel'\" when it loads it [nib-not-found]",
        "Linted 1 xib: 0 errors, 1 warning, 0 notes",
      ])
  }

  @Test func nibOfAnotherBundleIsNotLookedFor() {
    #expect(
      N.lint(Self.registersNib("KitCell", bundle: "Bundle(for: KitView.self)")) == [
        "Linted 1 xib: 0 errors, 0 warnings, 0 notes"
      ])
  }

  @Test func ownerOfAnotherClassIsAWarning() {
    #expect(
      N.lint(Self.controllerNib(owner: "OtherViewController")) == [
        "Profile.xib:4:9: warning: The File's Owner of 'Profile.xib' is 'OtherViewController', but view controller "
          + "'ProfileViewController' (at ProfileViewController.swift:3:9) loads it as its view; UIKit sets the owner's "
          + "outlets on the 'ProfileViewController' by key (set the File's Owner's class to 'ProfileViewController') "
          + "[nib-owner-mismatch]",
        "Linted 1 xib: 0 errors, 1 warning, 0 notes",
      ])
  }

  @Test func ownerOfTheControllersClassOrASuperclassIsAccepted() {
    var files = Self.controllerNib(owner: "BaseViewController")
    files["ProfileViewController.swift"] = files["ProfileViewController.swift"]?.replacingOccurrences(
      of: "ProfileViewController: UIViewController", with: "ProfileViewController: BaseViewController")
    files["Base.swift"] = "class BaseViewController: UIViewController {}"
    #expect(N.lint(files) == ["Linted 1 xib: 0 errors, 0 warnings, 0 notes"])
  }

  @Test(.tags(.spec6_1)) func defaultNibNameRuleFindsTheNibWithoutController() {
    // UIKit tries "SettingsView" before "SettingsViewController" (UIViewController.nibName).
    let files = [
      "SettingsView.xib": N.xib(owner: "SettingsView", N.view("v")),
      "SettingsViewController.xib": N.xib(
        owner: "SettingsViewController", ownerConnections: N.outlet("view", to: "v", id: "o1"), N.view("v")),
      "Settings.swift": """
      class SettingsViewController: UIViewController {}
      class SettingsView: UIView {}
      func open() { present(SettingsViewController(), animated: true) }
      """,
    ]
    #expect(
      N.lint(files) == [
        "SettingsView.xib:4:9: warning: The File's Owner of 'SettingsView.xib' is 'SettingsView', but view controller "
          + "'SettingsViewController' (by UIKit's default nib name: it is created without a nib name) loads it as its "
          + "view; UIKit sets the owner's outlets on the 'SettingsViewController' by key (set the File's Owner's class "
          + "to 'SettingsViewController') [nib-owner-mismatch]",
        "SettingsView.xib:4:9: error: View controller 'SettingsViewController' (by UIKit's default nib name: it is "
          + "created without a nib name) loads 'SettingsView.xib' as its view, but the File's Owner's 'view' outlet is "
          + "not connected; UIKit raises \"loaded the \"SettingsView\" nib but the view outlet was not set.\" "
          + "[nib-view-outlet-not-set]",
        "Linted 2 xibs: 1 error, 1 warning, 0 notes",
      ])
  }

  @Test(.tags(.spec6_1)) func controllerThatOverridesLoadViewGetsNoDefaultNib() {
    let files = [
      "SettingsView.xib": N.xib(owner: "SettingsView", N.view("v")),
      "Settings.swift": """
      class SettingsViewController: UIViewController {
          override func loadView() { view = UIView() }
      }
      func open() { present(SettingsViewController(), animated: true) }
      """,
    ]
    #expect(N.lint(files) == ["Linted 1 xib: 0 errors, 0 warnings, 0 notes"])
  }

  @Test(.tags(.spec6_1, .appendixA)) func missingViewOutletIsAnError() {
    #expect(
      N.lint(Self.controllerNib(owner: "ProfileViewController", viewOutlet: false)) == [
        "Profile.xib:4:9: error: View controller 'ProfileViewController' (at ProfileViewController.swift:3:9) loads "
          + "'Profile.xib' as its view, but the File's Owner's 'view' outlet is not connected; UIKit raises \"loaded "
          + "the \"Profile\" nib but the view outlet was not set.\" [nib-view-outlet-not-set]",
        "Linted 1 xib: 1 error, 0 warnings, 0 notes",
      ])
  }

  @Test func nibNamedAfterItsControllerOwnerNeedsTheViewOutletWithoutSources() {
    let files = ["DetailViewController.xib": N.xib(owner: "DetailViewController", N.view("v"))]
    #expect(
      N.lint(files) == [
        "DetailViewController.xib:4:9: error: 'DetailViewController.xib' is the nib UIKit loads for view controller "
          + "'DetailViewController' (its File's Owner) by its class name, but the File's Owner's 'view' outlet is not "
          + "connected; UIKit raises \"loaded the \"DetailViewController\" nib but the view outlet was not set.\" "
          + "[nib-view-outlet-not-set]",
        "Linted 1 xib: 1 error, 0 warnings, 0 notes",
      ])
  }

  @Test func outletToAMissingPropertyIsAnError() {
    #expect(
      N.lint(Self.cellWithOutlet("titleLabel", declared: "nameLabel")) == [
        "Cell.xib:6:190: error: Outlet 'titleLabel' of 'ProfileCell' names no property of 'ProfileCell'; loading the "
          + "nib raises \"setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key "
          + "titleLabel.\" [outlet-without-property]",
        "Linted 1 xib: 1 error, 0 warnings, 0 notes",
      ])
  }

  @Test func storyboardOutletToAMissingPropertyIsAnErrorToo() {
    let files = [
      "Main.storyboard": Fixture.storyboard(
        initial: "a",
        Fixture.scene(
          Fixture.controller(
            "viewController", "a",
            "customClass=\"HomeViewController\" customModule=\"App\" customModuleProvider=\"target\"",
            segues: N.outlet("titleLabel", to: "a", id: "o1") + N.outlet("view", to: "a", id: "o2")))),
      "Home.swift": "class HomeViewController: UIViewController {\n    @IBOutlet var headerLabel: UILabel!\n}\n",
    ]
    #expect(
      N.lint(files) == [
        "Main.storyboard:6:166: error: Outlet 'titleLabel' of 'HomeViewController' names no property of "
          + "'HomeViewController'; loading the scene raises \"setValue:forUndefinedKey:]: this class is not key value "
          + "coding-compliant for the key titleLabel.\" [outlet-without-property]",
        "Linted 1 storyboard: 1 error, 0 warnings, 0 notes",
      ])
  }

  @Test func outletsToUIKitPropertiesAndUnknownClassesAreAccepted() {
    var files = Self.cellWithOutlet("textLabel", declared: "nameLabel")
    files["Other.xib"] = N.xib(
      N.view("v", customClass: "FrameworkView", outlets: N.outlet("anything", to: "v", id: "o2")))
    #expect(N.lint(files) == ["Linted 2 xibs: 0 errors, 0 warnings, 0 notes"])
  }

  @Test func cellWithoutReuseIdentifierIsANoteWithoutSourcesAndAWarningWhenLoadedDirectly() {
    #expect(
      N.lint(["Cell.xib": N.xib(N.cell("c"))]) == [
        "Cell.xib:6:9: note: The tableViewCell of 'Cell.xib' has no reuse identifier, and no sources "
          + "were given; unless the nib is registered (which gives the cell the registered identifier), its cells are "
          + "never reused [cell-nib-without-reuse-identifier]",
        "Linted 1 xib: 0 errors, 0 warnings, 1 note",
      ])
    let loaded = [
      "Cell.xib": N.xib(N.cell("c", customClass: "ItemCell")),
      "ItemCell.swift": """
      class ItemCell: UITableViewCell {
          static func make() -> ItemCell {
              Bundle.main.loadNibNamed("Cell", owner: nil)![0] as! ItemCell
          }
      }
      """,
    ]
    #expect(
      N.lint(loaded) == [
        "Cell.xib:6:9: warning: The tableViewCell 'ItemCell' of 'Cell.xib' has no reuse identifier, and 'ItemCell' "
          + "(at ItemCell.swift:3:21) loads the nib directly without registering it, so its cells are never reused "
          + "[cell-nib-without-reuse-identifier]",
        "Linted 1 xib: 0 errors, 1 warning, 0 notes",
      ])
  }

  @Test func registeredCellNeedsNoReuseIdentifier() {
    var files = Self.registeredCell(reuseIdentifier: "", registeredAs: "item")
    files["ItemCell.xib"] = N.xib(N.cell("c"))
    #expect(N.lint(files) == ["Linted 1 xib: 0 errors, 0 warnings, 0 notes"])
  }

  @Test func registeredNibWithTwoTopLevelObjectsIsAnError() {
    #expect(
      N.lint(Self.registeredCell(reuseIdentifier: "item", registeredAs: "item", extra: N.view("v"))) == [
        "ItemCell.xib:6:9: error: 'ItemCell.xib' is registered for reuse by 'ListViewController' (at "
          + "ListViewController.swift:3:19), but its top level holds 2 objects: tableViewCell (c), view (v); UIKit "
          + "raises \"invalid nib registered for identifier (item) - nib must contain exactly one top level object "
          + "which must be a UITableViewCell instance\" [cell-nib-top-level-objects]",
        "Linted 1 xib: 1 error, 0 warnings, 0 notes",
      ])
  }

  @Test func unregisteredCellNibWithAnotherTopLevelObjectIsAWarning() {
    #expect(
      N.lint(["Cell.xib": N.xib(N.cell("c", reuseIdentifier: "item"), N.view("v"))]) == [
        "Cell.xib:6:9: warning: 'Cell.xib' holds a cell and other top-level objects (tableViewCell (c), view (v)); "
          + "registered for cells, UIKit raises \"invalid nib registered for identifier (…) - nib must contain "
          + "exactly "
          + "one top level object which must be a UITableViewCell instance\" [cell-nib-top-level-objects]",
        "Linted 1 xib: 0 errors, 1 warning, 0 notes",
      ])
  }

  @Test func cellNibLoadedDirectlyMayHoldSeveralObjects() {
    let files = [
      "Cells.xib": N.xib(N.cell("c", reuseIdentifier: "plain"), N.cell("d", reuseIdentifier: "detail")),
      "List.swift": """
      class ListViewController: UITableViewController {
          func detailCell() -> UITableViewCell {
              Bundle.main.loadNibNamed("Cells", owner: nil)![1] as! UITableViewCell
          }
      }
      """,
    ]
    #expect(N.lint(files) == ["Linted 1 xib: 0 errors, 0 warnings, 0 notes"])
  }

  @Test func controllerNamedNibIsJudgedByTheSourcesWhenTheyDeclareTheClass() {
    // The sources show no code creating DetailViewController: UIKit never loads the nib by its name.
    let files = [
      "DetailViewController.xib": N.xib(owner: "DetailViewController", N.view("v")),
      "Detail.swift": "class DetailViewController: UIViewController {}\n",
    ]
    #expect(N.lint(files) == ["Linted 1 xib: 0 errors, 0 warnings, 0 notes"])
  }

  @Test func registeringUnderAnotherIdentifierIsAnError() {
    #expect(
      N.lint(Self.registeredCell(reuseIdentifier: "item", registeredAs: "row")) == [
        "ItemCell.xib:6:9: error: The cell of 'ItemCell.xib' has reuse identifier 'item', but 'ListViewController' "
          + "(at ListViewController.swift:3:19) registers the nib as 'row'; UIKit raises \"cell reuse indentifier in "
          + "nib (item) does not match the identifier used to register the nib (row)\" "
          + "[cell-nib-reuse-identifier-mismatch]",
        "Linted 1 xib: 1 error, 0 warnings, 0 notes",
      ])
  }
}
