import Foundation
import SegueExplorer
import SegueKitTesting
import Testing

/// Each finding kind on a small app built in code: found when the bug is there, not found without it.
@MainActor
@Suite struct FindingKindTests {
  /// The report's text without its summary line.
  private func findings(_ report: ExplorationReport) -> [String] {
    report.text.split(separator: "\n").dropLast().map(String.init)
  }

  /// uikit-semantics §2.1: `performSegue(withIdentifier:sender:)` with an identifier the controller has no segue
  /// for raises `NSInvalidArgumentException`.
  @Test func platformExceptionIsFoundOnlyWhenRaised() throws {
    let report = try Fixtures.explore { Fixtures.crash(buggy: true) }
    #expect(findings(report) == ["PRINT"])
    #expect(try Fixtures.explore { Fixtures.crash(buggy: false) }.findings == [])
  }

  /// uikit-semantics §4.6 step 11: a second `present` while a presentation is in progress only logs.
  @Test func consoleWarningIsFoundOnlyWhenLogged() throws {
    let report = try Fixtures.explore { Fixtures.doublePresentation(buggy: true) }
    #expect(findings(report) == ["PRINT"])
    #expect(try Fixtures.explore { Fixtures.doublePresentation(buggy: false) }.findings == [])
  }

  /// A popped controller kept alive by a closure that captures it strongly (the cycle LeakCanary finds on Android).
  @Test func leakIsFoundOnlyWithARetainCycle() throws {
    let report = try Fixtures.explore { Fixtures.leak(buggy: true) }
    #expect(findings(report) == ["PRINT"])
    #expect(try Fixtures.explore { Fixtures.leak(buggy: false) }.findings == [])
  }

  /// A full-screen presentation cannot be swiped down (uikit-semantics §4.8): with no button out, it is a dead end.
  @Test func deadEndIsFoundOnlyWithoutAWayBack() throws {
    let report = try Fixtures.explore { Fixtures.deadEnd(buggy: true) }
    #expect(findings(report) == ["PRINT"])
    #expect(try Fixtures.explore { Fixtures.deadEnd(buggy: false) }.findings == [])
  }

  @Test func unboundedGrowthIsFoundOnlyAlongACycle() throws {
    let report = try Fixtures.explore { Fixtures.growth(buggy: true) }
    #expect(findings(report) == ["PRINT"])
    #expect(try Fixtures.explore { Fixtures.growth(buggy: false) }.findings == [])
  }
}
