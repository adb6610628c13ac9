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
  /// 'thumbnail 7' (PendingWork)". Each driver action (`tap`, `select`, …) drains SegueKit's main queue by itself;
  /// see <doc:Settling> for what only `settle` can wait for, and why.
  public func settle(timeout: Duration = .seconds(2)) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var quietTurns = 0
    var busy: [String] = []
    logStep("settle")
    while true {
      var ran = 0
      try perform { ran = MainQueue.drain() }
      await Self.turnRealMainQueue()
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

  /// How many turns of the real main queue in a row must find nothing to do for ``settle(timeout:)`` to return.
  public static let settleQuietTurns = 3

  /// Lets the real main queue run what it holds: a block put on it after everything queued so far, awaited. On Linux
  /// the main actor runs on that queue, so main-actor tasks that are ready run too.
  private static func turnRealMainQueue() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async { continuation.resume() }
    }
    await Task.yield()
  }
}
