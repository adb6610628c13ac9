import Foundation
import SegueKit
import Testing

/// Timers an app makes unscheduled and adds to the main run loop (`Timer(timeInterval:…)`, then
/// `RunLoop.main.add(_:forMode:)`), which `segue port` turns into `MainQueueTimer(…)` and `MainRunLoop.main.add`;
/// plain Foundation timers added there fire in virtual time too. [I] Sources: Apple's documentation of
/// `Timer(timeInterval:repeats:block:)` ("You must add the new timer to a run loop, using add(_:forMode:)"),
/// `Timer(fire:interval:repeats:block:)` (first firing at `date`) and `RunLoop.add(_:forMode:)`.
@MainActor
@Suite struct MainRunLoopTests {
  typealias Log = AppMainQueueTests.Log

  @Test func unscheduledTimersFireOnlyOnceTheMainRunLoopHasThem() {
    MainQueue.drain()
    let log = Log()
    let made = MainQueueTimer(timeInterval: 1, repeats: true) { _ in MainActor.assumeIsolated { log.add("made") } }
    let plain = Timer(fire: Date(), interval: 0.75, repeats: true) { _ in
      MainActor.assumeIsolated { log.add("plain") }
    }
    MainQueue.advance(by: 1)
    #expect(log.entries == [], "a timer fires only once a run loop has it")
    MainRunLoop.main.add(made, forMode: .common)
    MainRunLoop.main.add(made, forMode: .default)
    MainRunLoop.current.add(plain, forMode: .default)
    MainQueue.advance(by: 2.5)
    #expect(
      log.entries == [
        "plain at +1.0", "plain at +1.75", "made at +2.0", "plain at +2.5", "made at +3.0", "plain at +3.25",
      ])
    plain.invalidate()
    MainQueue.advance(by: 1)
    #expect(log.entries.suffix(2) == ["plain at +3.25", "made at +4.0"])
    made.invalidate()
    MainQueue.advance(by: 2)
    #expect(log.entries.count == 7)
  }

  @Test func oneShotTimersFireOnceAndAreThenInvalid() {
    MainQueue.drain()
    let log = Log()
    let ticker = AppMainQueueTests.Ticker(log: log)
    let target = MainQueueTimer(timeInterval: 2, target: ticker, selector: "tick:", userInfo: "info", repeats: false)
    let dated = MainQueueTimer(fire: Date(), interval: 5, repeats: false) { _ in
      MainActor.assumeIsolated { log.add("dated") }
    }
    let plain = Timer(timeInterval: 0, repeats: false) { _ in MainActor.assumeIsolated { log.add("plain") } }
    for timer in [target, dated, plain] { MainRunLoop.main.add(timer, forMode: .common) }
    MainQueue.drain()
    #expect(log.entries == ["dated at +0.0", "plain at +0.0", "tick: info at +2.0"])
    #expect([target.isValid, dated.isValid, plain.isValid] == [false, false, false])
    #expect([target.timeInterval, dated.timeInterval] == [0, 0])
  }

  @Test func mainRunLoopAddedFromAnotherThreadSchedulesOnTheNextDrain() {
    MainQueue.drain()
    let log = Log()
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      let timer = MainQueueTimer(timeInterval: 1, repeats: false) { _ in
        MainActor.assumeIsolated { log.add("from a thread") }
      }
      MainRunLoop.main.add(timer, forMode: .common)
      done.signal()
    }
    done.wait()
    #expect(log.entries == [])
    MainQueue.drain()
    #expect(log.entries == ["from a thread at +1.0"])
  }
}
