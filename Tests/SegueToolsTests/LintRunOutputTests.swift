import Foundation
import SegueTestSupport
import StoryboardFormat
import Testing

@testable import SegueTools

/// `--strict`, `--quiet`, colour and the progress line.
@Suite struct LintRunOutputTests {
  static func report() -> LintReport {
    func diagnostic(_ severity: Diagnostic.Severity, _ line: Int) -> Diagnostic {
      Diagnostic(
        severity: severity, code: DiagnosticCode(rawValue: "r"), message: "m",
        location: SourceLocation(file: "F.storyboard", line: line, column: 1))
    }
    return LintReport(
      files: ["F.storyboard"], diagnostics: [diagnostic(.error, 1), diagnostic(.warning, 2), diagnostic(.note, 3)])
  }

  @Test func strictMakesWarningsErrors() {
    let report = Self.report().strict()
    #expect(report.diagnostics.map(\.severity) == [.error, .error, .note])
    #expect(LintReport(files: [], diagnostics: [Self.report().diagnostics[1]]).strict().hasErrors)
  }

  @Test func quietPrintsErrorsAndWarningsWithoutTheSummary() {
    #expect(
      XcodeFormatter.format(Self.report().withoutNotes(), colour: false, summary: false) == """
        F.storyboard:1:1: error: m [r]
        F.storyboard:2:1: warning: m [r]

        """)
    #expect(GitHubFormatter.format(Self.report().withoutNotes(), summary: false).split(separator: "\n").count == 2)
  }

  @Test func strictAndQuietThroughARun() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      "App/Main.storyboard", TemporaryFolder.app().replacingOccurrences(of: "kind=\"push\"", with: "kind=\"show\""))
    var options = LintRun.Options(paths: [folder.path + "/App"], build: "test")
    options.discoverSources = false
    let plain = try LintRun.run(options).report
    // The show segue's destination expects no navigation stack (not reported); the unreachable scene: a warning.
    #expect(plain.diagnostics.map(\.severity) == [.warning])
    #expect(!plain.hasErrors)
    options.strict = true
    #expect(try LintRun.run(options).report.hasErrors)
  }

  @Test func colourOnlyOnATerminalWithoutNoColor() {
    #expect(TerminalColour.auto.isEnabled(isTerminal: true, environment: [:]))
    #expect(!TerminalColour.auto.isEnabled(isTerminal: false, environment: [:]))
    #expect(!TerminalColour.auto.isEnabled(isTerminal: true, environment: ["NO_COLOR": "1"]))
    #expect(TerminalColour.auto.isEnabled(isTerminal: true, environment: ["NO_COLOR": ""]))
    #expect(!TerminalColour.auto.isEnabled(isTerminal: true, environment: ["TERM": "dumb"]))
    #expect(TerminalColour.always.isEnabled(isTerminal: false, environment: ["NO_COLOR": "1"]))
    #expect(!TerminalColour.never.isEnabled(isTerminal: true, environment: [:]))
  }

  @Test func progressWaitsHalfASecondThenRedrawsAtMostTenTimesASecond() {
    let start = ContinuousClock.now
    var progress = LintProgress(start: start)
    #expect(progress.update(done: 1, total: 150, now: start + .milliseconds(100)) == nil)
    #expect(progress.finish() == nil)
    #expect(progress.update(done: 37, total: 150, now: start + .milliseconds(600)) == "\rLinting 37/150 …\u{1B}[K")
    #expect(progress.update(done: 38, total: 150, now: start + .milliseconds(650)) == nil)
    #expect(progress.update(done: 60, total: 150, now: start + .milliseconds(710)) == "\rLinting 60/150 …\u{1B}[K")
    #expect(progress.update(done: 150, total: 150, now: start + .milliseconds(720)) == "\rLinting 150/150 …\u{1B}[K")
    #expect(progress.finish() == "\r\u{1B}[K")
  }
}
