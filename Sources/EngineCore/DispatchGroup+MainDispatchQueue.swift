public import Dispatch

extension DispatchGroup {
  /// Runs `work` on SegueKit's main queue once the group's work has finished, like `notify(queue: .main, execute:)`.
  ///
  /// Not in UIKit. `segue port` rewrites `group.notify(queue: .main)` and `group.notify(queue: DispatchQueue.main)` to
  /// `group.notify(queue: MainQueue.main)`: the group finishes on a real thread, and `work` then waits in
  /// ``MainQueue``'s inbox for the next drain, as work that a background queue hands to `MainQueue.main` does.
  public func notify(queue: MainDispatchQueue, execute work: @escaping @MainActor @Sendable () -> Void) {
    notify(queue: .global()) { queue.async(isolation: nil, execute: work) }
  }
}
