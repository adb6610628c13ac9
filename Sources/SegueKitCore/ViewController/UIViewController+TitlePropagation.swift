extension UIViewController {
  /// Carries a new ``title`` to the tab bar items that show it, as UIKit's `-[UIViewController setTitle:]` does
  /// after it updates the existing navigation item: it sets the title of the controller's existing tab bar item, then
  /// tells its parent (`updateTitleForViewController:`). A navigation controller told about its root view controller
  /// gives its own tab bar item that title, so a tab whose root is a navigation controller shows the title its first
  /// controller sets in `viewDidLoad` — over the title the navigation controller's item had, the last title set wins.
  /// (A tab bar item the child assigns itself is another matter: see ``tabBarItemDidChange()``.)
  ///
  /// [I] The parent's part: `-[UINavigationController updateTitleForViewController:]` is private; that the root's
  /// title reaches the tab (and a pushed controller's does not) is what apps report on iOS, not a documented rule.
  /// A system item (`UITabBarItem(tabBarSystemItem:tag:)`) keeps its system title.
  func titleDidChange() {
    if let item = tabBarItemStorage, item.systemItem == nil { item.title = title }
    guard let navigation = parentStorage as? UINavigationController,
      navigation.viewControllers.first === self, navigation.tabBarItem.systemItem == nil
    else { return }
    navigation.tabBarItem.title = title
  }

  /// Carries a new ``tabBarItem`` to the tab that shows it: the root controller of a navigation controller gives the
  /// navigation controller that item, so a tab whose root sets `tabBarItem = UITabBarItem(tabBarSystemItem: .history,
  /// tag: 0)` in `viewDidLoad` shows History, as apps that ship that code show on iOS (Ladybug's three tabs). An item
  /// the child never assigned (the one `tabBarItem` makes on first use) stays the child's: changing its title does
  /// not reach the tab.
  ///
  /// [I] UIKit's navigation controller has a private `updateTabBarItemForViewController:`; that it adopts the root's
  /// new item is what shipped apps rely on, not a documented rule.
  func tabBarItemDidChange() {
    guard let navigation = parentStorage as? UINavigationController, navigation.viewControllers.first === self,
      let item = tabBarItemStorage
    else { return }
    navigation.tabBarItem = item
  }
}
