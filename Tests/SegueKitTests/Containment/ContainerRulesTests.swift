import Foundation
import SegueKit
import SegueTestSupport
import Testing

/// Navigation, tab and page rules of §6 and §7 beyond the main sequences.
@MainActor
@Suite struct ContainerRulesTests {
  /// Records movement flags inside the callbacks where UIKit documents them.
  final class FlagProbe: TracedViewController {
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated); record("wA toParent=\(isMovingToParent)")
    }
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated); record("dA toParent=\(isMovingToParent)")
    }
    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated); record("wD fromParent=\(isMovingFromParent)")
    }
    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated); record("dD fromParent=\(isMovingFromParent)")
    }
    override func didMove(toParent parent: UIViewController?) {
      super.didMove(toParent: parent); record("didMove toParent=\(isMovingToParent) fromParent=\(isMovingFromParent)")
    }
  }

  private func flags(_ trace: Trace) -> [String] {
    trace.take().filter { $0.contains("Parent=") }
  }

  // §7.1: setViewControllers whose last element is already in the stack below the top is a pop-style transition:
  // the old top leaves (isMovingFromParent), the revealed one reappears without isMovingToParent; the delegate
  // hears willShow/didShow.
  @Test(.tags(.spec7_1)) func setViewControllersPopStyle() {
    let trace = Trace()
    let delegate = DelegateRecorder(trace)
    let a = FlagProbe("A", trace)
    let nav = TracedNavigationController("Nav", trace, root: a)
    let b = FlagProbe("B", trace)
    let c = FlagProbe("C", trace)
    nav.pushViewController(b, animated: false)
    nav.pushViewController(c, animated: false)
    _ = showInWindow(nav, trace: trace)
    nav.delegate = delegate
    nav.setViewControllers([a, b], animated: true)
    #expect(trace.take() == ["C.willMove(toParent: nil)"])
    MainQueue.drain()
    #expect(
      trace.take() == [
        "B.viewDidLoad", "delegate.willShow(B, true)", "C.viewWillDisappear(true)", "C.wD fromParent=true",
        "B.viewWillAppear(true)", "B.wA toParent=false", "B.viewIsAppearing(true)", "C.viewDidDisappear(true)",
        "C.dD fromParent=true", "B.viewDidAppear(true)", "B.dA toParent=false", "C.didMove(toParent: nil)",
        "C.didMove toParent=false fromParent=false", "delegate.didShow(B, true)",
      ])
  }

  // §6.4: covered by a modal is not moving from the parent; pushed, the flag holds through viewDidAppear and
  // didMove(toParent:) and is clear afterwards.
  @Test(.tags(.spec6_4)) func movementFlagsLastThroughTheTransition() {
    let trace = Trace()
    let a = FlagProbe("A", trace)
    let nav = TracedNavigationController("Nav", trace, root: a)
    _ = showInWindow(nav, trace: trace)
    let modal = UIViewController()
    modal.modalPresentationStyle = .fullScreen
    a.present(modal, animated: false)
    MainQueue.drain()
    #expect(flags(trace) == ["A.wD fromParent=false", "A.dD fromParent=false"])
    modal.dismiss(animated: false)
    MainQueue.drain()
    _ = trace.take()
    let b = FlagProbe("B", trace)
    nav.pushViewController(b, animated: true)
    MainQueue.drain()
    #expect(
      flags(trace) == [
        "A.wD fromParent=false", "B.wA toParent=true", "A.dD fromParent=false", "B.dA toParent=true",
        "B.didMove toParent=false fromParent=false",
      ])
    #expect(!b.isMovingToParent)
  }

  // §6.2: controllers pushed while the navigation controller is off screen get no appearance callbacks; when it
  // appears only the top does, the others only their containment calls.
  @Test(.tags(.spec6_2)) func offScreenPushesAppearOnlyAsTheTop() {
    freshRuntime()
    let trace = Trace()
    let a = TracedViewController("A", trace)
    let nav = TracedNavigationController("Nav", trace, root: a)
    let b = TracedViewController("B", trace)
    let c = TracedViewController("C", trace)
    nav.pushViewController(b, animated: true)
    nav.pushViewController(c, animated: true)
    MainQueue.drain()
    _ = trace.take()
    _ = showInWindow(nav)
    #expect(
      trace.take() == [
        "Nav.viewDidLoad", "Nav.viewWillAppear(false)", "Nav.viewIsAppearing(false)", "C.viewDidLoad",
        "C.viewWillAppear(false)", "C.viewIsAppearing(false)", "Nav.viewDidAppear(false)", "C.viewDidAppear(false)",
      ])
    #expect(!a.isViewLoaded && !b.isViewLoaded)
  }

  // §6.3 Interactive pop, cancelled: the delegate hears willShow for the revealed controller but never didShow.
  @Test(.tags(.spec6_3)) func cancelledInteractivePopTellsNoDidShow() {
    let trace = Trace()
    let delegate = DelegateRecorder(trace)
    let a = TracedViewController("A", trace)
    let nav = TracedNavigationController("Nav", trace, root: a)
    let b = TracedViewController("B", trace)
    nav.pushViewController(b, animated: false)
    _ = showInWindow(nav, trace: trace)
    nav.delegate = delegate
    #expect(nav.simulateInteractivePop(completing: false))
    MainQueue.drain()
    #expect(
      trace.take() == [
        "A.viewDidLoad", "delegate.willShow(A, true)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
        "A.viewIsAppearing(true)", "A.viewWillDisappear(true)", "A.viewDidDisappear(true)",
        "B.viewWillAppear(true)", "B.viewIsAppearing(true)", "B.viewDidAppear(true)",
      ])
    #expect(nav.viewControllers == [a, b])
  }

  // §3.2 / §7.1: show pushes animated exactly when UIView.areAnimationsEnabled.
  @Test(.tags(.spec3_2)) func showFollowsAreAnimationsEnabled() {
    let trace = Trace()
    let a = TracedViewController("A", trace)
    let nav = TracedNavigationController("Nav", trace, root: a)
    _ = showInWindow(nav, trace: trace)
    UIView.setAnimationsEnabled(false)
    defer { UIView.setAnimationsEnabled(true) }
    let b = TracedViewController("B", trace)
    a.show(b, sender: nil)
    MainQueue.drain()
    #expect(
      trace.take() == [
        "B.willMove(toParent: Nav)", "B.viewDidLoad", "A.viewWillDisappear(false)", "B.viewWillAppear(false)",
        "B.viewIsAppearing(false)", "A.viewDidDisappear(false)", "B.viewDidAppear(false)", "B.didMove(toParent: Nav)",
      ])
    UIView.setAnimationsEnabled(true)
    let c = TracedViewController("C", trace)
    b.show(c, sender: nil)
    MainQueue.drain()
    #expect(
      trace.take() == [
        "C.willMove(toParent: Nav)", "C.viewDidLoad", "B.viewWillDisappear(true)", "C.viewWillAppear(true)",
        "C.viewIsAppearing(true)", "B.viewDidDisappear(true)", "C.viewDidAppear(true)", "C.didMove(toParent: Nav)",
      ])
  }

  // §7.2 [I]: a tap's delegate calls come inside the tap; the switch's appearance callbacks when the queue
  // drains (UIKit switches inside the tap; SegueKit defers appearance, DESIGN decision 2).
  @Test(.tags(.spec7_2, .inferred)) func tapThenSwitchOrder() {
    let trace = Trace()
    let delegate = DelegateRecorder(trace)
    let a = TracedViewController("A", trace)
    let b = TracedViewController("B", trace)
    let tab = TracedTabBarController("Tab", trace, tabs: [])
    tab.setViewControllers([a, b], animated: true)
    tab.delegate = delegate
    _ = showInWindow(tab, trace: trace)
    tab.tabBar.simulateTap(at: 1)
    MainQueue.drain()
    #expect(
      trace.take() == [
        "delegate.shouldSelect(B)", "delegate.didSelect(B)", "B.viewDidLoad", "B.viewWillAppear(false)",
        "B.viewIsAppearing(false)", "A.viewWillDisappear(false)", "A.viewDidDisappear(false)",
        "B.viewDidAppear(false)",
      ])
  }

  // §7.4: a page view controller is not a show target: show from a page presents from the window's root.
  @Test(.tags(.spec7_4)) func pageViewControllerIsNotAShowTarget() {
    let page = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    let first = UIViewController()
    page.setViewControllers([first], direction: .forward, animated: false)
    _ = showInWindow(page)
    #expect(first.targetViewController(forAction: Selector("showViewController:sender:"), sender: nil) == nil)
    let next = UIViewController()
    first.show(next, sender: nil)
    #expect(next.presentingViewController === page && page.viewControllers == [first])
  }

  // §7.1 [I]: emptying the stack of a visible navigation controller takes its top off screen (nothing replaces it).
  @Test(.tags(.spec7_1, .inferred)) func emptyingAVisibleStack() {
    let trace = Trace()
    let a = TracedViewController("A", trace)
    let nav = TracedNavigationController("Nav", trace, root: a)
    _ = showInWindow(nav, trace: trace)
    nav.setViewControllers([], animated: true)
    MainQueue.drain()
    #expect(
      trace.take() == [
        "A.willMove(toParent: nil)", "A.viewWillDisappear(false)", "A.viewDidDisappear(false)",
        "A.didMove(toParent: nil)",
      ])
    #expect(nav.hierarchyDump() == "Nav appeared stack=0" && a.viewIfLoaded?.superview == nil)
  }
}
