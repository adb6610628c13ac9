public import Foundation

/// The swipe actions of a table row's edge.
///
/// Mirrors UIKit's `UISwipeActionsConfiguration`.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
  /// The actions, from the edge inwards.
  open private(set) var actions: [UIContextualAction]
  /// Whether a full swipe performs the first action (default: `true`).
  open var performsFirstActionWithFullSwipe = true

  /// Creates a configuration with `actions`.
  public init(actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }
}
