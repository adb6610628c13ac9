import Foundation
import SegueKit
import SegueTestSupport
import Testing

/// The More navigation controller [Containers §7.2]: tabs that do not fit in the bar are listed by More and shown
/// inside it. Facts not in the spec's text come from UIKit's runtime headers and are marked [I].
@MainActor
@Suite struct TabBarMoreTests {
  private func sixTabs(_ trace: Trace, device: DevicePreset = .iPhone) -> (
    TracedTabBarController, [TracedViewController]
  ) {
    let tabs = (1...6).map { TracedViewController("T\($0)", trace) }
    let tab = TracedTabBarController("Tab", trace, tabs: tabs)
    _ = showInWindow(tab, trace: trace, device: device)
    return (tab, tabs)
  }

  // §7.2: more than five tabs on a compact width: the first four and More are the children and have items; the
  // others keep the tab bar controller as parent without being children [I]; viewControllers lists all six.
  @Test(.tags(.spec7_2)) func overflowLayout() {
    let trace = Trace()
    let (tab, tabs) = sixTabs(trace)
    let more = tab.moreNavigationController
    #expect(tab.viewControllers == tabs)
    #expect(tab.children == Array(tabs.prefix(4)) + [more])
    #expect(tab.tabBar.items == tabs.prefix(4).map(\.tabBarItem) + [more.tabBarItem])
    #expect(more.tabBarItem.systemItem == .more && more.tabBarItem.title == nil)
    #expect(tabs[4].parent === tab && tabs[5].parent === tab)
    #expect(tab.selectedIndex == 0)
    #expect(
      tab.hierarchyDump() == """
        Tab appeared selected=0
          | child T1 appeared
          | child T2 disappeared
          | child T3 disappeared
          | child T4 disappeared
          | child More disappeared stack=1
          |   | child More disappeared
          | overflow T5 disappeared
          | overflow T6 disappeared
        """)
    #expect(tab.hierarchyInvariantViolations().isEmpty)
  }

  // §7.2: five tabs fit without More; on a regular width (iPad) eight fit, and a ninth makes seven plus More.
  @Test(.tags(.spec7_2)) func howManyTabsFit() {
    let trace = Trace()
    let five = (1...5).map { TracedViewController("T\($0)", trace) }
    let tab = UITabBarController()
    tab.viewControllers = five
    _ = showInWindow(tab)
    #expect(tab.children == five && tab.tabBar.items?.count == 5)
    let nine = (1...9).map { TracedViewController("P\($0)", trace) }
    let pad = UITabBarController()
    pad.viewControllers = Array(nine.prefix(8))
    _ = showInWindow(pad, device: .iPad)
    #expect(pad.children == Array(nine.prefix(8)))
    pad.viewControllers = nine
    #expect(pad.children == Array(nine.prefix(7)) + [pad.moreNavigationController])
  }

  // §7.2: selecting an overflow tab in code shows it inside More; selectedViewController is the tab and
  // selectedIndex its index [I: UIKit's selectedIndex getter]; its parent is More; no delegate call.
  @Test(.tags(.spec7_2)) func selectingAnOverflowTabShowsItInsideMore() {
    let trace = Trace()
    let delegate = DelegateRecorder(trace)
    let (tab, tabs) = sixTabs(trace)
    tab.delegate = delegate
    let more = tab.moreNavigationController
    tab.selectedIndex = 5
    #expect(trace.take() == ["T6.willMove(toParent: More)"])
    #expect(tab.selectedViewController === tabs[5] && tab.selectedIndex == 5)
    #expect(tabs[5].parent === more && tabs[5].navigationController === more && tabs[5].tabBarController === tab)
    #expect(more.viewControllers.count == 2 && more.topViewController === tabs[5])
    MainQueue.drain()
    #expect(
      trace.take() == [
        "T6.didMove(toParent: More)", "T6.viewDidLoad", "T6.viewWillAppear(false)", "T6.viewIsAppearing(false)",
        "T1.viewWillDisappear(false)", "T1.viewDidDisappear(false)", "T6.viewDidAppear(false)",
      ])
    #expect(
      tab.hierarchyDump() == """
        Tab appeared selected=5
          | child T1 disappeared
          | child T2 disappeared
          | child T3 disappeared
          | child T4 disappeared
          | child More appeared stack=2 displayed=T6
          |   | child More disappeared
          |   | child T6 appeared
          | overflow T5 disappeared
        """)
    #expect(tab.tabBar.selectedItem === more.tabBarItem)
    #expect(tab.hierarchyInvariantViolations().isEmpty)
  }

  // §7.2: a tap on More asks the delegate about moreNavigationController; a second tap pops what More shows and
  // didSelect then names More; choosing a row of the More list is not a tab bar tap [I: UIMoreListController].
  @Test(.tags(.spec7_2)) func tappingMoreAndChoosingARow() {
    let trace = Trace()
    let delegate = DelegateRecorder(trace)
    let (tab, tabs) = sixTabs(trace)
    tab.delegate = delegate
    let more = tab.moreNavigationController
    tab.tabBar.simulateTap(at: 4)
    #expect(trace.take() == ["delegate.shouldSelect(More)", "delegate.didSelect(More)"])
    #expect(tab.selectedViewController === more && tab.selectedIndex == NSNotFound)
    MainQueue.drain()
    _ = trace.take()
    let list = try! #require(more.topViewController?.view as? UITableView)
    #expect(list.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "T6")
    list.simulateUserSelection(at: IndexPath(row: 0, section: 0))
    MainQueue.drain()
    #expect(
      trace.take() == [
        "T5.willMove(toParent: More)", "T5.viewDidLoad", "T5.viewWillAppear(true)", "T5.viewIsAppearing(true)",
        "T5.viewDidAppear(true)", "T5.didMove(toParent: More)",
      ])
    #expect(tab.selectedViewController === tabs[4] && tab.selectedIndex == 4)
    tab.tabBar.simulateTap(at: 4)
    MainQueue.drain()
    #expect(
      trace.take() == [
        "delegate.shouldSelect(More)", "T5.willMove(toParent: nil)", "delegate.didSelect(More)",
        "T5.viewWillDisappear(true)", "T5.viewDidDisappear(true)", "T5.didMove(toParent: nil)",
      ])
    #expect(tabs[4].parent === tab, "UIKit gives an overflow tab More let go of back to the tab bar controller [I]")
    #expect(tab.hierarchyInvariantViolations().isEmpty)
  }

  // §7.2 [I: UIMoreNavigationController's _originalNavigationController]: a navigation controller in the overflow
  // lends its stack to More (left empty, without parent) and gets it back when More shows its list again.
  @Test(.tags(.spec7_2, .inferred)) func anOverflowNavigationControllerLendsItsStack() {
    let trace = Trace()
    let delegate = DelegateRecorder(trace)
    let root = TracedViewController("R", trace)
    let nav = TracedNavigationController("N", trace, root: root)
    let tab = TracedTabBarController(
      "Tab", trace, tabs: (1...5).map { TracedViewController("T\($0)", trace) } + [nav])
    tab.delegate = delegate
    _ = showInWindow(tab, trace: trace)
    let more = tab.moreNavigationController
    tab.selectedViewController = nav
    #expect(trace.take() == ["R.willMove(toParent: nil)", "R.didMove(toParent: nil)", "R.willMove(toParent: More)"])
    #expect(tab.selectedViewController === nav && tab.selectedIndex == 5)
    #expect(nav.viewControllers.isEmpty && nav.parent == nil && root.navigationController === more)
    MainQueue.drain()
    _ = trace.take()
    let pushed = TracedViewController("S", trace)
    root.show(pushed, sender: nil)
    #expect(more.viewControllers.count == 3, "show from the borrowed root pushes onto More")
    MainQueue.drain()
    _ = trace.take()
    tab.tabBar.simulateTap(at: 4)
    MainQueue.drain()
    #expect(
      trace.take() == [
        "delegate.shouldSelect(More)", "S.willMove(toParent: nil)", "R.willMove(toParent: nil)",
        "delegate.didSelect(More)", "S.viewWillDisappear(true)", "S.viewDidDisappear(true)",
        "S.didMove(toParent: nil)", "R.didMove(toParent: nil)", "R.willMove(toParent: N)", "R.didMove(toParent: N)",
      ])
    #expect(nav.viewControllers == [root] && nav.parent === tab && root.navigationController === nav)
    #expect(
      tab.hierarchyDump() == """
        Tab appeared selected=none
          | child T1 disappeared
          | child T2 disappeared
          | child T3 disappeared
          | child T4 disappeared
          | child More appeared stack=1 displayed=More
          |   | child More appeared
          | overflow T5 disappeared
          | overflow N disappeared stack=1
          |   | child R disappeared
        """)
    #expect(tab.hierarchyInvariantViolations().isEmpty)
  }

  // §7.2 / §9.3 [I]: on a Plus/Max iPhone, landscape is regular width, where eight tabs fit: More goes away and
  // the selected tab moves to the bar (disappearing from More, reappearing in the bar); portrait brings More back.
  @Test(.tags(.spec7_2, .inferred)) func sizeClassChangesMoveTabsBetweenBarAndMore() {
    let trace = Trace()
    let root = TracedViewController("R", trace)
    let nav = TracedNavigationController("N", trace, root: root)
    let tab = TracedTabBarController(
      "Tab", trace, tabs: (1...5).map { TracedViewController("T\($0)", trace) } + [nav])
    let window = showInWindow(tab, trace: trace, device: .iPhoneProMax)
    tab.selectedIndex = 5
    MainQueue.drain()
    _ = trace.take()
    window.orientation = .landscapeLeft
    MainQueue.drain()
    #expect(
      trace.take() == [
        "T1.traitCollectionDidChange(H: regular)", "T2.traitCollectionDidChange(H: regular)",
        "T3.traitCollectionDidChange(H: regular)", "T4.traitCollectionDidChange(H: regular)",
        "R.traitCollectionDidChange(H: regular)", "T5.traitCollectionDidChange(H: regular)",
        "R.willMove(toParent: nil)", "R.didMove(toParent: nil)", "R.willMove(toParent: N)",
        "R.viewWillDisappear(false)", "R.viewDidDisappear(false)", "R.didMove(toParent: N)", "N.viewDidLoad",
        "N.viewWillAppear(false)", "N.viewIsAppearing(false)", "R.viewWillAppear(false)",
        "R.viewIsAppearing(false)", "N.viewDidAppear(false)", "R.viewDidAppear(false)",
      ])
    #expect(tab.children == tab.viewControllers! && tab.selectedViewController === nav && tab.selectedIndex == 5)
    window.orientation = .portrait
    MainQueue.drain()
    #expect(
      trace.take() == [
        "T1.traitCollectionDidChange(H: compact)", "T2.traitCollectionDidChange(H: compact)",
        "T3.traitCollectionDidChange(H: compact)", "T4.traitCollectionDidChange(H: compact)",
        "T5.traitCollectionDidChange(H: compact)", "R.traitCollectionDidChange(H: compact)",
        "R.willMove(toParent: nil)", "R.didMove(toParent: nil)", "R.willMove(toParent: More)",
        "R.viewWillDisappear(false)", "R.viewDidDisappear(false)", "R.didMove(toParent: More)",
        "N.viewWillDisappear(false)", "N.viewDidDisappear(false)", "R.viewWillAppear(false)",
        "R.viewIsAppearing(false)", "R.viewDidAppear(false)",
      ])
    #expect(
      tab.hierarchyDump() == """
        Tab appeared selected=5
          | child T1 disappeared
          | child T2 disappeared
          | child T3 disappeared
          | child T4 disappeared
          | child More appeared stack=2 displayed=R
          |   | child More disappeared
          |   | child R appeared
          | overflow T5 disappeared
          | overflow N disappeared stack=0
        """)
    #expect(tab.hierarchyInvariantViolations().isEmpty)
  }

  // §7.2: moreNavigationController may be selected while there is overflow (selectedIndex is then NSNotFound);
  // without overflow it is not in the bar and selecting it raises like any other stranger [I].
  @Test(.tags(.spec7_2)) func selectingTheMoreNavigationController() {
    let trace = Trace()
    let (tab, _) = sixTabs(trace)
    tab.selectedViewController = tab.moreNavigationController
    #expect(tab.selectedIndex == NSNotFound && tab.selectedViewController === tab.moreNavigationController)
    let small = UITabBarController()
    small.viewControllers = [UIViewController()]
    let exceptions = UIKitException.capture { small.selectedViewController = small.moreNavigationController }
    #expect(
      exceptions == [
        UIKitException(
          name: .range,
          reason: "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar "
            + "controller's list of view controllers can be selected.")
      ])
  }

  // §7.2: replacing the tabs while More shows a borrowed stack gives it back first; the selected controller stays
  // selected when it is still a tab.
  @Test(.tags(.spec7_2)) func replacingTabsGivesBorrowedStacksBack() {
    let trace = Trace()
    let root = TracedViewController("R", trace)
    let nav = TracedNavigationController("N", trace, root: root)
    let first = TracedViewController("T1", trace)
    let tab = TracedTabBarController(
      "Tab", trace, tabs: [first] + (2...5).map { TracedViewController("T\($0)", trace) } + [nav])
    _ = showInWindow(tab, trace: trace)
    tab.selectedViewController = nav
    MainQueue.drain()
    _ = trace.take()
    tab.viewControllers = [first, nav]
    #expect(nav.viewControllers == [root] && nav.parent === tab && tab.children == [first, nav])
    #expect(tab.selectedViewController === nav)
    MainQueue.drain()
    #expect(tab.selectedIndex == 1 && tab.moreNavigationController.parent == nil)
    #expect(
      tab.hierarchyDump() == """
        Tab appeared selected=1
          | child T1 disappeared
          | child N appeared stack=1 displayed=R
          |   | child R appeared
        """)
    #expect(tab.hierarchyInvariantViolations().isEmpty)
  }
}

extension TabBarMoreTests {
  // §6.5 / §7.2 [I]: a tab taken away by app code (removeFromParent, or adopted by another container) leaves the
  // tabs; the bar is laid out again, so a tab behind More can move into the bar.
  @Test(.tags(.spec7_2, .inferred)) func removingATabLaysTheBarOutAgain() {
    let trace = Trace()
    let tabs = (1...6).map { TracedViewController("T\($0)", trace) }
    let tab = TracedTabBarController("Tab", trace, tabs: tabs)
    _ = showInWindow(tab, trace: trace)
    tabs[1].removeFromParent()
    #expect(tab.viewControllers == [tabs[0]] + Array(tabs[2...]))
    #expect(tab.children == [tabs[0], tabs[2], tabs[3], tabs[4], tabs[5]], "five tabs fit: no More")
    let other = UINavigationController()
    other.pushViewController(tabs[5], animated: false)
    #expect(tab.children == [tabs[0], tabs[2], tabs[3], tabs[4]] && tab.hierarchyInvariantViolations().isEmpty)
  }
}
