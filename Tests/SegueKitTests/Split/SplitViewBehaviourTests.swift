import Foundation
import SegueKit
import SegueTestSupport
import Testing

@MainActor
@Suite struct SplitViewBehaviourTests {
  // MARK: show(_:sender:), classic

  // §3.3/§7.3: a delegate that returns true from splitViewController(_:show:sender:) handles show; nothing else
  // happens.
  @Test(.tags(.spec7_3)) func showHandledByDelegateDoesNothingElse() {
    let trace = Trace()
    let delegate = SplitDelegateRecorder(trace)
    delegate.handlesShow = true
    let (split, _, _, _, _) = classicSplit(trace, device: .iPad, delegate: delegate)
    split.show(TracedViewController("New", trace), sender: nil)
    MainQueue.drain()
    #expect(trace.take() == ["delegate.show(New) collapsed=false"])
    #expect(split.hierarchyDump() == SplitDumps.classicExpanded)
  }

  // §3.3/§7.3: expanded, show installs vc as the primary; the old primary leaves like a replaced secondary (§6.3).
  @Test(.tags(.spec3_3)) func showWhenExpandedReplacesPrimary() {
    let trace = Trace()
    let delegate = SplitDelegateRecorder(trace)
    let (split, _, _, detail, _) = classicSplit(trace, device: .iPad, delegate: delegate)
    let new = TracedViewController("New", trace)
    split.show(new, sender: nil)
    #expect(split.viewControllers == [new, detail])
    #expect(
      trace.take() == [
        "delegate.show(New) collapsed=false", "PrimaryNav.willMove(toParent: nil)", "New.willMove(toParent: Split)",
      ])
    MainQueue.drain()
    #expect(
      trace.take() == [
        "New.viewDidLoad", "PrimaryNav.viewWillDisappear(false)", "List.viewWillDisappear(false)",
        "New.viewWillAppear(false)", "New.viewIsAppearing(false)", "PrimaryNav.viewDidDisappear(false)",
        "List.viewDidDisappear(false)", "New.viewDidAppear(false)", "PrimaryNav.didMove(toParent: nil)",
        "New.didMove(toParent: Split)",
      ])
    #expect(
      split.hierarchyDump() == """
        Split appeared classic expanded
          | child New appeared
          | child Detail appeared
        """)
  }

  // §3.3/§7.3: expanded, show of a controller that is already a child of the primary makes it the secondary. It was
  // on screen and stays there, so only List (revealed) and Detail (replaced) get appearance callbacks [I, §9.3].
  @Test(.tags(.spec3_3)) func showOfPrimaryChildInstallsItAsSecondary() {
    let trace = Trace()
    let delegate = SplitDelegateRecorder(trace)
    let list = TracedViewController("List", trace)
    let item = TracedViewController("Item", trace)
    let primary = MovingNavigationController("PrimaryNav", trace, root: list)
    primary.pushViewController(item, animated: false)
    let split = UISplitViewController()
    split.title = "Split"
    split.delegate = delegate
    split.viewControllers = [primary, TracedViewController("Detail", trace)]
    _ = showInWindow(split, trace: trace, device: .iPad)
    split.show(item, sender: nil)
    #expect(split.viewControllers == [primary, item] && primary.viewControllers == [list])
    #expect(
      trace.take() == [
        "delegate.show(Item) collapsed=false", "Detail.willMove(toParent: nil)", "Item.didMove(toParent: nil)",
        "Item.willMove(toParent: Split)",
      ])
    MainQueue.drain()
    #expect(
      trace.take() == [
        "List.viewDidLoad", "List.viewWillAppear(false)", "List.viewIsAppearing(false)", "List.viewDidAppear(false)",
        "Detail.viewWillDisappear(false)", "Detail.viewDidDisappear(false)", "Detail.didMove(toParent: nil)",
        "Item.didMove(toParent: Split)",
      ])
    #expect(
      split.hierarchyDump() == """
        Split appeared classic expanded
          | child PrimaryNav appeared stack=1 displayed=List
          |   | child List appeared
          | child Item appeared
        """)
    #expect(split.hierarchyInvariantViolations().isEmpty)
  }

  // §3.3/§7.3: collapsed, show presents vc modally from the split (an .automatic sheet: the split keeps appearing).
  @Test(.tags(.spec3_3)) func showWhenCollapsedPresentsFromSplit() {
    let trace = Trace()
    let delegate = SplitDelegateRecorder(trace)
    let (split, _, _, _, _) = classicSplit(trace, device: .iPhone, delegate: delegate)
    let new = TracedViewController("New", trace)
    split.show(new, sender: nil)
    #expect(new.presentingViewController === split)
    #expect(trace.take() == ["delegate.show(New) collapsed=true"])
    MainQueue.drain()
    #expect(
      trace.take() == [
        "New.viewDidLoad", "New.viewWillAppear(true)", "New.viewIsAppearing(true)", "New.viewDidAppear(true)",
      ])
    #expect(
      split.hierarchyDump() == """
        Split appeared classic collapsed
          | child PrimaryNav appeared stack=2 displayed=Detail
          |   | child List disappeared
          |   | child Detail appeared
          + presents(formSheet) New appeared
        """)
  }

  // MARK: showDetailViewController(_:sender:), classic

  // §7.3: a delegate that returns true from splitViewController(_:showDetail:sender:) handles showDetail.
  @Test(.tags(.spec7_3)) func showDetailHandledByDelegateDoesNothingElse() {
    let trace = Trace()
    let delegate = SplitDelegateRecorder(trace)
    delegate.handlesShowDetail = true
    let (split, primary, _, detail, _) = classicSplit(trace, device: .iPad, delegate: delegate)
    split.showDetailViewController(TracedViewController("New", trace), sender: nil)
    MainQueue.drain()
    #expect(trace.take() == ["delegate.showDetail(New) collapsed=false"])
    #expect(split.viewControllers == [primary, detail])
  }

  // §7.3: showDetail of the current secondary is a no-op that does not even ask the delegate.
  @Test(.tags(.spec7_3)) func showDetailOfCurrentSecondarySkipsDelegate() {
    let trace = Trace()
    let delegate = SplitDelegateRecorder(trace)
    let (split, _, _, detail, _) = classicSplit(trace, device: .iPad, delegate: delegate)
    split.showDetailViewController(detail, sender: nil)
    MainQueue.drain()
    #expect(trace.take() == [])
  }

  // §7.3: collapsed onto a primary that is not a navigation controller, showDetail presents vc from the split.
  @Test(.tags(.spec7_3)) func showDetailWhenCollapsedOnPlainPrimaryPresents() {
    let trace = Trace()
    let delegate = SplitDelegateRecorder(trace)
    let list = TracedViewController("List", trace)
    let split = UISplitViewController()
    split.title = "Split"
    split.delegate = delegate
    split.viewControllers = [list, TracedViewController("Detail", trace)]
    _ = showInWindow(split, trace: trace, device: .iPhone)
    let new = TracedViewController("New", trace)
    split.showDetailViewController(new, sender: nil)
    #expect(new.presentingViewController === split)
    MainQueue.drain()
    #expect(
      trace.take() == [
        "delegate.showDetail(New) collapsed=true", "New.viewDidLoad", "New.viewWillAppear(true)",
        "New.viewIsAppearing(true)", "New.viewDidAppear(true)",
      ])
    #expect(
      split.hierarchyDump() == """
        Split appeared classic collapsed
          | child List appeared
          + presents(formSheet) New appeared
        """)
  }

  // §3.3/§7.3: collapsed onto a navigation primary, showDetail pushes; a nested navigation controller is tolerated.
  @Test(.tags(.spec3_3)) func showDetailWhenCollapsedPushesNestedNavigationController() {
    let trace = Trace()
    let delegate = SplitDelegateRecorder(trace)
    delegate.handlesCollapse = true
    let (split, primary, list, _, _) = classicSplit(trace, device: .iPhone, delegate: delegate)
    let itemNav = MovingNavigationController("ItemNav", trace, root: TracedViewController("Item", trace))
    _ = trace.take()
    split.showDetailViewController(itemNav, sender: nil)
    #expect(primary.viewControllers == [list, itemNav])
    #expect(trace.take() == ["delegate.showDetail(ItemNav) collapsed=true", "ItemNav.willMove(toParent: PrimaryNav)"])
    MainQueue.drain()
    #expect(
      trace.take() == [
        "Item.didMove(toParent: ItemNav)", "ItemNav.viewDidLoad", "List.viewWillDisappear(true)",
        "ItemNav.viewWillAppear(true)", "ItemNav.viewIsAppearing(true)", "Item.viewDidLoad",
        "Item.viewWillAppear(true)", "Item.viewIsAppearing(true)", "List.viewDidDisappear(true)",
        "ItemNav.viewDidAppear(true)", "Item.viewDidAppear(true)", "ItemNav.didMove(toParent: PrimaryNav)",
      ])
    #expect(
      split.hierarchyDump() == """
        Split appeared classic collapsed
          | child PrimaryNav appeared stack=2 displayed=ItemNav
          |   | child List disappeared
          |   | child ItemNav appeared stack=1 displayed=Item
          |   |   | child Item appeared
        """)
    #expect(split.hierarchyInvariantViolations().isEmpty)
  }

  // MARK: Collapse and expand, classic

  // §7.3 collapse: a non-nil primaryViewController(forCollapsing:) becomes the primary, and the secondary is
  // collapsed onto it (not onto the old primary, which leaves).
  @Test(.tags(.spec7_3)) func primaryForCollapsingBecomesPrimary() {
    let trace = Trace()
    let delegate = SplitDelegateRecorder(trace)
    let (split, _, _, detail, window) = classicSplit(
      trace, device: .iPhoneProMax, orientation: .landscapeLeft, delegate: delegate)
    let compactList = TracedViewController("CompactList", trace)
    let compactNav = MovingNavigationController("CompactNav", trace, root: compactList)
    delegate.primaryForCollapsing = compactNav
    _ = trace.take()
    window.orientation = .portrait
    #expect(split.viewControllers == [compactNav] && compactNav.viewControllers == [compactList, detail])
    #expect(
      trace.take() == [
        "List.traitCollectionDidChange(H: compact)", "Detail.traitCollectionDidChange(H: compact)",
        "delegate.primaryForCollapsing collapsed=false", "PrimaryNav.willMove(toParent: nil)",
        "CompactNav.willMove(toParent: Split)", "delegate.collapseSecondary(Detail, onto: CompactNav) collapsed=false",
        "Detail.didMove(toParent: nil)", "Detail.willMove(toParent: CompactNav)", "delegate.didCollapse collapsed=true",
      ])
    MainQueue.drain()
    #expect(
      trace.take() == [
        "CompactList.didMove(toParent: CompactNav)", "Detail.didMove(toParent: CompactNav)", "CompactNav.viewDidLoad",
        "PrimaryNav.viewWillDisappear(false)", "List.viewWillDisappear(false)", "CompactNav.viewWillAppear(false)",
        "CompactNav.viewIsAppearing(false)", "PrimaryNav.viewDidDisappear(false)", "List.viewDidDisappear(false)",
        "CompactNav.viewDidAppear(false)", "PrimaryNav.didMove(toParent: nil)", "CompactNav.didMove(toParent: Split)",
      ])
    #expect(
      split.hierarchyDump() == """
        Split appeared classic collapsed
          | child CompactNav appeared stack=2 displayed=Detail
          |   | child CompactList disappeared
          |   | child Detail appeared
        """)
  }

  // §7.3 expand: a non-nil primaryViewController(forExpanding:) becomes the primary and is the one asked to
  // separate a secondary; with nothing to pop it yields none, and the old primary leaves with Detail on its stack.
  @Test(.tags(.spec7_3)) func primaryForExpandingBecomesPrimary() {
    let trace = Trace()
    let delegate = SplitDelegateRecorder(trace)
    let (split, _, _, _, window) = classicSplit(trace, device: .iPhoneProMax, delegate: delegate)
    let wideList = TracedViewController("WideList", trace)
    let wideNav = MovingNavigationController("WideNav", trace, root: wideList)
    delegate.primaryForExpanding = wideNav
    _ = trace.take()
    window.orientation = .landscapeLeft
    #expect(split.viewControllers == [wideNav])
    #expect(
      trace.take() == [
        "List.traitCollectionDidChange(H: regular)", "Detail.traitCollectionDidChange(H: regular)",
        "delegate.primaryForExpanding collapsed=true", "PrimaryNav.willMove(toParent: nil)",
        "WideNav.willMove(toParent: Split)", "delegate.separateSecondary(from: WideNav) collapsed=true",
        "delegate.didExpand collapsed=false",
      ])
    MainQueue.drain()
    #expect(
      trace.take() == [
        "WideList.didMove(toParent: WideNav)", "WideNav.viewDidLoad", "PrimaryNav.viewWillDisappear(false)",
        "Detail.viewWillDisappear(false)", "WideNav.viewWillAppear(false)", "WideNav.viewIsAppearing(false)",
        "WideList.viewDidLoad", "WideList.viewWillAppear(false)", "WideList.viewIsAppearing(false)",
        "PrimaryNav.viewDidDisappear(false)", "Detail.viewDidDisappear(false)", "WideNav.viewDidAppear(false)",
        "WideList.viewDidAppear(false)", "PrimaryNav.didMove(toParent: nil)", "WideNav.didMove(toParent: Split)",
      ])
    #expect(
      split.hierarchyDump() == """
        Split appeared classic expanded
          | child WideNav appeared stack=1 displayed=WideList
          |   | child WideList appeared
        """)
  }

  // §7.3 expand: a controller returned by separateSecondaryFrom becomes the secondary; the primary is not asked to
  // separate, so its stack (List, Detail) is untouched.
  @Test(.tags(.spec7_3)) func separateSecondaryFromDelegateBecomesSecondary() {
    let trace = Trace()
    let delegate = SplitDelegateRecorder(trace)
    let (split, primary, list, detail, window) = classicSplit(trace, device: .iPhoneProMax, delegate: delegate)
    let fresh = TracedViewController("Fresh", trace)
    delegate.separatedSecondary = fresh
    window.orientation = .landscapeLeft
    #expect(split.viewControllers == [primary, fresh] && primary.viewControllers == [list, detail])
    MainQueue.drain()
    #expect(
      trace.take() == [
        "List.traitCollectionDidChange(H: regular)", "Detail.traitCollectionDidChange(H: regular)",
        "delegate.primaryForExpanding collapsed=true", "delegate.separateSecondary(from: PrimaryNav) collapsed=true",
        "Fresh.willMove(toParent: Split)", "delegate.didExpand collapsed=false", "Fresh.viewDidLoad",
        "Fresh.viewWillAppear(false)", "Fresh.viewIsAppearing(false)", "Fresh.viewDidAppear(false)",
        "Fresh.didMove(toParent: Split)",
      ])
    #expect(
      split.hierarchyDump() == """
        Split appeared classic expanded
          | child PrimaryNav appeared stack=2 displayed=Detail
          |   | child List disappeared
          |   | child Detail appeared
          | child Fresh appeared
        """)
  }

  // §7.3 collapse: collapseSecondary returning true means "handled": the primary is not asked to collapse it (its
  // stack is untouched) and the secondary is dropped.
  @Test(.tags(.spec7_3)) func collapseSecondaryHandledDropsSecondary() {
    let trace = Trace()
    let delegate = SplitDelegateRecorder(trace)
    delegate.handlesCollapse = true
    let (split, primary, list, detail, window) = classicSplit(
      trace, device: .iPhoneProMax, orientation: .landscapeLeft, delegate: delegate)
    window.orientation = .portrait
    #expect(split.viewControllers == [primary] && primary.viewControllers == [list] && detail.parent == nil)
    MainQueue.drain()
    #expect(
      trace.take() == [
        "List.traitCollectionDidChange(H: compact)", "Detail.traitCollectionDidChange(H: compact)",
        "delegate.primaryForCollapsing collapsed=false",
        "delegate.collapseSecondary(Detail, onto: PrimaryNav) collapsed=false", "Detail.willMove(toParent: nil)",
        "delegate.didCollapse collapsed=true", "Detail.viewWillDisappear(false)", "Detail.viewDidDisappear(false)",
        "Detail.didMove(toParent: nil)",
      ])
    #expect(
      split.hierarchyDump() == """
        Split appeared classic collapsed
          | child PrimaryNav appeared stack=1 displayed=List
          |   | child List appeared
        """)
  }

  // §7.3: a plain primary's collapseSecondaryViewController does nothing, so collapsing leaves [primary] and the
  // secondary leaves; its separateSecondaryViewController returns nil, so expanding leaves no secondary.
  @Test(.tags(.spec7_3)) func plainPrimaryCollapseAndExpand() {
    let trace = Trace()
    let delegate = SplitDelegateRecorder(trace)
    let list = TracedViewController("List", trace)
    let detail = TracedViewController("Detail", trace)
    let split = UISplitViewController()
    split.title = "Split"
    split.delegate = delegate
    split.viewControllers = [list, detail]
    let window = showInWindow(split, trace: trace, device: .iPhoneProMax, orientation: .landscapeLeft)
    window.orientation = .portrait
    #expect(split.viewControllers == [list] && detail.parent == nil)
    MainQueue.drain()
    #expect(
      trace.take() == [
        "List.traitCollectionDidChange(H: compact)", "Detail.traitCollectionDidChange(H: compact)",
        "delegate.primaryForCollapsing collapsed=false",
        "delegate.collapseSecondary(Detail, onto: List) collapsed=false",
        "Detail.willMove(toParent: nil)", "delegate.didCollapse collapsed=true", "Detail.viewWillDisappear(false)",
        "Detail.viewDidDisappear(false)", "Detail.didMove(toParent: nil)",
      ])
    window.orientation = .landscapeLeft
    MainQueue.drain()
    #expect(split.viewControllers == [list])
    #expect(
      trace.take() == [
        "List.traitCollectionDidChange(H: regular)", "delegate.primaryForExpanding collapsed=true",
        "delegate.separateSecondary(from: List) collapsed=true", "delegate.didExpand collapsed=false",
      ])
    #expect(
      split.hierarchyDump() == """
        Split appeared classic expanded
          | child List appeared
        """)
  }

  // §7.3: a secondary that is a navigation controller is pushed, as it is, onto the primary navigation controller
  // on collapse, and popped back out as the secondary on expand. It stays on screen throughout [§9.3].
  @Test(.tags(.spec7_3)) func nestedNavigationSecondaryCollapsesOntoPrimaryStack() {
    let trace = Trace()
    let delegate = SplitDelegateRecorder(trace)
    let list = TracedViewController("List", trace)
    let primary = MovingNavigationController("PrimaryNav", trace, root: list)
    let detailNav = MovingNavigationController("DetailNav", trace, root: TracedViewController("Detail", trace))
    let split = UISplitViewController()
    split.title = "Split"
    split.delegate = delegate
    split.viewControllers = [primary, detailNav]
    let window = showInWindow(split, trace: trace, device: .iPhoneProMax, orientation: .landscapeLeft)
    window.orientation = .portrait
    #expect(split.viewControllers == [primary] && primary.viewControllers == [list, detailNav])
    MainQueue.drain()
    #expect(
      trace.take() == [
        "List.traitCollectionDidChange(H: compact)", "Detail.traitCollectionDidChange(H: compact)",
        "delegate.primaryForCollapsing collapsed=false",
        "delegate.collapseSecondary(DetailNav, onto: PrimaryNav) collapsed=false", "DetailNav.didMove(toParent: nil)",
        "DetailNav.willMove(toParent: PrimaryNav)", "delegate.didCollapse collapsed=true",
        "List.viewWillDisappear(false)", "List.viewDidDisappear(false)", "DetailNav.didMove(toParent: PrimaryNav)",
      ])
    #expect(
      split.hierarchyDump() == """
        Split appeared classic collapsed
          | child PrimaryNav appeared stack=2 displayed=DetailNav
          |   | child List disappeared
          |   | child DetailNav appeared stack=1 displayed=Detail
          |   |   | child Detail appeared
        """)
    window.orientation = .landscapeLeft
    #expect(split.viewControllers == [primary, detailNav] && primary.viewControllers == [list])
    MainQueue.drain()
    #expect(
      trace.take() == [
        "List.traitCollectionDidChange(H: regular)", "Detail.traitCollectionDidChange(H: regular)",
        "delegate.primaryForExpanding collapsed=true", "delegate.separateSecondary(from: PrimaryNav) collapsed=true",
        "DetailNav.willMove(toParent: nil)", "DetailNav.didMove(toParent: nil)", "DetailNav.willMove(toParent: Split)",
        "delegate.didExpand collapsed=false", "List.viewWillAppear(false)", "List.viewIsAppearing(false)",
        "List.viewDidAppear(false)", "DetailNav.didMove(toParent: Split)",
      ])
    #expect(
      split.hierarchyDump() == """
        Split appeared classic expanded
          | child PrimaryNav appeared stack=1 displayed=List
          |   | child List appeared
          | child DetailNav appeared stack=1 displayed=Detail
          |   | child Detail appeared
        """)
    #expect(split.hierarchyInvariantViolations().isEmpty)
  }

  // §7.3: isCollapsed flips only after every delegate call of the collapse or expand: the collapse and separate
  // delegate methods still see the old value; didCollapse and didExpand ([I] also sent to classic splits by
  // SegueKit) see the new one.
  @Test(.tags(.spec7_3)) func isCollapsedFlipsAfterDelegateCalls() {
    let trace = Trace()
    let delegate = SplitDelegateRecorder(trace)
    let (split, _, _, _, window) = classicSplit(trace, device: .iPhoneProMax, delegate: delegate)
    window.orientation = .landscapeLeft
    #expect(split.isCollapsed == false)
    window.orientation = .portrait
    #expect(split.isCollapsed)
    #expect(
      trace.take() == [
        "List.traitCollectionDidChange(H: regular)", "Detail.traitCollectionDidChange(H: regular)",
        "delegate.primaryForExpanding collapsed=true", "delegate.separateSecondary(from: PrimaryNav) collapsed=true",
        "Detail.willMove(toParent: nil)", "Detail.didMove(toParent: nil)", "Detail.willMove(toParent: Split)",
        "delegate.didExpand collapsed=false", "List.traitCollectionDidChange(H: compact)",
        "Detail.traitCollectionDidChange(H: compact)", "delegate.primaryForCollapsing collapsed=false",
        "delegate.collapseSecondary(Detail, onto: PrimaryNav) collapsed=false", "Detail.didMove(toParent: nil)",
        "Detail.willMove(toParent: PrimaryNav)", "delegate.didCollapse collapsed=true",
      ])
  }
}
