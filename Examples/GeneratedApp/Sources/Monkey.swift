public import SegueExplorer

/// A random monkey, the baseline the explorer's scene coverage is compared with: from the app's launch, a seeded
/// uniform choice among the actions the driver lists, with a fresh launch (not counted as an action) when there is
/// none or the app crashed.
///
/// Not in UIKit. Used by `SegueBenchmarks explore` and the explorer's coverage tests, with the same action budget
/// the explorer is given.
@MainActor
public struct Monkey {
  /// The driver the monkey acts through.
  public let driver: any ExplorationDriver
  /// The seed of its choices (SplitMix64).
  public let seed: UInt64

  /// A monkey acting through `driver`, choosing with `seed`.
  public init(driver: any ExplorationDriver, seed: UInt64) {
    self.driver = driver
    self.seed = seed
  }

  /// Performs `budget` actions and returns the scenes shown, of all the app's scenes (`(0, 0)` when the app does not
  /// launch or the driver cannot tell).
  public func run(budget: Int, options: ExplorationOptions = ExplorationOptions()) -> (reached: Int, total: Int) {
    var state = seed
    func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
    guard (try? driver.launch()) != nil else { return (0, 0) }
    for _ in 0..<budget {
      let actions = driver.actions(options)
      guard !actions.isEmpty else {
        guard (try? driver.launch()) != nil else { break }
        continue
      }
      switch driver.perform(actions[next(actions.count)]) {
      case .crashed, .trapped: guard (try? driver.launch()) != nil else { break }
      case .applied, .notApplicable: break
      }
    }
    return driver.sceneCoverage() ?? (0, 0)
  }
}
