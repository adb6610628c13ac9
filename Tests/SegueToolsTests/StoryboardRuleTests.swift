import Foundation
import SegueTools
import StoryboardFormat
import Testing

/// Rules about whole storyboards, references and custom classes.
@Suite struct StoryboardRuleTests {
  typealias F = Fixture

  @Test func duplicateStoryboardIdentifierIsAnError() {
    let text = F.storyboard(
      initial: "a", F.scene(F.controller("viewController", "a", "storyboardIdentifier=\"Home\"")),
      F.scene(F.controller("viewController", "b", "storyboardIdentifier=\"Home\"")))
    #expect(
      F.lint(text) == [
        "Flow.storyboard:12:17: error: Storyboard ID 'Home' is already used by the scene at 6:17 [duplicate-storyboard-identifier]",
        "Linted 1 storyboard: 1 error, 0 warnings, 0 notes",
      ])
  }

  @Test func distinctStoryboardIdentifiersAreAccepted() {
    let text = F.storyboard(
      initial: "a", F.scene(F.controller("viewController", "a", "storyboardIdentifier=\"Home\"")),
      F.scene(F.controller("viewController", "b", "storyboardIdentifier=\"Away\"")))
    #expect(F.lint(text) == ["Linted 1 storyboard: 0 errors, 0 warnings, 0 notes"])
  }

  @Test func storyboardNamedMainWithoutInitialIsNotReportedUnlessDeclaredMain() {
    // No Info.plist or project names it: apps also load a storyboard called Main from code.
    let text = F.storyboard(F.scene(F.controller("viewController", "a", "storyboardIdentifier=\"Home\"")))
    #expect(F.lint([("Main", text), ("Other", text)]) == ["Linted 2 storyboards: 0 errors, 0 warnings, 0 notes"])
  }

  @Test func referencesIntoAnotherBundleAreANote() {
    let main = F.storyboard(
      initial: "a", F.scene(F.controller("viewController", "a", segues: F.segue("s1", to: "ref", "identifier=\"go\""))),
      F.scene(
        F.controller("viewControllerPlaceholder", "ref", "storyboardName=\"Kit\" bundleIdentifier=\"com.example.Kit\""))
    )
    #expect(
      F.lint([("Home", main)]) == [
        "Home.storyboard:12:17: note: Storyboard reference points to 'Kit' in bundle 'com.example.Kit', which is not part of this set [reference-other-bundle]",
        "Linted 1 storyboard: 0 errors, 0 warnings, 1 note",
      ])
    let local = main.replacingOccurrences(of: " bundleIdentifier=\"com.example.Kit\"", with: "")
    let kit = F.storyboard(initial: "k", F.scene(F.controller("viewController", "k")))
    #expect(F.lint([("Home", local), ("Kit", kit)]) == ["Linted 2 storyboards: 0 errors, 0 warnings, 0 notes"])
  }

  @Test func infoPlistDecidesWhichStoryboardIsMain() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-lint-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let base = folder.appendingPathComponent("Base.lproj")
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    let plist: [String: Any] = ["UIMainStoryboardFile": "Start", "UILaunchStoryboardName": "Launch"]
    try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
      .write(to: folder.appendingPathComponent("Info.plist"))
    let text = F.storyboard(F.scene(F.controller("viewController", "a", "storyboardIdentifier=\"Home\"")))
    for name in ["Start", "Main", "Launch"] {
      try Data(text.utf8).write(to: base.appendingPathComponent("\(name).storyboard"))
    }
    let report = Linter.lint(paths: [base.path], configuration: LintConfiguration())
    #expect(
      report.diagnostics.map { "\(($0.location.file as NSString).lastPathComponent): \($0.message)" } == [
        "Launch.storyboard: Launch storyboard 'Launch' has no initial view controller, so the launch screen is empty",
        "Start.storyboard: Main storyboard 'Start' has no initial view controller; UIKit logs 'Failed to instantiate the default view controller for UIMainStoryboardFile 'Start' - perhaps the designated entry point is not set?'",
      ])
  }

  @Test func unresolvedStoryboardReferencesComeFromReferenceResolution() {
    let main = F.storyboard(
      initial: "a", F.scene(F.controller("viewController", "a", segues: F.segue("s1", to: "ref", "identifier=\"go\""))),
      F.scene(F.controller("viewControllerPlaceholder", "ref", "storyboardName=\"Missing\"")))
    #expect(
      F.lint([("Home", main)]) == [
        "Home.storyboard:12:17: error: Storyboard reference points to missing storyboard 'Missing' [reference-missing-storyboard]",
        "Linted 1 storyboard: 1 error, 0 warnings, 0 notes",
      ])
  }

  @Test func resolvedStoryboardReferencesAreAccepted() {
    let main = F.storyboard(
      initial: "a", F.scene(F.controller("viewController", "a", segues: F.segue("s1", to: "ref", "identifier=\"go\""))),
      F.scene(F.controller("viewControllerPlaceholder", "ref", "storyboardName=\"Other\"")))
    let other = F.storyboard(initial: "o", F.scene(F.controller("viewController", "o")))
    #expect(F.lint([("Home", main), ("Other", other)]) == ["Linted 2 storyboards: 0 errors, 0 warnings, 0 notes"])
  }

  @Test func customClassesThatCannotResolveAreReported() {
    let text = F.storyboard(
      initial: "a",
      F.scene(
        F.controller(
          "viewController", "a",
          "customClass=\"HomeViewController\" customModule=\"Shop\" customModuleProvider=\"target\"",
          view: "<view key=\"view\" id=\"v\" customModule=\"Shop\"/>")),
      F.scene(F.controller("viewController", "b", "storyboardIdentifier=\"B\" customClass=\"Home ViewController\"")),
      F.scene(
        F.controller(
          "viewController", "c",
          "storyboardIdentifier=\"C\" customClass=\"HomeViewController\" customModule=\"OldShop\"")),
      F.scene(
        F.controller(
          "viewController", "d", "storyboardIdentifier=\"D\" customClass=\"X\" customModuleProvider=\"project\"")))
    #expect(
      F.lint(text) == [
        "Flow.storyboard:6:154: warning: The view has module 'Shop' but no custom class [unresolved-custom-class]",
        "Flow.storyboard:12:17: warning: The scene controller's custom class 'Home ViewController' is not a valid class name [unresolved-custom-class]",
        "Flow.storyboard:18:17: warning: The scene controller's class 'HomeViewController' is pinned to module 'OldShop', but elsewhere in this storyboard it comes from the app target (module 'Shop'); 'OldShop.HomeViewController' will not be found unless that module declares it too [unresolved-custom-class]",
        "Flow.storyboard:24:17: warning: The scene controller's class 'X' has customModuleProvider 'project'; Interface Builder writes only 'target' [unresolved-custom-class]",
        "Linted 1 storyboard: 0 errors, 4 warnings, 0 notes",
      ])
  }

  @Test func customClassesAreCheckedAgainstSourcesWhenThereAreSome() {
    var sources = SourceIndex()
    sources.add(
      "class HomeViewController: UIViewController {}\n@objc(LegacyViewController) class LegacyViewController: UIViewController {}",
      language: .swift)
    let text = F.storyboard(
      initial: "a",
      F.scene(
        F.controller(
          "viewController", "a",
          "customClass=\"HomeViewController\" customModule=\"Shop\" customModuleProvider=\"target\"")),
      F.scene(
        F.controller(
          "viewController", "b",
          "storyboardIdentifier=\"B\" customClass=\"GoneViewController\" customModuleProvider=\"target\"")),
      F.scene(F.controller("viewController", "c", "storyboardIdentifier=\"C\" customClass=\"HomeViewController\"")),
      F.scene(F.controller("viewController", "d", "storyboardIdentifier=\"D\" customClass=\"LegacyViewController\"")),
      F.scene(
        F.controller(
          "viewController", "e", "storyboardIdentifier=\"E\" customClass=\"UIReferenceLibraryViewController\"")))
    #expect(
      F.lint(text, sources: sources) == [
        "Flow.storyboard:12:17: warning: The scene controller's class 'GoneViewController' inherits its module from the target, but no Swift or Objective-C source declares it [unresolved-custom-class]",
        "Flow.storyboard:18:17: warning: The scene controller's class 'HomeViewController' is a Swift class with no module and no @objc(HomeViewController) name; UIKit cannot find it (tick 'Inherit Module From Target') [unresolved-custom-class]",
        "Linted 1 storyboard: 0 errors, 2 warnings, 0 notes",
      ])
  }

  @Test func customClassesThatResolveAreAccepted() {
    let text = F.storyboard(
      initial: "a",
      F.scene(
        F.controller(
          "viewController", "a",
          "customClass=\"HomeViewController\" customModule=\"Shop\" customModuleProvider=\"target\"",
          segues: F.segue(
            "c1", to: "b", kind: "custom", "identifier=\"fade\" customClass=\"FadeSegue\" customModule=\"Effects\""))),
      F.scene(F.controller("viewController", "b", "customClass=\"LegacyController\"")))
    #expect(F.lint(text) == ["Linted 1 storyboard: 0 errors, 0 warnings, 0 notes"])
  }
}

extension StoryboardRuleTests {
  @Test func aClassPinnedToItsOwnTargetsModuleIsANote() {
    let text = Fixture.storyboard(
      initial: "a",
      Fixture.scene(
        Fixture.controller(
          "viewController", "a",
          "customClass=\"HomeViewController\" customModule=\"Shop\" customModuleProvider=\"target\"")),
      Fixture.scene(
        Fixture.controller(
          "viewController", "b", "storyboardIdentifier=\"B\" customClass=\"CartViewController\" customModule=\"Shop\""))
    )
    #expect(
      Fixture.lint(text) == [
        "Flow.storyboard:12:17: note: The scene controller's class 'CartViewController' names the app target's module 'Shop' instead of inheriting it; it stops resolving if the target or its module is renamed (tick 'Inherit Module From Target') [unresolved-custom-class]",
        "Linted 1 storyboard: 0 errors, 0 warnings, 1 note",
      ])
  }
}
