public import Foundation

/// The page view controller's data source: the pages before and after a page, and the page indicator's count and
/// selected page.
///
/// Mirrors UIKit's `UIPageViewControllerDataSource`. `presentationCount(for:)` and `presentationIndex(for:)` are
/// optional: "if both … are implemented and the transition style is scroll, a page indicator is visible" (Apple's
/// documentation); their defaults here report that they are not implemented (``OptionalRequirement``).
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
  ) -> UIViewController?
  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  ) -> UIViewController?
  /// The number of dots in the page indicator.
  func presentationCount(for pageViewController: UIPageViewController) -> Int
  /// The selected dot of the page indicator.
  func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
  public func presentationCount(for pageViewController: UIPageViewController) -> Int {
    OptionalRequirement.unimplemented(0)
  }
  public func presentationIndex(for pageViewController: UIPageViewController) -> Int {
    OptionalRequirement.unimplemented(0)
  }
}

extension UIPageViewController {
  /// The page indicator UIKit shows: the data source's count and selected page, when it implements both methods
  /// and the transition style is scroll; `nil` otherwise.
  ///
  /// Not in UIKit (which draws it). UIKit asks the data source when pages are set [I: here, each time this is read].
  public var pageIndicator: (count: Int, index: Int)? {
    guard transitionStyle == .scroll, let dataSource else { return nil }
    guard let count = OptionalRequirement.call({ dataSource.presentationCount(for: self) }),
      let index = OptionalRequirement.call({ dataSource.presentationIndex(for: self) })
    else { return nil }
    return (count, index)
  }
}

/// The page view controller's delegate, told about gesture-driven page turns.
///
/// Mirrors UIKit's `UIPageViewControllerDelegate`; methods have empty defaults.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
  func pageViewController(
    _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
  public func pageViewController(
    _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
  ) {}
  public func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {}
}

/// A container that shows one page at a time (<doc:Containers#§7.4-Page-views>).
///
/// Mirrors UIKit's `UIPageViewController` (one page; no two-page spine). Page turns by the user are simulated with
/// ``simulateSwipe(forward:completing:)``; appearance orders follow <doc:LifeCycle#§6.3-Callback-order> for the scroll
/// and page-curl styles.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
  /// How pages turn.
  public enum TransitionStyle: Int, Sendable {
    case pageCurl = 0
    case scroll = 1
  }

  /// The direction pages are laid out in.
  public enum NavigationOrientation: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }

  /// The direction of a programmatic page change.
  public enum NavigationDirection: Int, Sendable {
    case forward = 0
    case reverse = 1
  }

  /// The page-turn style.
  public let transitionStyle: TransitionStyle
  /// The orientation of the pages.
  public let navigationOrientation: NavigationOrientation
  /// The data source that supplies neighbouring pages for gestures.
  open weak var dataSource: (any UIPageViewControllerDataSource)?
  /// The delegate told about gesture-driven turns.
  open weak var delegate: (any UIPageViewControllerDelegate)?

  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [UIPageViewController.OptionsKey: Any]? = nil
  ) {
    self.transitionStyle = style
    self.navigationOrientation = navigationOrientation
    super.init(nibName: nil, bundle: nil)
  }

  /// A page-curl controller turning horizontally, as UIKit's `init()` (through `init(nibName:bundle:)`) makes.
  public convenience init() {
    self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
  }

  public required init?(coder: NSCoder) {
    let storyboard = coder as? StoryboardCoder
    self.transitionStyle = storyboard?.pageViewControllerTransitionStyle ?? .scroll
    self.navigationOrientation = storyboard?.pageViewControllerNavigationOrientation ?? .horizontal
    super.init(coder: coder)
  }

  /// The page shown (one controller), or `nil` before the first
  /// ``setViewControllers(_:direction:animated:completion:)``.
  open var viewControllers: [UIViewController]? {
    childList.isEmpty ? nil : childList
  }

  /// Shows `viewControllers[0]` as the current page. The old page leaves and the new one becomes the child at
  /// once; appearance callbacks and `completion(true)` run when the main queue is drained.
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    guard !UIKitException.isUnwinding else { return }
    guard let page = viewControllers?.first else { return }
    let old = childList.first
    guard old !== page else {
      MainQueue.async { completion?(true) }
      return
    }
    if let old {
      old.flags.insert(.movingFromParent)
      old.willMove(toParent: nil)
      detachChild(old)
    }
    if page.parentStorage != nil { page.removeFromParent() }
    attachChild(page, at: 0)
    page.flags.insert(.movingToParent)
    page.willMove(toParent: self)
    checkHierarchyInvariants()
    MainQueue.async {
      self.turn(from: old, to: page, animated: animated)
      completion?(true)
    }
  }

  /// Simulates the user swiping to the next (or previous) page, optionally giving up half-way
  /// (<doc:Containers#§7.4-Page-views>).
  ///
  /// Not in UIKit. Asks the data source for the neighbour (nothing happens without one), tells the delegate
  /// `willTransitionTo`, runs the turn's appearance callbacks and `didFinishAnimating(…transitionCompleted:)`.
  /// Returns whether a turn started.
  @discardableResult
  public final func simulateSwipe(forward: Bool, completing: Bool = true) -> Bool {
    guard let current = childList.first, appearState == .appeared, displayedPage === current,
      let next = forward
        ? dataSource?.pageViewController(self, viewControllerAfter: current)
        : dataSource?.pageViewController(self, viewControllerBefore: current)
    else { return false }
    delegate?.pageViewController(self, willTransitionTo: [next])
    if completing {
      if next.parentStorage != nil { next.removeFromParent() }
      current.flags.insert(.movingFromParent)
      current.willMove(toParent: nil)
      detachChild(current)
      attachChild(next, at: 0)
      next.flags.insert(.movingToParent)
      next.willMove(toParent: self)
      MainQueue.async {
        self.turn(from: current, to: next, animated: true)
        self.delegate?.pageViewController(
          self, didFinishAnimating: true, previousViewControllers: [current], transitionCompleted: true)
      }
    } else {
      // The new page gets will-callbacks, then turns back: new.wA, cur.wD, new.wD, new.dD, cur.wA, cur.dA [I].
      next.loadViewIfNeeded()
      next.view.frame = view.bounds
      ViewTreeAppearance.suppressed { view.addSubview(next.view) }
      next.beginAppearance(true, animated: true)
      current.beginAppearance(false, animated: true)
      MainQueue.async {
        next.beginAppearance(false, animated: true)
        next.finishAppearanceTransition(appearing: false)
        ViewTreeAppearance.suppressed { next.viewStorage?.removeFromSuperview() }
        current.beginAppearance(true, animated: true)
        current.finishAppearanceTransition(appearing: true)
        self.delegate?.pageViewController(
          self, didFinishAnimating: true, previousViewControllers: [current], transitionCompleted: false)
      }
    }
    return true
  }

  /// The page whose view is installed.
  var displayedPage: UIViewController? {
    guard let page = childList.first, page.viewStorage?.superviewStorage === viewStorage else { return nil }
    return page
  }

  /// Runs a page turn: scroll `new.wA, cur.wD, new.dA, cur.dD`; page curl `new.wA, cur.wD, cur.dD, new.dA`
  /// (<doc:LifeCycle#§6.3-Callback-order>); then `didMove` for both.
  func turn(from old: UIViewController?, to page: UIViewController, animated: Bool) {
    let onScreen = appearState == .appeared
    if onScreen {
      page.loadViewIfNeeded()
      page.view.frame = view.bounds
      ViewTreeAppearance.suppressed { view.addSubview(page.view) }
      page.beginAppearance(true, animated: animated)
      old?.beginAppearance(false, animated: animated)
      if transitionStyle == .scroll {
        page.finishAppearanceTransition(appearing: true)
        old?.finishAppearanceTransition(appearing: false)
      } else {
        old?.finishAppearanceTransition(appearing: false)
        page.finishAppearanceTransition(appearing: true)
      }
    }
    if let old, let oldView = old.viewStorage, oldView.superviewStorage === viewStorage {
      ViewTreeAppearance.suppressed { oldView.removeFromSuperview() }
    }
    if let old, old.parentStorage == nil { old.didMove(toParent: nil) }
    if page.parentStorage === self { page.didMove(toParent: self) }
    checkHierarchyInvariants()
  }

  // MARK: Overrides of UIViewController's internal hooks

  override func forEachAppearanceForwardingChild(_ body: (UIViewController) -> Void) {
    if let page = displayedPage { body(page) }
  }

  override func appearanceTransitionWillForward(appearing: Bool, animated: Bool) {
    guard appearing, let page = childList.first, displayedPage == nil else { return }
    let pageView: UIView = page.view
    pageView.frame = view.bounds
    ViewTreeAppearance.suppressed { view.addSubview(pageView) }
  }

  override var dumpDetails: String {
    transitionStyle == .scroll ? "scroll" : "pageCurl"
  }

  // MARK: - Generated by Scripts/uikit-generate.py: overridable inert members (do not edit)
  open var spineLocation: UIPageViewController.SpineLocation { .none }
  open var isDoubleSided: Bool = false
  open var gestureRecognizers: [UIGestureRecognizer] { [] }
  // MARK: - End of generated members
}
