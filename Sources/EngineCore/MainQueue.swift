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
///
/// An app's own deferred work joins the same queue: ``main`` stands in for `DispatchQueue.main` and
/// `MainQueueTimer` for `Timer` (`segue port` rewrites both). Work from another thread waits in a locked inbox and
/// joins the queue when a drain next looks (at its start and after each timed item).
@preconcurrency @MainActor
public enum MainQueue {
  @usableFromInline struct Timed {
    /// In the clock's nanoseconds (``uptimeNanoseconds``).
    var due: UInt64
    var sequence: Int
    /// A repeating timer's firing: ``drain()`` does not move the clock for it alone.
    var repeats = false
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
  /// Work that other threads hand to the main queue (`MainDispatchQueue` off the main thread).
  nonisolated static let inbox = MainQueueInbox()

  /// The virtual clock in seconds since the process started the runtime. It only moves while draining.
  ///
  /// A reading of the clock, for display and comparison; an elapsed time is exact only as a difference of
  /// ``uptimeNanoseconds``, since `(now + 1) - now` is not exactly 1 in floating point for many clock values.
  public static var now: TimeInterval { TimeInterval(uptimeNanoseconds) / 1e9 }

  /// The virtual clock in whole nanoseconds since the process started the runtime, as `DispatchTime`'s
  /// `uptimeNanoseconds` counts real time. Not in UIKit.
  ///
  /// The clock keeps integer nanoseconds so that delays and elapsed times in decimal seconds come out exact: work
  /// scheduled 0.1 s after work scheduled 0.2 s runs 0.3 s in, and a player started at any moment reports 1.0 s of
  /// playback after ``advance(by:)`` moves the clock by 1.
  public private(set) static var uptimeNanoseconds: UInt64 = 0

  /// The seconds since `start`, a reading of ``uptimeNanoseconds``: exact to the nanosecond whatever the clock's value.
  package static func seconds(since start: UInt64) -> TimeInterval {
    TimeInterval(uptimeNanoseconds &- start) / 1e9
  }

  /// The clock's reading `delay` seconds from now, rounded to the nanosecond; a negative delay is no delay, and one too
  /// long to count (an infinite one) is the end of time.
  static func deadline(after delay: TimeInterval) -> UInt64 {
    guard delay > 0 else { return uptimeNanoseconds }
    guard delay < 18e9 else { return .max }
    let (sum, overflow) = uptimeNanoseconds.addingReportingOverflow(UInt64((delay * 1e9).rounded()))
    return overflow ? .max : sum
  }

  /// What runs when a drain has emptied the queue, as UIKit lays out at the end of a run-loop turn (Core Animation's
  /// observer): SegueKit's layout sets it. It is not queued work, so a drain does not count it and the test driver's
  /// settling does not wait for it; it returns whether it had anything to do. Not in UIKit.
  package static var endOfTurn: (@MainActor () -> Bool)?

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
    schedule(after: delay, work)
  }

  /// Enqueues timed work (even with a zero delay) and returns its number for ``cancel(_:)``; a `repeats` item is a
  /// repeating timer's next firing, which ``drain()`` runs only on the way to other timed work.
  @discardableResult
  package static func schedule(
    after delay: TimeInterval, repeats: Bool = false, _ work: @escaping @MainActor () -> Void
  )
    -> Int
  {
    sequence += 1
    timed.append(Timed(due: deadline(after: delay), sequence: sequence, repeats: repeats, work: work))
    return sequence
  }

  /// Removes the timed work that ``schedule(after:repeats:_:)`` numbered `number`, if it has not run.
  package static func cancel(_ number: Int) {
    timed.removeAll { $0.sequence == number }
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
  /// Not in UIKit. Work enqueued while draining runs in the same call. A repeating timer never makes the clock move
  /// by itself (it would never end): it fires when the clock passes its fire date on the way to other timed work,
  /// or through ``advance(by:)``. Work that keeps queueing more of itself would not end either; the drain stops
  /// after a hundred thousand items, logs why to ``Console`` and leaves the rest queued. Returns the number of items run.
  @discardableResult
  public static func drain() -> Int {
    var count = 0
    repeat {
      while count < drainLimit {
        count += runReady(limit: drainLimit - count)
        guard count < drainLimit, let index = nextTimedIndex(includingRepeats: false) else { break }
        count += runTimed(upTo: timed[index].due, limit: drainLimit - count)
      }
      // The turn ends: what it ran may want a layout pass, which may queue more work.
    } while count < drainLimit && endOfTurn?() == true && !isEmpty
    lastDrainStoppedAtLimit =
      count >= drainLimit && (readyHead < ready.count || nextTimedIndex(includingRepeats: false) != nil)
    if lastDrainStoppedAtLimit { logDrainLimit(drainLimit) }
    return count
  }

  /// The most work items one ``drain()`` or ``runReady()`` runs. Not in UIKit, where the run loop simply turns on:
  /// a non-repeating `asyncAfter` that schedules itself again (a polling loop), or a block that re-enqueues itself
  /// until another thread answers, would otherwise never let a drain return.
  package static var drainLimit = 100_000

  /// Whether the last ``drain()`` stopped at ``drainLimit`` with work left (the test driver's settling fails then).
  package private(set) static var lastDrainStoppedAtLimit = false

  private static func logDrainLimit(_ limit: Int) {
    Console.log(
      "SegueKit: MainQueue stopped draining after \(limit) work items: the app keeps queueing more (an async or "
        + "asyncAfter block that schedules itself again?). The rest stays queued; MainQueue.advance(by:) runs it for "
        + "a set time.")
  }

  /// Runs ready work and the timed work that falls due within `interval` seconds, leaving later work queued.
  ///
  /// Not in UIKit; use it to observe a hierarchy in the middle of an animated transition, or to let repeating timers
  /// fire.
  @discardableResult
  public static func advance(by interval: TimeInterval) -> Int {
    let end = deadline(after: interval)
    let count = runReady() + runTimed(upTo: end)
    uptimeNanoseconds = end
    _ = endOfTurn?()
    return count
  }

  /// Runs timed work due by `end` in order (and the ready work each item leaves), moving the clock to each item.
  private static func runTimed(upTo end: UInt64, limit: Int = .max) -> Int {
    var count = 0
    while count < limit, let index = nextTimedIndex(includingRepeats: true), timed[index].due <= end {
      let item = timed.remove(at: index)
      uptimeNanoseconds = max(uptimeNanoseconds, item.due)
      item.work()
      count += 1
      count += runReady(limit: limit - count)
    }
    return count
  }

  /// Runs only the work that is ready now, without moving the clock (at most a hundred thousand items, as ``drain()``).
  @discardableResult
  public static func runReady() -> Int {
    let count = runReady(limit: drainLimit)
    if readyHead < ready.count { logDrainLimit(drainLimit) }
    return count
  }

  private static func runReady(limit: Int) -> Int {
    inbox.moveWork(to: &ready)
    var count = 0
    while count < limit, readyHead < ready.count {
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
    if readyHead < ready.count {
      ready.removeFirst(readyHead)  // stopped at the limit: the rest stays queued, in order
    } else {
      ready.removeAll(keepingCapacity: true)
    }
    readyHead = 0
    return count
  }

  private static func nextTimedIndex(includingRepeats: Bool) -> Int? {
    var best: Int?
    for index in timed.indices where includingRepeats || !timed[index].repeats {
      if let current = best, (timed[current].due, timed[current].sequence) <= (timed[index].due, timed[index].sequence)
      {
        continue
      }
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
