public import Foundation

/// The deferred tab switch [spec §6.3 Tab switch].
extension UITabBarController {
  func scheduleSwitch() {
    guard !switchScheduled else { return }
    switchScheduled = true
    MainQueue.async { [weak self] in
      guard let self else { return }
      self.switchScheduled = false
      self.runSwitch()
    }
  }

  /// Shows the selected tab: `new.viewDidLoad` (first time), `new.wA`, `old.wD`, `old.dD`, `new.dA`.
  func runSwitch() {
    guard appearState == .appeared || appearState == .disappeared else { return }
    let target = selectedStorage
    let source = displayedSelected
    guard source !== target else { return }
    guard appearState == .appeared, viewStorage?.window != nil, let target else {
      ViewTreeAppearance.suppressed {
        if let sourceView = source?.viewStorage, sourceView.superview === viewStorage { sourceView.removeFromSuperview() }
      }
      displayedSelected = nil
      return
    }
    install(target)
    target.beginAppearance(true, animated: false)
    if let source, source.parentStorage === self || source.parentStorage == nil {
      source.beginAppearance(false, animated: false)
      ViewTreeAppearance.suppressed {
        if source.viewStorage?.superview === viewStorage { source.viewStorage?.removeFromSuperview() }
      }
      source.finishAppearanceTransition(appearing: false)
    }
    target.finishAppearanceTransition(appearing: true)
    checkHierarchyInvariants()
  }

  /// Makes `controller` the displayed tab (its view loads now if needed).
  func install(_ controller: UIViewController) {
    let container: UIView = view
    let childView: UIView = controller.view
    ViewTreeAppearance.suppressed {
      if let old = displayedSelected, old !== controller, old.viewStorage?.superview === container,
        !old.isVisibleOrAppearing
      {
        old.viewStorage?.removeFromSuperview()
      }
      container.addSubview(childView)
    }
    displayedSelected = controller
  }
}

/// The bar of a tab bar controller.
///
/// Mirrors UIKit's `UITabBar` as far as navigation needs: items and the selected item; user taps are simulated.
@MainActor
open class UITabBar: UIView {
  private weak var tabBarController: UITabBarController?

  init(tabBarController: UITabBarController) {
    self.tabBarController = tabBarController
    super.init(frame: .zero)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The items, one per tab.
  open var items: [UITabBarItem]? {
    tabBarController?.viewControllers?.map { $0.tabBarItem }
  }

  /// The selected tab's item.
  open var selectedItem: UITabBarItem? {
    tabBarController?.selectedViewController?.tabBarItem
  }

  /// Simulates the user tapping the tab whose item is `item`: the delegate is asked and told, as for a real tap.
  ///
  /// Not in UIKit. Does nothing for a disabled item or an item that is not in the bar.
  public func simulateTap(on item: UITabBarItem) {
    guard item.isEnabled, let controller = tabBarController,
      let tab = controller.viewControllers?.first(where: { $0.tabBarItemStorage === item })
    else { return }
    controller.userDidTap(tab)
  }

  /// Simulates the user tapping the tab at `index`. Not in UIKit.
  public func simulateTap(at index: Int) {
    guard let items, items.indices.contains(index) else { return }
    simulateTap(on: items[index])
  }
}
