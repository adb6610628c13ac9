public import Foundation

/// The app's deferred main queue and its virtual clock.
///
/// Not in UIKit (nor Android): on iOS the run loop turns by itself; here work that UIKit defers to a later run-loop
/// turn (view loading for transitions, appearance callbacks, transition completion, completion handlers) is
/// queued and runs only when ``drain()`` is called. Animations take virtual time, which only moves while
/// draining (or through ``advance(by:)``), so the same input always yields the same trace.
///
/// ```swift
/// nav.pushViewController(detail, animated: true)   // the stack changes now
/// MainQueue.drain()                                 // viewDidLoad, appearance callbacks, didMove now
/// ```
@preconcurrency @MainActor
public enum MainQueue {
  @usableFromInline struct Timed {
    var due: TimeInterval
    var sequence: Int
    var work: @MainActor () -> Void
  }

  @usableFromInline enum Work {
    case closure(@MainActor () -> Void)
    case task(any QueuedTask)
  }

  // Hot storage is exempt from dynamic exclusivity checks: it is main-actor isolated and never accessed
  // re-entrantly while being modified (a measured 1.6x on the push+pop benchmark).
  // `@usableFromInline` for the `@inlinable` enqueueing below: the runtimes enqueue on every transition step, and a
  // call into this module for each cost about 5% on the push+pop and tab-switch benchmarks.
  @exclusivity(unchecked) @usableFromInline static var ready: [Work] = []
  @exclusivity(unchecked) @usableFromInline static var readyHead = 0
  @exclusivity(unchecked) @usableFromInline static var timed: [Timed] = []
  private static var sequence = 0

  /// The virtual clock in seconds since the process started the runtime. It only moves while draining.
  public private(set) static var now: TimeInterval = 0

  /// Whether no work is queued (neither ready nor timed).
  @inlinable public static var isEmpty: Bool { readyHead == ready.count && timed.isEmpty }

  /// Enqueues work to run on a later drain, like `DispatchQueue.main.async`.
  @inlinable public static func async(_ work: @escaping @MainActor () -> Void) {
    ready.append(.closure(work))
  }

  /// Enqueues an object's deferred work without allocating a closure (containers' transitions).
  @inlinable package static func enqueue(_ task: any QueuedTask) {
    ready.append(.task(task))
  }

  /// Enqueues work to run once the virtual clock has advanced by `delay` seconds, like
  /// `DispatchQueue.main.asyncAfter`.
  public static func async(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) {
    if delay <= 0 {
      async(work)
      return
    }
    sequence += 1
    timed.append(Timed(due: now + delay, sequence: sequence, work: work))
  }

  /// Runs `work` now when `delay` is zero (the rest of a non-animated transition), else after `delay`.
  @inlinable package static func perform(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) {
    if delay <= 0 {
      work()
    } else {
      async(after: delay, work)
    }
  }

  /// Runs queued work until nothing is left, advancing the virtual clock to each timed item as needed.
  ///
  /// Not in UIKit. Work enqueued while draining runs in the same call. Returns the number of items run.
  @discardableResult
  public static func drain() -> Int {
    var count = 0
    while true {
      count += runReady()
      guard let index = nextTimedIndex() else { break }
      let item = timed.remove(at: index)
      now = max(now, item.due)
      item.work()
      count += 1
    }
    return count
  }

  /// Runs ready work and the timed work that falls due within `interval` seconds, leaving later work queued.
  ///
  /// Not in UIKit; use it to observe a hierarchy in the middle of an animated transition.
  @discardableResult
  public static func advance(by interval: TimeInterval) -> Int {
    let end = now + max(0, interval)
    var count = 0
    while true {
      count += runReady()
      guard let index = nextTimedIndex(), timed[index].due <= end else { break }
      let item = timed.remove(at: index)
      now = max(now, item.due)
      item.work()
      count += 1
    }
    now = end
    return count
  }

  /// Runs only the work that is ready now, without moving the clock.
  @discardableResult
  public static func runReady() -> Int {
    var count = 0
    while readyHead < ready.count {
      let work = ready[readyHead]
      readyHead += 1
      switch work {
      case .closure(let closure): closure()
      case .task(let task): task.runQueuedTask()
      }
      count += 1
      if readyHead > 1024 && readyHead * 2 > ready.count {
        ready.removeFirst(readyHead)
        readyHead = 0
      }
    }
    ready.removeAll(keepingCapacity: true)
    readyHead = 0
    return count
  }

  private static func nextTimedIndex() -> Int? {
    if timed.count == 1 { return 0 }
    guard !timed.isEmpty else { return nil }
    var best = 0
    for index in timed.indices.dropFirst()
    where (timed[index].due, timed[index].sequence) < (timed[best].due, timed[best].sequence) {
      best = index
    }
    return best
  }
}

/// An object whose deferred work the main queue runs (the queue keeps it alive until then).
@MainActor @usableFromInline
package protocol QueuedTask: AnyObject {
  func runQueuedTask()
}
