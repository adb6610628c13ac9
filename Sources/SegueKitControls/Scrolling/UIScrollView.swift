public import Foundation

/// A view whose content can be larger than itself and is scrolled by a content offset.
///
/// Mirrors UIKit's `UIScrollView`, without scrolling physics: the offset, insets and flags read back what was set;
/// every change of ``contentOffset`` tells the delegate's `scrollViewDidScroll(_:)`, as UIKit does, and
/// ``simulateDrag(to:)`` plays a user's drag through the delegate.
@preconcurrency @MainActor
open class UIScrollView: UIView {
  /// How the keyboard is dismissed when the user drags.
  ///
  /// Mirrors UIKit's `UIScrollView.KeyboardDismissMode`.
  public enum KeyboardDismissMode: Int, Sendable {
    case none = 0
    case onDrag = 1
    case interactive = 2
    case onDragWithAccessory = 3
    case interactiveWithAccessory = 4
  }

  /// How the safe area adjusts the content inset.
  ///
  /// Mirrors UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic = 0
    case scrollableAxes = 1
    case never = 2
    case always = 3
  }

  /// The style of the scroll indicators.
  ///
  /// Mirrors UIKit's `UIScrollView.IndicatorStyle`.
  public enum IndicatorStyle: Int, Sendable {
    case `default` = 0
    case black = 1
    case white = 2
  }

  /// How fast scrolling decelerates.
  ///
  /// Mirrors UIKit's `UIScrollView.DecelerationRate`.
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// The default rate.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// A fast rate.
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// The delegate, held weakly.
  open weak var delegate: (any UIScrollViewDelegate)?
  /// The point of the content at the view's origin; each change tells the delegate `scrollViewDidScroll(_:)`.
  open var contentOffset: CGPoint = .zero {
    didSet { delegate?.scrollViewDidScroll(self) }
  }
  /// The size of the content.
  open var contentSize: CGSize = .zero
  /// The inset of the content.
  open var contentInset: UIEdgeInsets = .zero {
    didSet { if contentInset != oldValue { delegate?.scrollViewDidChangeAdjustedContentInset(self) } }
  }
  /// The content inset with the safe area added; here the content inset (there is no safe area to add).
  open var adjustedContentInset: UIEdgeInsets { contentInset }
  /// How the safe area adjusts the content inset.
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
  /// Whether the indicator insets follow the content insets.
  open var automaticallyAdjustsScrollIndicatorInsets = true
  /// The inset of both scroll indicators; setting it sets both.
  open var scrollIndicatorInsets: UIEdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }
  /// The inset of the vertical scroll indicator.
  open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
  /// The inset of the horizontal scroll indicator.
  open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
  /// Whether the user can scroll.
  open var isScrollEnabled = true
  /// Whether scrolling stops on multiples of the view's size.
  open var isPagingEnabled = false
  /// Whether scrolling is locked to one direction at a time.
  open var isDirectionalLockEnabled = false
  /// Whether the content bounces at its edges.
  open var bounces = true
  /// Whether zooming bounces at its limits.
  open var bouncesZoom = true
  /// Whether the content bounces vertically even when it fits.
  open var alwaysBounceVertical = false
  /// Whether the content bounces horizontally even when it fits.
  open var alwaysBounceHorizontal = false
  /// Whether the vertical indicator shows.
  open var showsVerticalScrollIndicator = true
  /// Whether the horizontal indicator shows.
  open var showsHorizontalScrollIndicator = true
  /// The indicators' style.
  open var indicatorStyle: IndicatorStyle = .default
  /// How fast scrolling decelerates.
  open var decelerationRate: DecelerationRate = .normal
  /// How dragging dismisses the keyboard.
  open var keyboardDismissMode: KeyboardDismissMode = .none
  /// Whether a status-bar tap scrolls to the top.
  open var scrollsToTop = true
  /// Whether touches are delayed until it is clear they are not a scroll.
  open var delaysContentTouches = true
  /// Whether touches in the content can be cancelled by a scroll.
  open var canCancelContentTouches = true
  /// The smallest zoom scale.
  open var minimumZoomScale: CGFloat = 1
  /// The largest zoom scale.
  open var maximumZoomScale: CGFloat = 1
  /// The zoom scale.
  open var zoomScale: CGFloat = 1 {
    didSet { if zoomScale != oldValue { delegate?.scrollViewDidZoom(self) } }
  }
  /// Whether the user is touching the content; always `false` here (drags are simulated whole).
  open var isTracking: Bool { false }
  /// Whether the user is dragging; always `false` here.
  open var isDragging: Bool { false }
  /// Whether the content is decelerating; always `false` here.
  open var isDecelerating: Bool { false }
  /// Whether the user is zooming; always `false` here.
  open var isZooming: Bool { false }

  /// The refresh control shown above the content; setting it adds it as a subview.
  open var refreshControl: UIRefreshControl? {
    didSet {
      if oldValue !== refreshControl { oldValue?.removeFromSuperview() }
      if let refreshControl { insertSubview(refreshControl, at: 0) }
    }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The guide of the scrollable content; the same object on every call.
  open var contentLayoutGuide: UILayoutGuide { systemGuide("UIScrollViewContentLayoutGuide") }

  /// The guide of the scroll view's frame; the same object on every call.
  open var frameLayoutGuide: UILayoutGuide { systemGuide("UIScrollViewFrameLayoutGuide") }

  /// Sets the content offset; when animated and the offset changes, then tells the delegate
  /// `scrollViewDidEndScrollingAnimation(_:)` (the animation has no duration here).
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    let changed = contentOffset != self.contentOffset
    self.contentOffset = contentOffset
    if animated, changed { delegate?.scrollViewDidEndScrollingAnimation(self) }
  }

  /// Scrolls the least needed to make `rect` (in content coordinates) visible.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    var offset = contentOffset
    let size = bounds.size
    if rect.maxX > offset.x + size.width { offset.x = rect.maxX - size.width }
    if rect.minX < offset.x { offset.x = rect.minX }
    if rect.maxY > offset.y + size.height { offset.y = rect.maxY - size.height }
    if rect.minY < offset.y { offset.y = rect.minY }
    if offset != contentOffset { setContentOffset(offset, animated: animated) }
  }

  /// Sets the zoom scale, clamped to the minimum and maximum.
  open func setZoomScale(_ scale: CGFloat, animated: Bool) {
    zoomScale = min(max(scale, minimumZoomScale), maximumZoomScale)
  }

  /// Shows the scroll indicators briefly; nothing to draw here.
  open func flashScrollIndicators() {}

  /// Drags the content to `offset` as a user would: `scrollViewWillBeginDragging(_:)`, the offset change
  /// (`scrollViewDidScroll(_:)`), `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` (whose target the
  /// delegate may change; the view ends there), then `scrollViewDidEndDragging(_:willDecelerate:)` with `false`.
  /// Nothing happens when scrolling is disabled.
  ///
  /// Not in UIKit.
  public final func simulateDrag(to offset: CGPoint) {
    guard isScrollEnabled, isUserInteractionEnabled else { return }
    if keyboardDismissMode != .none { endEditing(true) }
    delegate?.scrollViewWillBeginDragging(self)
    contentOffset = offset
    var target = offset
    delegate?.scrollViewWillEndDragging(self, withVelocity: .zero, targetContentOffset: &target)
    if target != contentOffset { contentOffset = target }
    delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
  }

  /// The refresh control a pull reaches: ``refreshControl``, else one added as a subview, the way apps did it before
  /// iOS 10 (`tableView.addSubview(refreshControl)`), which UIKit still honours. Not in UIKit.
  public final var pulledRefreshControl: UIRefreshControl? {
    refreshControl ?? subviews.lazy.compactMap { $0 as? UIRefreshControl }.first
  }

  /// Pulls the content down to refresh, as a user would: the refresh control (``pulledRefreshControl``, if any,
  /// enabled and not already refreshing) starts refreshing and sends `.valueChanged`. Returns whether a refresh
  /// started.
  ///
  /// Not in UIKit.
  @discardableResult
  public final func simulatePullToRefresh() -> Bool {
    guard isScrollEnabled, let refreshControl = pulledRefreshControl, refreshControl.isEnabled,
      !refreshControl.isRefreshing
    else {
      return false
    }
    refreshControl.simulatePull()
    return true
  }

  // MARK: - Generated by Scripts/uikit-generate.py: overridable inert members (do not edit)
  @available(iOS 11.0, *)
  open func adjustedContentInsetDidChange() {}
  open var indexDisplayMode: UIScrollView.IndexDisplayMode = .automatic
  open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { false }
  open func touchesShouldCancel(in view: UIView) -> Bool { false }
  @available(iOS 3.0, *)
  open func zoom(to rect: CGRect, animated: Bool) {}
  open var isZoomBouncing: Bool { false }
  @available(iOS 5.0, *)
  open var panGestureRecognizer: UIPanGestureRecognizer {
    InertState.value(of: self, "panGestureRecognizer") { UIPanGestureRecognizer() }
  }
  @available(iOS 5.0, *)
  open var pinchGestureRecognizer: UIPinchGestureRecognizer? { nil }
  open var directionalPressGestureRecognizer: UIGestureRecognizer {
    InertState.value(of: self, "directionalPressGestureRecognizer") { UIGestureRecognizer() }
  }
  open var visibleSize: CGSize { .zero }
  // MARK: - End of generated members
}
