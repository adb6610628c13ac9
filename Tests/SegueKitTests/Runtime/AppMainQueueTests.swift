import Foundation
import SegueKit
import Testing

/// An app's own deferred work on SegueKit's main queue: `MainQueue.main` for `DispatchQueue.main` and
/// `MainQueueTimer` for `Timer`, which `segue port` puts in the app's code. [I] Sources: Apple's documentation of
/// `DispatchQueue.asyncAfter(deadline:execute:)`, of `Timer.scheduledTimer(withTimeInterval:repeats:block:)` (an
/// interval of 0 or less becomes 0.0001 s), `Timer.timeInterval` (0 for a non-repeating timer), `Timer.fire()` (a non-repeating timer is invalidated after firing) and
/// `Timer.invalidate()` (the run loop lets go of the timer, its target and its userInfo), and of
/// `NSObject.perform(_:with:afterDelay:)` (a delay of 0 still waits for the run loop) and
/// `cancelPreviousPerformRequests(withTarget:selector:object:)` (arguments compared with `isEqual:`).
@MainActor
@Suite struct AppMainQueueTests {
  @MainActor final class Log {
    var entries: [String] = []
    let start = MainQueue.now

    /// The virtual seconds since the log began, to the microsecond (the clock has run through other tests).
    var elapsed: TimeInterval { ((MainQueue.now - start) * 1e6).rounded() / 1e6 }

    func add(_ entry: String) {
      entries.append("\(entry) at +\(elapsed)")
    }
  }

  @MainActor final class Greeter: NSObject, SelectorActionTarget {
    let log: Log
    init(log: Log) { self.log = log }

    func perform(action: Selector, sender: Any?) -> Bool {
      log.add("\(action) \(sender as? String ?? "nil")")
      return true
    }
  }

  @MainActor final class Ticker: SelectorActionTarget {
    let log: Log
    init(log: Log) { self.log = log }

    func perform(action: Selector, sender: Any?) -> Bool {
      let info = (sender as? Timer)?.userInfo as? String ?? "?"
      log.add("\(action) \(info)")
      return true
    }
  }

  // Timer's block is `@Sendable` and not isolated, as in Foundation; the timer fires on the main actor.

  @Test func dispatchedWorkRunsInOrderWithSegueKitWorkWhenDrained() {
    MainQueue.drain()
    let log = Log()
    MainQueue.main.asyncAfter(deadline: .now() + 0.5) { log.add("after 0.5") }
    MainQueue.main.asyncAfter(deadline: .now() + .milliseconds(250)) { log.add("after 250 ms") }
    MainQueue.main.async { log.add("app 1") }
    MainQueue.async { log.add("SegueKit") }
    MainQueue.main.async(execute: { log.add("app 2") })
    MainQueue.main.asyncAfter(wallDeadline: .now() + 1) { log.add("after wall 1") }
    #expect(log.entries == [])
    MainQueue.drain()
    #expect(
      log.entries == [
        "app 1 at +0.0", "SegueKit at +0.0", "app 2 at +0.0", "after 250 ms at +0.25", "after 0.5 at +0.5",
        "after wall 1 at +1.0",
      ])
  }

  @Test func workDispatchedFromAnotherThreadRunsOnTheNextDrain() {
    MainQueue.drain()
    let log = Log()
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      MainQueue.main.async { log.add("from a thread") }
      MainQueue.main.asyncAfter(deadline: .now() + 2) { log.add("2 s later") }
      done.signal()
    }
    done.wait()
    #expect(log.entries == [])
    MainQueue.drain()
    #expect(log.entries == ["from a thread at +0.0", "2 s later at +2.0"])
  }

  /// A completion handler written in a main-actor method is main-actor isolated to the compiler, yet a library calls
  /// it on a queue of its own (as `URLSession` calls a data task's on its delegate queue; seen in Ladybug's "Add a
  /// Radar"): its `DispatchQueue.main.async`, which the port makes `MainQueue.main.async`, waits in the inbox for the
  /// next drain, as work from any other thread does, rather than trapping on the isolation it assumed.
  @Test func workDispatchedByAMainActorClosureCalledOnAnotherThreadRunsOnTheNextDrain() {
    MainQueue.drain()
    let log = Log()
    let completion: () -> Void = { MainQueue.main.async { log.add("fetched") } }
    let call = UncheckedCall(body: completion)
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      call.body()
      done.signal()
    }
    done.wait()
    #expect(log.entries == [])
    MainQueue.drain()
    #expect(log.entries == ["fetched at +0.0"])
  }

  /// A closure handed to another thread as a library does, without the compiler's checks.
  struct UncheckedCall: @unchecked Sendable {
    let body: () -> Void
  }

  /// `group.notify(queue: .main)`, which `segue port` makes `notify(queue: MainQueue.main)`: nothing while the group
  /// has work; once it finishes (on a real thread), the block waits for a drain.
  @Test func groupNotificationOnTheMainQueueRunsOnADrainOnceTheGroupFinishes() async throws {
    MainQueue.drain()
    let log = Log()
    let group = DispatchGroup()
    group.enter()
    group.notify(queue: MainQueue.main) { log.add("group done") }
    MainQueue.drain()
    #expect(log.entries == [])
    group.leave()
    let deadline = Date().addingTimeInterval(5)
    while log.entries.isEmpty && Date() < deadline {
      MainQueue.drain()
      try await Task.sleep(nanoseconds: 1_000_000)
    }
    // Other tests may move the virtual clock while this one awaits: the entry without its time.
    #expect(log.entries.map { $0.components(separatedBy: " at ")[0] } == ["group done"])
  }

  @Test func oneShotTimerFiresWhenDrainedAndIsThenInvalid() {
    MainQueue.drain()
    let log = Log()
    let timer = MainQueueTimer.scheduledTimer(withTimeInterval: 1.5, repeats: false) { _ in
      MainActor.assumeIsolated { log.add("fired") }
    }
    #expect([timer.isValid, timer.timeInterval == 0] == [true, true])
    MainQueue.drain()
    #expect(log.entries == ["fired at +1.5"])
    #expect(timer.isValid == false)
  }

  @Test func repeatingTimerFiresOnlyAsTheClockAdvances() {
    MainQueue.drain()
    let log = Log()
    let timer = MainQueueTimer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
      MainActor.assumeIsolated { log.add("tick") }
    }
    MainQueue.drain()
    #expect(log.entries == [], "drain does not move the clock for a repeating timer alone")
    MainQueue.advance(by: 3.5)
    #expect(log.entries == ["tick at +1.0", "tick at +2.0", "tick at +3.0"])
    MainQueue.main.asyncAfter(deadline: .now() + 2) { log.add("later work") }
    MainQueue.drain()
    #expect(log.entries.suffix(3) == ["tick at +4.0", "tick at +5.0", "later work at +5.5"])
    timer.fire()
    #expect(log.entries.last == "tick at +5.5")
    #expect(timer.isValid)
    timer.invalidate()
    MainQueue.advance(by: 10)
    #expect(log.entries.count == 7)
    #expect(timer.isValid == false)
  }

  @Test func timerWithoutAPositiveIntervalWaitsATenThousandthOfASecond() {
    MainQueue.drain()
    let log = Log()
    let timer = MainQueueTimer.scheduledTimer(withTimeInterval: 0, repeats: true) { _ in
      MainActor.assumeIsolated { log.add("tick") }
    }
    MainQueue.advance(by: 0.00025)
    timer.invalidate()
    #expect(log.entries.count == 2)
    #expect(timer.timeInterval == 0.0001)
  }

  @Test func targetTimerSendsItsSelectorWithTheTimerAndKeepsTheTargetUntilInvalidated() {
    MainQueue.drain()
    let log = Log()
    weak var weakTicker: Ticker?
    let timer: Timer
    do {
      let ticker = Ticker(log: log)
      weakTicker = ticker
      timer = MainQueueTimer.scheduledTimer(
        timeInterval: 2, target: ticker, selector: "tick:", userInfo: "info", repeats: false)
    }
    #expect(weakTicker != nil)
    MainQueue.drain()
    #expect(log.entries == ["tick: info at +2.0"])
    #expect(weakTicker == nil && timer.isValid == false)
  }

  @Test func invalidatedTimerNeverFiresAndLeavesTheClockAlone() {
    MainQueue.drain()
    let log = Log()
    let timer = MainQueueTimer.scheduledTimer(withTimeInterval: 3, repeats: false) { _ in
      MainActor.assumeIsolated { log.add("fired") }
    }
    timer.invalidate()
    MainQueue.drain()
    #expect([log.entries, ["\(log.elapsed)"]] == [[], ["0.0"]])
  }

  @Test func delayedPerformRunsInVirtualTimeAndCanBeCancelled() {
    MainQueue.drain()
    let log = Log()
    let greeter = Greeter(log: log)
    greeter.perform("greet:", with: "now", afterDelay: 0)
    greeter.perform("greet:", with: "later", afterDelay: 1)
    greeter.perform("greet:", with: "cancelled", afterDelay: 2)
    greeter.perform("wave:", with: nil, afterDelay: 3)
    greeter.perform("wave:", with: "kept", afterDelay: 4)
    NSObject.cancelPreviousPerformRequests(withTarget: greeter, selector: "greet:", object: "cancelled")
    NSObject.cancelPreviousPerformRequests(withTarget: greeter, selector: "wave:", object: nil)
    #expect(log.entries == [], "a delay of 0 still waits for the queue")
    MainQueue.drain()
    #expect(log.entries == ["greet: now at +0.0", "greet: later at +1.0", "wave: kept at +4.0"])
    greeter.perform("greet:", with: "never", afterDelay: 1)
    NSObject.cancelPreviousPerformRequests(withTarget: greeter)
    MainQueue.drain()
    #expect(log.entries.count == 3)
  }
}
