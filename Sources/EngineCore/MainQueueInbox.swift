import Foundation

#if os(Linux)
  import Synchronization
#endif

/// Work that threads other than the main one hand to ``MainQueue`` (an app's `DispatchQueue.main.async` from a
/// background queue); the next drain moves it to the end of the ready work.
///
/// Not in UIKit.
final class MainQueueInbox: @unchecked Sendable {
  private let lock = NSLock()
  /// Guarded by `lock`.
  private var work: [(delay: TimeInterval?, work: @MainActor @Sendable () -> Void)] = []
  #if os(Linux)
    /// How many items `work` holds, read without the lock: every drain looks, and taking the lock each time cost 4%
    /// on the push+pop benchmark. (Atomic needs macOS 15, above the package's floor, so macOS takes the lock.)
    private let count = Atomic<Int>(0)
  #endif

  /// Adds `work`, to run on the next drain (after `delay` seconds of virtual time from then, when given).
  func post(after delay: TimeInterval?, _ work: @escaping @MainActor @Sendable () -> Void) {
    lock.withLock {
      self.work.append((delay, work))
      #if os(Linux)
        count.add(1, ordering: .releasing)
      #endif
    }
  }

  /// Moves the posted work into the main queue: ready work to the end of `ready`, delayed work to the timed work.
  @MainActor
  func moveWork(to ready: inout [MainQueue.Work]) {
    #if os(Linux)
      guard count.load(ordering: .acquiring) > 0 else { return }
    #endif
    let posted = lock.withLock {
      let posted = work
      work.removeAll()
      #if os(Linux)
        count.store(0, ordering: .releasing)
      #endif
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
