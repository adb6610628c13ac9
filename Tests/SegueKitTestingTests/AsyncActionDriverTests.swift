import Dispatch
import Foundation
import SegueKitTesting
import Testing

/// The `async` driver actions settle after they act, as Espresso's `perform` waits for the main looper and the idling
/// resources after each action and EarlGrey synchronizes with the main queue, timers and tracked work before the next
/// interaction (Espresso's and EarlGrey's "Synchronization" documentation): a chain of a real main-queue hop, a
/// main-actor `Task` and a due timer has finished before the next step. The synchronous actions drain SegueKit's main
/// queue only.
///
/// Each scenario runs in a child process (an exit test): SegueKit's main queue and `PendingWork` are one per process,
/// and tests running in parallel put their own work there, which a settle here would wait for (a test suite that
/// settles should not run beside other tests that drive apps; see <doc:Settling>). The suite is nested in
/// ``SettleDriverTests`` and serialized with it.
extension SettleDriverTests {
  @MainActor
  @Suite(.serialized) struct AsyncActionDriverTests {
    /// A list whose Load button starts the chain the way apps write it: `DispatchQueue.main.async` (not rewritten by the
    /// port), then a main-actor `Task` awaiting an `async` function, then a 1 s timer on SegueKit's main queue (where
    /// `segue port` puts `asyncAfter` and `Timer`s), which pushes the detail.
    final class ListController: UIViewController {
      var log: [String] = []

      override func viewDidLoad() {
        super.viewDidLoad()
        title = "List"
        let load = UIButton()
        load.setTitle("Load", for: .normal)
        load.addAction(UIAction { [unowned self] _ in startLoading() }, for: .touchUpInside)
        view.addSubview(load)
      }

      private func startLoading() {
        log.append("tapped")
        DispatchQueue.main.async {
          self.log.append("main queue hop")
          Task { @MainActor in
            let name = await self.fetchName()
            self.log.append("task fetched \(name)")
            MainQueue.async(after: 1) {
              self.log.append("timer fired")
              let detail = UIViewController()
              detail.title = name
              self.navigationController?.pushViewController(detail, animated: true)
            }
          }
        }
      }

      private func fetchName() async -> String {
        await Task.yield()
        return "Detail"
      }
    }

    /// Shows the child's standard error when its scenario failed.
    static func reportChild(_ result: ExitTest.Result?) {
      guard let result, result.exitStatus != .exitCode(0) else { return }
      Issue.record(
        Comment(rawValue: "the scenario failed:\n" + String(decoding: result.standardErrorContent, as: UTF8.self)))
    }

    /// A synchronous tap, in a function that cannot await: only the tap itself has run when it returns.
    private static func tapWithoutSettling(_ app: SegueApp) throws {
      try app.tap("Load")
    }

    @Test func anAwaitedTapReturnsOnceTheChainItStartedHasRun() async throws {
      let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
        try await SettleDriverTests.AsyncActionDriverTests.anAwaitedTapReturnsOnceTheChainItStartedHasRunScenario()
      }
      Self.reportChild(result)
    }

    static func anAwaitedTapReturnsOnceTheChainItStartedHasRunScenario() async throws {
      let list = ListController()
      let app = SegueApp(rootViewController: UINavigationController(rootViewController: list))
      _ = app.takeTrace()
      try await app.tap("Load")
      try #require(list.log == ["tapped", "main queue hop", "task fetched Detail", "timer fired"])
      try #require(
        app.takeTrace().map(\.description) == [
          "Detail.viewDidLoad",
          "List.viewWillDisappear(true)",
          "Detail.viewWillAppear(true)",
          "Detail.viewIsAppearing(true)",
          "List.viewDidDisappear(true)",
          "Detail.viewDidAppear(true)",
        ])
      try #require(app.elements.map(\.description) == ["back button 'List'"])
      // The next step acts on what the chain showed; its own work is done when it returns.
      try await app.back()
      try #require(
        app.takeTrace().map(\.description) == [
          "Detail.viewWillDisappear(true)",
          "List.viewWillAppear(true)",
          "List.viewIsAppearing(true)",
          "Detail.viewDidDisappear(true)",
          "List.viewDidAppear(true)",
          "Detail.deinit",
        ])
      // The settling is part of each action's step.
      try #require(app.steps == ["launch UINavigationController", "tap 'Load'", "back()"])
    }

    @Test func aSynchronousTapLeavesTheChainToSettle() async throws {
      let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
        try await SettleDriverTests.AsyncActionDriverTests.aSynchronousTapLeavesTheChainToSettleScenario()
      }
      Self.reportChild(result)
    }

    static func aSynchronousTapLeavesTheChainToSettleScenario() async throws {
      let list = ListController()
      let app = SegueApp(rootViewController: UINavigationController(rootViewController: list))
      _ = app.takeTrace()
      try Self.tapWithoutSettling(app)
      try #require(list.log == ["tapped"], "the real main queue has not turned: the test held it")
      try #require(app.takeTrace() == [])
      try await app.settle()
      try #require(list.log == ["tapped", "main queue hop", "task fetched Detail", "timer fired"])
      try #require(app.takeTrace().map(\.description).first == "Detail.viewDidLoad")
      try #require(app.steps == ["launch UINavigationController", "tap 'Load'", "settle"])
    }

    /// A spent budget still ends only after ``SegueApp/settleQuietTurns`` quiet turns in a row: a main-actor task
    /// between two of its steps leaves a turn quiet (settling sees SegueKit's queue and `PendingWork`, not the task), so
    /// one quiet turn is not the end of the work. A timeout of zero is a budget spent from the start, as a settle whose
    /// real-time safety net has passed on a starved machine is. In a child process: the turns count only when no other
    /// test holds the main actor.
    @Test func aSpentBudgetStillWaitsForTheQuietTurns() async throws {
      let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
        try await SettleDriverTests.AsyncActionDriverTests.aSpentBudgetStillWaitsForTheQuietTurnsScenario()
      }
      Self.reportChild(result)
    }

    static func aSpentBudgetStillWaitsForTheQuietTurnsScenario() async throws {
      // Two steps: a settle that returned after one quiet turn (the old rule) leaves the log at ["step 1"], and the
      // three quiet turns leave a turn to spare however the machine schedules the child (four steps had none).
      let controller = SettleDriverTests.LoadingController { controller in
        DispatchQueue.main.async {
          Task { @MainActor in
            for step in 1...2 {
              await Task.yield()
              controller.log.append("step \(step)")
            }
          }
        }
      }
      let app = SegueApp(rootViewController: controller)
      try await app.settle(timeout: .zero)
      try #require(controller.log == ["step 1", "step 2"])
    }

    /// An action whose work does not end within ``SegueApp/settleTimeout`` throws and names it; the action itself ran.
    @Test func anActionThatDoesNotSettleNamesThePendingWork() async throws {
      let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
        try await SettleDriverTests.AsyncActionDriverTests.anActionThatDoesNotSettleNamesThePendingWorkScenario()
      }
      Self.reportChild(result)
    }

    static func anActionThatDoesNotSettleNamesThePendingWorkScenario() async throws {
      final class UploadController: UIViewController {
        var token: PendingWork.Token?
        override func viewDidLoad() {
          super.viewDidLoad()
          let upload = UIButton()
          upload.setTitle("Upload", for: .normal)
          upload.addAction(UIAction { [unowned self] _ in token = PendingWork.begin("upload") }, for: .touchUpInside)
          view.addSubview(upload)
        }
      }
      let controller = UploadController()
      let app = SegueApp(rootViewController: controller)
      app.settleTimeout = .milliseconds(50)
      let error = try await #require(throws: SegueAppError.self) { try await app.tap("Upload") }
      controller.token?.end()
      try #require(error.message == "the app did not settle within 0.05 seconds: pending 'upload' (PendingWork)")
      try #require(app.steps == ["launch UploadController", "tap 'Upload'"])
    }

    /// Every kind of action settles the same way: typing into a field whose delegate answers on the real main queue.
    @Test func typingSettlesTheWorkTheDelegateStarted() async throws {
      let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
        try await SettleDriverTests.AsyncActionDriverTests.typingSettlesTheWorkTheDelegateStartedScenario()
      }
      Self.reportChild(result)
    }

    static func typingSettlesTheWorkTheDelegateStartedScenario() async throws {
      final class SearchController: UIViewController, UITextFieldDelegate {
        var results: [String] = []
        override func viewDidLoad() {
          super.viewDidLoad()
          let field = UITextField()
          field.placeholder = "Search"
          field.delegate = self
          view.addSubview(field)
        }
        func textFieldDidChangeSelection(_ textField: UITextField) {
          let text = textField.text ?? ""
          DispatchQueue.main.async { self.results.append(text) }
        }
      }
      let controller = SearchController()
      let app = SegueApp(rootViewController: controller)
      try await app.type("tea", into: "Search")
      try #require(controller.results == ["t", "te", "tea"])
    }

    /// Work on a real thread is not seen until its hop back comes: `settle(until:)` waits for what it changes, as
    /// EarlGrey's `GREYCondition` and `XCUIElement.waitForExistence(timeout:)` do; a condition that never holds times
    /// out with a message.
    @Test func settleUntilWaitsForWorkOnARealThread() async throws {
      let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
        try await SettleDriverTests.AsyncActionDriverTests.settleUntilWaitsForWorkOnARealThreadScenario()
      }
      Self.reportChild(result)
    }

    static func settleUntilWaitsForWorkOnARealThreadScenario() async throws {
      final class Loader: UIViewController {
        var stations: [String] = []
        override func viewDidLoad() {
          super.viewDidLoad()
          DispatchQueue.global().async {
            Thread.sleep(forTimeInterval: 0.02)
            MainQueue.main.async { self.stations = ["Absolute Country Hits", "AZ Rock Radio"] }
          }
        }
      }
      let loader = Loader()
      let app = SegueApp(rootViewController: loader)
      try await app.settle(until: { loader.stations.count == 2 })
      try #require(loader.stations == ["Absolute Country Hits", "AZ Rock Radio"])
      let error = try await #require(throws: SegueAppError.self) {
        try await app.settle(until: { loader.stations.isEmpty }, timeout: .milliseconds(20))
      }
      try #require(error.message == "the app did not settle within 0.02 seconds: the condition did not hold")
      try #require(app.steps == ["launch Loader", "settle until", "settle until"])
    }
  }
}
