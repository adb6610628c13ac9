internal import EngineCore
internal import Foundation

/// The layout pass UIKit runs at the next display refresh: after a constraint changes, a view's intrinsic size is
/// invalidated or ``UIView/setNeedsLayout()`` is called on a view in a window, the window's constraints are solved
/// again and the views marked as needing layout get ``UIView/layoutSubviews()``, without the app calling
/// ``UIView/layoutIfNeeded()``.
///
/// Not in UIKit (UIKit commits at the end of the run loop turn, in Core Animation's observer). Here the pass is main
/// queue work enqueued by the first request: it runs after the work already queued, as the end of the turn would [I],
/// once per window however many requests came. A request made during the pass waits for the next one.
@MainActor
enum DisplayRefresh {
  private static var pending: [UIWindow] = []
  private static var isRunning = false

  /// Asks for a layout pass of `view`'s window at the next refresh; nothing when the view is in no window (it is laid
  /// out when it appears).
  static func requestLayout(of view: UIView) {
    guard !isRunning, let window = view.window else { return }
    if pending.isEmpty { MainQueue.async { run() } }
    if !pending.contains(where: { $0 === window }) { pending.append(window) }
  }

  private static func run() {
    let windows = pending
    pending = []
    isRunning = true
    defer { isRunning = false }
    for window in windows where !window.isHidden { window.layoutIfNeeded() }
  }
}
