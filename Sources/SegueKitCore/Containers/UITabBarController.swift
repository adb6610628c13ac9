internal import Foundation

/// A container that shows one of several tabs (<doc:Containers#§7.2-Tab-bars>).
///
/// Mirrors UIKit's `UITabBarController`: selection changes inside the call; the switch (lazy view loading and
/// the order `new.wA, old.wD, old.dD, new.dA`) runs when the main queue is drained. The delegate hears only about
/// user taps, simulated with ``UITabBar/simulateTap(on:)``. Tabs that do not fit in the bar (more than five when
/// horizontally compact) are reached through ``moreNavigationController``.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
  /// The delegate told about user taps.
  open weak var delegate: (any UITabBarControllerDelegate)?

  /// The tab bar.
  public final private(set) lazy var tabBar = UITabBar(tabBarController: self)

  /// The navigation controller that shows the tabs that do not fit in the bar; always exists, never one of
  /// ``viewControllers`` (<doc:Containers#§7.2-Tab-bars>).
  public final var moreNavigationController: UINavigationController { more }

  /// Made on first use: most tab bar controllers never need it.
  var more: UIMoreNavigationController {
    if let moreStorage { return moreStorage }
    let more = UIMoreNavigationController()
    more.owner = self
    moreStorage = more
    return more
  }
  @exclusivity(unchecked) var moreStorage: UIMoreNavigationController?

  isolated deinit {
    moreStorage?.owner = nil
  }

  /// The controllers users may rearrange (set to ``viewControllers`` whenever it is set).
  open var customizableViewControllers: [UIViewController]?

  /// The tabs, left to right. When they do not all fit in the bar, the ones that do and the More navigation
  /// controller are the children; the others keep the tab bar controller as their parent without being children,
  /// as in UIKit.
  @exclusivity(unchecked) var tabList: [UIViewController] = []
  /// How many of ``tabList`` have their own item in the bar (set by `layOutTabs`).
  @exclusivity(unchecked) var tabsInBarCount = 0
  /// The child shown: a tab in the bar or the More navigation controller.
  @exclusivity(unchecked) var selectedStorage: UIViewController?
  @exclusivity(unchecked) var displayedSelected: UIViewController?
  /// Whether a switch through the delegate's animator is under way.
  var switchInFlight = false
  @exclusivity(unchecked) var switchScheduled = false
  /// Whether the next switch shows the selected tab in its new place after a size-class change.
  @exclusivity(unchecked) var movedBetweenBarAndMore = false
  var hasTabs = false

  // MARK: Tabs

  /// The tabs; the More navigation controller is never one of them. Setting it re-selects as UIKit does.
  open var viewControllers: [UIViewController]? {
    get { hasTabs ? tabList : nil }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the tabs: old ones are removed, new ones installed, then the previously selected controller is
  /// kept if still present, else the previous index if valid, else index 0 (<doc:Containers#§7.2-Tab-bars>).
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    guard !UIKitException.isUnwinding else { return }
    let previous = selectedViewController
    let previousIndex = previous.flatMap { old in tabList.firstIndex { $0 === old } } ?? 0
    // Tabs shown inside More leave with More's pop; the others leave now.
    moreStorage?.showList()
    for tab in tabList where tab.parentStorage === self {
      tab.flags.insert(.movingFromParent)
      tab.willMove(toParent: nil)
      detachChild(tab)
      tab.didMove(toParent: nil)
    }
    if let more = moreStorage, more.parentStorage === self { detachChild(more) }
    let tabs = viewControllers ?? []
    hasTabs = viewControllers != nil
    tabList = []
    for tab in tabs {
      if tab.parentStorage != nil { tab.removeFromParent() }
      tabList.append(tab)
      attachChild(tab, at: childList.count)
      tab.flags.insert(.movingToParent)
      tab.willMove(toParent: self)
      tab.didMove(toParent: self)
    }
    customizableViewControllers = viewControllers
    selectedStorage = nil
    layOutTabs()
    if let previous, tabs.contains(where: { $0 === previous }) {
      select(previous)
    } else if previousIndex < tabs.count {
      select(tabs[previousIndex])
    } else if let first = tabs.first {
      select(first)
    }
    scheduleSwitch()
    checkHierarchyInvariants()
  }

  /// The selected tab's controller: a tab (also one shown inside the More navigation controller), or the More
  /// navigation controller while it shows its list (<doc:Containers#§7.2-Tab-bars>).
  open var selectedViewController: UIViewController? {
    get {
      guard let more = moreStorage, selectedStorage === more, more.parentStorage === self else {
        return selectedStorage
      }
      return more.displayedViewController ?? more
    }
    set {
      guard let newValue, !UIKitException.isUnwinding else { return }
      guard select(newValue) else {
        UIKitException.raise(
          .range,
          "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list "
            + "of view controllers can be selected.")
        return
      }
      scheduleSwitch()
      checkHierarchyInvariants()
    }
  }

  /// The index of the selected tab in ``viewControllers`` (also for a tab shown inside the More navigation
  /// controller); `NSNotFound` while the More list is shown.
  open var selectedIndex: Int {
    get {
      guard let selected = selectedViewController else { return hasTabs ? 0 : NSNotFound }
      return tabList.firstIndex { $0 === selected } ?? NSNotFound
    }
    set {
      guard newValue >= 0, newValue < tabList.count else { return }
      selectedViewController = tabList[newValue]
    }
  }

  /// What a user tap on the tab of `controller` does: asks the delegate, pops a re-tapped navigation controller to
  /// its root, selects, then tells the delegate (<doc:Containers#§7.2-Tab-bars>).
  /// The delegate hears about the More tab as `moreNavigationController` when asked, and as the controller then
  /// selected (a tab still shown inside More, else More itself) when told.
  func userDidTap(_ controller: UIViewController) {
    if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
    if controller === selectedStorage, let nav = controller as? UINavigationController {
      nav.popToRootViewController(animated: true)
    }
    selectedStorage = controller
    scheduleSwitch()
    checkHierarchyInvariants()
    if let selected = selectedViewController { delegate?.tabBarController(self, didSelect: selected) }
  }

  // MARK: Overrides of UIViewController's internal hooks

  override func forEachAppearanceForwardingChild(_ body: (UIViewController) -> Void) {
    if let displayedSelected { body(displayedSelected) }
  }

  override func appearanceTransitionWillForward(appearing: Bool, animated: Bool) {
    // Appearing, the selected tab's views (which a current-context presentation may have changed) go in.
    guard appearing else { return }
    relayOutTabsIfNeeded()
    guard let selected = selectedStorage else { return }
    if let shown = displayedSelected, shown !== selected, shown.isMidAppearanceTransition {
      // A cancelled disappearance turns around: the tab still shown appears again; the switch follows.
      install(shown)
    } else {
      install(selected)
    }
  }

  override func appearanceTransitionDidEnd(appeared: Bool) {
    if appeared, displayedSelected !== selectedStorage { scheduleSwitch() }
  }

  override func childWasDetached(_ child: UIViewController) {
    if let index = tabList.firstIndex(where: { $0 === child }) {
      tabList.remove(at: index)
      layOutTabs()
    }
    if selectedStorage === child { selectedStorage = childList.first }
    scheduleSwitch()
  }

  override func containerTraitsDidChange(from previous: UITraitCollection?) {
    relayOutTabsIfNeeded()
  }

  /// Lays the tabs out again when the bar now holds a different number of them (size class or window changed).
  func relayOutTabsIfNeeded() {
    guard tabsInBarCount != tabsFittingInBar else { return }
    let selected = selectedViewController
    let shown = selectedStorage
    let firstOverflowIndex = tabsInBarCount
    layOutTabs()
    if !(selected.map(select) ?? false), !tabList.isEmpty {
      // [I] The More list was shown and More is gone: the first tab it listed takes its place.
      select(tabList[min(firstOverflowIndex, tabList.count - 1)])
    }
    movedBetweenBarAndMore = shown !== selectedStorage
    scheduleSwitch()
    checkHierarchyInvariants()
  }

  /// Tabs behind More keep the tab bar controller as parent without being children, as in UIKit.
  override func isParentOutsideChildren(of controller: UIViewController) -> Bool {
    overflowTabs.contains { $0 === controller }
  }

  override func containerInvariantViolation() -> String? {
    if let selected = selectedStorage, !childList.contains(where: { $0 === selected }) {
      return "\(debugName) selects \(selected.debugName), which is not one of its children"
    }
    if hasTabs && !childList.isEmpty && selectedStorage == nil { return "\(debugName) has tabs but no selection" }
    let expected = tabsInBar + (overflowTabs.isEmpty ? [] : [more])
    if childList.count != expected.count || zip(childList, expected).contains(where: { $0 !== $1 }) {
      return "\(debugName)'s children are not its tabs in the bar followed by More"
    }
    return nil
  }

  override var dumpDetails: String {
    "selected=\(selectedIndex == NSNotFound ? "none" : String(selectedIndex))"
  }

  override var dumpChildren: [(label: String, controller: UIViewController)] {
    childList.map { ("child", $0) } + overflowTabs.filter { $0.parentStorage !== moreStorage }.map { ("overflow", $0) }
  }

  // MARK: - Generated by Scripts/uikit-generate.py: overridable inert members (do not edit)
  @available(iOS 2.0, *)
  open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
  @available(iOS 2.0, *)
  open func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {}
  @available(iOS 2.0, *)
  open func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}
  @available(iOS 2.0, *)
  open func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {}
  @available(iOS 2.0, *)
  open func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {}
  // MARK: - End of generated members
}
