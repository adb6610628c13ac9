import Foundation
import SegueKit
import Testing

/// `NotificationCenter.addObserver(forName:object:queue:using:)` with `queue: .main`, the way apps watch the keyboard
/// and the app's state. Apple's documentation of the method: the block runs on `queue` ("the operation queue to
/// which block should be added"), and posting is synchronous ("a notification center delivers notifications to
/// observers synchronously"; Foundation runs the block at once when `queue` is the current queue, as the main queue
/// is for code on the main thread). On Linux a test's main actor runs off the main thread, so these also show the
/// post does not wait for a queue the test holds.
@MainActor
@Suite struct MainQueueObserverTests {
  /// Each test has its own center: tests run in parallel.
  let center = NotificationCenter()
  let name = Notification.Name("SegueKitTestNotification")

  final class Log: @unchecked Sendable {
    // Written on the main actor only (the blocks below assume it).
    var lines: [String] = []
  }

  @Test func aBlockOnTheMainQueueRunsBeforePostReturnsOnTheMainActor() {
    let log = Log()
    let other = Notification.Name("SegueKitOtherTestNotification")
    let token = center.addObserver(forName: name, object: nil, queue: .main) { notification in
      let line = "observer \(notification.userInfo?["step"] ?? "?")"
      MainActor.assumeIsolated { log.lines.append(line) }
    }
    let spelled = center.addObserver(forName: other, object: nil, queue: OperationQueue.main) { _ in
      MainActor.assumeIsolated { log.lines.append("other observer") }
    }
    for step in 1...3 {
      log.lines.append("post \(step)")
      center.post(name: name, object: nil, userInfo: ["step": step])
      center.post(name: other, object: nil)
      log.lines.append("returned \(step)")
      if step == 1 { center.removeObserver(spelled) }
      if step == 2 { center.removeObserver(token) }
    }
    #expect(
      log.lines == [
        "post 1", "observer 1", "other observer", "returned 1", "post 2", "observer 2", "returned 2", "post 3",
        "returned 3",
      ])
  }

  @Test func anObjectFiltersMainQueueObservers() {
    let log = Log()
    let sender = NSObject()
    let token = center.addObserver(forName: name, object: sender, queue: .main) { notification in
      let kind = String(describing: type(of: notification.object as AnyObject))
      MainActor.assumeIsolated { log.lines.append("from \(kind)") }
    }
    defer { center.removeObserver(token) }
    center.post(name: name, object: NSString(string: "someone else"))
    center.post(name: name, object: sender)
    #expect(log.lines == ["from NSObject"])
  }

  @Test func postedOffTheMainActorTheBlockRunsOnTheMainQueuesNextDrain() async {
    MainQueue.drain()
    let log = Log()
    let token = center.addObserver(forName: name, object: nil, queue: .main) { _ in
      MainActor.assumeIsolated { log.lines.append("observer") }
    }
    let center = center
    let name = name
    await Task.detached { center.post(name: name, object: nil) }.value
    log.lines.append("posted")
    // (Other tests may drain the main queue while this one waits for the task.)
    MainQueue.drain()
    center.removeObserver(token)
    #expect(log.lines == ["posted", "observer"] || log.lines == ["observer", "posted"])
    #expect(log.lines.count == 2)
  }

  @Test func anotherQueueRunsTheBlockThereAndPostWaitsForIt() {
    let queue = OperationQueue()
    queue.name = "observer queue"
    let ran = Log()
    let token = center.addObserver(forName: name, object: nil, queue: queue) { _ in
      // Not on the main actor: the block runs on `queue`'s thread, and `post` waits for it.
      ran.lines.append(OperationQueue.current?.name ?? "no queue")
    }
    center.post(name: name, object: nil)
    center.removeObserver(token)
    #expect(ran.lines == ["observer queue"])
  }
}
