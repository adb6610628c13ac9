import Foundation
import PlantedBugs
import SegueExplorer
import SegueKitTesting
import Shop

/// `segue explore`'s speed and its coverage against a random monkey: `SegueBenchmarks explore`.
///
/// Exhaustive exploration of the Shop example (target < 1 s in release), actions per second (replays from a fresh
/// launch included), and the scenes a seeded random monkey reaches with the same number of actions as the
/// exhaustive search took (the explorer's target: ≥ 2× the monkey's coverage where the monkey falls short).
@MainActor
func runExploreBenchmarks() {
  print("== explore")
  for name in ["Shop", "PlantedBugs"] {
    let folder = URL(fileURLWithPath: "Examples/\(name)")
    var report: ExplorationReport?
    var times: [Double] = []
    for _ in 0..<5 {
      times.append(seconds { report = try? SegueApp.explore(appFolder: folder) })
    }
    guard let report else {
      print("\(name): cannot explore '\(folder.path)' (run from the package root)")
      continue
    }
    let median = times.sorted()[times.count / 2]
    let actions = report.statistics.actions + report.statistics.minimizationActions
    let coverage = "\(report.statistics.scenesReached ?? 0)/\(report.statistics.scenesTotal ?? 0)"
    print(
      "\(name): exhaustive in \(String(format: "%.3f", median)) s (median of 5), \(actions) actions, "
        + "\(Int(Double(actions) / median)) actions/s, \(report.states.count) states, scenes \(coverage)")
    for seed in [1, 2, 3] as [UInt64] {
      let monkey = Monkey(folder: folder, seed: seed).run(budget: report.statistics.actions)
      print("  monkey (seed \(seed), \(report.statistics.actions) actions): scenes \(monkey.reached)/\(monkey.total)")
    }
  }
}

/// A random monkey: a seeded uniform choice among the actions on screen, relaunching after a crash; the baseline the
/// explorer's coverage is compared with.
@MainActor
struct Monkey {
  let folder: URL
  let seed: UInt64

  func run(budget: Int) -> (reached: Int, total: Int) {
    let driver = SegueAppDriver(appFolder: folder)
    var state = seed
    func next(_ bound: Int) -> Int {
      // SplitMix64.
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
    guard (try? driver.launch()) != nil else { return (0, 0) }
    let options = ExplorationOptions()
    for _ in 0..<budget {
      let actions = driver.actions(options)
      guard !actions.isEmpty else {
        _ = try? driver.launch()
        continue
      }
      if case .crashed = driver.perform(actions[next(actions.count)]) { _ = try? driver.launch() }
    }
    return driver.sceneCoverage() ?? (0, 0)
  }
}
