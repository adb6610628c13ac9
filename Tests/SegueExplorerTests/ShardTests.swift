import Foundation
import GeneratedApp
import PlantedBugs
import SegueExplorer
import SegueKitTesting
import Testing

/// `--shard K/N` splits the search; `--merge-reports` joins the shards' reports.
@MainActor
@Suite(.serialized) struct ShardTests {
  @Test func shardsParseAsKOverN() {
    #expect(Shard("2/4") == Shard(index: 2, count: 4))
    #expect(Shard("1/1") == Shard(index: 1, count: 1))
    #expect([Shard("0/2"), Shard("3/2"), Shard("2"), Shard("a/b"), Shard("1/0")] == [nil, nil, nil, nil, nil])
  }

  /// Breadth-first shards split the states from the first depth with at least N states; the merged report is the
  /// single run's, byte for byte in JSON (Documentation/explore.md, "Sharding"), on every example app and the
  /// generated 70-scene app. The balance is the largest shard's share of the states (those it explored itself).
  @Test(arguments: [2, 3, 4]) func mergedShardsAreTheSingleRun(count: Int) throws {
    PlantedBugs.fixAll(false)
    let generated = try GeneratedApp.write()
    defer { try? FileManager.default.removeItem(at: generated) }
    var balance: [String] = []
    var apps = Self.apps
    apps.append(("Generated", { try Self.explore(generated, $0) }))
    for (name, explore) in apps {
      let single = try explore(nil)
      let shards = try (1...count).map { try explore(Shard(index: $0, count: count)) }
      #expect(single.shard == nil)
      let merged = try ExplorationReport.merged(shards)
      #expect(try merged.json() == single.json())
      #expect(merged == single)
      let largest = shards.map { shard in shard.shard!.states.filter { $0.steps != nil }.count }.max()!
      balance.append("\(name) \(largest)/\(single.states.count)")
    }
    #expect(balance == Self.balance[count])
  }

  private static let balance = [
    2: ["Shop 16/18", "PlantedBugs 10/12", "AndroidShop 10/14", "AndroidPlantedBugs 16/18", "Generated 117/120"],
    3: ["Shop 16/18", "PlantedBugs 10/12", "AndroidShop 9/14", "AndroidPlantedBugs 10/18", "Generated 116/120"],
    4: ["Shop 15/18", "PlantedBugs 9/12", "AndroidShop 8/14", "AndroidPlantedBugs 10/18", "Generated 116/120"],
  ]

  /// A seed shuffles each state's actions by the state, so shards shuffle them as the single run does.
  @Test func seededShardsAreTheSingleRun() throws {
    let options = { (shard: Shard?) in ExplorationOptions(seed: 7, shard: shard) }
    let single = try SegueApp.explore(appFolder: Examples.shop, options: options(nil))
    let shards = try (1...3).map {
      try SegueApp.explore(appFolder: Examples.shop, options: options(Shard(index: $0, count: 3)))
    }
    #expect(try ExplorationReport.merged(shards).json() == single.json())
    let android = try Examples.exploreAndroidShop(options(nil))
    let androidShards = try (1...3).map { try Examples.exploreAndroidShop(options(Shard(index: $0, count: 3))) }
    #expect(try ExplorationReport.merged(androidShards).json() == android.json())
  }

  /// Guided shards split the launch screen's actions; their reports join into one with a single run's findings and
  /// states.
  @Test func guidedShardsJoin() throws {
    PlantedBugs.fixAll(false)
    let options = { (shard: Shard?) in ExplorationOptions(shard: shard, strategy: .guided) }
    let single = try SegueApp.explore(appFolder: Examples.shop, options: options(nil))
    let shards = try (1...2).map {
      try SegueApp.explore(appFolder: Examples.shop, options: options(Shard(index: $0, count: 2)))
    }
    #expect(shards.allSatisfy { $0.shard == nil })
    let merged = try ExplorationReport.merged(shards)
    #expect(merged.findings == single.findings)
    #expect(Set(merged.states.map(\.fingerprint)) == Set(single.states.map(\.fingerprint)))
    #expect(merged.statistics.scenesReached == single.statistics.scenesReached)
  }

  @Test func everyShardMustBeMerged() throws {
    let shards = try (1...2).map { try Self.exploreShop(Shard(index: $0, count: 3)) }
    #expect(throws: ExplorationError("the reports are not every shard of one search: 1/3, 2/3")) {
      try ExplorationReport.merged(shards)
    }
  }

  @Test func reportsOfDifferentAppsDoNotMerge() throws {
    let shop = try Self.exploreShop(nil)
    let planted = try Self.explorePlantedBugs(nil)
    #expect(throws: ExplorationError("the reports are of different apps: 'Shop' and 'PlantedBugs'")) {
      try ExplorationReport.merged([shop, planted])
    }
  }

  private static var apps: [(String, @MainActor (Shard?) throws -> ExplorationReport)] {
    [
      ("Shop", exploreShop), ("PlantedBugs", explorePlantedBugs),
      ("AndroidShop", { try Examples.exploreAndroidShop(ExplorationOptions(shard: $0)) }),
      ("AndroidPlantedBugs", { try Examples.exploreAndroidPlantedBugs(ExplorationOptions(shard: $0)) }),
    ]
  }

  private static func explorePlantedBugs(_ shard: Shard?) throws -> ExplorationReport {
    try Examples.explorePlantedBugs(ExplorationOptions(shard: shard))
  }

  private static func exploreShop(_ shard: Shard?) throws -> ExplorationReport {
    try explore(Examples.shop, shard)
  }

  private static func explore(_ folder: URL, _ shard: Shard?) throws -> ExplorationReport {
    try SegueApp.explore(appFolder: folder, options: ExplorationOptions(shard: shard))
  }
}
