import EngineCore
import Foundation

/// The animator a context menu's delegate callbacks get: animations added to it run with the menu's (at once,
/// headless), completions once it has finished (queued on the main queue when the callback returns).
///
/// Stands for UIKit's private animator objects behind `UIContextMenuInteractionAnimating` and
/// `UIContextMenuInteractionCommitAnimating`.
@MainActor
package final class ContextMenuAnimator: UIContextMenuInteractionCommitAnimating {
  /// The preview's view controller (`previewViewController`, which the core declares).
  package let preview: (any RootViewOwner)?
  /// How the preview commits when the user taps it. [I] `.pop`: UIKit's documentation does not name the default;
  /// apps that push the preview's controller set it themselves.
  package final var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
  private var animations: [() -> Void] = []
  private var completions: [() -> Void] = []

  package init(preview: (any RootViewOwner)?) {
    self.preview = preview
  }

  package final func addAnimations(_ animations: @escaping () -> Void) {
    self.animations.append(animations)
  }

  package final func addCompletion(_ completion: @escaping () -> Void) {
    completions.append(completion)
  }

  /// Runs the animations now and queues the completions, in the order they were added.
  package final func finish() {
    let animations = self.animations
    let completions = self.completions
    self.animations = []
    self.completions = []
    for animation in animations { animation() }
    for completion in completions { MainQueue.async { completion() } }
  }
}
