public import Foundation

/// A row of dots for the pages of a paged view.
///
/// Mirrors UIKit's `UIPageControl`: ``currentPage`` stays within the pages; a user's tap on a dot
/// (``simulateSelectPage(_:)``) changes it and sends `.valueChanged`.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
  /// The number of pages (dots); `0` by default.
  open var numberOfPages = 0 {
    didSet { currentPage = storedPage }
  }
  private var storedPage = 0
  /// The current page, kept within `0..<numberOfPages`.
  open var currentPage: Int {
    get { storedPage }
    set { storedPage = max(0, min(newValue, numberOfPages - 1)) }
  }
  /// Whether the control hides when there is only one page.
  open var hidesForSinglePage = false
  /// Whether the dots update only after ``updateCurrentPageDisplay()`` (deprecated in iOS 14).
  open var defersCurrentPageDisplay = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Updates the dots to the current page; nothing to draw here.
  open func updateCurrentPageDisplay() {}

  /// Taps the dot of `page` as a user would: the page changes and `.valueChanged` is sent when it differs.
  ///
  /// Not in UIKit.
  public func simulateSelectPage(_ page: Int) {
    guard isEnabled, !isHidden, isUserInteractionEnabled else { return }
    let old = currentPage
    currentPage = page
    if currentPage != old { sendActions(for: .valueChanged) }
  }
}
