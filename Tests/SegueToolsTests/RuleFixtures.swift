import Foundation
import SegueTools
import StoryboardFormat

/// For each lint rule, a storyboard that must produce it and a near miss that must not.
enum RuleFixtures {
  typealias F = Fixture
  typealias N = NibFixture

  /// A storyboard linted in memory, or written into a folder beside an Info.plist that names it main.
  enum Input {
    case memory(String)
    case main(String)
    /// Files (xibs, Swift sources) by relative path, linted from a folder.
    case folder([String: String])

    /// The codes of the findings a lint of this input produces.
    func codes() throws -> Set<String> {
      switch self {
      case .memory(let text):
        return Set(F.report([("Flow", text)]).diagnostics.map(\.code.rawValue))
      case .folder(let files):
        return try NibFixture.codes(files)
      case .main(let text):
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-rule-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try PropertyListSerialization.data(
          fromPropertyList: ["UIMainStoryboardFile": "Start"], format: .xml, options: 0
        )
        .write(to: folder.appendingPathComponent("Info.plist"))
        try Data(text.utf8).write(to: folder.appendingPathComponent("Start.storyboard"))
        return Set(
          Linter.lint(paths: [folder.path], configuration: LintConfiguration()).diagnostics.map(\.code.rawValue))
      }
    }
  }

  static let cases: [String: (positive: Input, negative: Input)] = [
    "action-without-method": (
      .folder(NibRuleTests.buttonAction("purchase:")),
      .folder(NibRuleTests.buttonAction("buy:"))
    ),
    "cell-nib-reuse-identifier-mismatch": (
      .folder(NibRuleTests.registeredCell(reuseIdentifier: "item", registeredAs: "row")),
      .folder(NibRuleTests.registeredCell(reuseIdentifier: "item", registeredAs: "item"))
    ),
    "cell-nib-top-level-objects": (
      .folder(["Cell.xib": N.xib(N.cell("c"), N.view("v"))]),
      .folder(["Cell.xib": N.xib(N.cell("c"))])
    ),
    "cell-nib-without-reuse-identifier": (
      .folder(["Cell.xib": N.xib(N.cell("c"))]),
      .folder(["Cell.xib": N.xib(N.cell("c", reuseIdentifier: "item"))])
    ),
    "outlet-without-property": (
      .folder(NibRuleTests.cellWithOutlet("titleLabel", declared: "nameLabel")),
      .folder(NibRuleTests.cellWithOutlet("titleLabel", declared: "titleLabel"))
    ),
    "nib-not-found": (
      .folder(NibRuleTests.registersNib("ItemCel")),
      .folder(NibRuleTests.registersNib("ItemCell"))
    ),
    "nib-owner-mismatch": (
      .folder(NibRuleTests.controllerNib(owner: "OtherViewController")),
      .folder(NibRuleTests.controllerNib(owner: "ProfileViewController"))
    ),
    "nib-view-outlet-not-set": (
      .folder(NibRuleTests.controllerNib(owner: "ProfileViewController", viewOutlet: false)),
      .folder(NibRuleTests.controllerNib(owner: "ProfileViewController"))
    ),
    "containment-cycle": (
      .memory(F.storyboard(initial: "n", F.scene(F.navigation("n", root: "n")))),
      .memory(
        F.storyboard(initial: "n", F.scene(F.navigation("n", root: "a")), F.scene(F.controller("viewController", "a"))))
    ),
    "custom-segue-without-class": (
      .memory(twoScenes(F.segue("s", to: "b", kind: "custom", "identifier=\"go\""))),
      .memory(twoScenes(F.segue("s", to: "b", kind: "custom", "identifier=\"go\" customClass=\"FadeSegue\"")))
    ),
    "duplicate-segue-identifier": (
      .memory(twoScenes(F.segue("s1", to: "b", "identifier=\"next\"") + F.segue("s2", to: "c", "identifier=\"next\""))),
      .memory(twoScenes(F.segue("s1", to: "b", "identifier=\"next\"") + F.segue("s2", to: "c", "identifier=\"other\"")))
    ),
    "duplicate-storyboard-identifier": (
      .memory(identified("X", "X")),
      .memory(identified("X", "Y"))
    ),
    "main-storyboard-without-initial": (
      .main(F.storyboard(F.scene(F.controller("viewController", "a", "storyboardIdentifier=\"Home\"")))),
      .main(F.storyboard(initial: "a", F.scene(F.controller("viewController", "a", "storyboardIdentifier=\"Home\""))))
    ),
    "manual-segue-without-identifier": (
      .memory(twoScenes(F.segue("s", to: "b", kind: "presentation"))),
      .memory(twoScenes(F.segue("s", to: "b", kind: "presentation", "identifier=\"go\"")))
    ),
    "popover-without-anchor": (
      .memory(twoScenes(F.segue("s", to: "b", kind: "popoverPresentation", "identifier=\"pop\""))),
      .memory(buttonScene(F.segue("s", to: "c", kind: "popoverPresentation", "identifier=\"pop\"")))
    ),
    "push-outside-navigation": (
      .memory(buttonScene(F.segue("s", to: "c", kind: "push"))),
      .memory(buttonScene(F.segue("s", to: "c", kind: "push"), inNavigation: true))
    ),
    "show-detail-outside-split": (
      .memory(buttonScene(F.segue("s", to: "c", kind: "showDetail"))),
      .memory(buttonScene(F.segue("s", to: "c", kind: "presentation")))
    ),
    "show-outside-navigation": (
      .memory(buttonScene(F.segue("s", to: "c"), onward: F.segue("t", to: "d", "identifier=\"more\""))),
      .memory(
        buttonScene(F.segue("s", to: "c"), onward: F.segue("t", to: "d", "identifier=\"more\""), inNavigation: true))
    ),
    "unreachable-scene": (
      .memory(identified(nil, nil)),
      .memory(identified(nil, "Y"))
    ),
    "unresolved-custom-class": (
      .memory(
        F.storyboard(
          initial: "a",
          F.scene(F.controller("viewController", "a", "customClass=\"X\" customModuleProvider=\"project\"")))),
      .memory(
        F.storyboard(
          initial: "a",
          F.scene(F.controller("viewController", "a", "customClass=\"X\" customModuleProvider=\"target\""))))
    ),
    "unwind-action-not-implemented": (
      .memory(unwind(F.segue("u", to: "bx", kind: "unwind", "unwindAction=\"done:\""))),
      .memory(unwind(""))
    ),
  ]

  /// Scene `a` (initial) owns `segues`; `b` and `c` have Storyboard IDs.
  private static func twoScenes(_ segues: String) -> String {
    F.storyboard(
      initial: "a", F.scene(F.controller("viewController", "a", segues: segues)),
      F.scene(F.controller("viewController", "b", "storyboardIdentifier=\"B\"")),
      F.scene(F.controller("viewController", "c", "storyboardIdentifier=\"C\"")))
  }

  /// Two scenes with Storyboard IDs `first` and `second` (none when `nil`); the first is initial.
  private static func identified(_ first: String?, _ second: String?) -> String {
    func id(_ value: String?) -> String { value.map { "storyboardIdentifier=\"\($0)\"" } ?? "" }
    return F.storyboard(
      initial: "a", F.scene(F.controller("viewController", "a", id(first))),
      F.scene(F.controller("viewController", "b", id(second))))
  }

  /// Scene `a` (initial, so placeable by code) presents `b` modally, or a navigation controller whose root is
  /// `b`; `b` has a button owning `segue` to `c`, which owns `onward` to `d`.
  private static func buttonScene(_ segue: String, onward: String = "", inNavigation: Bool = false) -> String {
    let presented = inNavigation ? "n" : "b"
    let a = F.scene(
      F.controller(
        "viewController", "a", segues: F.segue("p", to: presented, kind: "presentation", "identifier=\"open\"")))
    let b = F.scene(F.controller("viewController", "b", view: F.buttonView("go", title: "Go", segues: segue)))
    let c = F.scene(F.controller("viewController", "c", segues: onward))
    let d = F.scene(F.controller("viewController", "d"))
    if inNavigation {
      return F.storyboard(initial: "a", a, F.scene(F.navigation("n", root: "b")), b, c, d)
    }
    return F.storyboard(initial: "a", a, b, c, d)
  }

  /// Scene `a` (initial) shows `b`, whose button owns `segue` (an unwind to `b`'s Exit, `bx`).
  private static func unwind(_ segue: String) -> String {
    F.storyboard(
      initial: "a",
      F.scene(
        F.controller(
          "viewController", "a",
          view: F.buttonView("go", title: "Go", segues: F.segue("s", to: "b", kind: "presentation")))),
      F.scene(
        F.controller(
          "viewController", "b", view: segue.isEmpty ? "" : F.buttonView("done", title: "Done", segues: segue)),
        objects: F.exit("bx")))
  }
}
