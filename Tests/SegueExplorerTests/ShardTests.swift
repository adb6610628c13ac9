import Foundation
import PlantedBugs
import SegueExplorer
import SegueKitTesting
import Testing

/// `--shard K/N` splits the search by the launch screen's actions; `--merge-reports` joins the shards' reports.
@MainActor
@Suite(.serialized) struct ShardTests {
  @Test func shardsParseAsKOverN() {
    #expect(Shard("2/4") == Shard(index: 2, count: 4))
    #expect(Shard("1/1") == Shard(index: 1, count: 1))
    #expect([Shard("0/2"), Shard("3/2"), Shard("2"), Shard("a/b"), Shard("1/0")] == [nil, nil, nil, nil, nil])
  }

  /// The merged shards find what one run finds, and the same states.
  @Test(arguments: [2, 3]) func mergedShardsEqualASingleRun(count: Int) throws {
    PlantedBugs.fixAll(false)
    for explore in [Self.explorePlantedBugs, Self.exploreShop] {
      let single = try explore(nil)
      let shards = try (1...count).map { try explore(Shard(index: $0, count: count)) }
      #expect(shards.allSatisfy { $0.states.count <= single.states.count })
      let merged = try ExplorationReport.merged(shards)
      #expect(merged.findings == single.findings)
      #expect(Set(merged.states.map(\.fingerprint)) == Set(single.states.map(\.fingerprint)))
      #expect(merged.states.map(\.path.count) == merged.states.map(\.path.count).sorted())
      #expect(merged.statistics.scenesReached == single.statistics.scenesReached)
    }
  }

  @Test func reportsOfDifferentAppsDoNotMerge() throws {
    let shop = try Self.exploreShop(nil)
    let planted = try Self.explorePlantedBugs(nil)
    #expect(throws: ExplorationError("the reports are of different apps: 'Shop' and 'PlantedBugs'")) {
      try ExplorationReport.merged([shop, planted])
    }
  }

  private static func explorePlantedBugs(_ shard: Shard?) throws -> ExplorationReport {
    try Examples.explorePlantedBugs(ExplorationOptions(shard: shard))
  }

  private static func exploreShop(_ shard: Shard?) throws -> ExplorationReport {
    try SegueApp.explore(appFolder: Examples.shop, options: ExplorationOptions(shard: shard))
  }
}
