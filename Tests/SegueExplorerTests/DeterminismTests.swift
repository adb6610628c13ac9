import Foundation
import SegueExplorer
import SegueKitTesting
import Testing

/// The same app, options and seed give the same exploration and the same report, byte for byte.
@MainActor
@Suite(.serialized) struct DeterminismTests {
  @Test func twoRunsGiveTheSameBytes() throws {
    #expect(try Examples.explorePlantedBugs().json() == Examples.explorePlantedBugs().json())
    #expect(try Examples.exploreAndroidShop().json() == Examples.exploreAndroidShop().json())
  }

  /// A seed shuffles each state's actions the same way every run; another seed explores in another order.
  @Test func aSeedShufflesTheSameWayEveryRun() throws {
    let seeded = ExplorationOptions(seed: 7)
    let first = try SegueApp.explore(appFolder: Examples.shop, options: seeded)
    let second = try SegueApp.explore(appFolder: Examples.shop, options: seeded)
    #expect(try first.json() == second.json())
    let unseeded = try SegueApp.explore(appFolder: Examples.shop)
    #expect(first.edges.map(\.action) != unseeded.edges.map(\.action))
    #expect(first.states.count == unseeded.states.count)
  }

  /// The guided search's choices depend only on what it saw: two runs, with and without a seed, on both platforms.
  @Test func theGuidedSearchGivesTheSameBytes() throws {
    for seed: UInt64 in [0, 7] {
      let options = ExplorationOptions(seed: seed, strategy: .guided)
      #expect(try Examples.explorePlantedBugs(options).json() == Examples.explorePlantedBugs(options).json())
      #expect(try Examples.exploreAndroidShop(options).json() == Examples.exploreAndroidShop(options).json())
      let shop = try SegueApp.explore(appFolder: Examples.shop, options: options)
      #expect(try shop.json() == SegueApp.explore(appFolder: Examples.shop, options: options).json())
    }
  }
}
