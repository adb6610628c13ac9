import Foundation

/// `RunLoop.main` for an app's timers: a timer added to it fires in SegueKit's virtual time, in order with the rest of
/// `MainQueue`, when a test drains or advances the queue.
///
/// Not in UIKit. `segue port` rewrites `RunLoop.main.add(timer, forMode: …)` to `MainRunLoop.main.add(…)` and
/// `RunLoop.current.add(…)` to `MainRunLoop.current.add(…)`, and `Timer(…)` to `MainQueueTimer(…)`; a plain
/// Foundation `Timer` (made by code the port did not rewrite) is scheduled too: it fires at its `fireDate`, read on
/// the real clock when it is added, then every `timeInterval` seconds of virtual time while it is valid. A test does
/// not turn the main thread's run loop on Linux, so `RunLoop.main` itself would never fire them.
///
/// ```swift
/// let timer = MainQueueTimer(timeInterval: 1, repeats: true) { _ in ticks += 1 }
/// MainRunLoop.main.add(timer, forMode: .common)
/// MainQueue.advance(by: 2)   // ticks == 2
/// ```
///
/// Every mode is the same here: a headless run never tracks a scroll, so a timer fires in `.default`, `.common` or
/// `.tracking` alike.
public struct MainRunLoop: Sendable {
  /// Whether this stands for `RunLoop.current`: the main run loop only when the caller is on the main actor.
  private let isCurrent: Bool

  /// Stands in for `RunLoop.main`.
  public static let main = MainRunLoop(isCurrent: false)

  /// Stands in for `RunLoop.current`: on the main actor it is ``main``; elsewhere (a thread of the app's own) it is
  /// that thread's real `RunLoop.current`, as on iOS.
  public static let current = MainRunLoop(isCurrent: true)

  /// Schedules `timer` on SegueKit's main queue, like `RunLoop.add(_:forMode:)`; `isolation` is the caller's. From
  /// off the main actor, `main` schedules it at the next drain (the inbox of `MainQueue`), and `current` hands it to
  /// the calling thread's real run loop.
  public func add(_ timer: Timer, forMode mode: RunLoop.Mode, isolation: (any Actor)? = #isolation) {
    nonisolated(unsafe) let timer = timer
    guard let isolation, isolation === MainActor.shared else {
      if isCurrent {
        RunLoop.current.add(timer, forMode: mode)
      } else {
        MainQueue.main.async(isolation: isolation) { Self.schedule(timer) }
      }
      return
    }
    MainActor.assumeIsolated { Self.schedule(timer) }
  }

  @MainActor private static func schedule(_ timer: Timer) {
    if let timer = timer as? MainQueueTimer {
      timer.scheduleOnAdd()
    } else if timer.isValid {
      scheduleFiring(of: timer, after: max(0, timer.fireDate.timeIntervalSinceNow))
    }
  }

  /// A plain `Timer`: `fire()` runs its block (and invalidates a one-shot timer); a repeating one comes back while
  /// it is valid.
  @MainActor private static func scheduleFiring(of timer: Timer, after delay: TimeInterval) {
    nonisolated(unsafe) let timer = timer
    let repeating = timer.timeInterval > 0
    MainQueue.schedule(after: delay, repeats: repeating) {
      guard timer.isValid else { return }
      timer.fire()
      if repeating, timer.isValid { scheduleFiring(of: timer, after: timer.timeInterval) }
    }
  }
}
