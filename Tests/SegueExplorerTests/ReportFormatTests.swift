import Foundation
import SegueExplorer
import Testing

/// The report's forms: JSON (Documentation/explore.md's schema), SARIF 2.1.0, DOT and Mermaid.
@MainActor
@Suite struct ReportFormatTests {
  private func crashReport() throws -> ExplorationReport {
    try Fixtures.explore { Fixtures.crash(buggy: true) }
  }

  @Test func jsonHasTheDocumentedSchemaAndReadsBack() throws {
    let report = try crashReport()
    let json = try report.json()
    #expect(
      String(decoding: json, as: UTF8.self) == """
        {
          "abstraction" : "structure",
          "app" : "Fixture",
          "edges" : [
            {
              "action" : {
                "kind" : "tap",
                "target" : "Go"
              },
              "from" : 0
            }
          ],
          "findings" : [
            {
              "actions" : [
                {
                  "kind" : "tap",
                  "target" : "Go"
                }
              ],
              "kind" : "platform-exception",
              "message" : "'NSInvalidArgumentException': Receiver (<SegueExplorerTests.Fixtures.Buttons: 0x…>) has no segue with identifier 'Missing'",
              "screen" : "Start"
            }
          ],
          "platform" : "ios",
          "states" : [
            {
              "explored" : true,
              "fingerprint" : "028cccfdbbf533cf",
              "id" : 0,
              "path" : [

              ],
              "screen" : "Start"
            }
          ],
          "statistics" : {
            "actions" : 1,
            "divergentReplays" : 0,
            "launches" : 1,
            "minimizationActions" : 0
          },
          "version" : 1
        }
        """)
    #expect(try ExplorationReport(json: json) == report)
  }

  /// SARIF 2.1.0 (OASIS): one rule per finding kind, one result per finding, physical locations for files.
  @Test func sarifHasARulePerKindAndAResultPerFinding() throws {
    let log = try #require(try JSONSerialization.jsonObject(with: crashReport().sarif()) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.compactMap { $0["id"] as? String } == FindingKind.allCases.map(\.rawValue))
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 1)
    #expect(results.first?["ruleId"] as? String == "platform-exception")
    #expect(results.first?["level"] as? String == "error")
    let unreached = try #require(
      try JSONSerialization.jsonObject(with: Examples.explorePlantedBugs().sarif()) as? [String: Any])
    let located = ((unreached["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.last
    #expect(
      (located?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? NSDictionary == [
        "artifactLocation": ["uri": "Base.lproj/Main.storyboard"], "region": ["startLine": 59, "startColumn": 17],
      ])
  }

  @Test func graphsMarkCrashesAndTheStatesFindingsShowOn() throws {
    let report = try crashReport()
    #expect(
      report.dot == """
        digraph exploration {
          rankdir=LR;
          node [shape=box];
          s0 [label="Start", color=red];
          crash [label="crash", shape=octagon, color=red];
          s0 -> crash [label="tap 'Go'"];
        }

        """)
    #expect(
      report.mermaid == """
        flowchart LR
          s0["Start"]
          crash{{"crash"}}
          s0 -->|"tap 'Go'"| crash
          classDef finding stroke:#d00,stroke-width:2px
          class s0,crash finding

        """)
  }
}
