import Foundation
import SegueKit
import SegueTestSupport
import Testing

@MainActor
@Suite struct TabBarTests {
  private func tabs(_ trace: Trace, delegate: DelegateRecorder? = nil) -> (
    TracedTabBarController, [TracedViewController]
  ) {
    let a = TracedViewController("A", trace)
    let b = TracedViewController("B", trace)
    let c = TracedViewController("C", trace)
    let tab = TracedTabBarController("Tab", trace, tabs: [a, b, c])
    tab.delegate = delegate
    _ = showInWindow(tab, trace: trace)
    return (tab, [a, b, c])
  }

  // §7.2: tabs are children; the first is selected; only it loads and appears.
  @Test(.tags(.spec7_2)) func firstAppearance() {
    freshRuntime()
    let trace = Trace()
    let a = TracedViewController("A", trace)
    let b = TracedViewController("B", trace)
    let tab = TracedTabBarController("Tab", trace, tabs: [a, b])
    #expect(
      trace.take() == [
        "A.willMove(toParent: Tab)", "A.didMove(toParent: Tab)", "B.willMove(toParent: Tab)",
        "B.didMove(toParent: Tab)",
      ])
    #expect(tab.children == [a, b] && tab.selectedIndex == 0 && tab.selectedViewController === a)
    _ = showInWindow(tab)
    #expect(a.isViewLoaded && !b.isViewLoaded)
    #expect(
      tab.hierarchyDump() == """
        Tab appeared selected=0
          | child A appeared
          | child B disappeared
        """)
  }

  // §6.3 Tab switch: new.viewDidLoad (first time), new.wA, old.wD, old.dD, new.dA; no containment callbacks.
  @Test(.tags(.spec6_3)) func switchOrder() {
    let trace = Trace()
    let (tab, views) = tabs(trace)
    tab.selectedIndex = 1
    #expect(tab.selectedViewController === views[1])
    #expect(trace.take().isEmpty, "the switch runs when the queue drains")
    MainQueue.drain()
    #expect(
      trace.take() == [
        "B.viewDidLoad", "B.viewWillAppear(false)", "B.viewIsAppearing(false)", "A.viewWillDisappear(false)",
        "A.viewDidDisappear(false)", "B.viewDidAppear(false)",
      ])
    tab.selectedViewController = views[0]
    MainQueue.drain()
    #expect(
      trace.take() == [
        "A.viewWillAppear(false)", "A.viewIsAppearing(false)", "B.viewWillDisappear(false)",
        "B.viewDidDisappear(false)", "A.viewDidAppear(false)",
      ])
  }

  // §7.2: programmatic selection never calls the delegate.
  @Test(.tags(.spec7_2)) func programmaticSelectionSkipsDelegate() {
    let trace = Trace()
    let delegate = DelegateRecorder(trace)
    let (tab, _) = tabs(trace, delegate: delegate)
    tab.selectedIndex = 2
    MainQueue.drain()
    #expect(trace.take().filter { $0.hasPrefix("delegate") }.isEmpty)
  }

  // §7.2: a user tap asks shouldSelect first and tells didSelect after the switch.
  @Test(.tags(.spec7_2)) func userTapCallsDelegate() {
    let trace = Trace()
    let delegate = DelegateRecorder(trace)
    let (tab, views) = tabs(trace, delegate: delegate)
    tab.tabBar.simulateTap(at: 1)
    #expect(trace.take() == ["delegate.shouldSelect(B)", "delegate.didSelect(B)"])
    #expect(tab.selectedViewController === views[1])
  }

  // §7.2: shouldSelect returning false cancels the tap.
  @Test(.tags(.spec7_2)) func shouldSelectFalseCancels() {
    let trace = Trace()
    let delegate = DelegateRecorder(trace)
    delegate.allowSelection = false
    let (tab, _) = tabs(trace, delegate: delegate)
    tab.tabBar.simulateTap(at: 2)
    MainQueue.drain()
    #expect(trace.take() == ["delegate.shouldSelect(C)"])
    #expect(tab.selectedIndex == 0)
  }

  // §7.2: re-tapping the selected tab calls didSelect again, and pops a navigation controller to its root.
  @Test(.tags(.spec7_2)) func retapSelectedTab() {
    let trace = Trace()
    let delegate = DelegateRecorder(trace)
    let root = UIViewController()
    root.title = "Root"
    let nav = UINavigationController(rootViewController: root)
    nav.title = "Nav"
    let tab = UITabBarController()
    tab.viewControllers = [nav]
    tab.delegate = delegate
    _ = showInWindow(tab)
    nav.pushViewController(UIViewController(), animated: false)
    MainQueue.drain()
    tab.tabBar.simulateTap(on: nav.tabBarItem)
    #expect(trace.take() == ["delegate.shouldSelect(Nav)", "delegate.didSelect(Nav)"])
    #expect(nav.viewControllers == [root])
  }

  // §7.2: setting viewControllers keeps the selected controller if present, else the index, else 0.
  @Test(.tags(.spec7_2)) func reselectionRules() {
    let a = UIViewController()
    let b = UIViewController()
    let c = UIViewController()
    let d = UIViewController()
    let tab = UITabBarController()
    #expect(tab.viewControllers == nil)
    tab.viewControllers = [a, b, c]
    tab.selectedIndex = 1
    tab.viewControllers = [c, b]
    #expect(tab.selectedViewController === b && tab.selectedIndex == 1, "the selected controller is kept")
    tab.viewControllers = [a, d, c]
    #expect(tab.selectedViewController === d, "else the previous index")
    tab.selectedIndex = 2
    tab.viewControllers = [b]
    #expect(tab.selectedViewController === b, "else index 0")
    #expect(tab.customizableViewControllers == [b])
    #expect(a.parent == nil && c.parent == nil && b.parent === tab)
  }

  // §7.2 / Appendix A: selecting a controller that is not a tab raises NSRangeException; nothing changes.
  @Test(.tags(.spec7_2)) func invalidSelectionRaises() {
    let trace = Trace()
    let (tab, views) = tabs(trace)
    let stranger = UIViewController()
    let exceptions = UIKitException.capture { tab.selectedViewController = stranger }
    #expect(
      exceptions == [
        UIKitException(
          name: .range,
          reason: "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar "
            + "controller's list of view controllers can be selected.")
      ])
    #expect(tab.selectedViewController === views[0])
    MainQueue.drain()
    #expect(trace.take().isEmpty)
  }

  // §7.2: a navigation controller tab handles show from its content first.
  @Test(.tags(.spec7_2)) func showInsideNavigationTab() {
    let root = UIViewController()
    let nav = UINavigationController(rootViewController: root)
    let tab = UITabBarController()
    tab.viewControllers = [nav]
    _ = showInWindow(tab)
    let next = UIViewController()
    root.show(next, sender: nil)
    #expect(nav.viewControllers == [root, next])
    #expect(root.tabBarController === tab && next.tabBarController === tab)
  }

  // §7.2: the More navigation controller always exists and is not one of the tabs.
  @Test(.tags(.spec7_2)) func moreNavigationControllerExists() {
    let tab = UITabBarController()
    tab.viewControllers = (0..<7).map { _ in UIViewController() }
    #expect(tab.moreNavigationController.viewControllers.count == 1)
    #expect(tab.viewControllers?.contains { $0 === tab.moreNavigationController } == false)
  }
}
