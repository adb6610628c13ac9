import Foundation
import SegueKit
import SegueTestSupport
import Testing

@MainActor
@Suite struct SplitViewRotationAndColumnTests {
  // MARK: Rotation of a Pro Max, whole traces

  // §9.3/§6.3: rotating a Pro Max expands (landscape: regular width) and collapses (portrait). Detail is on screen
  // in both states, so only List, which the detail covers when collapsed, gets appearance callbacks.
  @Test(.tags(.spec9_3)) func proMaxRotationKeepsShownDetailOnScreen() {
    let trace = Trace()
    let (split, _, _, _, window) = classicSplit(trace, device: .iPhoneProMax)
    window.orientation = .landscapeLeft
    #expect(
      trace.take() == [
        "List.traitCollectionDidChange(H: regular)", "Detail.traitCollectionDidChange(H: regular)",
        "Detail.willMove(toParent: nil)", "Detail.didMove(toParent: nil)", "Detail.willMove(toParent: Split)",
      ])
    MainQueue.drain()
    #expect(
      trace.take() == [
        "List.viewDidLoad", "List.viewWillAppear(false)", "List.viewIsAppearing(false)", "List.viewDidAppear(false)",
        "Detail.didMove(toParent: Split)",
      ])
    #expect(split.hierarchyDump() == SplitDumps.classicExpanded)
    window.orientation = .portrait
    #expect(
      trace.take() == [
        "List.traitCollectionDidChange(H: compact)", "Detail.traitCollectionDidChange(H: compact)",
        "Detail.didMove(toParent: nil)", "Detail.willMove(toParent: PrimaryNav)",
      ])
    MainQueue.drain()
    #expect(
      trace.take() == [
        "List.viewWillDisappear(false)", "List.viewDidDisappear(false)", "Detail.didMove(toParent: PrimaryNav)",
      ])
    #expect(split.hierarchyDump() == SplitDumps.classicCollapsedOnDetail)
  }

  // §9.3/§6.3/§7.3: with the "placeholder" idiom (collapseSecondary drops the detail, separateSecondaryFrom brings
  // it back) the detail's visibility changes, so it disappears on collapse and appears again on expand. [I] Detail,
  // detached while compact, is not told traitCollectionDidChange when it rejoins in regular width.
  @Test(.tags(.spec9_3)) func proMaxRotationWithPlaceholderIdiom() {
    let trace = Trace()
    let delegate = SplitDelegateRecorder(trace)
    delegate.handlesCollapse = true
    let (split, primary, _, detail, window) = classicSplit(
      trace, device: .iPhoneProMax, orientation: .landscapeLeft, delegate: delegate)
    delegate.separatedSecondary = detail
    window.orientation = .portrait
    MainQueue.drain()
    #expect(
      trace.take() == [
        "List.traitCollectionDidChange(H: compact)", "Detail.traitCollectionDidChange(H: compact)",
        "delegate.primaryForCollapsing collapsed=false",
        "delegate.collapseSecondary(Detail, onto: PrimaryNav) collapsed=false", "Detail.willMove(toParent: nil)",
        "delegate.didCollapse collapsed=true", "Detail.viewWillDisappear(false)", "Detail.viewDidDisappear(false)",
        "Detail.didMove(toParent: nil)",
      ])
    window.orientation = .landscapeLeft
    MainQueue.drain()
    #expect(split.viewControllers == [primary, detail])
    #expect(
      trace.take() == [
        "List.traitCollectionDidChange(H: regular)", "delegate.primaryForExpanding collapsed=true",
        "delegate.separateSecondary(from: PrimaryNav) collapsed=true", "Detail.willMove(toParent: Split)",
        "delegate.didExpand collapsed=false", "Detail.viewWillAppear(false)", "Detail.viewIsAppearing(false)",
        "Detail.viewDidAppear(false)", "Detail.didMove(toParent: Split)",
      ])
    #expect(split.hierarchyDump() == SplitDumps.classicExpanded)
  }

  // §6.5/§7.3/§9.3: rotating to landscape expands the split while its sheet adapts to full screen (compact height)
  // and covers it: the detail, moved to the secondary, disappears with the split and still gets its
  // didMove(toParent:) once the split has disappeared; the sheet adapts first, then the split expands [I].
  @Test(.tags(.spec7_3, .inferred)) func expandWhileSheetCoversSplitCompletesContainment() {
    let trace = Trace()
    let (split, _, _, _, window) = classicSplit(trace, device: .iPhoneProMax)
    let sheet = TracedViewController("Sheet", trace)
    split.present(sheet, animated: false)
    MainQueue.drain()
    _ = trace.take()
    window.orientation = .landscapeLeft
    MainQueue.drain()
    #expect(
      trace.take() == [
        "List.traitCollectionDidChange(H: regular)", "Detail.traitCollectionDidChange(H: regular)",
        "Sheet.traitCollectionDidChange(H: regular)", "PrimaryNav.viewWillDisappear(true)",
        "Detail.viewWillDisappear(true)", "Detail.willMove(toParent: nil)", "Detail.didMove(toParent: nil)",
        "Detail.willMove(toParent: Split)", "PrimaryNav.viewDidDisappear(true)", "Detail.viewDidDisappear(true)",
        "Detail.didMove(toParent: Split)",
      ])
    #expect(
      split.hierarchyDump() == """
        Split disappeared classic expanded
          | child PrimaryNav disappeared stack=1
          |   | child List disappeared
          | child Detail disappeared
          + presents(formSheet→fullScreen) Sheet appeared
        """)
    #expect(split.hierarchyInvariantViolations().isEmpty)
  }

  // MARK: Column style

  // §7.3 column style: non-navigation controllers are wrapped in UIKit-created navigation controllers (children
  // hold the wrappers, viewController(for:) the originals); a navigation controller and the .compact column are
  // used as they are.
  @Test(.tags(.spec7_3)) func columnStyleWrapsNonNavigationControllers() {
    let trace = Trace()
    let split = UISplitViewController(style: .tripleColumn)
    split.title = "Split"
    let sidebar = TracedViewController("Sidebar", trace)
    let mailboxes = TracedViewController("Mailboxes", trace)
    let messageNav = MovingNavigationController("MessageNav", trace, root: TracedViewController("Message", trace))
    let phone = TracedViewController("Phone", trace)
    split.setViewController(sidebar, for: .primary)
    split.setViewController(mailboxes, for: .supplementary)
    split.setViewController(messageNav, for: .secondary)
    split.setViewController(phone, for: .compact)
    #expect(split.viewController(for: .primary) === sidebar && split.viewController(for: .supplementary) === mailboxes)
    #expect(split.viewController(for: .secondary) === messageNav && split.viewController(for: .compact) === phone)
    #expect(split.children == [sidebar.navigationController, mailboxes.navigationController, messageNav])
    #expect(
      split.hierarchyDump() == """
        Split disappeared columns expanded
          | child UINavigationController disappeared stack=1
          |   | child Sidebar disappeared
          | child UINavigationController disappeared stack=1
          |   | child Mailboxes disappeared
          | child MessageNav disappeared stack=1
          |   | child Message disappeared
        """)
    _ = showInWindow(split, trace: trace, device: .iPhone)
    #expect(split.viewControllers == [phone] && phone.parent === split)
    #expect(
      split.hierarchyDump() == """
        Split appeared columns collapsed
          | child Phone appeared
        """)
  }

  // §7.3 column style: collapsing and expanding consult neither the classic collapse/separate delegate methods nor
  // primaryViewController(forCollapsing:/forExpanding:); topColumnForCollapsingToProposedTopColumn (proposal
  // .secondary [I]) and didCollapse/didExpand are called. Content stays on screen, pushed onto the sidebar's stack.
  @Test(.tags(.spec7_3, .inferred)) func columnStyleCollapseAndExpand() {
    let trace = Trace()
    let delegate = SplitDelegateRecorder(trace)
    let split = columnSplit(.doubleColumn, trace, delegate: delegate)
    let window = showInWindow(split, trace: trace, device: .iPhoneProMax, orientation: .landscapeLeft)
    window.orientation = .portrait
    MainQueue.drain()
    #expect(
      trace.take() == [
        "Sidebar.traitCollectionDidChange(H: compact)", "Content.traitCollectionDidChange(H: compact)",
        "delegate.topColumn(proposed: secondary) collapsed=true", "Content.willMove(toParent: nil)",
        "Content.didMove(toParent: nil)", "Content.willMove(toParent: SidebarNav)",
        "delegate.didCollapse collapsed=true",
        "Sidebar.viewWillDisappear(false)", "Sidebar.viewDidDisappear(false)", "Content.didMove(toParent: SidebarNav)",
      ])
    #expect(split.hierarchyDump() == SplitDumps.doubleColumnCollapsedOnContent)
    window.orientation = .landscapeLeft
    MainQueue.drain()
    #expect(
      trace.take() == [
        "Sidebar.traitCollectionDidChange(H: regular)", "Content.traitCollectionDidChange(H: regular)",
        "Content.willMove(toParent: nil)", "Content.didMove(toParent: nil)", "Content.willMove(toParent: ContentNav)",
        "delegate.didExpand collapsed=false", "Sidebar.viewWillAppear(false)", "Sidebar.viewIsAppearing(false)",
        "Sidebar.viewDidAppear(false)", "Content.didMove(toParent: ContentNav)",
      ])
    #expect(split.hierarchyDump() == SplitDumps.doubleColumnExpanded)
  }

  // §7.3 column style: a delegate that answers .primary to topColumnForCollapsingToProposedTopColumn keeps the
  // sidebar on top; the secondary column stays in its wrapper and simply disappears, then reappears on expand.
  @Test(.tags(.spec7_3)) func columnStyleTopColumnPrimaryKeepsSidebarOnTop() {
    let trace = Trace()
    let delegate = SplitDelegateRecorder(trace)
    delegate.topColumn = .primary
    let split = columnSplit(.doubleColumn, trace, delegate: delegate)
    let window = showInWindow(split, trace: trace, device: .iPhoneProMax, orientation: .landscapeLeft)
    window.orientation = .portrait
    MainQueue.drain()
    #expect(
      trace.take() == [
        "Sidebar.traitCollectionDidChange(H: compact)", "Content.traitCollectionDidChange(H: compact)",
        "delegate.topColumn(proposed: secondary) collapsed=true", "delegate.didCollapse collapsed=true",
        "Content.viewWillDisappear(false)", "Content.viewDidDisappear(false)",
      ])
    #expect(
      split.hierarchyDump() == """
        Split appeared columns collapsed
          | child SidebarNav appeared stack=1 displayed=Sidebar
          |   | child Sidebar appeared
        """)
    window.orientation = .landscapeLeft
    MainQueue.drain()
    #expect(
      trace.take() == [
        "Sidebar.traitCollectionDidChange(H: regular)", "delegate.didExpand collapsed=false",
        "Content.viewWillAppear(false)", "Content.viewIsAppearing(false)", "Content.viewDidAppear(false)",
      ])
  }

  // §7.3 .tripleColumn: collapsing stacks the supplementary and secondary columns onto the primary's navigation
  // controller (proposed top .secondary); expanding returns each controller to its column [I].
  @Test(.tags(.spec7_3, .inferred)) func tripleColumnStacksSupplementaryAndSecondary() {
    let trace = Trace()
    let delegate = SplitDelegateRecorder(trace)
    let split = columnSplit(.tripleColumn, trace, delegate: delegate)
    let window = showInWindow(split, trace: trace, device: .iPhoneProMax, orientation: .landscapeLeft)
    window.orientation = .portrait
    MainQueue.drain()
    #expect(
      trace.take() == [
        "Sidebar.traitCollectionDidChange(H: compact)", "Mailboxes.traitCollectionDidChange(H: compact)",
        "Content.traitCollectionDidChange(H: compact)", "delegate.topColumn(proposed: secondary) collapsed=true",
        "Mailboxes.willMove(toParent: nil)", "Mailboxes.didMove(toParent: nil)",
        "Mailboxes.willMove(toParent: SidebarNav)", "Content.willMove(toParent: nil)", "Content.didMove(toParent: nil)",
        "Content.willMove(toParent: SidebarNav)", "delegate.didCollapse collapsed=true",
        "Mailboxes.viewWillDisappear(false)", "Mailboxes.viewDidDisappear(false)", "Sidebar.viewWillDisappear(false)",
        "Sidebar.viewDidDisappear(false)", "Mailboxes.didMove(toParent: SidebarNav)",
        "Content.didMove(toParent: SidebarNav)",
      ])
    #expect(
      split.hierarchyDump() == """
        Split appeared columns collapsed
          | child SidebarNav appeared stack=3 displayed=Content
          |   | child Sidebar disappeared
          |   | child Mailboxes disappeared
          |   | child Content appeared
        """)
    window.orientation = .landscapeLeft
    MainQueue.drain()
    #expect(
      trace.take() == [
        "Sidebar.traitCollectionDidChange(H: regular)", "Mailboxes.traitCollectionDidChange(H: regular)",
        "Content.traitCollectionDidChange(H: regular)", "Mailboxes.willMove(toParent: nil)",
        "Content.willMove(toParent: nil)", "Mailboxes.didMove(toParent: nil)", "Content.didMove(toParent: nil)",
        "Mailboxes.willMove(toParent: MailboxesNav)", "Content.willMove(toParent: ContentNav)",
        "delegate.didExpand collapsed=false", "Sidebar.viewWillAppear(false)", "Sidebar.viewIsAppearing(false)",
        "Sidebar.viewDidAppear(false)", "Mailboxes.didMove(toParent: MailboxesNav)",
        "Content.didMove(toParent: ContentNav)", "Mailboxes.viewWillAppear(false)",
        "Mailboxes.viewIsAppearing(false)", "Mailboxes.viewDidAppear(false)",
      ])
    #expect(split.hierarchyDump() == SplitDumps.tripleColumnExpanded)
  }

  // §7.3 .tripleColumn: with .supplementary on top only the supplementary column is stacked; the secondary column
  // disappears with its wrapper and reappears on expand [I].
  @Test(.tags(.spec7_3, .inferred)) func tripleColumnSupplementaryOnTop() {
    let trace = Trace()
    let delegate = SplitDelegateRecorder(trace)
    delegate.topColumn = .supplementary
    let split = columnSplit(.tripleColumn, trace, delegate: delegate)
    let window = showInWindow(split, trace: trace, device: .iPhoneProMax, orientation: .landscapeLeft)
    window.orientation = .portrait
    MainQueue.drain()
    #expect(
      trace.take() == [
        "Sidebar.traitCollectionDidChange(H: compact)", "Mailboxes.traitCollectionDidChange(H: compact)",
        "Content.traitCollectionDidChange(H: compact)", "delegate.topColumn(proposed: secondary) collapsed=true",
        "Mailboxes.willMove(toParent: nil)", "Mailboxes.didMove(toParent: nil)",
        "Mailboxes.willMove(toParent: SidebarNav)", "delegate.didCollapse collapsed=true",
        "Sidebar.viewWillDisappear(false)", "Sidebar.viewDidDisappear(false)",
        "Mailboxes.didMove(toParent: SidebarNav)",
        "Content.viewWillDisappear(false)", "Content.viewDidDisappear(false)",
      ])
    #expect(
      split.hierarchyDump() == """
        Split appeared columns collapsed
          | child SidebarNav appeared stack=2 displayed=Mailboxes
          |   | child Sidebar disappeared
          |   | child Mailboxes appeared
        """)
    window.orientation = .landscapeLeft
    MainQueue.drain()
    #expect(
      trace.take() == [
        "Sidebar.traitCollectionDidChange(H: regular)", "Mailboxes.traitCollectionDidChange(H: regular)",
        "Mailboxes.willMove(toParent: nil)", "Mailboxes.didMove(toParent: nil)",
        "Mailboxes.willMove(toParent: MailboxesNav)", "delegate.didExpand collapsed=false",
        "Sidebar.viewWillAppear(false)", "Sidebar.viewIsAppearing(false)", "Sidebar.viewDidAppear(false)",
        "Mailboxes.didMove(toParent: MailboxesNav)", "Content.viewWillAppear(false)", "Content.viewIsAppearing(false)",
        "Content.viewDidAppear(false)",
      ])
    #expect(split.hierarchyInvariantViolations().isEmpty)
  }

  // §7.3 column style: a .compact column is shown as it is while collapsed (no stacking, no topColumn question) and
  // replaced by the columns on expand; showDetail meanwhile goes to that shown controller: not a navigation
  // controller, so vc is presented [I].
  @Test(.tags(.spec7_3, .inferred)) func compactColumnUsedAsIsWhenCollapsed() {
    let trace = Trace()
    let delegate = SplitDelegateRecorder(trace)
    let split = columnSplit(.doubleColumn, trace, delegate: delegate)
    let phone = TracedViewController("Phone", trace)
    split.setViewController(phone, for: .compact)
    let window = showInWindow(split, trace: trace, device: .iPhoneProMax, orientation: .landscapeLeft)
    window.orientation = .portrait
    MainQueue.drain()
    #expect(split.viewControllers == [phone])
    #expect(
      trace.take() == [
        "Sidebar.traitCollectionDidChange(H: compact)", "Content.traitCollectionDidChange(H: compact)",
        "Phone.willMove(toParent: Split)", "delegate.didCollapse collapsed=true", "Phone.viewDidLoad",
        "Sidebar.viewWillDisappear(false)", "Content.viewWillDisappear(false)", "Phone.viewWillAppear(false)",
        "Phone.viewIsAppearing(false)", "Sidebar.viewDidDisappear(false)", "Content.viewDidDisappear(false)",
        "Phone.viewDidAppear(false)", "Phone.didMove(toParent: Split)",
      ])
    let item = TracedViewController("Item", trace)
    split.showDetailViewController(item, sender: nil)
    MainQueue.drain()
    #expect(item.presentingViewController === split)
    #expect(
      trace.take() == [
        "Item.viewDidLoad", "Item.viewWillAppear(true)", "Item.viewIsAppearing(true)", "Item.viewDidAppear(true)",
      ])
    #expect(
      split.hierarchyDump() == """
        Split appeared columns collapsed
          | child Phone appeared
          + presents(formSheet) Item appeared
        """)
    item.dismiss(animated: false)
    MainQueue.drain()
    _ = trace.take()
    window.orientation = .landscapeLeft
    MainQueue.drain()
    #expect(
      trace.take() == [
        "Phone.traitCollectionDidChange(H: regular)", "Phone.willMove(toParent: nil)",
        "delegate.didExpand collapsed=false", "Phone.viewWillDisappear(false)", "Sidebar.viewWillAppear(false)",
        "Sidebar.viewIsAppearing(false)", "Content.viewWillAppear(false)", "Content.viewIsAppearing(false)",
        "Phone.viewDidDisappear(false)", "Sidebar.viewDidAppear(false)", "Content.viewDidAppear(false)",
        "Phone.didMove(toParent: nil)",
      ])
    #expect(split.hierarchyDump() == SplitDumps.doubleColumnExpanded)
  }

  // §3.3/§7.3 column style: showDetail skips the classic delegate method; expanded it replaces the secondary
  // column's controller (inside the wrapper); collapsed it pushes onto the stacked navigation controller, and the
  // pushed controller goes back to the secondary column on expand [I].
  @Test(.tags(.spec7_3, .inferred)) func columnStyleShowDetailTargetsSecondaryColumn() {
    let trace = Trace()
    let delegate = SplitDelegateRecorder(trace)
    let split = columnSplit(.doubleColumn, trace, delegate: delegate)
    let window = showInWindow(split, trace: trace, device: .iPhoneProMax, orientation: .landscapeLeft)
    let item = TracedViewController("Item", trace)
    split.showDetailViewController(item, sender: nil)
    MainQueue.drain()
    #expect(split.viewController(for: .secondary) === item)
    #expect(
      trace.take() == [
        "Content.willMove(toParent: nil)", "Item.willMove(toParent: ContentNav)", "Item.viewDidLoad",
        "Content.viewWillDisappear(false)", "Item.viewWillAppear(false)", "Item.viewIsAppearing(false)",
        "Content.viewDidDisappear(false)", "Item.viewDidAppear(false)", "Content.didMove(toParent: nil)",
        "Item.didMove(toParent: ContentNav)",
      ])
    window.orientation = .portrait
    MainQueue.drain()
    _ = trace.take()
    let other = TracedViewController("Other", trace)
    split.showDetailViewController(other, sender: nil)
    MainQueue.drain()
    #expect(
      trace.take() == [
        "Other.willMove(toParent: SidebarNav)", "Other.viewDidLoad", "Item.viewWillDisappear(true)",
        "Other.viewWillAppear(true)", "Other.viewIsAppearing(true)", "Item.viewDidDisappear(true)",
        "Other.viewDidAppear(true)", "Other.didMove(toParent: SidebarNav)",
      ])
    #expect(
      split.hierarchyDump() == """
        Split appeared columns collapsed
          | child SidebarNav appeared stack=3 displayed=Other
          |   | child Sidebar disappeared
          |   | child Item disappeared
          |   | child Other appeared
        """)
    window.orientation = .landscapeLeft
    MainQueue.drain()
    #expect(
      trace.take() == [
        "Sidebar.traitCollectionDidChange(H: regular)", "Item.traitCollectionDidChange(H: regular)",
        "Other.traitCollectionDidChange(H: regular)", "Item.willMove(toParent: nil)", "Other.willMove(toParent: nil)",
        "Item.didMove(toParent: nil)", "Other.didMove(toParent: nil)", "Item.willMove(toParent: ContentNav)",
        "Other.willMove(toParent: ContentNav)", "delegate.didExpand collapsed=false", "Sidebar.viewWillAppear(false)",
        "Sidebar.viewIsAppearing(false)", "Sidebar.viewDidAppear(false)", "Item.didMove(toParent: ContentNav)",
        "Other.didMove(toParent: ContentNav)",
      ])
    #expect(
      split.hierarchyDump() == """
        Split appeared columns expanded
          | child SidebarNav appeared stack=1 displayed=Sidebar
          |   | child Sidebar appeared
          | child ContentNav appeared stack=2 displayed=Other
          |   | child Item disappeared
          |   | child Other appeared
        """)
  }

  // §3.3 column style: show skips the classic delegate method and assigns the primary column, inside its wrapper,
  // so viewController(for: .primary) follows [I].
  @Test(.tags(.spec3_3, .inferred)) func columnStyleShowAssignsPrimaryColumn() {
    let trace = Trace()
    let delegate = SplitDelegateRecorder(trace)
    let split = columnSplit(.doubleColumn, trace, delegate: delegate)
    _ = showInWindow(split, trace: trace, device: .iPad)
    let newSidebar = TracedViewController("NewSidebar", trace)
    split.show(newSidebar, sender: nil)
    MainQueue.drain()
    #expect(split.viewController(for: .primary) === newSidebar)
    #expect(
      trace.take() == [
        "Sidebar.willMove(toParent: nil)", "NewSidebar.willMove(toParent: SidebarNav)", "NewSidebar.viewDidLoad",
        "Sidebar.viewWillDisappear(false)", "NewSidebar.viewWillAppear(false)", "NewSidebar.viewIsAppearing(false)",
        "Sidebar.viewDidDisappear(false)", "NewSidebar.viewDidAppear(false)", "Sidebar.didMove(toParent: nil)",
        "NewSidebar.didMove(toParent: SidebarNav)",
      ])
    #expect(
      split.hierarchyDump() == """
        Split appeared columns expanded
          | child SidebarNav appeared stack=1 displayed=NewSidebar
          |   | child NewSidebar appeared
          | child ContentNav appeared stack=1 displayed=Content
          |   | child Content appeared
        """)
  }
}
