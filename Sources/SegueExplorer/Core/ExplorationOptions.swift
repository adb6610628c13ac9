/// The budgets, the state abstraction and the choices of one exploration.
///
/// Not in UIKit or Android. The same app and the same options give the same exploration and the same report, byte
/// for byte: nothing depends on the clock except the ``timeLimit`` budget, which stops the search early.
public struct ExplorationOptions: Sendable, Equatable {
  /// At most this many actions, replays and minimization included.
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
  /// with it (SplitMix64), the same way every run.
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

  public init(
    maxActions: Int = 10_000, maxDepth: Int = 12, maxStates: Int = 500, timeLimit: Double? = nil,
    abstraction: StateAbstraction = .structure, seed: UInt64 = 0, textValues: [String] = ["Ada"],
    rotates: Bool = true, backgrounds: Bool = true, minimizes: Bool = true, knownTraps: [Trap] = []
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
  }
}
