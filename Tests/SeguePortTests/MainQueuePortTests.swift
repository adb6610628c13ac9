import Testing

@testable import SeguePort

/// Work an app defers to the main queue and its main bundle: `segue port` points them at SegueKit's `MainQueue.main`,
/// `MainQueueTimer` and the generated `PortedApp.bundle`, line for line, and names the queues that run on real
/// threads. (Issue 12, point 5: a test does not turn the main run loop on Linux.)
@Suite struct MainQueuePortTests {
  static let source = """
    import UIKit

    class ClockController: UIViewController {
      var timer: Timer?
      let worker = DispatchQueue(label: "worker")

      override func viewDidLoad() {
        DispatchQueue.main.async { self.title = "Now" }
        DispatchQueue.main.async(execute: refresh)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { self.refresh() }
        DispatchQueue  .main
          .asyncAfter(wallDeadline: .now() + 2, execute: refresh)  // DispatchQueue.main.async in a comment
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.refresh() }
        Timer.scheduledTimer(timeInterval: 2, target: self, selector: #selector(tick), userInfo: nil, repeats: false)
        DispatchQueue.global(qos: .background).async {
          let path = Bundle.main.path(forResource: "flags", ofType: "json")
          DispatchQueue.main.async { self.load(path) }
        }
        DispatchQueue.main.sync { }
        let main = DispatchQueue.main
        DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + 1) { _ = DispatchTime.now() }
        worker.asyncAfter(deadline: DispatchTime.now() + 1) { self.refresh() }
      }

      @objc func tick() {}
      func refresh() {}
      func load(_ path: String?) {}
    }
    """

  @Test func aFileWithoutUIKitGetsSegueKitOnItsFirstImportLine() {
    let model = """
      // The store.
      import Foundation
      import Combine

      final class Store {
        func save() { DispatchQueue.main.async { self.notify() } }
        func notify() {}
      }
      """
    let script = "let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in }"
    let port = SourcePort(sources: [
      "Store.swift": model, "Script.swift": script, "Plain.swift": "import Foundation\n",
      "Main.swift": "DispatchQueue.main.async {}\n",
    ])
    #expect(
      port.files == [
        "Store.swift": """
        // The store.
        import Foundation; import SegueKit
        import Combine

        final class Store {
          func save() { MainQueue.main.async { self.notify() } }
          func notify() {}
        }
        """,
        "Script.swift": """
        let timer = MainQueueTimer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in }
        import SegueKit

        """,
        "Main.swift": "MainQueue.main.async {}\nimport SegueKit\n",
        "Plain.swift": "import Foundation\n",
      ])
    #expect(port.counts == [.mainQueue: 2, .timer: 1, .importSegueKitAdded: 3])
  }

  @Test func mainQueueWorkTimersAndTheMainBundleGoToSegueKit() {
    let port = SourcePort(sources: ["Clock.swift": Self.source])
    #expect(
      port.files["Clock.swift"] == """
        import SegueKit

        class ClockController: UIViewController {
          var timer: Timer?
          let worker = DispatchQueue(label: "worker")

          override func viewDidLoad() {
            MainQueue.main.async { self.title = "Now" }
            MainQueue.main.async(execute: refresh)
            MainQueue.main.asyncAfter(deadline: .now() + 0.5) { self.refresh() }
            MainQueue  .main
              .asyncAfter(wallDeadline: .now() + 2, execute: refresh)  // DispatchQueue.main.async in a comment
            timer = MainQueueTimer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.refresh() }
            MainQueueTimer.scheduledTimer(timeInterval: 2, target: self, selector: "tick", userInfo: nil, repeats: false)
            DispatchQueue.global(qos: .background).async {
              let path = PortedApp.bundle.path(forResource: "flags", ofType: "json")
              MainQueue.main.async { self.load(path) }
            }
            DispatchQueue.main.sync { }
            let main = DispatchQueue.main
            MainQueue.main.asyncAfter(deadline: MainDispatchQueue.Deadline.now() + 1) { _ = DispatchTime.now() }
            worker.asyncAfter(deadline: DispatchTime.now() + 1) { self.refresh() }
          }

          func tick() {}
          func refresh() {}
          func load(_ path: String?) {}
        }
        """)
    #expect(
      port.counts == [
        .importUIKit: 1, .mainQueue: 6, .deadline: 1, .timer: 2, .mainBundle: 1, .objc: 1, .selector: 1,
      ])
    #expect(
      port.findings.map(\.description) == [
        "Clock.swift:5:16: note: work on a DispatchQueue(…) runs on a real thread, outside SegueKit's main queue",
        "Clock.swift:15:5: note: work on DispatchQueue.global() runs on a real thread, outside SegueKit's main queue",
        "Clock.swift:19:5: note: DispatchQueue.main.sync waits for the real main thread, which a test does not turn",
        "Clock.swift:20:16: note: 'DispatchQueue.main' passed as a value runs work on the real main queue or run loop, "
          + "which a test does not turn; hop with DispatchQueue.main.async (which the port rewrites) instead",
      ])
  }

  /// Timers made unscheduled and added to the main run loop, and the main queue passed as a value: a group's
  /// notification and the run loop's `add` go to SegueKit, other APIs' queues are reported where they are.
  @Test func unscheduledTimersTheRunLoopAndQueuesAsValues() {
    let source = """
      import Foundation

      final class Poller {
        var timer: Timer?
        let group = DispatchGroup()

        func start() {
          timer = Timer(timeInterval: 1, target: self, selector: #selector(poll), userInfo: nil, repeats: true)
          RunLoop.main.add(timer!, forMode: .common)
          let blink = Timer(timeInterval: 0.5, repeats: true) { _ in self.blink() }
          RunLoop.current.add(blink, forMode: .default)
          RunLoop.main.add(Timer.init(fire: .now, interval: 2, repeats: false) { _ in }, forMode: .common)
          group.notify(queue: .main) { self.poll() }
          group.notify(queue: DispatchQueue.main, execute: poll)
          NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { _ in }
          cancellable = publisher.receive(on: DispatchQueue.main).debounce(for: 1, scheduler: RunLoop.main).sink {}
          let queue = OperationQueue.main
          RunLoop.current.run(until: Date())
        }

        @objc func poll() {}
        func blink() {}
      }
      """
    let port = SourcePort(sources: ["Poller.swift": source])
    #expect(
      port.files["Poller.swift"] == """
        import Foundation; import SegueKit

        final class Poller {
          var timer: Timer?
          let group = DispatchGroup()

          func start() {
            timer = MainQueueTimer(timeInterval: 1, target: self, selector: "poll", userInfo: nil, repeats: true)
            MainRunLoop.main.add(timer!, forMode: .common)
            let blink = MainQueueTimer(timeInterval: 0.5, repeats: true) { _ in self.blink() }
            MainRunLoop.current.add(blink, forMode: .default)
            MainRunLoop.main.add(MainQueueTimer.init(fire: .now, interval: 2, repeats: false) { _ in }, forMode: .common)
            group.notify(queue: MainQueue.main) { self.poll() }
            group.notify(queue: MainQueue.main, execute: poll)
            NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { _ in }
            cancellable = publisher.receive(on: DispatchQueue.main).debounce(for: 1, scheduler: RunLoop.main).sink {}
            let queue = OperationQueue.main
            RunLoop.current.run(until: Date())
          }

          func poll() {}
          func blink() {}
        }
        """)
    #expect(
      port.counts == [
        .timerInit: 3, .runLoop: 3, .mainQueueValue: 2, .importSegueKitAdded: 1, .objc: 1, .selector: 1,
      ])
    let advice =
      " passed as a value runs work on the real main queue or run loop, which a test does not turn; hop with "
      + "DispatchQueue.main.async (which the port rewrites) instead"
    #expect(
      port.findings.map(\.description) == [
        "Poller.swift:15:96: note: 'queue: .main'" + advice,
        "Poller.swift:16:41: note: 'DispatchQueue.main'" + advice,
        "Poller.swift:16:89: note: 'RunLoop.main'" + advice,
        "Poller.swift:17:17: note: 'OperationQueue.main'" + advice,
      ])
  }
}
