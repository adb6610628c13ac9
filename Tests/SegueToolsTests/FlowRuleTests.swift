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
        "Flow.storyboard:12:17: warning: Scene 'UIViewController' (b) cannot be reached: it is not an initial view controller, has no Storyboard ID, and no segue leads to it [unreachable-scene]",
        "Flow.storyboard:18:17: warning: Scene 'UIViewController' (c) cannot be reached: it is not an initial view controller, has no Storyboard ID, and every segue into it starts in a scene that cannot be reached either [unreachable-scene]",
        "Linted 1 storyboard: 0 errors, 2 warnings, 0 notes",
      ])
  }

  @Test func storyboardIDsReferencesAndSeguesMakeScenesReachable() {
    let main = F.storyboard(
      initial: "a",
      F.scene(F.controller("viewController", "a", segues: F.segue("s1", to: "ref", "identifier=\"settings\""))),
      F.scene(F.controller("viewControllerPlaceholder", "ref", "storyboardName=\"Settings\" referencedIdentifier=\"prefs\"")),
      F.scene(F.controller("viewController", "b", "storyboardIdentifier=\"B\"", segues: F.segue("s2", to: "c", "identifier=\"next\""))),
      F.scene(F.controller("viewController", "c")))
    let settings = F.storyboard(
      F.scene(F.navigation("prefs", root: "p", "storyboardIdentifier=\"prefs\"")), F.scene(F.controller("viewController", "p")))
    #expect(F.lint([("Home", main), ("Settings", settings)]) == ["Linted 2 storyboards: 0 errors, 0 warnings, 0 notes"])
  }

  /// A navigation controller (initial) → list → show → detail, whose button unwinds with `selector`.
  private func unwindFlow(_ selector: String, listView: String = "", listClass: String = "ListViewController") -> String {
    F.storyboard(
      initial: "nav", F.scene(F.navigation("nav", root: "list")),
      F.scene(
        F.controller(
          "tableViewController", "list", "customClass=\"\(listClass)\" customModuleProvider=\"target\"", view: listView,
          segues: F.segue("s1", to: "detail", "identifier=\"detail\""))),
      F.scene(
        F.controller(
          "viewController", "detail", "customClass=\"DetailViewController\" customModuleProvider=\"target\"",
          view: F.buttonView("done", title: "Done", segues: F.segue("u1", to: "x1", kind: "unwind", "unwindAction=\"\(selector)\""))),
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

  @Test func unwindActionWithoutSourcesIsANoteWhenNoStoryboardActionShowsIt() {
    #expect(
      F.lint(unwindFlow("unwindToList:")) == [
        "Flow.storyboard:18:245: note: Unwind action 'unwindToList:': none of the scenes that lead here ('ListViewController' (list), 'UINavigationController' (nav)) implements it as far as the storyboards show (no Swift or Objective-C sources were found, so only action connections were checked) [unwind-action-not-implemented]",
        "Linted 1 storyboard: 0 errors, 0 warnings, 1 note",
      ])
  }

  @Test func unwindActionShownByAStoryboardActionConnectionIsAccepted() {
    let view = "<view key=\"view\" id=\"lv\"><connections><action selector=\"unwindToList:\" destination=\"list\" id=\"a1\"/></connections></view>"
    #expect(F.lint(unwindFlow("unwindToList:", listView: view)) == ["Linted 1 storyboard: 0 errors, 0 warnings, 0 notes"])
  }

  @Test func unwindActionImplementedByAnAncestorClassIsAccepted() {
    #expect(F.lint(unwindFlow("unwindToList:"), sources: sources) == ["Linted 1 storyboard: 0 errors, 0 warnings, 0 notes"])
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
    let settings = Fixture.storyboard(initial: "s", Fixture.scene(Fixture.controller("viewController", "s", "title=\"Settings\"")))
    #expect(
      Fixture.lint([("Home", main), ("Settings", settings)]) == [
        "Home.storyboard:12:17: warning: Storyboard reference (ref) to 'UIViewController' 'Settings' (s) cannot be reached: it is not an initial view controller, has no Storyboard ID, and no segue leads to it [unreachable-scene]",
        "Linted 2 storyboards: 0 errors, 1 warning, 0 notes",
      ])
  }
}
