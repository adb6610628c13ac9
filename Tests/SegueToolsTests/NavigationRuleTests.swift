import SegueTools
import StoryboardFormat
import Testing

/// Segues whose effect depends on the containers around their source (Segues §1.4, Containers §3).
/// The storyboard is named Main, so its initial scene is the window root.
@Suite struct NavigationRuleTests {
  typealias F = Fixture

  @Test func pushFromAWindowRootOutsideANavigationControllerIsAnError() {
    let text = F.storyboard(
      initial: "home",
      F.scene(
        F.controller(
          "viewController", "home",
          view: F.buttonView("b", title: "Next", segues: F.segue("p1", to: "next", kind: "push")))),
      F.scene(F.controller("viewController", "next")))
    #expect(
      F.lint(text, name: "Main") == [
        "Main.storyboard:6:172: error: Push segue (p1) from 'UIViewController' (home) will crash: the scene is never inside a navigation controller ('Push segues can only be used when the source controller is managed by an instance of UINavigationController.') [push-outside-navigation]",
        "Linted 1 storyboard: 1 error, 0 warnings, 0 notes",
      ])
  }

  @Test func pushInsideANavigationControllerOrFromAStoryboardIDSceneIsAccepted() {
    let text = F.storyboard(
      initial: "nav", F.scene(F.navigation("nav", root: "home")),
      F.scene(
        F.controller(
          "viewController", "home",
          view: F.buttonView("b", title: "Next", segues: F.segue("p1", to: "next", kind: "push")))),
      F.scene(F.controller("viewController", "next")),
      F.scene(
        F.controller(
          "viewController", "loose", "storyboardIdentifier=\"Loose\"",
          view: F.buttonView("b2", title: "More", segues: F.segue("p2", to: "next", kind: "push")))))
    #expect(F.lint(text, name: "Main") == ["Linted 1 storyboard: 0 errors, 0 warnings, 0 notes"])
  }

  /// A presented scene whose show segue leads to `more`, with `moreView` (its navigation item, say) inside.
  private func modalShow(moreView: String = "") -> String {
    F.storyboard(
      initial: "nav", F.scene(F.navigation("nav", root: "home")),
      F.scene(
        F.controller(
          "viewController", "home",
          view: F.buttonView("b", title: "Info", segues: F.segue("m1", to: "modal", kind: "presentation")))),
      F.scene(
        F.controller(
          "viewController", "modal", view: F.buttonView("b2", title: "More", segues: F.segue("s1", to: "more")))),
      F.scene(F.controller("viewController", "more", view: moreView)))
  }

  @Test func showToASheetLikeDestinationIsNotReported() {
    // Nothing in the destination expects a navigation bar: a show segue presenting a sheet, as often meant.
    let empty = "<navigationItem key=\"navigationItem\" id=\"ni\"/>"
    #expect(F.lint(modalShow(moreView: empty), name: "Main") == ["Linted 1 storyboard: 0 errors, 0 warnings, 0 notes"])
  }

  @Test func showToADestinationWithANavigationBarTitleIsANote() {
    let titled = "<navigationItem key=\"navigationItem\" title=\"More\" id=\"ni\"/>"
    #expect(
      F.lint(modalShow(moreView: titled), name: "Main") == [
        "Main.storyboard:18:175: note: Show segue (s1) from 'UIViewController' (modal) will present modally: the scene is never inside a navigation or split view controller; the navigation bar title 'More' of 'UIViewController' (more) will not appear [show-outside-navigation]",
        "Linted 1 storyboard: 0 errors, 0 warnings, 1 note",
      ])
  }

  @Test func showToADestinationWithBarButtonItemsIsAWarning() {
    let buttons =
      "<navigationItem key=\"navigationItem\" id=\"ni\"><barButtonItem key=\"rightBarButtonItem\" systemItem=\"done\" id=\"bb\"/></navigationItem>"
    #expect(
      F.lint(modalShow(moreView: buttons), name: "Main") == [
        "Main.storyboard:18:175: warning: Show segue (s1) from 'UIViewController' (modal) will present modally: the scene is never inside a navigation or split view controller; the bar button items of 'UIViewController' (more)'s navigation item will not appear [show-outside-navigation]",
        "Linted 1 storyboard: 0 errors, 1 warning, 0 notes",
      ])
  }

  @Test func showOutsideNavigationIsAWarningWhenTheDestinationShowsMore() {
    let text = F.storyboard(
      initial: "home",
      F.scene(
        F.controller(
          "viewController", "home", view: F.buttonView("b", title: "List", segues: F.segue("s1", to: "list")))),
      F.scene(
        F.controller(
          "viewController", "list", view: F.buttonView("b2", title: "Detail", segues: F.segue("s2", to: "detail")))),
      F.scene(F.controller("viewController", "detail")))
    #expect(
      F.lint(text, name: "Main") == [
        "Main.storyboard:6:172: warning: Show segue (s1) from 'UIViewController' (home) will present modally: the scene is never inside a navigation or split view controller; 'UIViewController' (list) has show or push segues of its own, which will present modally too [show-outside-navigation]",
        "Linted 1 storyboard: 0 errors, 1 warning, 0 notes",
      ])
  }

  @Test func showFromAPresentedNavigationControllersRootIsAccepted() {
    let text = F.storyboard(
      initial: "nav", F.scene(F.navigation("nav", root: "home")),
      F.scene(
        F.controller(
          "viewController", "home",
          view: F.buttonView("b", title: "Info", segues: F.segue("m1", to: "nav2", kind: "presentation")))),
      F.scene(F.navigation("nav2", root: "modal")),
      F.scene(
        F.controller(
          "viewController", "modal", view: F.buttonView("b2", title: "More", segues: F.segue("s1", to: "more")))),
      F.scene(F.controller("viewController", "more")))
    #expect(F.lint(text, name: "Main") == ["Linted 1 storyboard: 0 errors, 0 warnings, 0 notes"])
  }

  @Test func showDetailOutsideASplitViewControllerIsAWarning() {
    let text = F.storyboard(
      initial: "nav", F.scene(F.navigation("nav", root: "list")),
      F.scene(
        F.controller(
          "tableViewController", "list",
          segues: F.segue("d1", to: "detail", kind: "showDetail", "identifier=\"detail\""))),
      F.scene(F.controller("viewController", "detail")))
    #expect(
      F.lint(text, name: "Main") == [
        "Main.storyboard:12:92: warning: Show Detail segue 'detail' from 'UITableViewController' (list) will present modally: the scene is never inside a split view controller [show-detail-outside-split]",
        "Linted 1 storyboard: 0 errors, 1 warning, 0 notes",
      ])
  }

  @Test func showDetailInsideASplitViewControllerIsAccepted() {
    let split = F.controller(
      "splitViewController", "split",
      segues: F.segue("r1", to: "nav", kind: "relationship", "relationship=\"masterViewController\"")
        + F.segue("r2", to: "detail", kind: "relationship", "relationship=\"detailViewController\""))
    let text = F.storyboard(
      initial: "split", F.scene(split), F.scene(F.navigation("nav", root: "list")),
      F.scene(
        F.controller(
          "tableViewController", "list",
          segues: F.segue("d1", to: "detail", kind: "showDetail", "identifier=\"detail\""))),
      F.scene(F.controller("viewController", "detail")))
    #expect(F.lint(text, name: "Main") == ["Linted 1 storyboard: 0 errors, 0 warnings, 0 notes"])
  }
}
