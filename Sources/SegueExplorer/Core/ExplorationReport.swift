/// What an exploration found and the graph of states it walked, as a value that the text, JSON, SARIF, DOT and
/// Mermaid writers render.
///
/// Not in UIKit or Android. Equal apps and options give equal reports; nothing in it depends on the clock.
public struct ExplorationReport: Codable, Equatable, Sendable {
  /// A state: a distinct screen under the abstraction, with the shortest path that reached it.
  public struct State: Codable, Equatable, Sendable {
    /// The state's number, in the order found (0 is the launch screen).
    public var id: Int
    /// The innermost visible controller (activity, fragment).
    public var screen: String
    /// A hash of the state's key (FNV-1a, 64 bits, hexadecimal): the same state in another run or shard has the
    /// same fingerprint.
    public var fingerprint: String
    /// The actions from launch that reached it first (a shortest path).
    public var path: [ExplorerAction]
    /// Whether every action on it was tried (false when a budget stopped the search first).
    public var explored: Bool
  }

  /// An action from one state that led to another (`to` is `nil` when the app crashed).
  public struct Edge: Codable, Equatable, Sendable {
    public var from: Int
    public var to: Int?
    public var action: ExplorerAction
  }

  /// Counts of the run.
  public struct Statistics: Codable, Equatable, Sendable {
    /// Actions performed while exploring, replays from a fresh launch included.
    public var actions: Int
    /// Actions performed to minimize the findings' reproductions.
    public var minimizationActions: Int
    /// Fresh launches.
    public var launches: Int
    /// Storyboard scenes (or manifest activities) shown at least once, and how many there are; `nil` when the
    /// driver cannot tell.
    public var scenesReached: Int?
    public var scenesTotal: Int?
    /// The budget that stopped the search (`max-actions`, `max-states`, `time`), or `nil` when it ran out of states.
    public var stoppedBy: String?
    /// Replays that did not reach the state they reached before (the app is not deterministic).
    public var divergentReplays: Int
  }

  /// The schema version of the JSON form.
  public var version = 1
  /// The app explored, as the caller named it.
  public var app: String
  /// `ios` or `android`.
  public var platform: String
  /// The state abstraction used.
  public var abstraction: StateAbstraction
  /// The findings, by kind, then by length of reproduction, then by message.
  public var findings: [Finding]
  public var states: [State]
  public var edges: [Edge]
  public var statistics: Statistics
  /// A shard's record of its part of the search, which ``merged(_:)`` reads; `nil` unless the report is a shard's.
  public var shard: ShardRecord? = nil
}
