/// The `Linting 37/150 …` line `segue lint` keeps overwriting on standard error while it reads files.
///
/// The command shows it only when standard error is a terminal and `--quiet` is not given; the line
/// appears only once a run has taken ``delay`` (short runs print nothing) and is redrawn at most every
/// ``interval``. Times are passed in, so tests need no clock.
public struct LintProgress: Sendable {
  public static let delay: Duration = .milliseconds(500)
  public static let interval: Duration = .milliseconds(100)

  private let start: ContinuousClock.Instant
  private var lastDrawn: ContinuousClock.Instant?

  public init(start: ContinuousClock.Instant) {
    self.start = start
  }

  /// What to write for `done` of `total` files at `now`: a carriage return, the line and an
  /// erase-to-end-of-line, or `nil` when nothing should be drawn yet.
  public mutating func update(done: Int, total: Int, now: ContinuousClock.Instant) -> String? {
    guard now - start >= Self.delay else { return nil }
    if let lastDrawn, now - lastDrawn < Self.interval, done < total { return nil }
    lastDrawn = now
    return "\rLinting \(min(done, total))/\(total) …\u{1B}[K"
  }

  /// What clears the line once the run is done, or `nil` when it was never drawn.
  public func finish() -> String? {
    lastDrawn == nil ? nil : "\r\u{1B}[K"
  }
}
