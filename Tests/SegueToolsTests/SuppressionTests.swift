import Foundation
import SegueTestSupport
import SegueTools
import StoryboardFormat
import Testing

/// Per-path rule levels and single-finding suppression that survives Interface Builder re-saving the
/// file: `paths:` and `suppress:` in `.segue-lint.yml`, and `segue-lint:disable` in an object's label.
@Suite struct SuppressionTests {
  typealias F = Fixture

  static func lint(_ text: String, name: String = "Main", configuration: LintConfiguration = LintConfiguration())
    -> [String]
  {
    F.lint([(name, text)], configuration: configuration)
  }

  @Test func parsesPathRulesInFileOrderAndSuppressEntries() throws {
    let configuration = try LintConfiguration.parse(
      """
      paths:
        "Legacy/**":
          rules:
            unreachable-scene: off
        "*.storyboard":
          rules: { unreachable-scene: note }
        Admin: { rules: { push-outside-navigation: warning } }
      suppress:
        - rule: unreachable-scene
          object: "aBc-12-xYz"
          file: "**/Main.storyboard"
          reason: Made in code
        - { rule: all, object: 123 }
      """, path: "c.yml", baseDirectory: "/repo")
    #expect(
      configuration.paths == [
        .init(
          pattern: "Legacy/**", levels: [DiagnosticCode(rawValue: "unreachable-scene"): .off], baseDirectory: "/repo"),
        .init(
          pattern: "*.storyboard", levels: [DiagnosticCode(rawValue: "unreachable-scene"): .note],
          baseDirectory: "/repo"),
        .init(
          pattern: "Admin", levels: [DiagnosticCode(rawValue: "push-outside-navigation"): .warning],
          baseDirectory: "/repo"),
      ])
    #expect(
      configuration.suppress == [
        .init(
          rule: DiagnosticCode(rawValue: "unreachable-scene"), object: "aBc-12-xYz", file: "**/Main.storyboard",
          reason: "Made in code",
          baseDirectory: "/repo"),
        .init(rule: nil, object: "123", baseDirectory: "/repo"),
      ])
  }

  @Test func refusesMalformedPathsAndSuppressEntries() {
    func problem(_ text: String) -> String? {
      thrownDescription { _ = try LintConfiguration.parse(text, path: "c.yml", baseDirectory: ".") }
    }
    #expect(
      [
        problem("paths: [a]\n"), problem("paths:\n  Legacy: off\n"), problem("paths:\n  Legacy:\n    rule: {}\n"),
        problem("paths:\n  Legacy:\n    rules:\n      unreachable-scenes: off\n"), problem("suppress:\n  rule: x\n"),
        problem("suppress:\n  - rule: unreachable-scene\n"), problem("suppress:\n  - object: a\n"),
        problem("suppress:\n  - rule: unreachable-scene\n    object: a\n    line: 3\n"),
      ] == [
        "c.yml: 'paths' must map glob patterns to a mapping with 'rules'",
        "c.yml: paths 'Legacy' must be a mapping with 'rules'",
        "c.yml: paths 'Legacy' has unknown key 'rule'; expected 'rules'",
        "c.yml: unknown rule 'unreachable-scenes'. Did you mean 'unreachable-scene'?",
        "c.yml: 'suppress' must be a list of mappings with 'rule', 'object' and optionally 'file' and 'reason'",
        "c.yml: suppress entry 1 needs an 'object' (the object's id; quote it)",
        "c.yml: suppress entry 1 needs a 'rule'",
        "c.yml: suppress entry 1 has unknown key 'line'; expected 'rule', 'object', 'file' or 'reason'",
      ])
  }

  @Test func pathRulesRelevelPerFileAndTheLaterMatchWins() throws {
    let configuration = try LintConfiguration.parse(
      """
      rules:
        unreachable-scene: error
      paths:
        "Legacy/**":
          rules: { unreachable-scene: off, push-outside-navigation: warning }
        "Legacy/Keep*.storyboard":
          rules: { unreachable-scene: note }
      """, path: "c.yml", baseDirectory: "/repo")
    let error = Diagnostic.Severity.error
    let warning = Diagnostic.Severity.warning
    #expect(
      configuration.severity(
        of: DiagnosticCode(rawValue: "unreachable-scene"), reported: warning, file: "/repo/App/Main.storyboard")
        == .error)
    #expect(
      configuration.severity(
        of: DiagnosticCode(rawValue: "unreachable-scene"), reported: warning, file: "/repo/Legacy/Old.storyboard")
        == nil)
    #expect(
      configuration.severity(
        of: DiagnosticCode(rawValue: "unreachable-scene"), reported: warning, file: "/repo/Legacy/KeepMe.storyboard")
        == .note)
    #expect(
      configuration.severity(
        of: DiagnosticCode(rawValue: "push-outside-navigation"), reported: error, file: "/repo/Legacy/KeepMe.storyboard"
      )
        == .warning)
    #expect(
      configuration.severity(
        of: DiagnosticCode(rawValue: "push-outside-navigation"), reported: error, file: "/repo/App/Main.storyboard")
        == .error)
  }

  @Test func aRuleOffEverywhereButOnePathStillRunsThere() throws {
    let configuration = LintConfiguration(
      levels: [DiagnosticCode(rawValue: "unreachable-scene"): .off], baseDirectory: F.folder,
      paths: [
        .init(
          pattern: "Main.storyboard", levels: [DiagnosticCode(rawValue: "unreachable-scene"): .on],
          baseDirectory: F.folder)
      ])
    #expect(configuration.isEnabled(DiagnosticCode(rawValue: "unreachable-scene")))
    #expect(
      F.lint([("Main", TemporaryFolder.app()), ("Other", TemporaryFolder.app())], configuration: configuration).filter {
        $0.contains("unreachable-scene")
      } == [
        "Main.storyboard:18:17: warning: Scene 'UIViewController' (C) cannot be reached: it is not an initial view controller, has no Storyboard ID, and no segue leads to it [unreachable-scene]"
      ])
  }

  @Test func aSuppressEntrySilencesOneFindingByObjectID() {
    let app = TemporaryFolder.app(extraUnreachable: "D")
    let configuration = LintConfiguration(
      baseDirectory: F.folder,
      suppress: [
        .init(
          rule: DiagnosticCode(rawValue: "unreachable-scene"), object: "C", file: "Main.storyboard",
          baseDirectory: F.folder),
        .init(
          rule: DiagnosticCode(rawValue: "unreachable-scene"), object: "D", file: "Other.storyboard",
          baseDirectory: F.folder),
      ])
    #expect(
      Self.lint(app, configuration: configuration) == [
        "Main.storyboard:6:84: error: Push segue 'Next' from 'UIViewController' (A) will crash: the scene is never inside a navigation controller ('Push segues can only be used when the source controller is managed by an instance of UINavigationController.') [push-outside-navigation]",
        "Main.storyboard:24:17: warning: Scene 'UIViewController' (D) cannot be reached: it is not an initial view controller, has no Storyboard ID, and no segue leads to it [unreachable-scene]",
        "Linted 1 storyboard (1 suppressed): 1 error, 1 warning, 0 notes",
      ])
  }

  @Test func aUserLabelMarkerSilencesItsRulesOnTheObject() {
    let marked = TemporaryFolder.app(labelC: "Orphan segue-lint:disable=unreachable-scene,popover-without-anchor")
    #expect(Self.lint(marked).last == "Linted 1 storyboard (1 suppressed): 1 error, 0 warnings, 0 notes")
    let otherRule = TemporaryFolder.app(labelC: "Orphan segue-lint:disable=push-outside-navigation")
    #expect(Self.lint(otherRule).last == "Linted 1 storyboard: 1 error, 1 warning, 0 notes")
    let all = TemporaryFolder.app(labelC: "segue-lint:disable")
    #expect(Self.lint(all).last == "Linted 1 storyboard (1 suppressed): 1 error, 0 warnings, 0 notes")
  }

  @Test func aMarkerOnAControllerCoversItsSeguesAndAMarkerOnAButtonCoversTheSegueItTriggers() {
    let onController = F.storyboard(
      initial: "A",
      F.scene(
        F.controller(
          "viewController", "A", "userLabel=\"Home segue-lint:disable=push-outside-navigation\"",
          segues: F.segue("s1", to: "B", kind: "push", "identifier=\"Next\""))),
      F.scene(F.controller("viewController", "B")))
    #expect(Self.lint(onController) == ["Linted 1 storyboard (1 suppressed): 0 errors, 0 warnings, 0 notes"])
    let onButton = F.storyboard(
      initial: "A",
      F.scene(
        F.controller(
          "viewController", "A",
          view: F.buttonView("btn", title: "Go", segues: F.segue("s1", to: "B", kind: "push")).replacingOccurrences(
            of: "<button id=\"btn\"",
            with: "<button id=\"btn\" userLabel=\"Go segue-lint:disable=push-outside-navigation\""))),
      F.scene(F.controller("viewController", "B")))
    #expect(Self.lint(onButton) == ["Linted 1 storyboard (1 suppressed): 0 errors, 0 warnings, 0 notes"])
  }
}
