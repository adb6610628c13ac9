import Foundation

/// What `segue explore --package` asks of the scratch package's executable (``ExplorationRunner``): the options, the
/// traps known so far and where to write the emitted tests, as a JSON file.
///
/// Not in UIKit or Android.
public struct ExplorationRequest: Codable, Equatable, Sendable {
  public var maxActions: Int
  public var maxDepth: Int
  public var maxStates: Int
  public var timeLimit: Double?
  public var abstraction: StateAbstraction
  public var seed: UInt64
  public var textValues: [String]
  public var rotates: Bool
  public var backgrounds: Bool
  public var minimizes: Bool
  public var knownTraps: [Trap]
  /// `K/N`, as `--shard` takes it.
  public var shard: String?
  public var strategy: ExplorationStrategy
  /// The folder `--emit-tests` names.
  public var emitTests: String?

  public init(options: ExplorationOptions, emitTests: String? = nil) {
    maxActions = options.maxActions
    maxDepth = options.maxDepth
    maxStates = options.maxStates
    timeLimit = options.timeLimit
    abstraction = options.abstraction
    seed = options.seed
    textValues = options.textValues
    rotates = options.rotates
    backgrounds = options.backgrounds
    minimizes = options.minimizes
    knownTraps = options.knownTraps
    shard = options.shard.map { "\($0.index)/\($0.count)" }
    strategy = options.strategy
    self.emitTests = emitTests
  }

  /// The options the request stands for.
  public var options: ExplorationOptions {
    ExplorationOptions(
      maxActions: maxActions, maxDepth: maxDepth, maxStates: maxStates, timeLimit: timeLimit,
      abstraction: abstraction, seed: seed, textValues: textValues, rotates: rotates, backgrounds: backgrounds,
      minimizes: minimizes, knownTraps: knownTraps,
      shard: shard.flatMap(Shard.init), strategy: strategy)
  }
}
