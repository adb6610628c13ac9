internal import Foundation

/// The navigation controller behind a tab bar's "More" tab (UIKit's private class of the same name)
/// (<doc:Containers#§7.2-Tab-bars>).
///
/// Its root is the More list; an overflow tab is shown by pushing it. An overflow tab that is itself a navigation
/// controller cannot be pushed: its whole stack moves into the More navigation controller (the original is left
/// empty and detached) and moves back when the More list shows again or another controller is shown.
@MainActor
final class UIMoreNavigationController: UINavigationController {
  let moreList = UIMoreListController()
  /// The tab bar controller whose overflow tabs More shows (More is its child only while there is overflow).
  /// Cleared by its deinit; not weak, because a weak reference would slow every retain of the tab bar controller.
  unowned(unsafe) var owner: UITabBarController?
  /// The overflow navigation controller whose stack is borrowed, and that stack's root.
  private(set) var originalNavigationController: UINavigationController?
  /// Kept so that an emptied stack can still be given back.
  private var originalRootViewController: UIViewController?

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "More"
    tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
    pushViewController(moreList, animated: false)
  }

  required init?(coder: NSCoder) {
    fatalError("UIMoreNavigationController is not archived")
  }

  /// The overflow tab shown above the list: the borrowing navigation controller or the pushed controller.
  var displayedViewController: UIViewController? {
    guard childList.count > 1 else { return nil }
    return originalNavigationController ?? childList[1]
  }

  /// Shows the overflow tab `controller` above the list, giving back whatever was shown before.
  func display(_ controller: UIViewController, animated: Bool) {
    guard displayedViewController !== controller else { return }
    restoreOriginalNavigationController()
    guard let borrowed = controller as? UINavigationController else {
      // [I] a parked overflow tab moves in without leaving the tab bar controller first (it is not its child).
      if controller.parentStorage is UITabBarController { controller.parentStorage = nil }
      setViewControllers([moreList, controller], animated: animated)
      return
    }
    let stack = borrowed.childList
    originalNavigationController = borrowed
    originalRootViewController = stack.first
    borrowed.parentStorage = nil
    borrowed.setViewControllers([], animated: false)
    setViewControllers([moreList] + stack, animated: animated)
  }

  /// Gives a borrowed stack back to its navigation controller, which returns to the tab bar controller.
  func restoreOriginalNavigationController() {
    guard let original = originalNavigationController else { return }
    originalNavigationController = nil
    defer { originalRootViewController = nil }
    var stack = Array(childList.dropFirst())
    if stack.isEmpty, let root = originalRootViewController { stack = [root] }
    popToRootViewController(animated: false)
    original.setViewControllers(stack, animated: false)
    original.parentStorage = owner
  }

  /// Shows nothing above the list.
  func showList() {
    restoreOriginalNavigationController()
    popToRootViewController(animated: false)
  }

  override func navigationTransitionDidFinish(showing controller: UIViewController) {
    if controller === moreList { restoreOriginalNavigationController() }
    owner?.ensureOverflowTabsHaveParent()
  }
}

/// The More list: one row per overflow tab; choosing a row shows that tab in the More navigation controller.
///
/// Mirrors UIKit's private class of the same name. Choosing a row is not a tab bar tap: the tab bar
/// controller's delegate is not told.
@MainActor
final class UIMoreListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  init() {
    super.init(nibName: nil, bundle: nil)
    title = "More"
  }

  required init?(coder: NSCoder) {
    fatalError("UIMoreListController is not archived")
  }

  private var overflowTabs: [UIViewController] {
    (navigationController as? UIMoreNavigationController)?.owner?.overflowTabs ?? []
  }

  override func loadView() {
    let table = UITableView()
    table.dataSource = self
    table.delegate = self
    view = table
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { overflowTabs.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    let tab = overflowTabs[indexPath.row]
    cell.textLabel?.text = tab.tabBarItem.title ?? tab.title
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard let more = navigationController as? UIMoreNavigationController else { return }
    more.display(overflowTabs[indexPath.row], animated: true)
  }
}
