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

  /// The guided search (toward scenes the storyboard's segues lead to and that were not shown yet, the closest state
  /// first, rotating and leaving the app last) against the same monkeys, the budget → scenes curve: more than twice
  /// the monkeys' scenes from 75 actions on, every scene at 100 (breadth first: 23). At 400 actions the monkeys'
  /// best has 46 of the 70 scenes, so twice its coverage is out of reach: the guided search has all 70 (1.5–2.1×).
  @Test func guidedSearchAgainstTheMonkey() throws {
    let folder = try GeneratedApp.write()
    defer { try? FileManager.default.removeItem(at: folder) }
    var curve: [String] = []
    for budget in [25, 50, 75, 100, 400] {
      let guided = try coverage(folder, budget: budget, options: ExplorationOptions(strategy: .guided))
      let breadthFirst = try SegueApp.explore(
        appFolder: folder, options: ExplorationOptions(maxActions: budget, minimizes: false))
      curve.append(
        "\(budget): guided \(guided.explorer), breadth first \(breadthFirst.statistics.scenesReached ?? 0), "
          + "monkeys \(guided.monkeys)")
    }
    #expect(
      curve == [
        "25: guided 25, breadth first 13, monkeys [15, 14, 13]",
        "50: guided 39, breadth first 16, monkeys [19, 21, 16]",
        "75: guided 56, breadth first 21, monkeys [20, 24, 21]",
        "100: guided 70, breadth first 23, monkeys [22, 25, 22]",
        "400: guided 70, breadth first 44, monkeys [46, 34, 39]",
      ])
  }

  /// Exhaustively the guided search finds what breadth-first search finds, in the same states, with fewer actions
  /// and launches (it goes back or along actions it has seen instead of replaying from a fresh launch).
  @Test func guidedSearchExhaustively() throws {
    let folder = try GeneratedApp.write()
    defer { try? FileManager.default.removeItem(at: folder) }
    for app in [folder, Examples.shop] {
      let breadthFirst = try SegueApp.explore(appFolder: app)
      let guided = try SegueApp.explore(appFolder: app, options: ExplorationOptions(strategy: .guided))
      #expect(guided.findings == breadthFirst.findings)
      #expect(Set(guided.states.map(\.fingerprint)) == Set(breadthFirst.states.map(\.fingerprint)))
      #expect(guided.states.filter { !$0.explored }.isEmpty)
      #expect(guided.statistics.scenesReached == breadthFirst.statistics.scenesReached)
      #expect(guided.statistics.divergentReplays == 0)
    }
    let shop = try SegueApp.explore(appFolder: Examples.shop, options: ExplorationOptions(strategy: .guided))
    #expect(
      shop.text == "Explored Shop: 18 states, 183 actions, 17 launches, 17 of 17 scenes; 0 findings.\n")
    let generated = try SegueApp.explore(appFolder: folder, options: ExplorationOptions(strategy: .guided))
    #expect(generated.statistics.actions == 2926 && generated.statistics.launches == 229)
  }

  @Test func examplesAtTheSameBudget() throws {
    let shop = try coverage(Examples.shop, budget: 100)
    #expect(shop.explorer == 17 && shop.monkeys == [15, 16, 17] && shop.total == 17)
    let plantedBugs = try coverage(Examples.plantedBugs, budget: 20)
    // Orphan: nothing leads to it.
    #expect(plantedBugs.explorer == 3 && plantedBugs.monkeys == [3, 3, 3] && plantedBugs.total == 4)
  }
}
