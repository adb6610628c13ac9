/// The `UIView.animate` completions an interactive transition's animator started, held while the gesture runs (UIKit
/// runs such an animator paused).
@MainActor
package final class PausedAnimations {
  private var completions: [(Bool) -> Void] = []

  package init() {}

  package final func hold(_ completion: @escaping (Bool) -> Void) {
    completions.append(completion)
  }

  package final func resume(after delay: TimeInterval) {
    let pending = completions
    completions = []
    guard !pending.isEmpty else { return }
    MainQueue.async(after: delay) {
      for completion in pending { completion(true) }
    }
  }
}
