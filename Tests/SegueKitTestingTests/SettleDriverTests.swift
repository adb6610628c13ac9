import Dispatch
import Foundation
import SegueKitTesting
import Testing

/// `settle(timeout:)` waits for the app's own asynchronous work, as Espresso waits for the main looper to be idle and
/// EarlGrey for tracked dispatch queues, timers and network (Espresso's "Synchronization" and EarlGrey's
/// "Synchronization" documentation); on iOS that work runs on the main run loop between touches.
@MainActor
@Suite(.serialized) struct SettleDriverTests {
  /// A screen whose `viewDidLoad` starts work the way apps do, and which logs what ran.
  final class LoadingController: UIViewController {
    var log: [String] = []
    let start: @MainActor (LoadingController) -> Void

    init(_ start: @escaping @MainActor (LoadingController) -> Void) {
      self.start = start
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not from a storyboard") }

    override func viewDidLoad() {
      super.viewDidLoad()
      start(self)
    }
  }

  /// `DispatchQueue.main.async` that the port did not rewrite runs on the real main queue, which only turns when the
  /// test awaits: a chain of three blocks has run once `settle` returns.
  @Test func realMainQueueBlocksRunBeforeSettleReturns() async throws {
    let controller = LoadingController { controller in
      DispatchQueue.main.async {
        controller.log.append("first")
        DispatchQueue.main.async {
          controller.log.append("second")
          DispatchQueue.main.async { controller.log.append("third") }
        }
      }
    }
    let app = SegueApp(rootViewController: controller)
    #expect(controller.log == [], "the real main queue has not turned yet")
    try await app.settle()
    #expect(controller.log == ["first", "second", "third"])
  }

  /// A main-actor `Task` started by the app, awaiting an `async` function of its own, has finished.
  @Test func mainActorTasksAndTheirAwaitsFinish() async throws {
    @MainActor func fetchTitle() async -> String {
      await Task.yield()
      return "Results"
    }
    let controller = LoadingController { controller in
      Task { @MainActor in
        controller.log.append("started")
        controller.title = await fetchTitle()
        controller.log.append("titled")
      }
    }
    let app = SegueApp(rootViewController: controller)
    try await app.settle()
    #expect(controller.log == ["started", "titled"])
    #expect(controller.title == "Results")
  }

  /// SegueKit's main queue, where `segue port` puts `asyncAfter` and timers: a 2 s delay runs in virtual time.
  @Test func delayedWorkOnSegueKitsMainQueueRunsInVirtualTime() async throws {
    let app = SegueApp(rootViewController: UIViewController())
    var firedAfter: [TimeInterval] = []
    let start = MainQueue.now
    MainQueue.async(after: 2) { firedAfter.append(MainQueue.now - start) }
    try await app.settle()
    #expect(firedAfter == [2], "once, when the virtual clock had moved by 2 s")
  }

  /// A polling `asyncAfter` that schedules itself again can never settle: the drain stops at its limit (lowered here
  /// to 1,000 items) and settling fails at once, saying why, instead of counting turns for minutes. [I] SegueKit's rule
  /// (the `MainQueue.drain()` documentation); Espresso likewise never finds such a looper idle.
  @Test func aPollingLoopFailsSettlingAtOnceNamingIt() async throws {
    let app = SegueApp(rootViewController: UIViewController())
    let limit = MainQueue.drainLimit
    MainQueue.drainLimit = 1000
    defer { MainQueue.drainLimit = limit }
    var polls = 0
    var polling = true
    func poll() {
      polls += 1
      if polling { MainQueue.async(after: 1) { poll() } }
    }
    poll()
    let error = try await #require(throws: SegueAppError.self) { try await app.settle() }
    #expect(
      error.message
        == "the app did not settle: a drain of SegueKit's main queue stopped after 1000 items, and its work keeps "
        + "queueing more (an async or asyncAfter block that schedules itself again?)")
    #expect(app.steps == ["launch UIViewController", "settle"])
    #expect(polls == 2001, "the turn's two drains (settling's and the step's own) each stopped at the limit")
    polling = false
    MainQueue.drain()
    #expect(MainQueue.isEmpty)
  }

  /// Work off the main actor (here a detached task standing in for a network call) is seen only when declared with
  /// `PendingWork`; `settle` waits for it in real time.
  @Test func declaredPendingWorkIsWaitedFor() async throws {
    let controller = LoadingController { controller in
      let token = PendingWork.begin("station list")
      Task.detached {
        try? await Task.sleep(for: .milliseconds(20))
        await MainActor.run {
          controller.log.append("stations")
          token.end()
        }
      }
    }
    let app = SegueApp(rootViewController: controller)
    try await app.settle()
    #expect(controller.log == ["stations"])
    #expect(PendingWork.isEmpty)
  }

  /// A timeout names what is still pending.
  @Test func aTimeoutNamesThePendingWork() async throws {
    let app = SegueApp(rootViewController: UIViewController())
    let token = PendingWork.begin("thumbnail 7")
    defer { token.end() }
    let error = try await #require(throws: SegueAppError.self) { try await app.settle(timeout: .milliseconds(30)) }
    #expect(error.message == "the app did not settle within 0.03 seconds: pending 'thumbnail 7' (PendingWork)")
  }
}
