import Foundation
import GeneratedApp
import PlantedBugs
import SegueExplorer
import SegueKitTesting
import Shop

/// `segue explore`'s speed and its coverage against a random monkey: `SegueBenchmarks explore`.
///
/// For Shop, PlantedBugs and the generated 70-scene app: exhaustive exploration (Shop's target < 1 s in release),
/// actions per second drained (replays from a fresh launch included; target ≥ 5,000), what share of that time the
/// launches take, and the scenes a seeded random monkey (`GeneratedApp`'s `Monkey`) reaches with as many actions as
/// the explorer was given, at the exhaustive budget and at 400 actions.
@MainActor
func runExploreBenchmarks() {
  print("== explore")
  guard let generated = try? GeneratedApp.write() else {
    print("cannot write the generated app to the temporary directory")
    return
  }
  defer { try? FileManager.default.removeItem(at: generated) }
  let apps = [
    ("Shop", URL(fileURLWithPath: "Examples/Shop")), ("PlantedBugs", URL(fileURLWithPath: "Examples/PlantedBugs")),
    ("Generated\(GeneratedApp.sceneCount)", generated),
  ]
  for (name, folder) in apps {
    // Breadth first and guided in alternation, so that the machine's load weighs on both alike.
    var times: [ExplorationStrategy: [Double]] = [:]
    var cpuTimes: [Double] = []
    var reports: [ExplorationStrategy: ExplorationReport] = [:]
    for _ in 0..<5 {
      for strategy in ExplorationStrategy.allCases {
        let options = ExplorationOptions(strategy: strategy)
        var cpu = 0.0
        let wall = seconds {
          cpu = cpuSeconds { reports[strategy] = try? SegueApp.explore(appFolder: folder, options: options) }
        }
        times[strategy, default: []].append(wall)
        if strategy == .breadthFirst { cpuTimes.append(cpu) }
      }
    }
    guard let report = reports[.breadthFirst] else {
      print("\(name): cannot explore '\(folder.path)' (run from the package root)")
      continue
    }
    let median = times[.breadthFirst, default: [0]].sorted()[2]
    let statistics = report.statistics
    let actions = statistics.actions + statistics.minimizationActions
    if let guided = reports[.guided], let guidedTimes = times[.guided] {
      let guidedMedian = guidedTimes.sorted()[2]
      let guidedActions = guided.statistics.actions + guided.statistics.minimizationActions
      print(
        "\(name) guided: exhaustive in \(String(format: "%.3f", guidedMedian)) s (median of 5), \(guidedActions) "
          + "actions, \(guided.statistics.launches) launches, \(Int(Double(guidedActions) / guidedMedian)) actions/s; "
          + "time guided/breadth first \(String(format: "%.2f", guidedMedian / median))")
    }
    let launchCount = 200
    let launchTime = seconds { for _ in 0..<launchCount { _ = try? SegueApp.launch(appFolder: folder) } }
    let perLaunch = launchTime / Double(launchCount)
    // What reading the Info.plist costs each time: SegueKitCore's launch now parses it once per version of the file
    // (`AppInfo.load(bundle:)`; it asked for it two or three times a launch before), and `SegueApp` makes a `Bundle`.
    let plist = folder.appendingPathComponent("Info.plist")
    let parseTime = seconds {
      for _ in 0..<launchCount {
        _ = Bundle(path: folder.path)
        if let data = try? Data(contentsOf: plist) {
          _ = try? PropertyListSerialization.propertyList(from: data, format: nil)
        }
      }
    }
    print(
      "  a Bundle and a read and parse of the Info.plist: \(Int(parseTime / Double(launchCount) * 1e6)) µs "
        + "(\(Int(100 * parseTime / launchTime))% of a launch)")
    print(
      "\(name): exhaustive in \(String(format: "%.3f", median)) s (median of 5), \(actions) actions, "
        + "\(statistics.launches) launches, \(Int(Double(actions) / median)) actions/s, \(report.states.count) states, "
        + "scenes \(statistics.scenesReached ?? 0)/\(statistics.scenesTotal ?? 0); "
        + "\(Int(Double(actions) / cpuTimes.sorted()[2])) actions per CPU second (the machine's load left out)")
    print(
      "  a launch: \(Int(perLaunch * 1e6)) µs; launches are "
        + "\(Int(100 * perLaunch * Double(statistics.launches) / median))% of the exhaustive run")
    for budget in Set([statistics.actions, 50, 100, 400]).sorted() {
      compareWithMonkey(folder, budget: budget)
    }
  }
}

/// The explorer's (breadth first and guided) and three seeded monkeys' scenes at `budget` actions, and the guided
/// explorer's ratio to each monkey.
@MainActor
func compareWithMonkey(_ folder: URL, budget: Int) {
  let options = ExplorationOptions(maxActions: budget, minimizes: false)
  let explorer = (try? SegueApp.explore(appFolder: folder, options: options))?.statistics.scenesReached ?? 0
  var guidedOptions = options
  guidedOptions.strategy = .guided
  let guided = (try? SegueApp.explore(appFolder: folder, options: guidedOptions))?.statistics.scenesReached ?? 0
  let monkeys = [1, 2, 3].map { (seed: UInt64) in
    Monkey(driver: SegueAppDriver(appFolder: folder), seed: seed).run(budget: budget, options: options).reached
  }
  let ratios = monkeys.map { String(format: "%.2f", Double(guided) / Double(max($0, 1))) }
  print(
    "  \(budget) actions: breadth first \(explorer) scenes, guided \(guided), monkeys (seeds 1–3) "
      + "\(monkeys.map(String.init)); guided/monkey \(ratios.joined(separator: ", "))")
}

/// `SegueBenchmarks explore-profile FOLDER RUNS`: the app folder explored breadth first `runs` times and nothing
/// else, so that a profiler (`perf record`) sees the exploration alone; prints actions per CPU second.
@MainActor
func runExploreProfile(folder: String, runs: Int) {
  let url = URL(fileURLWithPath: folder)
  var actions = 0
  let cpu = cpuSeconds {
    for _ in 0..<runs {
      guard let report = try? SegueApp.explore(appFolder: url, options: ExplorationOptions()) else { return }
      actions += report.statistics.actions + report.statistics.minimizationActions
    }
  }
  print("\(folder): \(runs) runs, \(actions) actions, \(Int(Double(actions) / cpu)) actions per CPU second")
}

/// `SegueBenchmarks explore-report FOLDER`: the app folder's reports (JSON, text, DOT) and emitted tests under each
/// strategy, by structure and by texts, seeded and sharded, and with a budget, printed so that two builds' outputs
/// can be compared byte for byte.
@MainActor
func printExploreReports(folder: String) {
  let url = URL(fileURLWithPath: folder)
  var variants: [ExplorationOptions] = []
  for strategy in ExplorationStrategy.allCases {
    variants.append(ExplorationOptions(strategy: strategy))
    variants.append(ExplorationOptions(abstraction: .texts, strategy: strategy))
    variants.append(ExplorationOptions(seed: 7, shard: Shard(index: 2, count: 3), strategy: strategy))
    variants.append(ExplorationOptions(maxActions: 60, strategy: strategy))
  }
  for options in variants {
    print("== \(options)")
    do {
      let driver = SegueAppDriver(appFolder: url, path: folder)
      let report = try Explorer(driver: driver, options: options).run(app: url.lastPathComponent, platform: "ios")
      print(String(decoding: try report.json(), as: UTF8.self))
      print(report.text)
      print(report.dot)
      for file in try TestEmitter(driver: driver).files(for: report) { print("-- \(file.name)\n\(file.contents)") }
    } catch {
      print("error: \(error)")
    }
  }
}

/// `SegueBenchmarks explore-memory`: the generated 70-scene app explored exhaustively again and again up to 100,000
/// actions, with the peak resident set after 10,000 and after 100,000 (flat: the explorer and the apps it launched
/// are freed after each run).
@MainActor
func runExploreMemoryBenchmark() {
  print("== explore-memory")
  guard let folder = try? GeneratedApp.write() else {
    print("cannot write the generated app to the temporary directory")
    return
  }
  defer { try? FileManager.default.removeItem(at: folder) }
  var actions = 0
  var runs = 0
  var atTenThousand: Int?
  let start = DispatchTime.now().uptimeNanoseconds
  while actions < 100_000 {
    guard let report = try? SegueApp.explore(appFolder: folder, options: ExplorationOptions(minimizes: false)) else {
      print("cannot explore the generated app")
      return
    }
    actions += report.statistics.actions
    runs += 1
    if actions >= 10_000, atTenThousand == nil {
      atTenThousand = ProcessMemory.peakResidentBytes()
      print("after \(actions) actions (\(runs) runs): peak RSS \(atTenThousand! / 1_048_576) MiB")
    }
  }
  let peak = ProcessMemory.peakResidentBytes()
  let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  print(
    "after \(actions) actions (\(runs) runs, \(Int(Double(actions) / elapsed)) actions/s): peak RSS "
      + "\(peak / 1_048_576) MiB; ratio to the peak at 10,000: "
      + String(format: "%.2f", Double(peak) / Double(max(atTenThousand ?? 1, 1))))
}
