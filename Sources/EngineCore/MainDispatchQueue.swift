public import Foundation

/// `DispatchQueue.main` for an app's own deferred work: what it enqueues joins ``MainQueue``, in order with
/// SegueKit's own work, and runs when a test drains; delays are virtual time.
///
/// Not in UIKit. `segue port` rewrites `DispatchQueue.main.async` and `DispatchQueue.main.asyncAfter` to
/// `MainQueue.main.async` and `MainQueue.main.asyncAfter`; the call sites keep their shape:
///
/// ```swift
/// MainQueue.main.async { self.tableView.reloadData() }
/// MainQueue.main.asyncAfter(deadline: .now() + 0.5) { self.showNextQuestion() }
/// ```
///
/// Called from code isolated to the main actor (a view controller's), the work is queued at once, behind what is
/// already queued; from anywhere else (a background queue's closure, a nonisolated function) it waits in an inbox
/// until the next drain looks, and then joins the end of the queue. The caller's isolation is read with
/// `#isolation` and checked against the queue the call runs on (a closure the compiler takes as main-actor isolated can
/// be called by a library on its own queue, as a `URLSession` completion handler is). A test runs on the main actor,
/// but on Linux not on the main thread, and not on the main thread's run loop, so `DispatchQueue.main` itself would
/// never run the work.
public struct MainDispatchQueue: Sendable {
  /// A point in the main queue's virtual time, as the delay from the moment the work is enqueued.
  ///
  /// Not in UIKit: it stands in for `DispatchTime` and `DispatchWallTime` in `asyncAfter(deadline:)`, so that the
  /// usual `.now() + 0.5` spelling reads the virtual clock.
  public struct Deadline: Sendable, Comparable {
    /// Seconds after the enqueueing.
    public var delay: TimeInterval

    /// The moment of the call.
    public static func now() -> Deadline { Deadline(delay: 0) }

    /// `seconds` later.
    public static func + (deadline: Deadline, seconds: Double) -> Deadline {
      Deadline(delay: deadline.delay + seconds)
    }

    /// `interval` later.
    public static func + (deadline: Deadline, interval: DispatchTimeInterval) -> Deadline {
      Deadline(delay: deadline.delay + interval.seconds)
    }

    /// `seconds` earlier.
    public static func - (deadline: Deadline, seconds: Double) -> Deadline {
      Deadline(delay: deadline.delay - seconds)
    }

    /// Whether `lhs` comes first.
    public static func < (lhs: Deadline, rhs: Deadline) -> Bool { lhs.delay < rhs.delay }
  }

  /// The queue (``MainQueue/main``).
  init() {}

  /// Enqueues `work` to run on a later drain, like `DispatchQueue.main.async(execute:)`; `isolation` is the caller's.
  public func async(
    isolation: (any Actor)? = #isolation, execute work: @escaping @MainActor @Sendable () -> Void
  ) {
    enqueue(after: nil, isolation, work)
  }

  /// Enqueues `work` to run once the virtual clock reaches `deadline`, like
  /// `DispatchQueue.main.asyncAfter(deadline:execute:)`.
  public func asyncAfter(
    deadline: Deadline, isolation: (any Actor)? = #isolation, execute work: @escaping @MainActor @Sendable () -> Void
  ) {
    enqueue(after: deadline.delay, isolation, work)
  }

  /// Enqueues `work` to run once the virtual clock reaches `wallDeadline`, like
  /// `DispatchQueue.main.asyncAfter(wallDeadline:execute:)`: virtual time has no wall clock to differ from.
  public func asyncAfter(
    wallDeadline: Deadline, isolation: (any Actor)? = #isolation,
    execute work: @escaping @MainActor @Sendable () -> Void
  ) {
    enqueue(after: wallDeadline.delay, isolation, work)
  }

  private func enqueue(
    after delay: TimeInterval?, _ isolation: (any Actor)?, _ work: @escaping @MainActor @Sendable () -> Void
  ) {
    // The static isolation is checked against the queue the call runs on: a closure the compiler takes as
    // main-actor isolated (a completion handler written in a view controller's method, passed to an API that does
    // not say it is `@Sendable`) is still called by a library on its own queue (URLSession's delegate queue).
    guard let isolation, isolation === MainActor.shared, Self.isOnMainQueue else {
      MainQueue.inbox.post(after: delay, work)
      return
    }
    MainActor.assumeIsolated {
      if let delay {
        MainQueue.async(after: delay, work)
      } else {
        MainQueue.async(work)
      }
    }
  }
}

extension MainDispatchQueue {
  /// Marks the real main queue (where the main actor runs), so that a call can tell whether it runs there.
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the caller runs on the real main queue, that is, on the main actor.
  static var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: mainQueueKey) == true }
}

extension MainQueue {
  /// Stands in for `DispatchQueue.main` in an app's code (see ``MainDispatchQueue``). Not in UIKit.
  public nonisolated static let main = MainDispatchQueue()
}

extension DispatchTimeInterval {
  /// The interval in seconds (`.never` is infinite).
  fileprivate var seconds: TimeInterval {
    switch self {
    case .seconds(let value): TimeInterval(value)
    case .milliseconds(let value): TimeInterval(value) / 1e3
    case .microseconds(let value): TimeInterval(value) / 1e6
    case .nanoseconds(let value): TimeInterval(value) / 1e9
    case .never: .infinity
    @unknown default: .infinity
    }
  }
}
