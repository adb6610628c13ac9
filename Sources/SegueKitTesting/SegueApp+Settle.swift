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
  /// `timeout` bounds the app's own work, not the wall clock: each turn of the main queue counts as one millisecond of
  /// it, however long the turn really took, so a machine busy with other work (a parallel test holding the main actor,
  /// other processes) makes settling slower but does not make it fail. Delays on SegueKit's main queue run in virtual
  /// time and count nothing. A wall-clock safety net (sixty times `timeout`, at least two minutes) ends a settle whose
  /// turns hardly come round.
  ///
  /// Throws when the app's work does not end within `timeout`, naming what is still pending: "the app did not settle
  /// within 1 second: pending 'thumbnail 7' (PendingWork)"; and at once when one drain of SegueKit's main queue stops
  /// because the app's work keeps queueing more of itself (a polling `asyncAfter`). The `async` driver actions
  /// (`try await app.tap("Buy")`) settle after they act, by themselves; the synchronous ones drain SegueKit's main
  /// queue only. See <doc:Settling>.
  public func settle(timeout: Duration = .seconds(2)) async throws {
    logStep("settle")
    try await settleWork(timeout: timeout)
  }

  /// Settles until `condition` holds, for work that settling cannot see: a real thread (`DispatchQueue.global`, an
  /// `OperationQueue` of the app's own, a `URLSession` task) whose result comes back to the main queue. Each round
  /// settles as ``settle(timeout:)`` does, then checks `condition`; between rounds real time passes for the other
  /// thread (at least a millisecond, counted as one millisecond of `timeout`), so a busy machine slows the wait but
  /// does not fail it.
  ///
  /// Not in UIKit (compare EarlGrey's `GREYCondition` with `waitWithTimeout:` and XCTest's
  /// `XCUIElement.waitForExistence(timeout:)`, which wait for what the frameworks' synchronization does not track).
  /// Throws when `timeout` passes first: "the app did not settle within 5 seconds: the condition did not hold".
  public func settle(until condition: () -> Bool, timeout: Duration = .seconds(5)) async throws {
    logStep("settle until")
    // Each round settles within `timeout` of its own, and counts one turn here: the rounds' real-time pauses are what
    // the other thread needs, and they are never shorter than what they count.
    var budget = SettleBudget(timeout: timeout)
    while true {
      try await settleWork(timeout: timeout)
      if condition() { return }
      if budget.isSpent {
        throw SegueAppError.settle("\(budget.failure): the condition did not hold")
      }
      budget.chargeTurn()
      try? await Task.sleep(for: SettleBudget.turn)
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
    var budget = SettleBudget(timeout: timeout)
    try await settleWork(&budget)
  }

  /// Settles, charging each turn of the main queue to `budget`; throws, naming the pending work, once it is spent.
  func settleWork(_ budget: inout SettleBudget) async throws {
    var quietTurns = 0
    var busy: [String] = []
    while true {
      // The real main queue turns first, then SegueKit's drains: what a main-actor task or a real main-queue block put
      // on SegueKit's queue during the turn runs before the turn can count as quiet.
      await Self.turnRealMainQueue()
      budget.chargeTurn()
      var ran = 0
      try perform { ran = MainQueue.drain() }
      if MainQueue.lastDrainStoppedAtLimit {
        throw SegueAppError.settle(
          "the app did not settle: a drain of SegueKit's main queue stopped after \(MainQueue.drainLimit) items, and "
            + "its work keeps queueing more (an async or asyncAfter block that schedules itself again?)")
      }
      busy = []
      if ran > 0 { busy.append("SegueKit's main queue ran \(ran) \(ran == 1 ? "item" : "items") in the last turn") }
      busy += PendingWork.names.map { "'\($0)' (PendingWork)" }
      quietTurns = busy.isEmpty ? quietTurns + 1 : 0
      if quietTurns >= Self.settleQuietTurns { return }
      // Once the budget is spent, the quiet turns in hand still have to make up the count (a main-actor task may be
      // between two of its steps in a quiet turn); the first busy turn fails and names its work.
      if budget.isSpent, quietTurns == 0 {
        throw SegueAppError.settle("\(budget.failure): pending \(busy.joined(separator: ", "))")
      }
      if !PendingWork.isEmpty && ran == 0 {
        // Work off the main actor (a stand-in's response, a task on another executor) needs real time to finish.
        try? await Task.sleep(for: SettleBudget.turn)
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
