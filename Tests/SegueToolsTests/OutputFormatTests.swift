import Foundation
import SegueTools
import StoryboardFormat
import Testing

/// Each lint output format, pinned as a whole on one small report: an error, a warning and a note.
@Suite struct OutputFormatTests {
  typealias F = Fixture

  /// A report with a decoder error, a lint warning and a lint note, paths shortened to `Flow.storyboard`.
  private var report: LintReport {
    let text = F.storyboard(
      initial: "nav", F.scene(F.navigation("nav", root: "list")),
      F.scene(
        F.controller(
          "viewController", "list", segues: F.segue("s1", to: "gone", "identifier=\"x\"") + F.segue("s2", to: "detail"))
      ),
      F.scene(
        F.controller(
          "viewController", "detail",
          view: F.buttonView(
            "b", title: "Done", segues: F.segue("u1", to: "x1", kind: "unwind", "unwindAction=\"back:\""))),
        objects: F.exit("x1")))
    var report = Fixture.report([("Flow", text)])
    report.files = report.files.map { ($0 as NSString).lastPathComponent }
    for index in report.diagnostics.indices {
      report.diagnostics[index].location.file = (report.diagnostics[index].location.file as NSString).lastPathComponent
    }
    return report
  }

  @Test func xcodeStyleIsOneCompilerLinePerFindingAndASummary() {
    #expect(
      XcodeFormatter.format(report, colour: false) == """
        Flow.storyboard:1:1: note: 1 unwind segue was not checked: no Swift or Objective-C sources were found for these storyboards; pass the app's source folder with --sources [unwind-action-not-implemented]
        Flow.storyboard:12:87: error: Segue destination 'gone' does not exist [dangling-segue-destination]
        Flow.storyboard:12:149: warning: Manual show segue (s2) has no identifier, so performSegue(withIdentifier:) cannot fire it [manual-segue-without-identifier]
        Linted 1 storyboard: 1 error, 1 warning, 1 note

        """)
  }

  @Test func xcodeStyleColoursLikeClangOnlyWhenAsked() {
    let line = XcodeFormatter.line(report.diagnostics[1], colour: true)
    #expect(
      line
        == "\u{1B}[1mFlow.storyboard:12:87:\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m \u{1B}[1mSegue destination 'gone' does not exist\u{1B}[0m [dangling-segue-destination]"
    )
  }

  @Test func githubAnnotationsEscapePropertiesAndMessages() {
    #expect(
      GitHubFormatter.format(report) == """
        ::notice file=Flow.storyboard,line=1,col=1,title=unwind-action-not-implemented::1 unwind segue was not checked: no Swift or Objective-C sources were found for these storyboards; pass the app's source folder with --sources
        ::error file=Flow.storyboard,line=12,col=87,title=dangling-segue-destination::Segue destination 'gone' does not exist
        ::warning file=Flow.storyboard,line=12,col=149,title=manual-segue-without-identifier::Manual show segue (s2) has no identifier, so performSegue(withIdentifier:) cannot fire it
        Linted 1 storyboard: 1 error, 1 warning, 1 note

        """)
    var tricky = report
    tricky.diagnostics = [
      Diagnostic(
        severity: .warning, code: DiagnosticCode(rawValue: "x"), message: "50% done\nnext",
        location: SourceLocation(file: "a,b:c.storyboard", line: 1, column: 2))
    ]
    #expect(
      GitHubFormatter.format(tricky).hasPrefix(
        "::warning file=a%2Cb%3Ac.storyboard,line=1,col=2,title=x::50%25 done%0Anext\n"))
  }

  @Test func jsonIsSchemaVersionOneWithSummary() {
    #expect(
      LintJSON.format(report) == """
        {
          "baselined" : 0,
          "diagnostics" : [
            {
              "column" : 1,
              "file" : "Flow.storyboard",
              "line" : 1,
              "message" : "1 unwind segue was not checked: no Swift or Objective-C sources were found for these storyboards; pass the app's source folder with --sources",
              "rule" : "unwind-action-not-implemented",
              "severity" : "note"
            },
            {
              "column" : 87,
              "file" : "Flow.storyboard",
              "line" : 12,
              "message" : "Segue destination 'gone' does not exist",
              "objectID" : "s1",
              "rule" : "dangling-segue-destination",
              "severity" : "error"
            },
            {
              "column" : 149,
              "file" : "Flow.storyboard",
              "line" : 12,
              "message" : "Manual show segue (s2) has no identifier, so performSegue(withIdentifier:) cannot fire it",
              "objectID" : "s2",
              "rule" : "manual-segue-without-identifier",
              "severity" : "warning"
            }
          ],
          "excluded" : 0,
          "files" : [
            "Flow.storyboard"
          ],
          "schemaVersion" : 1,
          "summary" : {
            "errors" : 1,
            "notes" : 1,
            "text" : "Linted 1 storyboard: 1 error, 1 warning, 1 note",
            "warnings" : 1
          },
          "suppressed" : 0
        }

        """)
  }

  @Test func sarifIsValidJSONWithTheRequiredStructure() throws {
    let text = SARIFLog.format(report, version: "0.1.0")
    let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(root["version"] as? String == "2.1.0")
    #expect(root["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
    let run = try #require((root["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "segue lint")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.compactMap { $0["id"] as? String } == LintRules.all.map(\.id.rawValue))
    #expect(rules.allSatisfy { ($0["shortDescription"] as? [String: Any])?["text"] is String })
    let results = try #require(run["results"] as? [[String: Any]])
    let flattened = results.map { result -> String in
      let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
      let uri = (location?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? "?"
      let region = location?["region"] as? [String: Any]
      let index = result["ruleIndex"] as? Int ?? -1
      let indexed = rules.indices.contains(index) ? rules[index]["id"] as? String ?? "" : ""
      return
        "\(result["level"] ?? "?") \(result["ruleId"] ?? "?") (#\(indexed)) \(uri):\(region?["startLine"] ?? 0):\(region?["startColumn"] ?? 0)"
    }
    #expect(
      flattened == [
        "note unwind-action-not-implemented (#unwind-action-not-implemented) Flow.storyboard:1:1",
        "error dangling-segue-destination (#dangling-segue-destination) Flow.storyboard:12:87",
        "warning manual-segue-without-identifier (#manual-segue-without-identifier) Flow.storyboard:12:149",
      ])
  }

  @Test func sarifURIsAreRelativeOrFileURLs() {
    #expect(SARIFLog.uri("App/My Main.storyboard") == "App/My%20Main.storyboard")
    #expect(SARIFLog.uri("/repo/Main.storyboard") == "file:///repo/Main.storyboard")
  }

  @Test func everyRuleExplainsItself() {
    let rule = LintRules.rule(DiagnosticCode(rawValue: "push-outside-navigation"))
    #expect(
      rule?.explainText.hasPrefix("push-outside-navigation (lint rule, default: error)\nA push segue starts in a scene")
        == true)
    #expect(LintRules.all.allSatisfy { !$0.summary.isEmpty && !$0.explanation.isEmpty && !$0.summary.contains("\n") })
    #expect(Set(LintRules.all.map(\.id)).count == LintRules.all.count)
  }
}
