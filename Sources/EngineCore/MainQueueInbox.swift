import Foundation

/// Work that threads other than the main one hand to ``MainQueue`` (an app's `DispatchQueue.main.async` from a
/// background queue); the next drain moves it to the end of the ready work.
///
/// Not in UIKit.
final class MainQueueInbox: @unchecked Sendable {
  private let lock = NSLock()
  /// Guarded by `lock`.
  private var work: [(delay: TimeInterval?, work: @MainActor @Sendable () -> Void)] = []

  /// Adds `work`, to run on the next drain (after `delay` seconds of virtual time from then, when given).
  func post(after delay: TimeInterval?, _ work: @escaping @MainActor @Sendable () -> Void) {
    lock.withLock { self.work.append((delay, work)) }
  }

  /// Moves the posted work into the main queue: ready work to the end of `ready`, delayed work to the timed work.
  @MainActor
  func moveWork(to ready: inout [MainQueue.Work]) {
    let posted = lock.withLock {
      let posted = work
      work.removeAll()
      return posted
    }
    for (delay, work) in posted {
      if let delay, delay > 0 {
        MainQueue.schedule(after: delay, work)
      } else {
        ready.append(.closure(work))
      }
    }
  }
}
