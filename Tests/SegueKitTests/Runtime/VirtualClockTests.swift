import Foundation
import SegueKit
import Testing

/// The virtual clock counts whole nanoseconds, so delays written in decimal seconds add up as they read: Apple's
/// `DispatchTime` is a count of nanoseconds too (`uptimeNanoseconds`), and `asyncAfter(deadline: .now() + 0.2)`
/// rounds its delay to one. A clock of floating-point seconds would put `t + 0.2 + 0.1` and `t + 0.3` an ulp apart
/// for many readings `t`.
@MainActor
@Suite(.serialized) struct VirtualClockTests {
  @Test func delaysAddUpToTheNanosecondAtAnyClockReading() {
    var traces: [[String]] = []
    for _ in 0..<20 {
      MainQueue.drain()
      MainQueue.advance(by: 0.1)
      let start = MainQueue.uptimeNanoseconds
      var trace: [String] = []
      func note(_ name: String) { trace.append("\(name) at \(Double(MainQueue.uptimeNanoseconds - start) / 1e9)") }
      MainQueue.main.asyncAfter(deadline: .now() + 0.3) { note("0.3") }
      MainQueue.main.asyncAfter(deadline: .now() + 0.2) {
        note("0.2")
        MainQueue.main.asyncAfter(deadline: .now() + 0.1) { note("0.2 + 0.1") }
      }
      MainQueue.advance(by: 0.3)
      trace.append("advanced to \(Double(MainQueue.uptimeNanoseconds - start) / 1e9)")
      traces.append(trace)
    }
    // Work due at the same moment runs in the order it was scheduled, and the advance's end is that moment.
    let expected = ["0.2 at 0.2", "0.3 at 0.3", "0.2 + 0.1 at 0.3", "advanced to 0.3"]
    #expect(traces == Array(repeating: expected, count: 20))
  }

  @Test func theClockInSecondsReadsTheNanosecondCount() {
    MainQueue.drain()
    MainQueue.advance(by: 0.25)
    #expect(MainQueue.now == Double(MainQueue.uptimeNanoseconds) / 1e9)
    let before = MainQueue.uptimeNanoseconds
    MainQueue.advance(by: -1)  // A negative interval runs what is ready and leaves the clock alone.
    #expect(MainQueue.uptimeNanoseconds == before)
  }
}
