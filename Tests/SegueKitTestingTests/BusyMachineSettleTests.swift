import Dispatch
import Foundation
import SegueKitTesting
import Testing

/// Settling is bounded by the app's own work, not the wall clock: Espresso's idling resources and EarlGrey's tracked
/// work decide when the app is idle (Espresso's and EarlGrey's "Synchronization" documentation), and a test machine
/// busy with other work only delays that. Each turn of the main queue counts as a millisecond of the timeout, however
/// long it really took (see <doc:Settling>), so a main actor held by another task makes settling slower, not fail;
/// work that never ends still fails, naming what is pending.
extension SettleDriverTests.AsyncActionDriverTests {
  /// A screen whose Sync button starts work declared with `PendingWork` and ended three real main-queue hops later (the
  /// first taking `slowTurn` seconds of real time, as a turn does on a busy machine), and whose Hang button starts work
  /// that never ends.
  final class SyncController: UIViewController {
    var log: [String] = []
    var hung: PendingWork.Token?
    var slowTurn: TimeInterval = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      let sync = UIButton()
      sync.setTitle("Sync", for: .normal)
      sync.addAction(UIAction { [unowned self] _ in startSync() }, for: .touchUpInside)
      view.addSubview(sync)
      let hang = UIButton()
      hang.setTitle("Hang", for: .normal)
      hang.addAction(UIAction { [unowned self] _ in hung = PendingWork.begin("hang") }, for: .touchUpInside)
      view.addSubview(hang)
    }

    private func startSync() {
      let token = PendingWork.begin("sync")
      log.append("tapped")
      DispatchQueue.main.async {
        if self.slowTurn > 0 { Thread.sleep(forTimeInterval: self.slowTurn) }
        self.log.append("hop 1")
        DispatchQueue.main.async {
          self.log.append("hop 2")
          DispatchQueue.main.async {
            self.log.append("synced")
            token.end()
          }
        }
      }
    }
  }

  /// Holds the main actor for `duration` from another task, as a parallel test or a loaded machine does, and logs it.
  static func holdMainActor(for seconds: TimeInterval, logging controller: SyncController) {
    Task.detached {
      await MainActor.run {
        controller.log.append("held")
        Thread.sleep(forTimeInterval: seconds)
      }
    }
  }

  @Test func aBusyMachineSlowsSettlingButDoesNotFailIt() async throws {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      try await SettleDriverTests.AsyncActionDriverTests.aBusyMachineSlowsSettlingButDoesNotFailItScenario()
    }
    Self.reportChild(result)
  }

  static func aBusyMachineSlowsSettlingButDoesNotFailItScenario() async throws {
    let controller = SyncController()
    let app = SegueApp(rootViewController: controller)
    app.settleTimeout = .milliseconds(100)
    // One turn of the pending work takes three times the timeout in real time: a wall-clock bound fails, as it did
    // when a parallel test held the main actor. (Holding it from another task would leave the order to the scheduler,
    // which a slowed process, under a sanitizer, does not keep.)
    controller.slowTurn = 0.3
    let clock = ContinuousClock()
    var start = clock.now
    try await app.tap("Sync")
    try #require(controller.log == ["tapped", "hop 1", "hop 2", "synced"])
    try #require(clock.now - start >= .milliseconds(300))
    // The same with a synchronous tap and `settle(timeout:)`.
    controller.log = []
    start = clock.now
    try tapWithoutSettling(app, "Sync")
    try await app.settle(timeout: .milliseconds(100))
    try #require(controller.log == ["tapped", "hop 1", "hop 2", "synced"])
    try #require(clock.now - start >= .milliseconds(300))
    try #require(app.steps == ["launch SyncController", "tap 'Sync'", "tap 'Sync'", "settle"])
  }

  @Test func aStuckAppStillFailsOnABusyMachine() async throws {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      try await SettleDriverTests.AsyncActionDriverTests.aStuckAppStillFailsOnABusyMachineScenario()
    }
    Self.reportChild(result)
  }

  static func aStuckAppStillFailsOnABusyMachineScenario() async throws {
    let controller = SyncController()
    let app = SegueApp(rootViewController: controller)
    app.settleTimeout = .milliseconds(100)
    holdMainActor(for: 0.3, logging: controller)
    let error = try await #require(throws: SegueAppError.self) { try await app.tap("Hang") }
    try #require(error.message == "the app did not settle within 0.1 seconds: pending 'hang' (PendingWork)")
    let again = try await #require(throws: SegueAppError.self) { try await app.settle(timeout: .milliseconds(50)) }
    try #require(again.message == "the app did not settle within 0.05 seconds: pending 'hang' (PendingWork)")
    controller.hung?.end()
    try await app.settle(timeout: .milliseconds(50))
    try #require(app.steps == ["launch SyncController", "tap 'Hang'", "settle", "settle"])
  }

  /// A synchronous tap on `title`, in a function that cannot await.
  private static func tapWithoutSettling(_ app: SegueApp, _ title: String) throws {
    try app.tap(title)
  }
}
