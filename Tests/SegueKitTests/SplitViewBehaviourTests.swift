import Foundation
import SegueKit
import Testing

/// Records every split delegate call with the split's `isCollapsed` at that moment, and answers as configured.
@MainActor
private final class SplitDelegateRecorder: UISplitViewControllerDelegate {
  let trace: Trace
  var handlesShow = false
  var handlesShowDetail = false
  var handlesCollapse = false
  var primaryForCollapsing: UIViewController?
  var primaryForExpanding: UIViewController?
  var separatedSecondary: UIViewController?
  var topColumn: UISplitViewController.Column?

  init(_ trace: Trace) { self.trace = trace }

  private func log(_ split: UISplitViewController, _ call: String) {
    trace.log("delegate.\(call) collapsed=\(split.isCollapsed)")
  }

  func splitViewController(
    _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool {
    log(splitViewController, "collapseSecondary(\(secondaryViewController.name), onto: \(primaryViewController.name))")
    return handlesCollapse
  }
  func splitViewController(
    _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
  ) -> UIViewController? {
    log(splitViewController, "separateSecondary(from: \(primaryViewController.name))")
    return separatedSecondary
  }
  func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
    log(splitViewController, "primaryForCollapsing")
    return primaryForCollapsing
  }
  func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? {
    log(splitViewController, "primaryForExpanding")
    return primaryForExpanding
  }
  func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?)
    -> Bool
  {
    log(splitViewController, "showDetail(\(vc.name))")
    return handlesShowDetail
  }
  func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool {
    log(splitViewController, "show(\(vc.name))")
    return handlesShow
  }
  func splitViewController(
    _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column {
    log(svc, "topColumn(proposed: \(proposedTopColumn))")
    return topColumn ?? proposedTopColumn
  }
  func splitViewControllerDidCollapse(_ svc: UISplitViewController) { log(svc, "didCollapse") }
  func splitViewControllerDidExpand(_ svc: UISplitViewController) { log(svc, "didExpand") }
}

/// A navigation controller that records its life cycle and its own containment calls.
@MainActor
private final class MovingNavigationController: UINavigationController, Traced {
  var trace = Trace()

  convenience init(_ name: String, _ trace: Trace, root: UIViewController) {
    self.init(nibName: nil, bundle: nil)
    self.trace = trace
    title = name
    pushViewController(root, animated: false)
  }

  override func viewDidLoad() { super.viewDidLoad(); record("viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); record("viewWillAppear(\(animated))") }
  override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated); record("viewIsAppearing(\(animated))")
  }
  override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); record("viewDidAppear(\(animated))") }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated); record("viewWillDisappear(\(animated))")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated); record("viewDidDisappear(\(animated))")
  }
  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent); recordMove("willMove", parent)
  }
  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent); recordMove("didMove", parent)
  }
}

extension UIViewController {
  fileprivate var name: String { title ?? "\(type(of: self))" }
}

/// A visible window simulating `device` in `orientation` with `root`, drained, and the trace emptied.
@MainActor
private func showSplit(
  _ root: UIViewController, _ trace: Trace, device: DevicePreset, orientation: UIInterfaceOrientation = .portrait
) -> UIWindow {
  freshRuntime()
  let window = UIWindow(device: device, orientation: orientation)
  window.rootViewController = root
  window.makeKeyAndVisible()
  WindowKeeper.windows.append(window)
  MainQueue.drain()
  _ = trace.take()
  return window
}

/// A classic split titled "Split": primary `PrimaryNav` (root `List`), secondary `Detail`, shown in a window.
@MainActor
private func classicSplit(
  _ trace: Trace, device: DevicePreset, orientation: UIInterfaceOrientation = .portrait,
  delegate: SplitDelegateRecorder? = nil
) -> (split: UISplitViewController, primary: UINavigationController, list: UIViewController, detail: UIViewController, window: UIWindow) {
  let list = TracedViewController("List", trace)
  let primary = MovingNavigationController("PrimaryNav", trace, root: list)
  let detail = TracedViewController("Detail", trace)
  let split = UISplitViewController()
  split.title = "Split"
  split.delegate = delegate
  split.viewControllers = [primary, detail]
  let window = showSplit(split, trace, device: device, orientation: orientation)
  return (split, primary, list, detail, window)
}

/// A column-style split titled "Split" with traced `Sidebar` and `Content` columns (and `Mailboxes` for triple
/// columns); the wrapping navigation controllers UIKit creates are titled after their columns.
@MainActor
private func columnSplit(
  _ style: UISplitViewController.Style, _ trace: Trace, delegate: SplitDelegateRecorder? = nil
) -> UISplitViewController {
  let split = UISplitViewController(style: style)
  split.title = "Split"
  split.delegate = delegate
  split.setViewController(TracedViewController("Sidebar", trace), for: .primary)
  if style == .tripleColumn { split.setViewController(TracedViewController("Mailboxes", trace), for: .supplementary) }
  split.setViewController(TracedViewController("Content", trace), for: .secondary)
  for column in [UISplitViewController.Column.primary, .supplementary, .secondary] {
    split.viewController(for: column)?.navigationController?.title = "\(split.viewController(for: column)?.name ?? "")Nav"
  }
  return split
}

@MainActor
@Suite struct SplitViewBehaviourTests {
  // MARK: show(_:sender:), classic

  // §3.3/§7.3: a delegate that returns true from splitViewController(_:show:sender:) handles show; nothing else happens.
  @Test func showHandledByDelegateDoesNothingElse_spec7_3() {
    let trace = Trace()
    let delegate = SplitDelegateRecorder(trace)
    delegate.handlesShow = true
    let (split, _, _, _, _) = classicSplit(trace, device: .iPad, delegate: delegate)
    split.show(TracedViewController("New", trace), sender: nil)
    MainQueue.drain()
    #expect(trace.take() == ["delegate.show(New) collapsed=false"])
    #expect(
      split.hierarchyDump() == """
        Split appeared classic expanded
          | child PrimaryNav appeared stack=1 displayed=List
          |   | child List appeared
          | child Detail appeared
        """)
  }

  // §3.3/§7.3: expanded, show installs vc as the primary; the old primary leaves like a replaced secondary (§6.3).
  @Test func showWhenExpandedReplacesPrimary_spec3_3() {
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
  @Test func showOfPrimaryChildInstallsItAsSecondary_spec3_3() {
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
    _ = showSplit(split, trace, device: .iPad)
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
  @Test func showWhenCollapsedPresentsFromSplit_spec3_3() {
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
  @Test func showDetailHandledByDelegateDoesNothingElse_spec7_3() {
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
  @Test func showDetailOfCurrentSecondarySkipsDelegate_spec7_3() {
    let trace = Trace()
    let delegate = SplitDelegateRecorder(trace)
    let (split, _, _, detail, _) = classicSplit(trace, device: .iPad, delegate: delegate)
    split.showDetailViewController(detail, sender: nil)
    MainQueue.drain()
    #expect(trace.take() == [])
  }

  // §7.3: collapsed onto a primary that is not a navigation controller, showDetail presents vc from the split.
  @Test func showDetailWhenCollapsedOnPlainPrimaryPresents_spec7_3() {
    let trace = Trace()
    let delegate = SplitDelegateRecorder(trace)
    let list = TracedViewController("List", trace)
    let split = UISplitViewController()
    split.title = "Split"
    split.delegate = delegate
    split.viewControllers = [list, TracedViewController("Detail", trace)]
    _ = showSplit(split, trace, device: .iPhone)
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
  @Test func showDetailWhenCollapsedPushesNestedNavigationController_spec3_3() {
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
  @Test func primaryForCollapsingBecomesPrimary_spec7_3() {
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
  @Test func primaryForExpandingBecomesPrimary_spec7_3() {
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
  @Test func separateSecondaryFromDelegateBecomesSecondary_spec7_3() {
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
  @Test func collapseSecondaryHandledDropsSecondary_spec7_3() {
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
  @Test func plainPrimaryCollapseAndExpand_spec7_3() {
    let trace = Trace()
    let delegate = SplitDelegateRecorder(trace)
    let list = TracedViewController("List", trace)
    let detail = TracedViewController("Detail", trace)
    let split = UISplitViewController()
    split.title = "Split"
    split.delegate = delegate
    split.viewControllers = [list, detail]
    let window = showSplit(split, trace, device: .iPhoneProMax, orientation: .landscapeLeft)
    window.orientation = .portrait
    #expect(split.viewControllers == [list] && detail.parent == nil)
    MainQueue.drain()
    #expect(
      trace.take() == [
        "List.traitCollectionDidChange(H: compact)", "Detail.traitCollectionDidChange(H: compact)",
        "delegate.primaryForCollapsing collapsed=false", "delegate.collapseSecondary(Detail, onto: List) collapsed=false",
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
  @Test func nestedNavigationSecondaryCollapsesOntoPrimaryStack_spec7_3() {
    let trace = Trace()
    let delegate = SplitDelegateRecorder(trace)
    let list = TracedViewController("List", trace)
    let primary = MovingNavigationController("PrimaryNav", trace, root: list)
    let detailNav = MovingNavigationController("DetailNav", trace, root: TracedViewController("Detail", trace))
    let split = UISplitViewController()
    split.title = "Split"
    split.delegate = delegate
    split.viewControllers = [primary, detailNav]
    let window = showSplit(split, trace, device: .iPhoneProMax, orientation: .landscapeLeft)
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
  @Test func isCollapsedFlipsAfterDelegateCalls_spec7_3() {
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

  // MARK: Rotation of a Pro Max, whole traces

  // §9.3/§6.3: rotating a Pro Max expands (landscape: regular width) and collapses (portrait). Detail is on screen
  // in both states, so only List, which the detail covers when collapsed, gets appearance callbacks.
  @Test func proMaxRotationKeepsShownDetailOnScreen_spec9_3() {
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
    #expect(
      split.hierarchyDump() == """
        Split appeared classic expanded
          | child PrimaryNav appeared stack=1 displayed=List
          |   | child List appeared
          | child Detail appeared
        """)
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
    #expect(
      split.hierarchyDump() == """
        Split appeared classic collapsed
          | child PrimaryNav appeared stack=2 displayed=Detail
          |   | child List disappeared
          |   | child Detail appeared
        """)
  }

  // §9.3/§6.3/§7.3: with the "placeholder" idiom (collapseSecondary drops the detail, separateSecondaryFrom brings
  // it back) the detail's visibility changes, so it disappears on collapse and appears again on expand. [I] Detail,
  // detached while compact, is not told traitCollectionDidChange when it rejoins in regular width.
  @Test func proMaxRotationWithPlaceholderIdiom_spec9_3() {
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
    #expect(
      split.hierarchyDump() == """
        Split appeared classic expanded
          | child PrimaryNav appeared stack=1 displayed=List
          |   | child List appeared
          | child Detail appeared
        """)
  }

  // §6.5/§7.3/§9.3: rotating to landscape expands the split while its sheet adapts to full screen (compact height)
  // and covers it: the detail, moved to the secondary, disappears with the split and still gets its
  // didMove(toParent:) once the split has disappeared [I].
  @Test func expandWhileSheetCoversSplitCompletesContainment_spec7_3_inferred() {
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
        "Sheet.traitCollectionDidChange(H: regular)", "Detail.willMove(toParent: nil)", "Detail.didMove(toParent: nil)",
        "Detail.willMove(toParent: Split)", "PrimaryNav.viewWillDisappear(true)", "Detail.viewWillDisappear(true)",
        "PrimaryNav.viewDidDisappear(true)", "Detail.viewDidDisappear(true)", "Detail.didMove(toParent: Split)",
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
  @Test func columnStyleWrapsNonNavigationControllers_spec7_3() {
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
    _ = showSplit(split, trace, device: .iPhone)
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
  @Test func columnStyleCollapseAndExpand_spec7_3_inferred() {
    let trace = Trace()
    let delegate = SplitDelegateRecorder(trace)
    let split = columnSplit(.doubleColumn, trace, delegate: delegate)
    let window = showSplit(split, trace, device: .iPhoneProMax, orientation: .landscapeLeft)
    window.orientation = .portrait
    MainQueue.drain()
    #expect(
      trace.take() == [
        "Sidebar.traitCollectionDidChange(H: compact)", "Content.traitCollectionDidChange(H: compact)",
        "delegate.topColumn(proposed: secondary) collapsed=true", "Content.willMove(toParent: nil)",
        "Content.didMove(toParent: nil)", "Content.willMove(toParent: SidebarNav)", "delegate.didCollapse collapsed=true",
        "Sidebar.viewWillDisappear(false)", "Sidebar.viewDidDisappear(false)", "Content.didMove(toParent: SidebarNav)",
      ])
    #expect(
      split.hierarchyDump() == """
        Split appeared columns collapsed
          | child SidebarNav appeared stack=2 displayed=Content
          |   | child Sidebar disappeared
          |   | child Content appeared
        """)
    window.orientation = .landscapeLeft
    MainQueue.drain()
    #expect(
      trace.take() == [
        "Sidebar.traitCollectionDidChange(H: regular)", "Content.traitCollectionDidChange(H: regular)",
        "Content.willMove(toParent: nil)", "Content.didMove(toParent: nil)", "Content.willMove(toParent: ContentNav)",
        "delegate.didExpand collapsed=false", "Sidebar.viewWillAppear(false)", "Sidebar.viewIsAppearing(false)",
        "Sidebar.viewDidAppear(false)", "Content.didMove(toParent: ContentNav)",
      ])
    #expect(
      split.hierarchyDump() == """
        Split appeared columns expanded
          | child SidebarNav appeared stack=1 displayed=Sidebar
          |   | child Sidebar appeared
          | child ContentNav appeared stack=1 displayed=Content
          |   | child Content appeared
        """)
  }

  // §7.3 column style: a delegate that answers .primary to topColumnForCollapsingToProposedTopColumn keeps the
  // sidebar on top; the secondary column stays in its wrapper and simply disappears, then reappears on expand.
  @Test func columnStyleTopColumnPrimaryKeepsSidebarOnTop_spec7_3() {
    let trace = Trace()
    let delegate = SplitDelegateRecorder(trace)
    delegate.topColumn = .primary
    let split = columnSplit(.doubleColumn, trace, delegate: delegate)
    let window = showSplit(split, trace, device: .iPhoneProMax, orientation: .landscapeLeft)
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
  @Test func tripleColumnStacksSupplementaryAndSecondary_spec7_3_inferred() {
    let trace = Trace()
    let delegate = SplitDelegateRecorder(trace)
    let split = columnSplit(.tripleColumn, trace, delegate: delegate)
    let window = showSplit(split, trace, device: .iPhoneProMax, orientation: .landscapeLeft)
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
    #expect(
      split.hierarchyDump() == """
        Split appeared columns expanded
          | child SidebarNav appeared stack=1 displayed=Sidebar
          |   | child Sidebar appeared
          | child MailboxesNav appeared stack=1 displayed=Mailboxes
          |   | child Mailboxes appeared
          | child ContentNav appeared stack=1 displayed=Content
          |   | child Content appeared
        """)
  }

  // §7.3 .tripleColumn: with .supplementary on top only the supplementary column is stacked; the secondary column
  // disappears with its wrapper and reappears on expand [I].
  @Test func tripleColumnSupplementaryOnTop_spec7_3_inferred() {
    let trace = Trace()
    let delegate = SplitDelegateRecorder(trace)
    delegate.topColumn = .supplementary
    let split = columnSplit(.tripleColumn, trace, delegate: delegate)
    let window = showSplit(split, trace, device: .iPhoneProMax, orientation: .landscapeLeft)
    window.orientation = .portrait
    MainQueue.drain()
    #expect(
      trace.take() == [
        "Sidebar.traitCollectionDidChange(H: compact)", "Mailboxes.traitCollectionDidChange(H: compact)",
        "Content.traitCollectionDidChange(H: compact)", "delegate.topColumn(proposed: secondary) collapsed=true",
        "Mailboxes.willMove(toParent: nil)", "Mailboxes.didMove(toParent: nil)",
        "Mailboxes.willMove(toParent: SidebarNav)", "delegate.didCollapse collapsed=true",
        "Sidebar.viewWillDisappear(false)", "Sidebar.viewDidDisappear(false)", "Mailboxes.didMove(toParent: SidebarNav)",
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
  @Test func compactColumnUsedAsIsWhenCollapsed_spec7_3_inferred() {
    let trace = Trace()
    let delegate = SplitDelegateRecorder(trace)
    let split = columnSplit(.doubleColumn, trace, delegate: delegate)
    let phone = TracedViewController("Phone", trace)
    split.setViewController(phone, for: .compact)
    let window = showSplit(split, trace, device: .iPhoneProMax, orientation: .landscapeLeft)
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
    #expect(
      split.hierarchyDump() == """
        Split appeared columns expanded
          | child SidebarNav appeared stack=1 displayed=Sidebar
          |   | child Sidebar appeared
          | child ContentNav appeared stack=1 displayed=Content
          |   | child Content appeared
        """)
  }

  // §3.3/§7.3 column style: showDetail skips the classic delegate method; expanded it replaces the secondary
  // column's controller (inside the wrapper); collapsed it pushes onto the stacked navigation controller, and the
  // pushed controller goes back to the secondary column on expand [I].
  @Test func columnStyleShowDetailTargetsSecondaryColumn_spec7_3_inferred() {
    let trace = Trace()
    let delegate = SplitDelegateRecorder(trace)
    let split = columnSplit(.doubleColumn, trace, delegate: delegate)
    let window = showSplit(split, trace, device: .iPhoneProMax, orientation: .landscapeLeft)
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
  @Test func columnStyleShowAssignsPrimaryColumn_spec3_3_inferred() {
    let trace = Trace()
    let delegate = SplitDelegateRecorder(trace)
    let split = columnSplit(.doubleColumn, trace, delegate: delegate)
    _ = showSplit(split, trace, device: .iPad)
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
