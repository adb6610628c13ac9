/// How much of a settle's timeout the app's work has used: turns of the main queue, each counted as ``turn``, with a
/// wall-clock safety net far beyond the timeout.
///
/// Counting turns rather than reading the clock bounds the app's own work: a turn that a busy machine (a parallel
/// test holding the main actor, other processes) made slow still counts as one.
struct SettleBudget {
  /// What one turn of the main queue (or one round of `settle(until:)`) counts as.
  static let turn: Duration = .milliseconds(1)

  /// The wall-clock safety net for `timeout`: sixty times it, at least two minutes.
  static func wallClockLimit(for timeout: Duration) -> Duration {
    max(timeout * 60, .seconds(120))
  }

  /// The bound, in the app's time.
  let timeout: Duration
  /// The app's time used so far.
  private(set) var used: Duration = .zero
  private let clock = ContinuousClock()
  private let wallDeadline: ContinuousClock.Instant

  init(timeout: Duration) {
    self.timeout = timeout
    wallDeadline = clock.now + Self.wallClockLimit(for: timeout)
  }

  /// Counts one turn.
  mutating func chargeTurn() { used += Self.turn }

  /// Whether the turns have used up the timeout, or the wall-clock safety net has passed.
  var isSpent: Bool { used >= timeout || clock.now >= wallDeadline }

  /// The start of a timeout's message: which bound was passed.
  var failure: String {
    if used >= timeout { return "the app did not settle within \(timeout)" }
    return "the app did not settle within \(Self.wallClockLimit(for: timeout)) of real time (its turns used \(used))"
  }
}
