/// The budgets, the state abstraction and the choices of one exploration.
///
/// Not in UIKit or Android. The same app and the same options give the same exploration and the same report, byte
/// for byte: nothing depends on the clock except the ``timeLimit`` budget, which stops the search early.
public struct ExplorationOptions: Codable, Sendable, Equatable {
  /// At most this many actions while searching, replays from a fresh launch included (minimizing the findings
  /// afterwards is not counted against it).
  public var maxActions: Int
  /// States farther than this many actions from launch are recorded but not explored further.
  public var maxDepth: Int
  /// At most this many distinct states.
  public var maxStates: Int
  /// Stops starting new actions after this many seconds (`nil`: no time limit). A run stopped by time is not
  /// reproducible byte for byte; prefer the other budgets in CI.
  public var timeLimit: Double?
  /// How two screens are judged the same state.
  public var abstraction: StateAbstraction
  /// `0` keeps the screen's order of actions; another value shuffles each state's actions with a generator seeded
  /// with it and the state (SplitMix64), the same way every run and in every shard.
  public var seed: UInt64
  /// The values typed into text fields, one action each.
  public var textValues: [String]
  /// Whether to rotate the device as an action.
  public var rotates: Bool
  /// Whether to leave the app and come back as an action.
  public var backgrounds: Bool
  /// Whether to shorten each finding's reproduction by delta debugging (ddmin).
  public var minimizes: Bool
  /// Sequences of actions from launch known to stop the process with a Swift runtime trap: the explorer reports
  /// them instead of running them (`segue explore` learns them from its child processes).
  public var knownTraps: [Trap]
  /// The part of the search this run does, when the search is split between machines (`--shard K/N`).
  public var shard: Shard?
  /// The order in which states and actions are tried.
  public var strategy: ExplorationStrategy

  public init(
    maxActions: Int = 10_000, maxDepth: Int = 12, maxStates: Int = 500, timeLimit: Double? = nil,
    abstraction: StateAbstraction = .structure, seed: UInt64 = 0, textValues: [String] = ["Ada"],
    rotates: Bool = true, backgrounds: Bool = true, minimizes: Bool = true, knownTraps: [Trap] = [],
    shard: Shard? = nil, strategy: ExplorationStrategy = .breadthFirst
  ) {
    self.maxActions = maxActions
    self.maxDepth = maxDepth
    self.maxStates = maxStates
    self.timeLimit = timeLimit
    self.abstraction = abstraction
    self.seed = seed
    self.textValues = textValues
    self.rotates = rotates
    self.backgrounds = backgrounds
    self.minimizes = minimizes
    self.knownTraps = knownTraps
    self.shard = shard
    self.strategy = strategy
  }
}

extension ExplorationOptions {
  /// The options that shape the search (every one but the shard and the traps a run learns), keyed by their
  /// `segue explore` names: what a shard's record carries so that the merge can tell shards of one search.
  var searchArguments: [String: String] {
    var arguments = [
      "max-actions": String(maxActions), "max-depth": String(maxDepth), "max-states": String(maxStates),
      "abstraction": abstraction.rawValue, "seed": String(seed), "text-values": textValues.joined(separator: ","),
      "rotates": String(rotates), "backgrounds": String(backgrounds), "minimizes": String(minimizes),
      "strategy": strategy.rawValue,
    ]
    if let timeLimit { arguments["time"] = String(timeLimit) }
    return arguments
  }
}

/// One of `count` parts of a search. Breadth first: the states at queue positions `index - 1`, `index - 1 + count` …
/// of the first depth with at least `count` states, and everything after them (every shard explores the states
/// before that depth); guided: the launch screen's actions at those positions and everything after them. Shards'
/// reports merge with ``ExplorationReport/merged(_:)``.
public struct Shard: Equatable, Sendable {
  /// From 1 to ``count``.
  public var index: Int
  public var count: Int

  public init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// `2/4`: the second of four; `nil` unless 1 ≤ K ≤ N.
  public init?(_ text: String) {
    let parts = text.split(separator: "/")
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
      (1...count).contains(index)
    else { return nil }
    self.init(index: index, count: count)
  }
}

/// Written as `--shard` takes it, `K/N`.
extension Shard: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let shard = Shard(text) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a shard K/N with 1 ≤ K ≤ N: \(text)")
    }
    self = shard
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode("\(index)/\(count)")
  }
}
