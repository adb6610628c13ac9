/// What a shard's report carries besides the report itself, so that ``ExplorationReport/merged(_:)`` can replay the
/// single run's breadth-first search from the shards' work: what each state the shard explored did, step by step, and
/// what it cost.
///
/// Not in UIKit or Android. Only the reports of `--shard K/N` runs have one (`shard` in the JSON form); a single run's
/// and a merged report have none.
public struct ShardRecord: Codable, Equatable, Sendable {
  /// One thing that happened while a state was explored, in order: an action that led somewhere (`to` is the state's
  /// fingerprint, `nil` when the app crashed), or a finding recorded (its signature).
  public struct Step: Codable, Equatable, Sendable {
    public var action: ExplorerAction?
    public var to: String?
    public var finding: String?
  }

  /// What the search, replays and returns included, cost.
  public struct Cost: Codable, Equatable, Sendable {
    public var actions = 0
    public var launches = 0
    public var divergentReplays = 0
  }

  /// A state of the report (same position as in `states`).
  public struct State: Codable, Equatable, Sendable {
    /// What growth detection compares (``ScreenState/growthKey``, ``ScreenState/depth``).
    public var growthKey: String
    public var depth: Int
    /// What exploring it did and cost, when this shard explored it.
    public var steps: [Step]?
    public var cost: Cost?
  }

  /// The shard, `K/N`.
  public var shard: Shard
  /// The options that shape the search, as `segue explore` names them (`seed`, `max-actions`, `abstraction` …):
  /// the merge refuses shards explored with different ones.
  public var options: [String: String]
  /// The depth at which the shard's part of the search began (every shard explores the states closer to launch), or
  /// `nil` when the search never split.
  public var splitDepth: Int?
  public var states: [State]
  /// What minimizing each finding cost, by signature.
  public var minimization: [String: Cost]
}
