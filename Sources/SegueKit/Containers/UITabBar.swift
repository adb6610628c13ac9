public import Foundation

/// The bar of a tab bar controller.
///
/// Mirrors UIKit's `UITabBar` as far as navigation needs: items and the selected item; user taps are simulated.
@preconcurrency @MainActor
open class UITabBar: UIView {
  private weak var tabBarController: UITabBarController?

  init(tabBarController: UITabBarController) {
    self.tabBarController = tabBarController
    super.init(frame: .zero)
  }

  /// A bar outside any tab bar controller.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The items in the bar: one per tab that fits, then the More item when some do not (<doc:Containers#§7.2-Tab-bars>).
  open var items: [UITabBarItem]? {
    guard let controller = tabBarController, controller.hasTabs else { return nil }
    return controller.childList.map { $0.tabBarItem }
  }

  /// The selected item: the selected tab's, or the More item while More is selected.
  open var selectedItem: UITabBarItem? {
    tabBarController?.selectedStorage?.tabBarItem
  }

  /// Simulates the user tapping the tab whose item is `item`: the delegate is asked and told, as for a real tap.
  ///
  /// Not in UIKit. Does nothing for a disabled item or an item that is not in the bar.
  public func simulateTap(on item: UITabBarItem) {
    guard item.isEnabled, let controller = tabBarController,
      let tab = controller.childList.first(where: { $0.tabBarItemStorage === item })
    else { return }
    controller.userDidTap(tab)
  }

  /// Simulates the user tapping the tab at `index`. Not in UIKit.
  public func simulateTap(at index: Int) {
    guard let items, items.indices.contains(index) else { return }
    simulateTap(on: items[index])
  }
}
