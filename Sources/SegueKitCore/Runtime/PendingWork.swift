/// Asynchronous work an app (or a test's stand-in for a service) has started and that a test should wait for: the
/// count that SegueKitTesting's `settle(timeout:)` waits to fall to zero, and the names its timeout reports.
///
/// Not in UIKit; compare Espresso's `IdlingResource` and EarlGrey's tracked work. SegueKit sees the work it queues
/// itself (its main queue, timers in virtual time) and work on the real main queue, but not a task suspended off the
/// main actor (a real network call, `Task.sleep`, an actor's method): wrap such work so that a test settles after it.
///
/// ```swift
/// let image = try await PendingWork.track("thumbnail \(id)") { try await loader.image(for: id) }
/// ```
@preconcurrency @MainActor
public enum PendingWork {
  private static var pending: [Int: String] = [:]
  private static var next = 0

  /// A piece of pending work; ``end()`` marks it done (again changes nothing).
  @preconcurrency @MainActor
  public final class Token {
    fileprivate let number: Int
    fileprivate init(number: Int) { self.number = number }

    /// Marks the work done.
    public final func end() { PendingWork.pending[number] = nil }
  }

  /// Starts pending work named `name` (a timeout names it).
  public static func begin(_ name: String) -> Token {
    next += 1
    pending[next] = name
    return Token(number: next)
  }

  /// Runs `operation` as pending work named `name`.
  public static func track<Result>(
    _ name: String, _ operation: @MainActor () async throws -> Result
  ) async rethrows -> Result {
    let token = begin(name)
    defer { token.end() }
    return try await operation()
  }

  /// The names of the work not yet done, in the order it began.
  public static var names: [String] { pending.keys.sorted().compactMap { pending[$0] } }

  /// Whether no work is pending.
  public static var isEmpty: Bool { pending.isEmpty }
}
