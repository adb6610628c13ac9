public import Foundation

/// A control that starts refreshing a scroll view's content when the user pulls it down.
///
/// Mirrors UIKit's `UIRefreshControl`: ``beginRefreshing()`` and ``endRefreshing()`` in code send no event; a
/// user's pull (``UIScrollView/simulatePullToRefresh()``) starts refreshing and sends `.valueChanged`.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
  /// Whether a refresh is in progress.
  open private(set) var isRefreshing = false
  /// The title shown under the spinner.
  open var attributedTitle: NSAttributedString?

  /// A refresh control, not refreshing.
  public init() {
    super.init(frame: .zero)
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Shows the control refreshing (code-started; no event is sent).
  open func beginRefreshing() {
    isRefreshing = true
  }

  /// Ends the refresh.
  open func endRefreshing() {
    isRefreshing = false
  }

  /// A user's pull: refreshing begins and `.valueChanged` is sent.
  func simulatePull() {
    isRefreshing = true
    sendActions(for: .valueChanged)
  }
}
