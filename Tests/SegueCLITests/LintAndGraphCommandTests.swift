import Foundation
import Testing

/// `segue lint` and `segue graph` end to end: the built binary, its output and its exit status (issue 5,
/// points 3 and 4).
@Suite struct LintAndGraphCommandTests {
  /// A storyboard with a push segue from a scene that is never in a navigation controller.
  static func brokenApp() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-lint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(
      """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" \
      targetRuntime="iOS.CocoaTouch" initialViewController="A"><scenes>
      <scene sceneID="a"><objects><viewController id="A" sceneMemberID="viewController">
        <connections><segue destination="B" kind="push" identifier="Next" id="s1"/></connections>
      </viewController></objects></scene>
      <scene sceneID="b"><objects><viewController id="B" sceneMemberID="viewController"/></objects></scene>
      </scenes></document>
      """.utf8
    ).write(to: folder.appendingPathComponent("Main.storyboard"))
    return folder
  }

  @Test func lintOfTheExampleIsClean() throws {
    let result = try SegueProcess.run(["lint", "Examples/Shop"])
    #expect(result.status == 0)
    #expect(result.standardOutput == "Linted 2 storyboards: 0 errors, 0 warnings, 0 notes\n")
  }

  @Test func lintReportsAnErrorXcodeStyleAndExitsOne() throws {
    let folder = try Self.brokenApp()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try SegueProcess.run(["lint", folder.path, "--color", "never"])
    #expect(result.status == 1)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.last == "Linted 1 storyboard: 1 error, 0 warnings, 0 notes")
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("\(folder.path)/Main.storyboard:3:") == true)
    #expect(lines.first?.contains(": error: ") == true)
    #expect(lines.first?.hasSuffix("[push-outside-navigation]") == true)
  }

  @Test func lintExplainsARuleAndRejectsAnUnknownOne() throws {
    let explained = try SegueProcess.run(["lint", "--explain", "push-outside-navigation"])
    #expect(explained.status == 0)
    #expect(explained.standardOutput.hasPrefix("push-outside-navigation (lint rule, default: error)\n"))
    let unknown = try SegueProcess.run(["lint", "--explain", "nope"])
    #expect(unknown.status == 2)
    #expect(unknown.standardError == "error: Unknown rule 'nope'. 'segue lint --list-rules' lists them.\n")
  }

  @Test func lintWritesSARIF() throws {
    let folder = try Self.brokenApp()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try SegueProcess.run(["lint", folder.path, "--format", "sarif"])
    #expect(result.status == 1)
    let sarif = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
    #expect(sarif?["version"] as? String == "2.1.0")
    let run = (sarif?["runs"] as? [[String: Any]])?.first
    let results = run?["results"] as? [[String: Any]]
    #expect(results?.map { $0["ruleId"] as? String } == ["push-outside-navigation"])
  }

  @Test func graphOfAStoryboardAsDOT() throws {
    let result = try SegueProcess.run(["graph", "Examples/Shop/Base.lproj/Settings.storyboard", "--format", "dot"])
    #expect(result.status == 0)
    #expect(
      result.standardOutput == #"""
        digraph flow {
          rankdir=LR;
          compound=true;
          node [shape=box, style=rounded, fontname="Helvetica", fontsize=11];
          edge [fontname="Helvetica", fontsize=9];
          subgraph cluster_0 {
            label="Settings.storyboard";
            style=dashed;
            color=gray60;
            "Settings/nAv-St-001" [label="UINavigationController\n(initial)", penwidth=2];
            "Settings/sEt-Ti-ng1" [label="SettingsViewController\n#Settings"];
            "Settings/aBo-Ut-001" [label="AboutViewController\n#About"];
          }
          "Settings/nAv-St-001" -> "Settings/sEt-Ti-ng1" [label="rootViewController", style=bold, arrowhead=diamond, color=gray40];
          "Settings/sEt-Ti-ng1" -> "Settings/aBo-Ut-001" [label="custom \"About\"\nbutton 'About'"];
        }

        """#)
    #expect(result.standardError == "1 storyboard, 3 scenes, 2 edges (0 across storyboards), 0 unresolved references\n")
  }

  @Test func graphUsageErrorExitsTwo() throws {
    let result = try SegueProcess.run(["graph", "Examples/Shop", "--format", "png"])
    #expect(result.status == 2)
    #expect(result.standardError.hasPrefix("Error: The value 'png' is invalid for '--format <format>'."))
  }
}
