public import Foundation

/// Groups layer changes.
///
/// Mirrors QuartzCore's `CATransaction`. Nothing animates, so a transaction only keeps its settings; the completion
/// block runs when the outermost transaction commits.
open class CATransaction: NSObject {
  private struct State {
    var depth = 0
    var disableActions = false
    var duration: TimeInterval = 0.25
    var completions: [() -> Void] = []
  }

  private nonisolated(unsafe) static var state = State()
  private static let lock = NSLock()

  /// Begins a transaction.
  open class func begin() {
    lock.withLock { state.depth += 1 }
  }

  /// Commits the transaction; the outermost commit runs the completion blocks.
  open class func commit() {
    let completions: [() -> Void] = lock.withLock {
      state.depth = max(0, state.depth - 1)
      guard state.depth == 0 else { return [] }
      defer {
        state.completions = []
        state.disableActions = false
        state.duration = 0.25
      }
      return state.completions
    }
    for completion in completions { completion() }
  }

  /// Flushes pending changes; inert.
  open class func flush() {}

  /// Whether implicit animations are off.
  open class func disableActions() -> Bool { lock.withLock { state.disableActions } }

  /// Turns implicit animations off or on for the transaction.
  open class func setDisableActions(_ flag: Bool) {
    lock.withLock { state.disableActions = flag }
  }

  /// The duration of implicit animations; 0.25 s by default, as in Core Animation.
  open class func animationDuration() -> TimeInterval { lock.withLock { state.duration } }

  /// Sets the duration of implicit animations.
  open class func setAnimationDuration(_ dur: TimeInterval) {
    lock.withLock { state.duration = dur }
  }

  /// Sets the block run when the transaction commits (at once when there is no open transaction).
  open class func setCompletionBlock(_ block: (() -> Void)?) {
    guard let block else { return }
    let isOpen = lock.withLock {
      if state.depth > 0 { state.completions.append(block) }
      return state.depth > 0
    }
    if !isOpen { block() }
  }
}
