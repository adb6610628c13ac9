internal import EngineCore
internal import Foundation

/// The layout pass UIKit runs at the next display refresh: after a constraint changes, a view's intrinsic size is
/// invalidated or ``UIView/setNeedsLayout()`` is called on a view in a window, the window's constraints are solved
/// again and the views marked as needing layout get ``UIView/layoutSubviews()``, without the app calling
/// ``UIView/layoutIfNeeded()``.
///
/// Not in UIKit, which lays out in Core Animation's observer at the end of the run-loop turn. Here the pass runs when a
/// drain of the main queue has emptied it (`MainQueue.endOfTurn`), once per window however many requests came; it is
/// not queued work, so the test driver's settling does not wait for it. A request made during the pass waits for the
/// next turn.
@MainActor
enum DisplayRefresh {
  private static var pending: [UIWindow] = []
  private static var isRunning = false

  /// Asks for a layout pass of `view`'s window at the end of the turn; nothing when the view is in no window (it is
  /// laid out when it appears).
  static func requestLayout(of view: UIView) {
    guard !isRunning, let window = view.window else { return }
    if MainQueue.endOfTurn == nil { MainQueue.endOfTurn = run }
    if !pending.contains(where: { $0 === window }) { pending.append(window) }
  }

  /// The pass: each window asked for is laid out; whether there was any.
  private static func run() -> Bool {
    guard !pending.isEmpty else { return false }
    let windows = pending
    pending = []
    isRunning = true
    defer { isRunning = false }
    for window in windows where !window.isHidden { window.layoutIfNeeded() }
    return true
  }
}
