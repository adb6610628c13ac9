import Foundation
import SegueTestSupport
import StoryboardFormat
import Testing

@testable import SegueTools

/// Baselines as SwiftLint has them: findings recorded without lines, relative to the baseline's folder,
/// compared as a multiset; a missing baseline is written by the first run.
@Suite struct BaselineTests {
  static func diagnostic(
    _ file: String, line: Int, code: DiagnosticCode = DiagnosticCode(rawValue: "unreachable-scene"),
    object: String? = "C", message: String = "m"
  )
    -> Diagnostic
  {
    Diagnostic(
      severity: .warning, code: code, message: message, location: SourceLocation(file: file, line: line, column: 1),
      objectID: object)
  }

  @Test func recordsRuleRelativeFileObjectAndMessageButNoLineInAStableOrder() {
    let report = LintReport(
      files: [],
      diagnostics: [
        Self.diagnostic(
          "/repo/App/Main.storyboard", line: 9, code: DiagnosticCode(rawValue: "push-outside-navigation"), object: "s1"),
        Self.diagnostic("/repo/App/Base.lproj/A.storyboard", line: 3, object: nil),
        Self.diagnostic("/elsewhere/B.storyboard", line: 1),
      ])
    let baseline = LintBaseline(report, folder: "/repo/App/")
    #expect(
      baseline.findings == [
        .init(
          rule: DiagnosticCode(rawValue: "unreachable-scene"), file: "../../elsewhere/B.storyboard", objectID: "C",
          message: "m"),
        .init(
          rule: DiagnosticCode(rawValue: "unreachable-scene"), file: "Base.lproj/A.storyboard", objectID: nil,
          message: "m"),
        .init(
          rule: DiagnosticCode(rawValue: "push-outside-navigation"), file: "Main.storyboard", objectID: "s1",
          message: "m"),
      ])
    #expect(
      baseline.text == """
        {
          "findings" : [
            {
              "file" : "../../elsewhere/B.storyboard",
              "message" : "m",
              "objectID" : "C",
              "rule" : "unreachable-scene"
            },
            {
              "file" : "Base.lproj/A.storyboard",
              "message" : "m",
              "rule" : "unreachable-scene"
            },
            {
              "file" : "Main.storyboard",
              "message" : "m",
              "objectID" : "s1",
              "rule" : "push-outside-navigation"
            }
          ],
          "version" : 1
        }

        """)
  }

  @Test func filtersAsAMultisetWhateverTheLines() {
    let recorded = LintReport(
      files: [],
      diagnostics: [
        Self.diagnostic("/repo/Main.storyboard", line: 5), Self.diagnostic("/repo/Main.storyboard", line: 6),
      ])
    let baseline = LintBaseline(recorded, folder: "/repo")
    let now = LintReport(
      files: ["/repo/Main.storyboard"],
      diagnostics: [
        Self.diagnostic("/repo/Main.storyboard", line: 40), Self.diagnostic("/repo/Main.storyboard", line: 41),
        Self.diagnostic("/repo/Main.storyboard", line: 42),
        Self.diagnostic("/repo/Main.storyboard", line: 43, object: "D"),
      ])
    let filtered = baseline.filter(now, folder: "/repo")
    #expect(filtered.diagnostics.map(\.location.line) == [42, 43])
    #expect(filtered.baselined == 2)
    #expect(filtered.summary == "Linted 1 storyboard (2 in the baseline): 0 errors, 2 warnings, 0 notes")
  }

  @Test func aMissingBaselineIsWrittenThenOnlyNewFindingsAreReported() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("App/Main.storyboard", TemporaryFolder.app())
    var options = LintRun.Options(paths: [folder.path + "/App"], build: "test")
    options.discoverSources = false
    options.baseline = folder.path + "/segue-baseline.json"
    let first = try LintRun.run(options)
    #expect(first.report.diagnostics.isEmpty)
    #expect(first.report.baselined == 2)
    #expect(first.wroteBaselines.map(\.findings) == [2])
    let written = try LintBaseline.load(path: folder.path + "/segue-baseline.json")
    #expect(written.findings.map(\.file) == ["App/Main.storyboard", "App/Main.storyboard"])

    // Interface Builder re-saves the file (lines move) and someone adds an unreachable scene.
    try folder.write("App/Main.storyboard", TemporaryFolder.app(padding: 7, extraUnreachable: "D"))
    let second = try LintRun.run(options)
    #expect(second.wroteBaselines.isEmpty)
    #expect(second.report.diagnostics.map(\.objectID) == ["D"])
    #expect(second.report.hasErrors == false)

    options.writeBaseline = options.baseline
    let updated = try LintRun.run(options)
    #expect(updated.report.diagnostics.map(\.objectID) == ["D"])
    #expect(try LintBaseline.load(path: folder.path + "/segue-baseline.json").findings.count == 3)
    #expect(try LintRun.run(options).report.diagnostics.isEmpty)
  }

  @Test func anUnreadableBaselineIsAProblem() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("App/Main.storyboard", TemporaryFolder.app())
    let path = try folder.write("baseline.json", "[1, 2]")
    var options = LintRun.Options(paths: [folder.path + "/App"], build: "test")
    options.baseline = path
    #expect(
      throws: LintRun.Problem(
        description: "\(path): not a segue lint baseline (expected JSON with 'version' and 'findings')")
    ) {
      try LintRun.run(options)
    }
  }
}
