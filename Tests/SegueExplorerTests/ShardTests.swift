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
  /// generated 70-scene app. The balance is the largest shard's share of the states (those it explored itself), and
  /// each shard's actions against the single run's.
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
      let actions = shards.map { String($0.statistics.actions) }.joined(separator: "+")
      balance.append("\(name) \(largest)/\(single.states.count), actions \(actions) of \(single.statistics.actions)")
    }
    #expect(balance == Self.balance[count])
  }

  private static let balance = [
    2: [
      "Shop 16/18, actions 236+247 of 257", "PlantedBugs 10/12, actions 103+122 of 136",
      "AndroidShop 10/14, actions 147+25 of 163", "AndroidPlantedBugs 16/18, actions 195+29 of 202",
      "Generated 117/120, actions 2617+2915 of 2763",
    ],
    3: [
      "Shop 16/18, actions 239+108+105 of 257", "PlantedBugs 10/12, actions 121+29+87 of 136",
      "AndroidShop 9/14, actions 145+25+11 of 163", "AndroidPlantedBugs 10/18, actions 98+27+121 of 202",
      "Generated 116/120, actions 2779+2711+2927 of 2763",
    ],
    4: [
      "Shop 15/18, actions 233+108+105+237 of 257", "PlantedBugs 9/12, actions 27+29+87+114 of 136",
      "AndroidShop 8/14, actions 103+67+103+38 of 163", "AndroidPlantedBugs 10/18, actions 96+27+121+13 of 202",
      "Generated 116/120, actions 2767+2981+2442+2450 of 2763",
    ],
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

  /// Shards that do not make a whole are refused, naming the shards at fault (Documentation/explore.md, "Sharding").
  @Test func everyShardMustBeMerged() throws {
    let shards = try (1...3).map { try Self.exploreShop(Shard(index: $0, count: 3)) }
    #expect(throws: ExplorationError("shard 3/3 is missing")) { try ExplorationReport.merged(Array(shards[0...1])) }
    #expect(throws: ExplorationError("shards 1/3, 3/3 are missing")) { try ExplorationReport.merged([shards[1]]) }
    #expect(throws: ExplorationError("shard 2/3 is given twice")) {
      try ExplorationReport.merged([shards[0], shards[1], shards[1], shards[2]])
    }
    let half = try Self.exploreShop(Shard(index: 2, count: 2))
    #expect(throws: ExplorationError("shard 2/2 is of a search split in 2, shard 1/3 of one split in 3")) {
      try ExplorationReport.merged([shards[0], half, shards[2]])
    }
    let single = try Self.exploreShop(nil)
    #expect(
      throws: ExplorationError(
        "report 2 is not a breadth-first shard's (it has no shard record), and shard 1/3 is: merge the reports of "
          + "one search's shards")
    ) { try ExplorationReport.merged([shards[0], single, shards[2]]) }
  }

  @Test func shardsOfDifferentOptionsDoNotMerge() throws {
    let shards = try (1...2).map { try Self.exploreShop(Shard(index: $0, count: 2)) }
    let seeded = try SegueApp.explore(
      appFolder: Examples.shop, options: ExplorationOptions(seed: 7, shard: Shard(index: 2, count: 2)))
    #expect(throws: ExplorationError("shard 2/2 was explored with --seed 7, shard 1/2 with --seed 0")) {
      try ExplorationReport.merged([shards[0], seeded])
    }
    let texts = try SegueApp.explore(
      appFolder: Examples.shop, options: ExplorationOptions(abstraction: .texts, shard: Shard(index: 1, count: 2)))
    #expect(
      throws: ExplorationError(
        "shard 2/2 was explored with --abstraction structure, shard 1/2 with --abstraction texts")
    ) { try ExplorationReport.merged([texts, shards[1]]) }
  }

  @Test func reportsOfDifferentAppsDoNotMerge() throws {
    let shop = try Self.exploreShop(nil)
    let planted = try Self.explorePlantedBugs(nil)
    #expect(throws: ExplorationError("report 2 is of another app: 'PlantedBugs' (ios), not 'Shop' (ios) as report 1")) {
      try ExplorationReport.merged([shop, planted])
    }
    let shard = try Self.explorePlantedBugs(Shard(index: 2, count: 2))
    var renamed = try Self.exploreShop(Shard(index: 1, count: 2))
    #expect(
      throws: ExplorationError("shard 2/2 is of another app: 'PlantedBugs' (ios), not 'Shop' (ios) as shard 1/2")
    ) { try ExplorationReport.merged([renamed, shard]) }
    // The same name, another app: the launch screens differ.
    renamed.app = "PlantedBugs"
    #expect(
      throws: ExplorationError("shard 2/2 began on another launch screen than shard 1/2: the app changed between them")
    ) { try ExplorationReport.merged([renamed, shard]) }
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
