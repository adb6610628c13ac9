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

  /// The appearance of the bar; recorded, not drawn. Mirrors UIKit's `standardAppearance`.
  open lazy var standardAppearance = UITabBarAppearance() {
    didSet { noteAppearanceSet(\.standardAppearance) }
  }
  /// The bar's background tint; recorded, not drawn. Mirrors UIKit's `barTintColor`.
  open var barTintColor: UIColor? {
    didSet { noteAppearanceSet(\.barTintColor) }
  }
  /// The tint of the unselected items; recorded, not drawn. Mirrors UIKit's `unselectedItemTintColor`.
  open var unselectedItemTintColor: UIColor? {
    didSet { noteAppearanceSet(\.unselectedItemTintColor) }
  }
  /// The bar's style; recorded, not drawn. Mirrors UIKit's `barStyle`.
  open var barStyle: UIBarStyle = .default {
    didSet { noteAppearanceSet(\.barStyle) }
  }
  /// Whether the bar is translucent. Mirrors UIKit's `isTranslucent`.
  open var isTranslucent: Bool = true {
    didSet { noteAppearanceSet(\.isTranslucent) }
  }
  /// The bar's background image; recorded, not drawn. Mirrors UIKit's `backgroundImage`.
  open var backgroundImage: UIImage? {
    didSet { noteAppearanceSet(\.backgroundImage) }
  }
  /// The hairline image above the bar; recorded, not drawn. Mirrors UIKit's `shadowImage`.
  open var shadowImage: UIImage? {
    didSet { noteAppearanceSet(\.shadowImage) }
  }
  /// The image behind the selected item; recorded, not drawn. Mirrors UIKit's `selectionIndicatorImage`.
  open var selectionIndicatorImage: UIImage? {
    didSet { noteAppearanceSet(\.selectionIndicatorImage) }
  }
  /// The appearance when scrolled to the edge (`nil` uses a transparent standard one).
  ///
  /// Mirrors UIKit's `scrollEdgeAppearance`.
  open var scrollEdgeAppearance: UITabBarAppearance? {
    didSet { noteAppearanceSet(\.scrollEdgeAppearance) }
  }

  private var standaloneItems: [UITabBarItem]?
  private weak var standaloneSelectedItem: UITabBarItem?

  /// The items in the bar: one per tab that fits, then the More item when some do not (<doc:Containers#§7.2-Tab-bars>).
  ///
  /// Mirrors UIKit's `items`. Setting them on a bar that a tab bar controller manages raises UIKit's
  /// `NSInternalInconsistencyException`, as Apple's `UITabBar` documentation says ("Do not modify a tab bar that is
  /// managed by a tab bar controller").
  open var items: [UITabBarItem]? {
    get {
      guard let controller = tabBarController else { return standaloneItems }
      return controller.hasTabs ? controller.childList.map { $0.tabBarItem } : nil
    }
    set { setItems(newValue, animated: false) }
  }

  /// Replaces the items of a bar outside any tab bar controller. Mirrors UIKit's `setItems(_:animated:)`.
  open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
    guard tabBarController == nil else { return raiseManaged() }
    standaloneItems = items
  }

  /// The selected item: the selected tab's, or the More item while More is selected.
  ///
  /// Mirrors UIKit's `selectedItem`; settable, like ``items``, only on a bar outside any tab bar controller.
  open var selectedItem: UITabBarItem? {
    get {
      guard let controller = tabBarController else { return standaloneSelectedItem }
      return controller.selectedStorage?.tabBarItem
    }
    set {
      guard tabBarController == nil else { return raiseManaged() }
      standaloneSelectedItem = newValue
    }
  }

  private func raiseManaged() {
    UIKitException.raise(
      .internalInconsistency, "Directly modifying a tab bar managed by a tab bar controller is not allowed.")
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
