public import Foundation

/// The bar at the top of a navigation controller.
///
/// Mirrors UIKit's `UINavigationBar` as far as navigation needs: its items mirror the stack's navigation items.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  private weak var navigationController: UINavigationController?

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
    super.init(frame: .zero)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Whether the top item's title may show large (its `largeTitleDisplayMode` decides).
  ///
  /// Mirrors UIKit's `prefersLargeTitles`.
  open var prefersLargeTitles = false
  /// Whether the bar is translucent.
  open var isTranslucent = true
  /// The attributes of the title's text.
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  /// The attributes of the large title's text.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  /// The bar's background tint.
  open var barTintColor: UIColor?
  /// The image of the back button's chevron.
  open var backIndicatorImage: UIImage?
  /// The mask of the back button's chevron during transitions.
  open var backIndicatorTransitionMaskImage: UIImage?

  /// The navigation items, bottom to top.
  open var items: [UINavigationItem]? {
    navigationController?.viewControllers.map(\.navigationItem)
  }

  /// The item of the top controller.
  open var topItem: UINavigationItem? { items?.last }

  /// The item below the top one (shown as the back button).
  open var backItem: UINavigationItem? {
    guard let items, items.count > 1 else { return nil }
    return items[items.count - 2]
  }
}
