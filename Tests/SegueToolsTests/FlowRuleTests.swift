import Foundation
import SegueTools
import StoryboardFormat
import Testing

/// Reachability and unwinding, each rule with a fixture that triggers it and one that does not.
@Suite struct FlowRuleTests {
  typealias F = Fixture

  @Test func unreachableScenesAreThoseNoEntryPointLeadsTo() {
    let text = F.storyboard(
      initial: "a", F.scene(F.controller("viewController", "a")),
      F.scene(F.controller("viewController", "b", segues: F.segue("s1", to: "c", "identifier=\"next\""))),
      F.scene(F.controller("viewController", "c")))
    #expect(
      F.lint(text) == [
        "Flow.storyboard:12:17: warning: Scene 'UIViewController' (b) cannot be reached: it is not an initial view controller, has no Storyboard ID, and no segue leads to it; nor can the 1 scene only it leads to: 'UIViewController' (c) [unreachable-scene]",
        "Linted 1 storyboard: 0 errors, 1 warning, 0 notes",
      ])
  }

  @Test func storyboardIDsReferencesAndSeguesMakeScenesReachable() {
    let main = F.storyboard(
      initial: "a",
      F.scene(F.controller("viewController", "a", segues: F.segue("s1", to: "ref", "identifier=\"settings\""))),
      F.scene(
        F.controller("viewControllerPlaceholder", "ref", "storyboardName=\"Settings\" referencedIdentifier=\"prefs\"")),
      F.scene(
        F.controller(
          "viewController", "b", "storyboardIdentifier=\"B\"", segues: F.segue("s2", to: "c", "identifier=\"next\""))),
      F.scene(F.controller("viewController", "c")))
    let settings = F.storyboard(
      F.scene(F.navigation("prefs", root: "p", "storyboardIdentifier=\"prefs\"")),
      F.scene(F.controller("viewController", "p")))
    #expect(
      F.lint([("Home", main), ("Settings", settings)]) == ["Linted 2 storyboards: 0 errors, 0 warnings, 0 notes"])
  }

  /// A navigation controller (initial) → list → show → detail, whose button unwinds with `selector`.
  private func unwindFlow(_ selector: String, listView: String = "", listClass: String = "ListViewController") -> String
  {
    F.storyboard(
      initial: "nav", F.scene(F.navigation("nav", root: "list")),
      F.scene(
        F.controller(
          "tableViewController", "list", "customClass=\"\(listClass)\" customModuleProvider=\"target\"", view: listView,
          segues: F.segue("s1", to: "detail", "identifier=\"detail\""))),
      F.scene(
        F.controller(
          "viewController", "detail", "customClass=\"DetailViewController\" customModuleProvider=\"target\"",
          view: F.buttonView(
            "done", title: "Done", segues: F.segue("u1", to: "x1", kind: "unwind", "unwindAction=\"\(selector)\""))),
        objects: F.exit("x1")))
  }

  private var sources: SourceIndex {
    var index = SourceIndex()
    index.add(
      """
      import UIKit

      final class ListViewController: UITableViewController {
        @IBAction func unwindToList(_ segue: UIStoryboardSegue) {}
      }

      class DetailViewController: UIViewController {}

      class OtherViewController: UIViewController {
        @IBAction func unwindToOther(segue: UIStoryboardSegue) {}
      }
      """, language: .swift)
    return index
  }

  @Test func unwindActionsWithoutSourcesAreCountedInOneNotePerRun() {
    #expect(
      F.lint([("Flow", unwindFlow("unwindToList:")), ("Other", unwindFlow("unwindToOther:"))]) == [
        "Flow.storyboard:1:1: note: 2 unwind segues were not checked: no Swift or Objective-C sources were found for these storyboards; pass the app's source folder with --sources [unwind-action-not-implemented]",
        "Linted 2 storyboards: 0 errors, 0 warnings, 1 note",
      ])
  }

  @Test func unwindActionShownByAStoryboardActionConnectionIsAccepted() {
    let view =
      "<view key=\"view\" id=\"lv\"><connections><action selector=\"unwindToList:\" destination=\"list\" id=\"a1\"/></connections></view>"
    #expect(
      F.lint(unwindFlow("unwindToList:", listView: view)) == ["Linted 1 storyboard: 0 errors, 0 warnings, 0 notes"])
  }

  @Test func unwindActionImplementedByAnAncestorClassIsAccepted() {
    #expect(
      F.lint(unwindFlow("unwindToList:"), sources: sources) == ["Linted 1 storyboard: 0 errors, 0 warnings, 0 notes"])
  }

  @Test func unwindActionThatNoAncestorOrNoClassImplementsIsAWarningWithSources() {
    // Named Main, its initial scene is the window root and code creates none of these scenes.
    #expect(
      F.lint(unwindFlow("unwindToOtherWithSegue:"), name: "Main", sources: sources) == [
        "Main.storyboard:18:245: warning: Unwind action 'unwindToOtherWithSegue:': none of the scenes that lead here ('ListViewController' (list), 'UINavigationController' (nav)) implements it, so the unwind segue does nothing [unwind-action-not-implemented]",
        "Linted 1 storyboard: 0 errors, 1 warning, 0 notes",
      ])
    #expect(
      F.lint(unwindFlow("unwindToNowhere:"), sources: sources) == [
        "Flow.storyboard:18:245: warning: Unwind action 'unwindToNowhere:' is implemented by no class in the sources, so the unwind segue does nothing [unwind-action-not-implemented]",
        "Linted 1 storyboard: 0 errors, 1 warning, 0 notes",
      ])
  }

  @Test func unwindActionIsANoteWhenCodeCanCreateTheScene() {
    // Not a main storyboard: its initial scene may be created and presented by code.
    #expect(
      F.lint(unwindFlow("unwindToOtherWithSegue:"), sources: sources) == [
        "Flow.storyboard:18:245: note: Unwind action 'unwindToOtherWithSegue:': none of the scenes that lead here ('ListViewController' (list), 'UINavigationController' (nav)) implements it; code may also create this scene (through a Storyboard ID or an initial view controller) and present it from a controller that does [unwind-action-not-implemented]",
        "Linted 1 storyboard: 0 errors, 0 warnings, 1 note",
      ])
  }
}

extension FlowRuleTests {
  @Test func anOrphanStoryboardReferenceIsUnreachableAndNamesItsTarget() {
    let main = Fixture.storyboard(
      initial: "a", Fixture.scene(Fixture.controller("viewController", "a")),
      Fixture.scene(Fixture.controller("viewControllerPlaceholder", "ref", "storyboardName=\"Settings\"")))
    let settings = Fixture.storyboard(
      initial: "s", Fixture.scene(Fixture.controller("viewController", "s", "title=\"Settings\"")))
    #expect(
      Fixture.lint([("Home", main), ("Settings", settings)]) == [
        "Home.storyboard:12:17: warning: Storyboard reference (ref) to 'UIViewController' 'Settings' (s) cannot be reached: it is not an initial view controller, has no Storyboard ID, and no segue leads to it [unreachable-scene]",
        "Linted 2 storyboards: 0 errors, 1 warning, 0 notes",
      ])
  }
}

/// Precision fixes from the lint-precision study (issue 9, point 6): each with a fixture that fires and one that does
/// not.
extension FlowRuleTests {
  @Test func aDeadNavigationControllerAndItsRootAreOneFinding() {
    let text = F.storyboard(
      initial: "a", F.scene(F.controller("viewController", "a")), F.scene(F.navigation("nav", root: "root")),
      F.scene(
        F.controller(
          "tableViewController", "root", "title=\"Rewards\"", segues: F.segue("s1", to: "edit", "identifier=\"edit\""))),
      F.scene(F.controller("viewController", "edit")))
    #expect(
      F.lint(text) == [
        "Flow.storyboard:12:17: warning: Scene 'UINavigationController' (nav) cannot be reached: it is not an initial view controller, has no Storyboard ID, and no segue leads to it; nor can the 2 scenes only it leads to: 'UITableViewController' 'Rewards' (root), 'UIViewController' (edit) [unreachable-scene]",
        "Linted 1 storyboard: 0 errors, 1 warning, 0 notes",
      ])
  }

  @Test func aSceneOneDeadRootSharesWithAnotherIsNamedByNeither() {
    let text = F.storyboard(
      initial: "a", F.scene(F.controller("viewController", "a")),
      F.scene(F.controller("viewController", "b", segues: F.segue("s1", to: "shared", "identifier=\"one\""))),
      F.scene(F.controller("viewController", "c", segues: F.segue("s2", to: "shared", "identifier=\"two\""))),
      F.scene(F.controller("viewController", "shared")))
    #expect(
      F.lint(text) == [
        "Flow.storyboard:12:17: warning: Scene 'UIViewController' (b) cannot be reached: it is not an initial view controller, has no Storyboard ID, and no segue leads to it [unreachable-scene]",
        "Flow.storyboard:18:17: warning: Scene 'UIViewController' (c) cannot be reached: it is not an initial view controller, has no Storyboard ID, and no segue leads to it [unreachable-scene]",
        "Linted 1 storyboard: 0 errors, 2 warnings, 0 notes",
      ])
  }

  @Test func aDeadCycleIsReportedOnceAtItsFirstScene() {
    let text = F.storyboard(
      initial: "a", F.scene(F.controller("viewController", "a")),
      F.scene(F.controller("viewController", "b", segues: F.segue("s1", to: "c", "identifier=\"next\""))),
      F.scene(F.controller("viewController", "c", segues: F.segue("s2", to: "b", "identifier=\"back\""))))
    #expect(
      F.lint(text) == [
        "Flow.storyboard:12:17: warning: Scene 'UIViewController' (b) cannot be reached: it is not an initial view controller, has no Storyboard ID, and every segue into it starts in a scene that cannot be reached either; nor can the 1 scene only it leads to: 'UIViewController' (c) [unreachable-scene]",
        "Linted 1 storyboard: 0 errors, 1 warning, 0 notes",
      ])
  }

  @Test func unwindActionsInAnExtensionOfUIViewControllerCountForEveryController() {
    var index = sources
    index.add(
      "extension UIViewController {\n  @IBAction func unwindAnywhere(_ segue: UIStoryboardSegue) {}\n}\n",
      language: .swift)
    #expect(
      F.lint(unwindFlow("unwindAnywhere:"), name: "Main", sources: index) == [
        "Linted 1 storyboard: 0 errors, 0 warnings, 0 notes"
      ])
    var other = sources
    other.add(
      "extension UIButton {\n  @IBAction func unwindAnywhere(_ segue: UIStoryboardSegue) {}\n}\n", language: .swift)
    #expect(
      F.lint(unwindFlow("unwindAnywhere:"), name: "Main", sources: other) == [
        "Main.storyboard:18:245: warning: Unwind action 'unwindAnywhere:': none of the scenes that lead here ('ListViewController' (list), 'UINavigationController' (nav)) implements it, so the unwind segue does nothing [unwind-action-not-implemented]",
        "Linted 1 storyboard: 0 errors, 1 warning, 0 notes",
      ])
  }

  @Test func unwindActionsNoSourceHasAreCountedInOneNoteWhenAStoryboardClassComesFromAModuleTheSourcesLack() {
    let flow = unwindFlow("unwindToNowhere:").replacingOccurrences(
      of: "<button id=\"done\">", with: "<button id=\"done\" customClass=\"SpringButton\" customModule=\"Spring\">")
    #expect(
      F.lint(flow, sources: sources) == [
        "Flow.storyboard:1:1: note: 1 unwind segue was not checked: its action 'unwindToNowhere:' is implemented by no class in the sources, and a dependency may add it (class 'SpringButton' comes from module 'Spring', which is not in the sources); pass the dependencies' sources with --sources to check [unwind-action-not-implemented]",
        "Linted 1 storyboard: 0 errors, 0 warnings, 1 note",
      ])
    let own = unwindFlow("unwindToNowhere:").replacingOccurrences(
      of: "<button id=\"done\">", with: "<button id=\"done\" customClass=\"DetailViewController\" customModule=\"App\">"
    )
    #expect(
      F.lint(own, sources: sources) == [
        "Flow.storyboard:18:299: warning: Unwind action 'unwindToNowhere:' is implemented by no class in the sources, so the unwind segue does nothing [unwind-action-not-implemented]",
        "Linted 1 storyboard: 0 errors, 1 warning, 0 notes",
      ])
  }

  @Test func unwindActionIsANoteWhenTheProjectHasDependencies() {
    var index = sources
    index.dependencyManifests = ["/virtual/Podfile.lock"]
    #expect(
      F.lint(unwindFlow("unwindToOtherWithSegue:"), name: "Main", sources: index) == [
        "Main.storyboard:18:245: note: Unwind action 'unwindToOtherWithSegue:': none of the scenes that lead here ('ListViewController' (list), 'UINavigationController' (nav)) implements it in the sources; a dependency may add it (the project has dependencies, 'Podfile.lock', whose sources were not scanned); pass the dependencies' sources with --sources to check [unwind-action-not-implemented]",
        "Linted 1 storyboard: 0 errors, 0 warnings, 1 note",
      ])
    index.dependencyManifests = []
    #expect(
      F.lint(unwindFlow("unwindToOtherWithSegue:"), name: "Main", sources: index) == [
        "Main.storyboard:18:245: warning: Unwind action 'unwindToOtherWithSegue:': none of the scenes that lead here ('ListViewController' (list), 'UINavigationController' (nav)) implements it, so the unwind segue does nothing [unwind-action-not-implemented]",
        "Linted 1 storyboard: 0 errors, 1 warning, 0 notes",
      ])
  }

  @Test func theDeadRootOfAStoryboardAReferenceExpectsAnInitialOfIsLeftToTheReference() {
    let home = F.storyboard(
      initial: "a", F.scene(F.controller("viewController", "a", segues: F.segue("s1", to: "ref", "identifier=\"go\""))),
      F.scene(F.controller("viewControllerPlaceholder", "ref", "storyboardName=\"Second\"")))
    let second = F.storyboard(
      F.scene(F.controller("viewController", "b", segues: F.segue("s2", to: "c", "identifier=\"next\""))),
      F.scene(F.controller("viewController", "c")))
    #expect(
      F.lint([("Home", home), ("Second", second)]) == [
        "Home.storyboard:12:17: error: Storyboard reference points to the initial view controller of 'Second', which has none [reference-no-initial-controller]",
        "Linted 2 storyboards: 1 error, 0 warnings, 0 notes",
      ])
    // Two dead roots: which one was meant to be initial is unknown, so both are reported.
    let two = second.replacingOccurrences(of: "segues: F", with: "").replacingOccurrences(
      of: "<connections><segue destination=\"c\" kind=\"show\" identifier=\"next\" id=\"s2\"/></connections>", with: "")
    #expect(
      F.lint([("Home", home), ("Second", two)]) == [
        "Home.storyboard:12:17: error: Storyboard reference points to the initial view controller of 'Second', which has none [reference-no-initial-controller]",
        "Second.storyboard:6:17: warning: Scene 'UIViewController' (b) cannot be reached: it is not an initial view controller, has no Storyboard ID, and no segue leads to it [unreachable-scene]",
        "Second.storyboard:12:17: warning: Scene 'UIViewController' (c) cannot be reached: it is not an initial view controller, has no Storyboard ID, and no segue leads to it [unreachable-scene]",
        "Linted 2 storyboards: 1 error, 2 warnings, 0 notes",
      ])
  }

  @Test func unwindSeguesInUnreachableScenesAreLeftToUnreachableScene() {
    let text = F.storyboard(
      initial: "a", F.scene(F.controller("viewController", "a")),
      F.scene(
        F.controller(
          "viewController", "dead",
          view: F.buttonView(
            "done", title: "Done", segues: F.segue("u1", to: "x1", kind: "unwind", "unwindAction=\"unwindToNowhere:\""))
        ),
        objects: F.exit("x1")))
    #expect(
      F.lint(text, sources: sources) == [
        "Flow.storyboard:12:17: warning: Scene 'UIViewController' (dead) cannot be reached: it is not an initial view controller, has no Storyboard ID, and no segue leads to it [unreachable-scene]",
        "Linted 1 storyboard: 0 errors, 1 warning, 0 notes",
      ])
  }
}
