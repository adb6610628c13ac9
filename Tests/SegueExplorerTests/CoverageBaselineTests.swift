import Foundation
import GeneratedApp
import SegueExplorer
import SegueKitTesting
import Testing

/// Scene coverage at an equal action budget: the breadth-first explorer against a seeded random monkey (the
/// benchmark's baseline), on the generated 70-scene app and on the bundled examples. Both are deterministic (the
/// explorer's order is the driver's, the monkey's choices come from its seed), so the figures are pinned.
@MainActor
@Suite struct CoverageBaselineTests {
  /// The explorer's and three monkeys' scenes reached, with `budget` actions each.
  func coverage(
    _ folder: URL, budget: Int, options: ExplorationOptions = ExplorationOptions()
  ) throws -> (explorer: Int, monkeys: [Int], total: Int) {
    var options = options
    options.maxActions = budget
    options.minimizes = false
    let report = try SegueApp.explore(appFolder: folder, options: options)
    let monkeys = [1, 2, 3].map { (seed: UInt64) in
      Monkey(driver: SegueAppDriver(appFolder: folder), seed: seed).run(budget: budget, options: options).reached
    }
    return (report.statistics.scenesReached ?? 0, monkeys, report.statistics.scenesTotal ?? 0)
  }

  /// Exhaustively: every scene shown, and the full-screen cover (nothing dismisses it) reported as a dead end.
  @Test func generatedAppExploredExhaustively() throws {
    let folder = try GeneratedApp.write()
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = try SegueApp.explore(appFolder: folder)
    #expect(GeneratedApp.sceneCount == 70)
    #expect(
      report.text.replacingOccurrences(of: folder.lastPathComponent, with: "GeneratedApp") == """
        'Screen 36': warning: 'Screen 36' has no way back to 'Screen 0': no action on it or after it leads back \
        [dead-end] (after: tap 'Tab 1', tap 'Open 6', tap 'Open 16', tap 'Open 36')
        Explored GeneratedApp: 120 states, 2763 actions, 331 launches, 70 of 70 scenes; 1 finding.

        """)
  }

  /// At 400 actions breadth-first search is still on the shallow screens (every screen in both orientations) while
  /// the monkeys wander deeper: about even. By 800 actions without rotation the explorer has every scene.
  @Test func generatedAppAgainstTheMonkey() throws {
    let folder = try GeneratedApp.write()
    defer { try? FileManager.default.removeItem(at: folder) }
    let atFourHundred = try coverage(folder, budget: 400)
    #expect(atFourHundred.explorer == 44)
    #expect(atFourHundred.monkeys == [46, 34, 39])
    #expect(atFourHundred.total == 70)
    let unrotated = try coverage(folder, budget: 800, options: ExplorationOptions(rotates: false))
    #expect(unrotated.explorer == 70)
    #expect(unrotated.monkeys == [57, 54, 52])
  }

  @Test func examplesAtTheSameBudget() throws {
    let shop = try coverage(Examples.shop, budget: 100)
    #expect(shop.explorer == 17 && shop.monkeys == [15, 16, 17] && shop.total == 17)
    let plantedBugs = try coverage(Examples.plantedBugs, budget: 20)
    // Orphan: nothing leads to it.
    #expect(plantedBugs.explorer == 3 && plantedBugs.monkeys == [3, 3, 3] && plantedBugs.total == 4)
  }
}
