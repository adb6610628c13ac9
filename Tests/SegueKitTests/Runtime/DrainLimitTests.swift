import Foundation
import SegueKit
import Testing

/// Work that keeps queueing more of itself does not hang a drain. On iOS the run loop turns on forever; a headless
/// drain runs "until nothing is left", which such work never reaches, so `MainQueue.drain()` stops after
/// `MainQueue.drainLimit` items, logs why and leaves the rest queued. [I] A SegueKit rule (the `MainQueue`
/// documentation); the limit is lowered here so the tests stay cheap.
@MainActor
@Suite struct DrainLimitTests {
  static let message =
    "SegueKit: MainQueue stopped draining after 1000 work items: the app keeps queueing more (an async or asyncAfter "
    + "block that schedules itself again?). The rest stays queued; MainQueue.advance(by:) runs it for a set time."

  /// A poller in the shape apps write: each tick does its work and asks for the next one a second later.
  @MainActor final class Poller {
    var ticks = 0
    var stopAt = Int.max
    let delay: TimeInterval

    init(delay: TimeInterval) { self.delay = delay }

    func tick() {
      ticks += 1
      guard ticks < stopAt else { return }
      if delay > 0 {
        MainQueue.main.asyncAfter(deadline: .now() + delay) { self.tick() }
      } else {
        MainQueue.main.async { self.tick() }
      }
    }
  }

  /// Runs `body` with a limit of 1,000 items on an empty queue, and returns what it logged.
  func withLowLimit(_ body: () -> Void) -> [String] {
    MainQueue.drain()
    let limit = MainQueue.drainLimit
    MainQueue.drainLimit = 1000
    defer { MainQueue.drainLimit = limit }
    let logged = Console.messages.count
    body()
    return Array(Console.messages[logged...])
  }

  @Test func aSelfReschedulingAsyncAfterStopsTheDrainAtTheLimit() {
    let poller = Poller(delay: 1)
    var start = MainQueue.now
    var ran = 0
    let logged = withLowLimit {
      start = MainQueue.now  // after the first drain, which may run other tests' leftover timed work
      poller.tick()
      ran = MainQueue.drain()
    }
    #expect(ran == 1000)
    #expect(poller.ticks == 1001)
    #expect(((MainQueue.now - start) * 1e6).rounded() / 1e6 == 1000, "a second a poll, to the microsecond")
    #expect(logged == [Self.message])
    #expect(!MainQueue.isEmpty)
    poller.stopAt = poller.ticks + 1
    #expect(MainQueue.drain() == 1)
    #expect(MainQueue.isEmpty)
  }

  @Test func aBlockThatReenqueuesItselfStopsTheDrainWithoutMovingTheClock() {
    let poller = Poller(delay: 0)
    var start = MainQueue.now
    var ran = 0
    let logged = withLowLimit {
      start = MainQueue.now
      poller.tick()
      ran = MainQueue.drain()
    }
    #expect(ran == 1000)
    #expect(poller.ticks == 1001)
    #expect(MainQueue.now == start)
    #expect(logged == [Self.message])
    poller.stopAt = poller.ticks + 1
    #expect(MainQueue.runReady() == 1)
    #expect(MainQueue.isEmpty)
  }

  @Test func runReadyStopsAtTheLimitToo() {
    let poller = Poller(delay: 0)
    var ran = 0
    let logged = withLowLimit {
      poller.tick()
      ran = MainQueue.runReady()
    }
    #expect(ran == 1000)
    #expect(logged == [Self.message])
    poller.stopAt = poller.ticks + 1
    #expect(MainQueue.drain() == 1)
  }

  @Test func workThatEndsAtExactlyTheLimitRunsWholeAndLogsNothing() {
    let poller = Poller(delay: 0.5)
    poller.stopAt = 1001
    var ran = 0
    let logged = withLowLimit {
      poller.tick()
      ran = MainQueue.drain()
    }
    #expect(ran == 1000)
    #expect(poller.ticks == 1001)
    #expect(logged.isEmpty)
    #expect(MainQueue.isEmpty)
  }

  @Test func theItemsLeftAtTheLimitRunNextInTheirOrder() {
    var order: [Int] = []
    let logged = withLowLimit {
      for number in 1...1003 { MainQueue.async { order.append(number) } }
      #expect(MainQueue.runReady() == 1000)
    }
    #expect(logged == [Self.message])
    #expect(MainQueue.runReady() == 3)
    #expect(order == Array(1...1003))
  }
}
