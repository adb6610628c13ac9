import SegueTools
import StoryboardFormat
import Testing

/// Rules about single segues and the segues of one scene: each with a fixture that triggers it and
/// one that does not, compared as whole outputs.
@Suite struct SegueRuleTests {
  typealias F = Fixture

  @Test func duplicateSegueIdentifierIsReportedWhenManualSeguesShareIt() {
    let text = F.storyboard(
      initial: "a",
      F.scene(
        F.controller(
          "viewController", "a",
          segues: F.segue("s1", to: "b", "identifier=\"next\"") + F.segue("s2", to: "c", "identifier=\"next\""))),
      F.scene(F.controller("viewController", "b")),
      F.scene(F.controller("viewController", "c")))
    #expect(
      F.lint(text) == [
        "Flow.storyboard:6:146: warning: Segue identifier 'next' is already used in this scene by the segue at 6:84, which leads elsewhere [duplicate-segue-identifier]",
        "Linted 1 storyboard: 0 errors, 1 warning, 0 notes",
      ])
  }

  @Test func duplicateSegueIdentifierAcceptsTwoTriggersOfOneFlow() {
    let view =
      "<view key=\"view\" id=\"v\"><subviews>"
      + "<button id=\"b1\"><connections>\(F.segue("s1", to: "b", "identifier=\"next\""))</connections></button>"
      + "<button id=\"b2\"><connections>\(F.segue("s2", to: "b", "identifier=\"next\""))</connections></button>"
      + "</subviews></view>"
    let text = F.storyboard(
      initial: "a", F.scene(F.controller("viewController", "a", view: view)),
      F.scene(F.controller("viewController", "b")))
    #expect(F.lint(text) == ["Linted 1 storyboard: 0 errors, 0 warnings, 0 notes"])
  }

  @Test func manualSegueWithoutIdentifierIsReported() {
    let text = F.storyboard(
      initial: "a", F.scene(F.controller("viewController", "a", segues: F.segue("s1", to: "b", kind: "presentation"))),
      F.scene(F.controller("viewController", "b")))
    #expect(
      F.lint(text) == [
        "Flow.storyboard:6:84: warning: Manual modal segue (s1) has no identifier, so performSegue(withIdentifier:) cannot fire it [manual-segue-without-identifier]",
        "Linted 1 storyboard: 0 errors, 1 warning, 0 notes",
      ])
  }

  @Test func manualSegueWithoutIdentifierIgnoresRelationshipsEmbedsAndNamedSegues() {
    let container =
      "<view key=\"view\" id=\"v\"><subviews><containerView id=\"cv\"><connections>"
      + F.segue("e1", to: "c", kind: "embed") + "</connections></containerView></subviews></view>"
    let text = F.storyboard(
      initial: "n", F.scene(F.navigation("n", root: "a")),
      F.scene(
        F.controller("viewController", "a", view: container, segues: F.segue("s1", to: "b", "identifier=\"go\""))),
      F.scene(F.controller("viewController", "b")), F.scene(F.controller("viewController", "c")))
    #expect(F.lint(text) == ["Linted 1 storyboard: 0 errors, 0 warnings, 0 notes"])
  }

  @Test func popoverWithoutAnchorIsReportedForManualSeguesAndMissingAnchors() {
    let text = F.storyboard(
      initial: "a",
      F.scene(
        F.controller(
          "viewController", "a",
          segues: F.segue("p1", to: "b", kind: "popoverPresentation", "identifier=\"pop\"")
            + F.segue("p2", to: "b", kind: "popoverPresentation", "identifier=\"pop2\" popoverAnchorView=\"zzz\""))),
      F.scene(F.controller("viewController", "b")))
    #expect(
      F.lint(text) == [
        "Flow.storyboard:6:84: error: Popover segue 'pop' is manual and has no anchor view or bar button item; UIKit asserts 'A popover segue must have either an anchorBarButtonItem or an anchorView.' [popover-without-anchor]",
        "Flow.storyboard:6:160: error: Popover segue 'pop2' is anchored to 'zzz', which is not an object of this scene [popover-without-anchor]",
        "Linted 1 storyboard: 2 errors, 0 warnings, 0 notes",
      ])
  }

  @Test func popoverWithoutAnchorAcceptsAnchoredAndControlTriggeredPopovers() {
    let view = F.buttonView("btn", title: "More", segues: F.segue("p1", to: "b", kind: "popoverPresentation"))
    let text = F.storyboard(
      initial: "a",
      F.scene(
        F.controller(
          "viewController", "a", view: view,
          segues: F.segue("p2", to: "b", kind: "popoverPresentation", "identifier=\"pop\" popoverAnchorView=\"btn\""))),
      F.scene(F.controller("viewController", "b")))
    #expect(F.lint(text) == ["Linted 1 storyboard: 0 errors, 0 warnings, 0 notes"])
  }

  @Test func customSegueWithoutClassIsReported() {
    let text = F.storyboard(
      initial: "a",
      F.scene(
        F.controller("viewController", "a", segues: F.segue("c1", to: "b", kind: "custom", "identifier=\"fade\""))),
      F.scene(F.controller("viewController", "b")))
    #expect(
      F.lint(text) == [
        "Flow.storyboard:6:84: error: Custom segue 'fade' names no segue class, so it cannot be created [custom-segue-without-class]",
        "Linted 1 storyboard: 1 error, 0 warnings, 0 notes",
      ])
  }

  @Test func customSegueWithAClassIsAccepted() {
    let text = F.storyboard(
      initial: "a",
      F.scene(
        F.controller(
          "viewController", "a",
          segues: F.segue(
            "c1", to: "b", kind: "custom", "identifier=\"fade\" customClass=\"FadeSegue\" customModule=\"App\""))),
      F.scene(F.controller("viewController", "b")))
    #expect(F.lint(text) == ["Linted 1 storyboard: 0 errors, 0 warnings, 0 notes"])
  }

  @Test func danglingSegueDestinationComesFromTheDecoder() {
    let text = F.storyboard(
      initial: "a",
      F.scene(F.controller("viewController", "a", segues: F.segue("s1", to: "nowhere", "identifier=\"go\""))))
    #expect(
      F.lint(text) == [
        "Flow.storyboard:6:84: error: Segue destination 'nowhere' does not exist [dangling-segue-destination]",
        "Linted 1 storyboard: 1 error, 0 warnings, 0 notes",
      ])
  }

  @Test func danglingSegueDestinationIsSilentWhenTheDestinationIsAScene() {
    let text = F.storyboard(
      initial: "a", F.scene(F.controller("viewController", "a", segues: F.segue("s1", to: "b", "identifier=\"go\""))),
      F.scene(F.controller("viewController", "b")))
    #expect(F.lint(text) == ["Linted 1 storyboard: 0 errors, 0 warnings, 0 notes"])
  }
}
