import Foundation
import SegueKit
import SegueTestSupport
import Testing

/// Records the split delegate's display-mode calls (with the display mode and `isCollapsed` at that moment),
/// didCollapse and didExpand; answers displayModeForExpanding with `expandTo`, else the proposal.
@MainActor
private final class DisplayModeRecorder: UISplitViewControllerDelegate {
  let trace: Trace
  var expandTo: UISplitViewController.DisplayMode?

  init(_ trace: Trace) { self.trace = trace }

  func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
    trace.log("delegate.willChangeTo(\(displayMode)) from=\(svc.displayMode) collapsed=\(svc.isCollapsed)")
  }
  func splitViewController(
    _ svc: UISplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
  ) -> UISplitViewController.DisplayMode {
    trace.log("delegate.displayModeForExpanding(proposed: \(proposedDisplayMode)) collapsed=\(svc.isCollapsed)")
    return expandTo ?? proposedDisplayMode
  }
  func splitViewControllerDidCollapse(_ svc: UISplitViewController) { trace.log("delegate.didCollapse") }
  func splitViewControllerDidExpand(_ svc: UISplitViewController) { trace.log("delegate.didExpand") }
}

/// Keeps the recorders alive: a split holds its delegate weakly, as in UIKit (compare `WindowKeeper`).
@MainActor
private var keptRecorders: [DisplayModeRecorder] = []

/// Makes a new recorder the delegate of `split` and returns it.
@MainActor
@discardableResult
private func recordDisplayModes(of split: UISplitViewController, _ trace: Trace) -> DisplayModeRecorder {
  let recorder = DisplayModeRecorder(trace)
  keptRecorders.append(recorder)
  split.delegate = recorder
  return recorder
}

/// A column-style split (see `columnSplit`) with a display-mode recorder, shown on `device` in `orientation`.
@MainActor
private func shownColumnSplit(
  _ style: UISplitViewController.Style, _ trace: Trace, device: DevicePreset = .iPad,
  orientation: UIInterfaceOrientation = .portrait
) -> (split: UISplitViewController, delegate: DisplayModeRecorder, window: UIWindow) {
  let split = columnSplit(style, trace)
  let delegate = recordDisplayModes(of: split, trace)
  let window = showInWindow(split, trace: trace, device: device, orientation: orientation)
  return (split, delegate, window)
}

@MainActor
@Suite struct SplitViewDisplayModeTests {
  // MARK: Values and resolution

  // §7.3: UIKit's raw values, 0 to 6; the default preference is .automatic.
  @Test(.tags(.spec7_3)) func displayModeRawValuesMatchUIKit() {
    let modes: [UISplitViewController.DisplayMode] = [
      .automatic, .secondaryOnly, .oneBesideSecondary, .oneOverSecondary, .twoBesideSecondary, .twoOverSecondary,
      .twoDisplaceSecondary,
    ]
    #expect(modes.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6])
    #expect(UISplitViewController.DisplayMode(rawValue: 2) == .oneBesideSecondary)
    #expect(UISplitViewController().preferredDisplayMode == .automatic)
  }

  // §7.3/§9.3: expanded, .automatic shows every column side by side ("side-by-side whenever possible") [I]: one
  // sidebar beside the secondary, two in a triple-column split. displayMode never reports .automatic, and the dump
  // names the display mode only when it is not this one.
  @Test(.tags(.spec7_3, .inferred)) func automaticShowsEveryColumnSideBySide() {
    let trace = Trace()
    let classic = classicSplit(trace, device: .iPad).split
    #expect(classic.displayMode == .oneBesideSecondary)
    let double = shownColumnSplit(.doubleColumn, trace).split
    #expect(double.displayMode == .oneBesideSecondary)
    let (triple, _, _) = shownColumnSplit(.tripleColumn, trace)
    #expect(triple.preferredDisplayMode == .automatic && triple.displayMode == .twoBesideSecondary)
    #expect(triple.hierarchyDump() == SplitDumps.tripleColumnExpanded)
  }

  // MARK: preferredDisplayMode

  // §7.3/§9.3: .secondaryOnly takes the primary column off screen. The delegate hears willChangeTo before
  // displayMode changes (it still reads the old mode); the sidebar disappears when the main queue is drained, and
  // appears again when .automatic brings it back.
  @Test(.tags(.spec7_3)) func preferredSecondaryOnlyHidesThenRevealsPrimaryColumn() {
    let trace = Trace()
    let (split, _, _) = shownColumnSplit(.doubleColumn, trace)
    split.preferredDisplayMode = .secondaryOnly
    #expect(split.displayMode == .secondaryOnly)
    #expect(trace.take() == ["delegate.willChangeTo(secondaryOnly) from=oneBesideSecondary collapsed=false"])
    MainQueue.drain()
    #expect(trace.take() == ["Sidebar.viewWillDisappear(false)", "Sidebar.viewDidDisappear(false)"])
    #expect(
      split.hierarchyDump() == """
        Split appeared columns expanded displayMode=secondaryOnly
          | child SidebarNav disappeared stack=1 displayed=Sidebar
          |   | child Sidebar disappeared
          | child ContentNav appeared stack=1 displayed=Content
          |   | child Content appeared
        """)
    split.preferredDisplayMode = .automatic
    #expect(trace.take() == ["delegate.willChangeTo(oneBesideSecondary) from=secondaryOnly collapsed=false"])
    MainQueue.drain()
    #expect(
      trace.take() == [
        "Sidebar.viewWillAppear(false)", "Sidebar.viewIsAppearing(false)", "Sidebar.viewDidAppear(false)",
      ])
    #expect(split.hierarchyDump() == SplitDumps.doubleColumnExpanded)
  }

  // §7.3: a preference that resolves to the current display mode changes nothing: no delegate call, no callbacks.
  // A double-column split has no supplementary column, so two-sidebar modes mean their one-sidebar counterparts [I].
  @Test(.tags(.spec7_3, .inferred)) func preferenceResolvingToCurrentModeChangesNothing() {
    let trace = Trace()
    let (split, _, _) = shownColumnSplit(.doubleColumn, trace)
    split.preferredDisplayMode = .oneBesideSecondary
    split.preferredDisplayMode = .twoBesideSecondary
    split.preferredDisplayMode = .twoDisplaceSecondary
    MainQueue.drain()
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(trace.take() == [])
    split.preferredDisplayMode = .twoOverSecondary
    MainQueue.drain()
    #expect(split.displayMode == .oneOverSecondary)
    #expect(trace.take() == ["delegate.willChangeTo(oneOverSecondary) from=oneBesideSecondary collapsed=false"])
  }

  // §7.3/§6.3: set before the split appears, .secondaryOnly keeps the primary column off screen from the start: its
  // controller does not even load [I].
  @Test(.tags(.spec7_3, .inferred)) func secondaryOnlyBeforeAppearanceKeepsPrimaryOffScreen() {
    let trace = Trace()
    let split = columnSplit(.doubleColumn, trace)
    recordDisplayModes(of: split, trace)
    _ = trace.take()
    split.preferredDisplayMode = .secondaryOnly
    #expect(trace.take() == ["delegate.willChangeTo(secondaryOnly) from=oneBesideSecondary collapsed=false"])
    freshRuntime()
    let window = UIWindow(device: .iPad)
    window.rootViewController = split
    window.makeKeyAndVisible()
    WindowKeeper.windows.append(window)
    MainQueue.drain()
    #expect(
      trace.take() == [
        "Sidebar.didMove(toParent: SidebarNav)", "Content.didMove(toParent: ContentNav)", "Content.viewDidLoad",
        "Content.viewWillAppear(false)", "Content.viewIsAppearing(false)", "Content.viewDidAppear(false)",
      ])
    #expect(split.hierarchyDump() == SplitDumps.doubleColumnSecondaryOnly)
  }

  // MARK: show(_:) and hide(_:) for columns

  // §7.3: hide(.primary) and show(.primary) change the display mode to hide and reveal the sidebar; the delegate
  // hears it at once, the sidebar's callbacks follow on the main queue. The secondary cannot be hidden, and showing
  // a column already fully shown, a missing supplementary or the compact column does nothing [I].
  @Test(.tags(.spec7_3, .inferred)) func showAndHidePrimaryColumn() {
    let trace = Trace()
    let (split, _, _) = shownColumnSplit(.doubleColumn, trace)
    split.hide(.primary)
    #expect(split.displayMode == .secondaryOnly)
    #expect(trace.take() == ["delegate.willChangeTo(secondaryOnly) from=oneBesideSecondary collapsed=false"])
    MainQueue.drain()
    #expect(trace.take() == ["Sidebar.viewWillDisappear(false)", "Sidebar.viewDidDisappear(false)"])
    split.hide(.secondary)
    split.hide(.primary)
    split.show(.secondary)
    split.show(.supplementary)
    split.show(.compact)
    MainQueue.drain()
    #expect(split.displayMode == .secondaryOnly)
    #expect(trace.take() == [])
    split.show(.primary)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(trace.take() == ["delegate.willChangeTo(oneBesideSecondary) from=secondaryOnly collapsed=false"])
    MainQueue.drain()
    #expect(
      trace.take() == [
        "Sidebar.viewWillAppear(false)", "Sidebar.viewIsAppearing(false)", "Sidebar.viewDidAppear(false)",
      ])
    #expect(split.hierarchyDump() == SplitDumps.doubleColumnExpanded)
  }

  // §7.3 triple column: hiding the primary keeps the supplementary beside the secondary; hiding the supplementary
  // leaves the secondary alone; showing the primary needs the supplementary too, so both come back [I: closest
  // mode by number of sidebars, tile behavior].
  @Test(.tags(.spec7_3, .inferred)) func tripleColumnShowAndHide() {
    let trace = Trace()
    let (split, _, _) = shownColumnSplit(.tripleColumn, trace)
    split.hide(.primary)
    MainQueue.drain()
    #expect(
      trace.take() == [
        "delegate.willChangeTo(oneBesideSecondary) from=twoBesideSecondary collapsed=false",
        "Sidebar.viewWillDisappear(false)", "Sidebar.viewDidDisappear(false)",
      ])
    split.hide(.supplementary)
    MainQueue.drain()
    #expect(
      trace.take() == [
        "delegate.willChangeTo(secondaryOnly) from=oneBesideSecondary collapsed=false",
        "Mailboxes.viewWillDisappear(false)", "Mailboxes.viewDidDisappear(false)",
      ])
    #expect(
      split.hierarchyDump() == """
        Split appeared columns expanded displayMode=secondaryOnly
          | child SidebarNav disappeared stack=1 displayed=Sidebar
          |   | child Sidebar disappeared
          | child MailboxesNav disappeared stack=1 displayed=Mailboxes
          |   | child Mailboxes disappeared
          | child ContentNav appeared stack=1 displayed=Content
          |   | child Content appeared
        """)
    split.show(.primary)
    MainQueue.drain()
    #expect(
      trace.take() == [
        "delegate.willChangeTo(twoBesideSecondary) from=secondaryOnly collapsed=false",
        "Sidebar.viewWillAppear(false)", "Sidebar.viewIsAppearing(false)", "Mailboxes.viewWillAppear(false)",
        "Mailboxes.viewIsAppearing(false)", "Sidebar.viewDidAppear(false)", "Mailboxes.viewDidAppear(false)",
      ])
    #expect(split.displayMode == .twoBesideSecondary)
  }

  // §7.3 triple column: the closest mode stays within the split behavior of the current (or preferred) mode [I].
  // Overlay: the sidebars cover part of the secondary, so show(.secondary) goes to .secondaryOnly, and
  // show(.supplementary) from there overlays one sidebar. Displace: show(.secondary) tiles one sidebar beside it.
  @Test(.tags(.spec7_3, .inferred)) func showPicksClosestModeOfCurrentBehavior() {
    let trace = Trace()
    let (split, _, _) = shownColumnSplit(.tripleColumn, trace)
    split.preferredDisplayMode = .twoOverSecondary
    MainQueue.drain()
    #expect(trace.take() == ["delegate.willChangeTo(twoOverSecondary) from=twoBesideSecondary collapsed=false"])
    split.show(.secondary)
    MainQueue.drain()
    #expect(
      trace.take() == [
        "delegate.willChangeTo(secondaryOnly) from=twoOverSecondary collapsed=false",
        "Sidebar.viewWillDisappear(false)", "Mailboxes.viewWillDisappear(false)", "Sidebar.viewDidDisappear(false)",
        "Mailboxes.viewDidDisappear(false)",
      ])
    split.show(.supplementary)
    MainQueue.drain()
    #expect(
      trace.take() == [
        "delegate.willChangeTo(oneOverSecondary) from=secondaryOnly collapsed=false",
        "Mailboxes.viewWillAppear(false)", "Mailboxes.viewIsAppearing(false)", "Mailboxes.viewDidAppear(false)",
      ])
    split.preferredDisplayMode = .twoDisplaceSecondary
    MainQueue.drain()
    #expect(
      trace.take() == [
        "delegate.willChangeTo(twoDisplaceSecondary) from=oneOverSecondary collapsed=false",
        "Sidebar.viewWillAppear(false)", "Sidebar.viewIsAppearing(false)", "Sidebar.viewDidAppear(false)",
      ])
    split.show(.secondary)
    MainQueue.drain()
    #expect(
      trace.take() == [
        "delegate.willChangeTo(oneBesideSecondary) from=twoDisplaceSecondary collapsed=false",
        "Sidebar.viewWillDisappear(false)", "Sidebar.viewDidDisappear(false)",
      ])
    #expect(
      split.hierarchyDump() == """
        Split appeared columns expanded displayMode=oneBesideSecondary
          | child SidebarNav disappeared stack=1 displayed=Sidebar
          |   | child Sidebar disappeared
          | child MailboxesNav appeared stack=1 displayed=Mailboxes
          |   | child Mailboxes appeared
          | child ContentNav appeared stack=1 displayed=Content
          |   | child Content appeared
        """)
  }

  // §7.3 double column, overlay: .oneOverSecondary still shows both columns (no callbacks); show(.secondary) hides
  // the overlaid sidebar and show(.primary) overlays it again rather than tiling it [I].
  @Test(.tags(.spec7_3, .inferred)) func doubleColumnOverlay() {
    let trace = Trace()
    let (split, _, _) = shownColumnSplit(.doubleColumn, trace)
    split.preferredDisplayMode = .oneOverSecondary
    MainQueue.drain()
    #expect(trace.take() == ["delegate.willChangeTo(oneOverSecondary) from=oneBesideSecondary collapsed=false"])
    split.show(.secondary)
    MainQueue.drain()
    #expect(
      trace.take() == [
        "delegate.willChangeTo(secondaryOnly) from=oneOverSecondary collapsed=false",
        "Sidebar.viewWillDisappear(false)", "Sidebar.viewDidDisappear(false)",
      ])
    split.show(.primary)
    MainQueue.drain()
    #expect(
      trace.take() == [
        "delegate.willChangeTo(oneOverSecondary) from=secondaryOnly collapsed=false",
        "Sidebar.viewWillAppear(false)", "Sidebar.viewIsAppearing(false)", "Sidebar.viewDidAppear(false)",
      ])
    #expect(
      split.hierarchyDump() == """
        Split appeared columns expanded displayMode=oneOverSecondary
          | child SidebarNav appeared stack=1 displayed=Sidebar
          |   | child Sidebar appeared
          | child ContentNav appeared stack=1 displayed=Content
          |   | child Content appeared
        """)
  }

  // MARK: Classic style

  // §7.3 classic: preferredDisplayMode .secondaryOnly (UIKit's former primaryHidden) takes the primary off screen,
  // and .oneBesideSecondary (allVisible) brings it back; show(_:) and hide(_:) are for column-style splits and do
  // nothing here [I].
  @Test(.tags(.spec7_3, .inferred)) func classicSecondaryOnlyHidesPrimary() {
    let trace = Trace()
    let (split, _, _, _, _) = classicSplit(trace, device: .iPad)
    recordDisplayModes(of: split, trace)
    split.preferredDisplayMode = .secondaryOnly
    MainQueue.drain()
    #expect(
      trace.take() == [
        "delegate.willChangeTo(secondaryOnly) from=oneBesideSecondary collapsed=false",
        "PrimaryNav.viewWillDisappear(false)", "List.viewWillDisappear(false)", "PrimaryNav.viewDidDisappear(false)",
        "List.viewDidDisappear(false)",
      ])
    #expect(
      split.hierarchyDump() == """
        Split appeared classic expanded displayMode=secondaryOnly
          | child PrimaryNav disappeared stack=1 displayed=List
          |   | child List disappeared
          | child Detail appeared
        """)
    split.show(.primary)
    split.hide(.primary)
    MainQueue.drain()
    #expect(trace.take() == [])
    split.preferredDisplayMode = .oneBesideSecondary
    MainQueue.drain()
    #expect(
      trace.take() == [
        "delegate.willChangeTo(oneBesideSecondary) from=secondaryOnly collapsed=false",
        "PrimaryNav.viewWillAppear(false)", "PrimaryNav.viewIsAppearing(false)", "List.viewWillAppear(false)",
        "List.viewIsAppearing(false)", "PrimaryNav.viewDidAppear(false)", "List.viewDidAppear(false)",
      ])
    #expect(split.hierarchyDump() == SplitDumps.classicExpanded)
  }

  // §7.3/§9.3 classic: collapsing shows the one child whatever the display mode (the hidden primary navigation
  // controller comes on screen with Detail pushed, which stays on screen). Expanding applies the preferred mode
  // without asking displayModeForExpanding (column style only): the primary leaves again, and List, never shown,
  // gets no callbacks [I].
  @Test(.tags(.spec7_3, .inferred)) func classicCollapseAndExpandWithHiddenPrimary() {
    let trace = Trace()
    let (split, _, _, _, window) = classicSplit(trace, device: .iPhoneProMax, orientation: .landscapeLeft)
    recordDisplayModes(of: split, trace)
    split.preferredDisplayMode = .secondaryOnly
    MainQueue.drain()
    _ = trace.take()
    window.orientation = .portrait
    MainQueue.drain()
    #expect(
      trace.take() == [
        "List.traitCollectionDidChange(H: compact)", "Detail.traitCollectionDidChange(H: compact)",
        "Detail.didMove(toParent: nil)", "Detail.willMove(toParent: PrimaryNav)", "delegate.didCollapse",
        "PrimaryNav.viewWillAppear(false)", "PrimaryNav.viewIsAppearing(false)", "PrimaryNav.viewDidAppear(false)",
        "Detail.didMove(toParent: PrimaryNav)",
      ])
    #expect(split.hierarchyDump() == SplitDumps.classicCollapsedOnDetail)
    window.orientation = .landscapeLeft
    MainQueue.drain()
    #expect(
      trace.take() == [
        "List.traitCollectionDidChange(H: regular)", "Detail.traitCollectionDidChange(H: regular)",
        "Detail.willMove(toParent: nil)", "Detail.didMove(toParent: nil)", "Detail.willMove(toParent: Split)",
        "delegate.didExpand", "PrimaryNav.viewWillDisappear(false)", "PrimaryNav.viewDidDisappear(false)",
        "Detail.didMove(toParent: Split)",
      ])
    #expect(
      split.hierarchyDump() == """
        Split appeared classic expanded displayMode=secondaryOnly
          | child PrimaryNav disappeared stack=1
          |   | child List disappeared
          | child Detail appeared
        """)
  }

  // MARK: Collapsed and expanding

  // §7.3: collapsed, the display mode has no effect: a new preference, hide and show change neither displayMode
  // nor what is shown, and the delegate hears nothing [I: the preference waits for the next expansion].
  @Test(.tags(.spec7_3, .inferred)) func displayModeChangesWaitWhileCollapsed() {
    let trace = Trace()
    let (split, _, _) = shownColumnSplit(.doubleColumn, trace, device: .iPhoneProMax)
    split.preferredDisplayMode = .secondaryOnly
    split.hide(.primary)
    split.show(.primary)
    MainQueue.drain()
    #expect(split.isCollapsed && split.displayMode == .oneBesideSecondary)
    #expect(trace.take() == [])
    #expect(split.hierarchyDump() == SplitDumps.doubleColumnCollapsedOnContent)
  }

  // §7.3 column style: expanding asks displayModeForExpandingToProposedDisplayMode, proposing the preferred mode,
  // then willChangeTo, both while still collapsed and before the columns' controllers move back [I: order], then
  // didExpand. The mode it returns decides what is shown: .secondaryOnly keeps the sidebar off screen (it never
  // appears); collapsing asks nothing about display modes; .oneBesideSecondary brings the sidebar back.
  @Test(.tags(.spec7_3, .inferred)) func expansionAsksDelegateForDisplayMode() {
    let trace = Trace()
    let (split, delegate, window) = shownColumnSplit(.doubleColumn, trace, device: .iPhoneProMax)
    split.preferredDisplayMode = .secondaryOnly
    window.orientation = .landscapeLeft
    MainQueue.drain()
    #expect(
      trace.take() == [
        "Sidebar.traitCollectionDidChange(H: regular)", "Content.traitCollectionDidChange(H: regular)",
        "delegate.displayModeForExpanding(proposed: secondaryOnly) collapsed=true",
        "delegate.willChangeTo(secondaryOnly) from=oneBesideSecondary collapsed=true",
        "Content.willMove(toParent: nil)",
        "Content.didMove(toParent: nil)", "Content.willMove(toParent: ContentNav)", "delegate.didExpand",
        "Content.didMove(toParent: ContentNav)",
      ])
    #expect(split.hierarchyDump() == SplitDumps.doubleColumnSecondaryOnly)
    window.orientation = .portrait
    MainQueue.drain()
    #expect(
      trace.take() == [
        "Sidebar.traitCollectionDidChange(H: compact)", "Content.traitCollectionDidChange(H: compact)",
        "Content.willMove(toParent: nil)", "Content.didMove(toParent: nil)", "Content.willMove(toParent: SidebarNav)",
        "delegate.didCollapse", "Content.didMove(toParent: SidebarNav)",
      ])
    delegate.expandTo = .oneBesideSecondary
    window.orientation = .landscapeLeft
    MainQueue.drain()
    #expect(split.displayMode == .oneBesideSecondary && split.preferredDisplayMode == .secondaryOnly)
    #expect(
      trace.take() == [
        "Sidebar.traitCollectionDidChange(H: regular)", "Content.traitCollectionDidChange(H: regular)",
        "delegate.displayModeForExpanding(proposed: secondaryOnly) collapsed=true",
        "delegate.willChangeTo(oneBesideSecondary) from=secondaryOnly collapsed=true",
        "Content.willMove(toParent: nil)",
        "Content.didMove(toParent: nil)", "Content.willMove(toParent: ContentNav)", "delegate.didExpand",
        "Sidebar.viewDidLoad", "Sidebar.viewWillAppear(false)", "Sidebar.viewIsAppearing(false)",
        "Sidebar.viewDidAppear(false)", "Content.didMove(toParent: ContentNav)",
      ])
    #expect(split.hierarchyDump() == SplitDumps.doubleColumnExpanded)
    #expect(split.hierarchyInvariantViolations().isEmpty)
  }
}
