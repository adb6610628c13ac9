import Foundation
import SegueKit
import SegueTestSupport
import Testing

@MainActor
@Suite struct SplitViewTests {
  // §7.3 classic, expanded on iPad: [primary, secondary], both shown.
  @Test(.tags(.spec7_3)) func expandedOnIPad() {
    let trace = Trace()
    let (split, primary, _, detail, _) = classicSplit(trace, device: .iPad)
    #expect(split.isCollapsed == false)
    #expect(split.viewControllers == [primary, detail])
    #expect(split.hierarchyDump() == SplitDumps.classicExpanded)
  }

  // §7.3 collapse on iPhone: delegate collapseSecondary (false) → the primary navigation controller pushes the
  // secondary; viewControllers == [primary]; didCollapse.
  @Test(.tags(.spec7_3)) func collapseOnIPhone() {
    let trace = Trace()
    let delegate = DelegateRecorder(trace)
    let (split, primary, list, detail, _) = classicSplit(trace, device: .iPhone, delegate: delegate)
    #expect(split.isCollapsed)
    #expect(split.viewControllers == [primary])
    #expect(primary.viewControllers == [list, detail])
    #expect(detail.navigationController === primary)
    #expect(split.hierarchyInvariantViolations().isEmpty)
  }

  // §7.3: the idiom "collapseSecondary returns true" discards the secondary and shows the primary list.
  @Test(.tags(.spec7_3)) func collapseHandledByDelegate() {
    freshRuntime()
    let trace = Trace()
    let delegate = DelegateRecorder(trace)
    delegate.collapseHandled = true
    let list = UIViewController()
    let primary = UINavigationController(rootViewController: list)
    let detail = TracedViewController("Detail", trace)
    let split = UISplitViewController()
    split.delegate = delegate
    split.viewControllers = [primary, detail]
    _ = showInWindow(split, device: .iPhone)
    #expect(
      trace.events.filter { $0.hasPrefix("delegate") } == [
        "delegate.collapseSecondary(Detail)", "delegate.didCollapse",
      ])
    #expect(primary.viewControllers == [list] && detail.parent == nil)
  }

  // §7.3 / §9.1: rotating a Pro Max to landscape expands (regular width): separateSecondary → the navigation
  // controller pops its top, which becomes the secondary; portrait collapses again.
  @Test(.tags(.spec7_3, .spec9_1)) func rotationExpandsAndCollapses() {
    let trace = Trace()
    let delegate = DelegateRecorder(trace)
    let (split, primary, list, detail, window) = classicSplit(trace, device: .iPhoneProMax, delegate: delegate)
    #expect(split.isCollapsed)
    _ = trace.take()
    window.orientation = .landscapeLeft
    MainQueue.drain()
    #expect(split.isCollapsed == false)
    #expect(split.viewControllers == [primary, detail] && primary.viewControllers == [list])
    #expect(trace.events.filter { $0.hasPrefix("delegate") } == ["delegate.separateSecondary", "delegate.didExpand"])
    _ = trace.take()
    window.orientation = .portrait
    MainQueue.drain()
    #expect(split.isCollapsed && primary.viewControllers == [list, detail])
    #expect(
      trace.events.filter { $0.hasPrefix("delegate") } == [
        "delegate.collapseSecondary(Detail)", "delegate.didCollapse",
      ])
    #expect(split.hierarchyInvariantViolations().isEmpty)
  }

  // §7.3 / §6.3 split detail replacement (expanded): old.wD, new.wA, old.dD, new.dA [I].
  @Test(.tags(.spec7_3)) func showDetailReplacesSecondary() {
    let trace = Trace()
    let (split, primary, list, detail, _) = classicSplit(trace, device: .iPad)
    let other = TracedViewController("Other", trace)
    list.showDetailViewController(other, sender: nil)
    #expect(split.viewControllers == [primary, other] && detail.parent == nil)
    #expect(trace.take() == ["Detail.willMove(toParent: nil)", "Other.willMove(toParent: Split)"])
    MainQueue.drain()
    #expect(
      trace.take() == [
        "Other.viewDidLoad", "Detail.viewWillDisappear(false)", "Other.viewWillAppear(false)",
        "Other.viewIsAppearing(false)", "Detail.viewDidDisappear(false)", "Other.viewDidAppear(false)",
        "Detail.didMove(toParent: nil)", "Other.didMove(toParent: Split)",
      ])
    #expect(other.isViewLoaded)
  }

  // §7.3: showDetail of the current secondary is a no-op.
  @Test(.tags(.spec7_3)) func showDetailOfCurrentSecondaryIsNoOp() {
    let trace = Trace()
    let (split, primary, _, detail, _) = classicSplit(trace, device: .iPad)
    split.showDetailViewController(detail, sender: nil)
    MainQueue.drain()
    #expect(trace.take().isEmpty)
    #expect(split.viewControllers == [primary, detail])
  }

  // §3.3 / §7.3: collapsed, showDetail pushes onto the primary navigation stack.
  @Test(.tags(.spec7_3)) func showDetailWhenCollapsedPushes() {
    let trace = Trace()
    let delegate = DelegateRecorder(trace)
    delegate.collapseHandled = true
    let (split, primary, list, _, _) = classicSplit(trace, device: .iPhone, delegate: delegate)
    let item = UIViewController()
    list.showDetailViewController(item, sender: nil)
    #expect(primary.viewControllers == [list, item])
    #expect(split.presentedViewController == nil)
  }

  // §7.3 column style: non-navigation controllers are wrapped; viewController(for:) returns the original.
  @Test(.tags(.spec7_3)) func columnStyleWrapsInNavigationControllers() {
    let split = UISplitViewController(style: .doubleColumn)
    let sidebar = UIViewController()
    let content = UIViewController()
    split.setViewController(sidebar, for: .primary)
    split.setViewController(content, for: .secondary)
    #expect(split.viewController(for: .primary) === sidebar)
    #expect(split.children.count == 2)
    #expect(split.children.allSatisfy { $0 is UINavigationController })
    #expect(sidebar.navigationController === split.children[0])
  }

  // §7.3 column style collapsed: the secondary stack is pushed onto the primary's navigation controller [I];
  // a compact column replaces everything.
  @Test(.tags(.spec7_3, .inferred)) func columnStyleCollapse() {
    let split = UISplitViewController(style: .doubleColumn)
    let sidebar = UIViewController()
    let content = UIViewController()
    split.setViewController(sidebar, for: .primary)
    split.setViewController(content, for: .secondary)
    _ = showInWindow(split, device: .iPhone)
    #expect(split.isCollapsed)
    let primaryNav = sidebar.navigationController
    #expect(primaryNav?.viewControllers == [sidebar, content])
    #expect(split.viewControllers.count == 1)

    let compactSplit = UISplitViewController(style: .doubleColumn)
    let compact = UIViewController()
    compactSplit.setViewController(UIViewController(), for: .primary)
    compactSplit.setViewController(compact, for: .compact)
    _ = showInWindow(compactSplit, device: .iPhone)
    #expect(compactSplit.viewControllers == [compact])
  }

  // §3.5: collapsing or expanding posts showDetailTargetDidChangeNotification with the split as object.
  @Test(.tags(.spec3_5)) func showDetailTargetNotification() {
    let trace = Trace()
    let (split, _, _, _, window) = classicSplit(trace, device: .iPhoneProMax)
    let posts = PostCounter()
    let token = NotificationCenter.default.addObserver(
      forName: UIViewController.showDetailTargetDidChangeNotification, object: split, queue: nil
    ) { _ in posts.increment() }
    window.orientation = .landscapeLeft
    window.orientation = .portrait
    NotificationCenter.default.removeObserver(token)
    #expect(posts.count == 2)
  }
}

/// A thread-safe counter for notification observers (their closures are `@Sendable`).
private final class PostCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  func increment() { lock.withLock { value += 1 } }
  var count: Int { lock.withLock { value } }
}
