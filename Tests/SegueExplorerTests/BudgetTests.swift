import Foundation
import SegueExplorer
import SegueKitTesting
import Testing

/// `--max-states`, `--max-actions` and `--max-depth` stop the search where they say.
@MainActor
@Suite struct BudgetTests {
  @Test func maxStatesStopsAtThatManyStates() throws {
    let report = try SegueApp.explore(appFolder: Examples.shop, options: ExplorationOptions(maxStates: 3))
    #expect(report.states.count == 3)
    #expect(report.statistics.stoppedBy == "max-states")
    #expect(report.text.hasSuffix("Stopped by --max-states.\n"))
  }

  @Test func maxActionsStopsBeforeMoreActions() throws {
    let report = try SegueApp.explore(appFolder: Examples.shop, options: ExplorationOptions(maxActions: 20))
    #expect(report.statistics.stoppedBy == "max-actions")
    // The budget stops new steps; a replay under way (at most the deepest path, and a Back) and its step finish.
    let deepest = report.states.map(\.path.count).max() ?? 0
    #expect(report.statistics.actions <= 20 + deepest + 2)
  }

  @Test func maxDepthLeavesDeeperStatesUnexplored() throws {
    let report = try SegueApp.explore(appFolder: Examples.shop, options: ExplorationOptions(maxDepth: 1))
    #expect(report.states.allSatisfy { $0.path.count <= 1 })
    #expect(report.states.filter(\.explored).allSatisfy { $0.path.count < 1 })
    #expect(report.statistics.stoppedBy == nil)
  }
}
