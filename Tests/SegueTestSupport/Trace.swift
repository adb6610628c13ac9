/// An ordered record of events (life-cycle calls, segues, delegate calls), compared as whole sequences.
@MainActor
public final class Trace {
  /// The trace that storyboard-instantiated controllers log to (they cannot be handed one).
  public static let shared = Trace()

  public var events: [String] = []

  public init() {}

  public func log(_ event: String) { events.append(event) }

  /// Returns the events recorded so far and forgets them.
  public func take() -> [String] {
    defer { events = [] }
    return events
  }
}
