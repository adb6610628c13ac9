internal import Foundation

/// A container that shows one of several tabs [spec §7.2].
///
/// Mirrors UIKit's `UITabBarController`: selection changes inside the call; the switch (lazy view loading and
/// the order `new.wA, old.wD, old.dD, new.dA`) runs when the main queue is drained. The delegate hears only about
/// user taps, simulated with ``UITabBar/simulateTap(on:)``.
@MainActor
open class UITabBarController: UIViewController {
  /// The delegate told about user taps.
  open weak var delegate: (any UITabBarControllerDelegate)?

  /// The tab bar.
  public private(set) lazy var tabBar = UITabBar(tabBarController: self)

  /// The navigation controller that shows the tabs that do not fit; always exists. SegueKit does not yet move
  /// overflow tabs into it (they are selected directly).
  public private(set) lazy var moreNavigationController: UINavigationController = {
    let list = UIViewController()
    list.title = "More"
    let nav = UINavigationController(rootViewController: list)
    nav.title = "More"
    return nav
  }()

  /// The controllers users may rearrange (set to ``viewControllers`` whenever it is set).
  open var customizableViewControllers: [UIViewController]?

  @exclusivity(unchecked) var selectedStorage: UIViewController?
  @exclusivity(unchecked) var displayedSelected: UIViewController?
  @exclusivity(unchecked) var switchScheduled = false
  var hasTabs = false

  // MARK: Tabs

  /// The tabs, left to right; all are children. Setting it re-selects as UIKit does.
  open var viewControllers: [UIViewController]? {
    get { hasTabs ? childList : nil }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the tabs: old children are removed, new ones installed, then the previously selected controller is
  /// kept if still present, else the previous index if valid, else index 0 [spec §7.2].
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    let previous = selectedStorage
    let previousIndex = previous.flatMap { old in childList.firstIndex { $0 === old } } ?? 0
    for child in childList {
      child.flags.insert(.movingFromParent)
      child.willMove(toParent: nil)
      detachChild(child)
      child.didMove(toParent: nil)
    }
    let tabs = viewControllers ?? []
    hasTabs = viewControllers != nil
    for tab in tabs {
      if tab.parentStorage != nil { tab.removeFromParent() }
      attachChild(tab, at: childList.count)
      tab.flags.insert(.movingToParent)
      tab.willMove(toParent: self)
      tab.didMove(toParent: self)
    }
    customizableViewControllers = viewControllers
    if let previous, tabs.contains(where: { $0 === previous }) {
      selectedStorage = previous
    } else if previousIndex < tabs.count {
      selectedStorage = tabs[previousIndex]
    } else {
      selectedStorage = tabs.first
    }
    scheduleSwitch()
    checkHierarchyInvariants()
  }

  /// The selected tab's controller.
  open var selectedViewController: UIViewController? {
    get { selectedStorage }
    set {
      guard let newValue else { return }
      guard childList.contains(where: { $0 === newValue }) else {
        UIKitException.raise(
          .range,
          "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list "
            + "of view controllers can be selected.")
        return
      }
      selectedStorage = newValue
      scheduleSwitch()
      checkHierarchyInvariants()
    }
  }

  /// The index of the selected tab; `NSNotFound` when the More navigation controller is selected.
  open var selectedIndex: Int {
    get {
      guard let selected = selectedStorage else { return hasTabs ? 0 : NSNotFound }
      return childList.firstIndex { $0 === selected } ?? NSNotFound
    }
    set {
      guard newValue >= 0, newValue < childList.count else { return }
      selectedViewController = childList[newValue]
    }
  }

  /// What a user tap on the tab of `controller` does: asks the delegate, pops a re-tapped navigation controller to
  /// its root, selects, then tells the delegate [spec §7.2].
  func userDidTap(_ controller: UIViewController) {
    if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
    if controller === selectedStorage, let nav = controller as? UINavigationController {
      nav.popToRootViewController(animated: true)
    }
    selectedViewController = controller
    delegate?.tabBarController(self, didSelect: controller)
  }

  // MARK: Overrides of UIViewController's internal hooks

  override func forEachAppearanceForwardingChild(_ body: (UIViewController) -> Void) {
    if let displayedSelected { body(displayedSelected) }
  }

  override func appearanceTransitionWillForward(appearing: Bool, animated: Bool) {
    // Appearing, the selected tab's views (which a current-context presentation may have changed) go in.
    guard appearing, let selected = selectedStorage else { return }
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
    if selectedStorage === child { selectedStorage = childList.first }
    scheduleSwitch()
  }

  override func containerInvariantViolation() -> String? {
    if let selected = selectedStorage, !childList.contains(where: { $0 === selected }) {
      return "\(debugName) selects \(selected.debugName), which is not one of its tabs"
    }
    if hasTabs && !childList.isEmpty && selectedStorage == nil { return "\(debugName) has tabs but no selection" }
    return nil
  }

  override var dumpDetails: String {
    "selected=\(selectedIndex == NSNotFound ? "none" : String(selectedIndex))"
  }
}
