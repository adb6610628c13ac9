import SegueTestSupport
import SegueTools
import StoryboardFormat
import Testing

/// `.segue-lint.yml`: re-levelling, turning rules off and on, excluding paths, and refusing typos.
@Suite struct ConfigurationTests {
  /// Levels by rule, written as the configuration file spells the rules.
  static func levels(_ byName: [String: LintConfiguration.Level]) -> [DiagnosticCode: LintConfiguration.Level] {
    Dictionary(uniqueKeysWithValues: byName.map { (DiagnosticCode(rawValue: $0.key), $0.value) })
  }

  typealias F = Fixture

  @Test func parsesLevelsAndExcludes() throws {
    let configuration = try LintConfiguration.parse(
      """
      rules:
        show-outside-navigation: error
        manual-segue-without-identifier: off
        unreachable-scene: note
        duplicate-segue-identifier: on
      exclude:
        - "**/Pods/**"
        - "Legacy*.storyboard"
      """, path: ".segue-lint.yml", baseDirectory: "/repo")
    #expect(
      configuration
        == LintConfiguration(
          levels: Self.levels([
            "show-outside-navigation": .error, "manual-segue-without-identifier": .off, "unreachable-scene": .note,
            "duplicate-segue-identifier": .on,
          ]), exclude: ["**/Pods/**", "Legacy*.storyboard"], baseDirectory: "/repo"))
  }

  @Test func refusesUnknownRulesLevelsAndKeysWithWhereAndWhy() {
    func problem(_ text: String) -> String? {
      thrownDescription { _ = try LintConfiguration.parse(text, path: "lint.yml", baseDirectory: ".") }
    }
    #expect(
      [
        problem("rules:\n  unreachable-scenes: off\n"), problem("rules:\n  unreachable-scene: loud\n"),
        problem("rule:\n  unreachable-scene: off\n"), problem("exclude: Pods\n"),
      ] == [
        "lint.yml: unknown rule 'unreachable-scenes'. Did you mean 'unreachable-scene'?",
        "lint.yml: rule 'unreachable-scene' has level 'loud'; use error, warning, note, off or on",
        "lint.yml: unknown key 'rule'; expected 'rules', 'exclude', 'paths' or 'suppress'",
        "lint.yml: 'exclude' must be a list of glob patterns",
      ])
    #expect(problem("rules: [a\n")?.hasPrefix("lint.yml: not valid YAML") == true)
    #expect(problem("") == nil)
  }

  @Test func yamlBooleansTurnRulesOffAndOn() throws {
    let configuration = try LintConfiguration.parse(
      "rules:\n  unreachable-scene: false\n  popover-without-anchor: yes\n", path: "c", baseDirectory: ".")
    #expect(configuration.levels == Self.levels(["unreachable-scene": .off, "popover-without-anchor": .on]))
  }

  @Test func relevelsAndDisablesFindingsIncludingDecoderOnes() throws {
    let text = F.storyboard(
      initial: "a",
      F.scene(
        F.controller(
          "viewController", "a", segues: F.segue("s1", to: "nowhere") + F.segue("s2", to: "b", kind: "presentation"))),
      F.scene(F.controller("viewController", "b")))
    let configuration = try LintConfiguration.parse(
      "rules:\n  dangling-segue-destination: warning\n  manual-segue-without-identifier: off\n", path: "c",
      baseDirectory: ".")
    #expect(
      F.lint([("Flow", text)], configuration: configuration) == [
        "Flow.storyboard:6:84: warning: Segue destination 'nowhere' does not exist [dangling-segue-destination]",
        "Linted 1 storyboard: 0 errors, 1 warning, 0 notes",
      ])
  }

  @Test func excludesPathsByGlob() {
    let configuration = LintConfiguration(
      exclude: ["**/Pods/**", "Legacy*.storyboard", "Vendor/*/Old.storyboard"], baseDirectory: "/repo")
    let paths = [
      "/repo/Pods/Kit/Kit.storyboard", "/repo/App/Pods/A.storyboard", "/repo/App/LegacyMain.storyboard",
      "/repo/App/Main.storyboard",
      "/repo/Vendor/X/Old.storyboard", "/repo/Vendor/X/Y/Old.storyboard", "/elsewhere/Legacy.storyboard",
    ]
    #expect(
      paths.filter(configuration.isExcluded) == [
        "/repo/Pods/Kit/Kit.storyboard", "/repo/App/Pods/A.storyboard", "/repo/App/LegacyMain.storyboard",
        "/repo/Vendor/X/Old.storyboard",
        "/elsewhere/Legacy.storyboard",
      ])
  }

  @Test func excludedFilesAreNotReportedButCounted() {
    let broken = F.storyboard(
      F.scene(F.controller("viewController", "a", segues: F.segue("s1", to: "nowhere", "identifier=\"x\""))))
    let set = F.set([("Keep", broken), ("Skip", broken)])
    let configuration = LintConfiguration(exclude: ["Skip.storyboard"], baseDirectory: Fixture.folder)
    let report = Linter.lint(set: set, reporting: set.documents, configuration: configuration)
    #expect(report.files == ["\(Fixture.folder)/Keep.storyboard"])
    #expect(report.summary == "Linted 1 storyboard (1 excluded): 1 error, 1 warning, 0 notes")
  }
}
