import SegueTools
import StoryboardFormat
import Testing

/// `containment-cycle`: relationship and embed segues that lead back to a scene containing them (issue 9, point 2).
@Suite struct ContainmentRuleTests {
  typealias F = Fixture

  static func containerView(_ id: String, embedding destination: String) -> String {
    "<view key=\"view\" id=\"\(id)-v\"><subviews><containerView id=\"\(id)-box\"><connections>"
      + F.segue("\(id)-e", to: destination, kind: "embed") + "</connections></containerView></subviews></view>"
  }

  @Test func navigationControllerWhoseRootIsItself() {
    let text = F.storyboard(initial: "nav", F.scene(F.navigation("nav", root: "nav")))
    #expect(
      F.lint(text) == [
        "Flow.storyboard:6:92: error: Scenes contain themselves through relationship segues: 'UINavigationController' (nav) → 'UINavigationController' (nav); making the first scene never ends [containment-cycle]",
        "Linted 1 storyboard: 1 error, 0 warnings, 0 notes",
      ])
  }

  @Test func twoScenesThatEmbedEachOtherAreOneFinding() {
    let text = F.storyboard(
      initial: "a", F.scene(F.controller("viewController", "a", view: Self.containerView("a", embedding: "b"))),
      F.scene(F.controller("viewController", "b", view: Self.containerView("b", embedding: "a"))))
    #expect(
      F.lint(text) == [
        "Flow.storyboard:6:146: error: Scenes contain themselves through embed segues: 'UIViewController' (a) → 'UIViewController' (b) → 'UIViewController' (a); making the first scene never ends [containment-cycle]",
        "Linted 1 storyboard: 1 error, 0 warnings, 0 notes",
      ])
  }

  /// A tab whose reference leads into another storyboard whose scene embeds the tab bar controller's storyboard
  /// entry: a cycle across files, reported once, in the first file.
  @Test func cycleThroughAStoryboardReference() {
    let main = F.storyboard(
      initial: "tabs",
      F.scene(
        F.controller(
          "tabBarController", "tabs",
          segues: F.segue("tabs-t", to: "ref", kind: "relationship", "relationship=\"viewControllers\""))),
      F.scene(F.controller("viewControllerPlaceholder", "ref", "storyboardName=\"Other\"")))
    let other = F.storyboard(
      initial: "o", F.scene(F.controller("viewController", "o", view: Self.containerView("o", embedding: "back"))),
      F.scene(F.controller("viewControllerPlaceholder", "back", "storyboardName=\"Main\"")))
    let found = F.lint([("Main", main), ("Other", other)]).filter { $0.contains("[containment-cycle]") }
    #expect(
      found == [
        "Main.storyboard:6:89: error: Scenes contain themselves through embed and relationship segues: 'UITabBarController' (tabs) → 'UIViewController' (o) → 'UITabBarController' (tabs); making the first scene never ends [containment-cycle]"
      ])
  }

  /// Containers and embeds that do not lead back, and a show segue back to the start, are not cycles.
  @Test func containmentWithoutCycleIsNotReported() {
    let text = F.storyboard(
      initial: "nav", F.scene(F.navigation("nav", root: "a")),
      F.scene(
        F.controller(
          "viewController", "a", view: Self.containerView("a", embedding: "b"),
          segues: F.segue("back", to: "nav", "identifier=\"again\""))),
      F.scene(F.controller("viewController", "b")))
    #expect(F.lint(text).filter { $0.contains("containment-cycle") } == [])
  }
}
