import Dispatch
import SegueKit

/// Waiting for the app's own asynchronous work, as Espresso and EarlGrey wait before each read or action.
extension SegueApp {
  /// Waits until the app's asynchronous work is done: SegueKit's main queue (UIKit's deferred work, and the app's
  /// `DispatchQueue.main.async` and timers that `segue port` rewrote, in virtual time), the real main queue
  /// (`DispatchQueue.main.async` and `OperationQueue.main` in code the port left alone), main-actor `Task`s, and the
  /// work the app or a stand-in declared with `PendingWork`. Records the life cycle and the exceptions as a step does.
  ///
  /// Not in UIKit. The app has settled when, for ``settleQuietTurns`` turns of the real main queue in a row, SegueKit's
  /// main queue had nothing to run and no `PendingWork` was left; a main-actor `Task` or a real main-queue block runs
  /// during a turn, so a chain of them settles as long as each link follows within those turns.
  ///
  /// Throws when `timeout` passes with work still seen pending, naming it: "the app did not settle within 1 s: pending
  /// 'thumbnail 7' (PendingWork)". The `async` driver actions (`try await app.tap("Buy")`) settle after they act, by
  /// themselves; the synchronous ones drain SegueKit's main queue only. See <doc:Settling>.
  public func settle(timeout: Duration = .seconds(2)) async throws {
    logStep("settle")
    try await settleWork(timeout: timeout)
  }

  /// Settles until `condition` holds, for work that settling cannot see: a real thread (`DispatchQueue.global`, an
  /// `OperationQueue` of the app's own, a `URLSession` task) whose result comes back to the main queue. Each round
  /// settles as ``settle(timeout:)`` does, then checks `condition`; between rounds real time passes for the other
  /// thread.
  ///
  /// Not in UIKit (compare EarlGrey's `GREYCondition` with `waitWithTimeout:` and XCTest's
  /// `XCUIElement.waitForExistence(timeout:)`, which wait for what the frameworks' synchronization does not track).
  /// Throws when `timeout` passes first: "the app did not settle within 5 seconds: the condition did not hold".
  public func settle(until condition: () -> Bool, timeout: Duration = .seconds(5)) async throws {
    logStep("settle until")
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while true {
      try await settleWork(timeout: max(deadline - clock.now, .zero))
      if condition() { return }
      if clock.now >= deadline {
        throw SegueAppError.settle("the app did not settle within \(timeout): the condition did not hold")
      }
      try? await Task.sleep(for: .milliseconds(1))
    }
  }

  /// How many turns of the real main queue in a row must find nothing to do for ``settle(timeout:)`` to return.
  public static let settleQuietTurns = 3

  /// Runs `action` (a synchronous driver action: one step), then waits for the app to settle within
  /// ``settleTimeout``, as an `async` driver action does. The settling is part of the action's step: it adds nothing
  /// to ``steps``.
  func settling<Result>(_ action: () throws -> Result) async throws -> Result {
    let result = try action()
    try await settleWork(timeout: settleTimeout)
    return result
  }

  /// ``settle(timeout:)``'s work, without a step of its own.
  func settleWork(timeout: Duration) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var quietTurns = 0
    var busy: [String] = []
    while true {
      // The real main queue turns first, then SegueKit's drains: what a main-actor task or a real main-queue block put
      // on SegueKit's queue during the turn runs before the turn can count as quiet.
      await Self.turnRealMainQueue()
      var ran = 0
      try perform { ran = MainQueue.drain() }
      busy = []
      if ran > 0 { busy.append("SegueKit's main queue ran \(ran) \(ran == 1 ? "item" : "items") in the last turn") }
      busy += PendingWork.names.map { "'\($0)' (PendingWork)" }
      quietTurns = busy.isEmpty ? quietTurns + 1 : 0
      // At the deadline, a quiet turn is enough: nothing is left to name (a busy test process can make turns slow).
      if quietTurns >= Self.settleQuietTurns || (quietTurns > 0 && clock.now >= deadline) { return }
      if clock.now >= deadline {
        throw SegueAppError.settle("the app did not settle within \(timeout): pending \(busy.joined(separator: ", "))")
      }
      if !PendingWork.isEmpty && ran == 0 {
        // Work off the main actor (a stand-in's response, a task on another executor) needs real time to finish.
        try? await Task.sleep(for: .milliseconds(1))
      }
    }
  }

  /// Lets the real main queue run what it holds: a block put on it after everything queued so far, awaited. On Linux
  /// the main actor runs on that queue, so main-actor tasks that are ready run too.
  private static func turnRealMainQueue() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async { continuation.resume() }
    }
    await Task.yield()
  }
}
