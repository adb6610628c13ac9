/// Which tabs fit in the bar and which are reached through the More navigation controller
/// (<doc:Containers#§7.2-Tab-bars>).
extension UITabBarController {
  /// How many tab items fit in the bar for `traits`: 5 when horizontally compact, 8 when regular, and for an
  /// unspecified size class 8 on iPad and 5 elsewhere. With more tabs than that, the last slot is "More".
  func maximumVisibleTabs(for traits: UITraitCollection) -> Int {
    switch traits.horizontalSizeClass {
    case .compact: 5
    case .regular: 8
    case .unspecified: traits.userInterfaceIdiom == .pad ? 8 : 5
    }
  }

  /// The tabs with an item of their own in the bar (as last laid out).
  var tabsInBar: [UIViewController] { Array(tabList.prefix(tabsInBarCount)) }

  /// The tabs listed by the More list (as last laid out).
  var overflowTabs: [UIViewController] { Array(tabList.dropFirst(tabsInBarCount)) }

  /// How many tabs get their own item for the current traits.
  var tabsFittingInBar: Int {
    let maximum = maximumVisibleTabs(for: traitCollection)
    return tabList.count > maximum ? maximum - 1 : tabList.count
  }

  /// Makes the tabs that fit, then the More navigation controller if needed, the children; the others keep the
  /// tab bar controller as their parent without being children, unless More shows them.
  func layOutTabs() {
    tabsInBarCount = tabsFittingInBar
    let overflow = overflowTabs
    if let lender = moreStorage?.originalNavigationController, !overflow.contains(where: { $0 === lender }) {
      moreStorage?.restoreOriginalNavigationController()
    }
    if let shown = moreStorage?.displayedViewController, !overflow.contains(where: { $0 === shown }) {
      moreStorage?.showList()
    }
    for tab in tabsInBar where tab.parentStorage !== self {
      // A tab shown inside More until now leaves it for the bar.
      if tab.parentStorage != nil { tab.removeFromParent() }
      tab.parentStorage = self
      tab.flags.insert(.movingToParent)
      tab.willMove(toParent: self)
      tab.didMove(toParent: self)
    }
    childList = tabsInBar
    if overflow.isEmpty {
      if let more = moreStorage, more.parentStorage === self { more.parentStorage = nil }
    } else {
      childList.append(more)
      more.parentStorage = self
    }
    ensureOverflowTabsHaveParent()
  }

  /// Overflow tabs that More is not showing have the tab bar controller as their parent (UIKit's
  /// `_ensureChildrenHaveParentViewController`).
  func ensureOverflowTabsHaveParent() {
    for tab in overflowTabs where tab.parentStorage == nil && tab !== moreStorage?.displayedViewController {
      tab.parentStorage = self
    }
  }

  /// Selects a tab in the bar directly, an overflow tab by showing it inside More, or More itself while there is
  /// overflow; returns `false` (selecting nothing) for any other controller.
  @discardableResult
  func select(_ controller: UIViewController) -> Bool {
    if let more = moreStorage, controller === more {
      guard more.parentStorage === self else { return false }
      selectedStorage = more
      return true
    }
    guard let index = tabList.firstIndex(where: { $0 === controller }) else { return false }
    if index >= tabsInBarCount {
      more.display(controller, animated: false)
      selectedStorage = more
    } else {
      selectedStorage = controller
    }
    return true
  }

  /// The child the tab bar controller shows: a tab in the bar, or the More navigation controller (which may show
  /// an overflow tab). For the testing library.
  package var shownTab: UIViewController? { selectedStorage }

  /// The tab (or More) whose item is `item` in the bar. For the testing library.
  package func controller(forBarItem item: UITabBarItem) -> UIViewController? {
    childList.first { $0.tabBarItem === item }
  }
}
