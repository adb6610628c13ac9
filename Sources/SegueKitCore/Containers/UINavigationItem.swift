import Foundation

/// The item a view controller shows in a navigation bar.
///
/// Mirrors UIKit's `UINavigationItem`.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
  /// The title shown in the bar.
  open var title: String?
  /// The button shown on the left, replacing the back button unless ``leftItemsSupplementBackButton``.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }
  /// The button shown on the right.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }
  open var leftBarButtonItems: [UIBarButtonItem]?
  open var rightBarButtonItems: [UIBarButtonItem]?
  /// The item used as the back button when this item is below the top.
  open var backBarButtonItem: UIBarButtonItem?
  /// The title of the back button shown when this item is below the top.
  open var backButtonTitle: String?
  /// Whether the back button is hidden.
  open var hidesBackButton = false
  /// Whether the left items appear beside the back button.
  open var leftItemsSupplementBackButton = false
  /// A prompt shown above the title.
  open var prompt: String?
  /// A view shown in place of the title.
  open var titleView: UIView?
  /// When the title shows large (with the bar's `prefersLargeTitles`).
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
  /// The search controller whose bar the navigation bar shows.
  open var searchController: UISearchController?
  /// Whether the search bar hides when the content scrolls (default: `true`).
  open var hidesSearchBarWhenScrolling = true
  /// The back button's display mode.
  open var backButtonDisplayMode: BackButtonDisplayMode = .default
  /// The bar's appearance at standard height while this item is on top (`nil` uses the bar's).
  ///
  /// Mirrors UIKit's `UINavigationItem.standardAppearance`; recorded, not drawn.
  open var standardAppearance: UINavigationBarAppearance?
  /// The bar's compact-height appearance while this item is on top. Mirrors UIKit's `compactAppearance`.
  open var compactAppearance: UINavigationBarAppearance?
  /// The bar's appearance scrolled to the edge while this item is on top. Mirrors UIKit's `scrollEdgeAppearance`.
  open var scrollEdgeAppearance: UINavigationBarAppearance?
  /// The bar's compact appearance scrolled to the edge. Mirrors UIKit's `compactScrollEdgeAppearance`.
  open var compactScrollEdgeAppearance: UINavigationBarAppearance?

  /// When a navigation item's title is large; raw values are UIKit's.
  ///
  /// Mirrors UIKit's `UINavigationItem.LargeTitleDisplayMode`.
  public enum LargeTitleDisplayMode: Int, Sendable {
    case automatic = 0, always, never, inline
  }

  /// What the back button shows; raw values are UIKit's.
  ///
  /// Mirrors UIKit's `UINavigationItem.BackButtonDisplayMode`.
  public enum BackButtonDisplayMode: Int, Sendable {
    case `default` = 0, generic, minimal
  }

  /// Creates an item with a title.
  ///
  /// Mirrors UIKit's `init(title:)`.
  public init(title: String) {
    self.title = title
    super.init()
  }

  /// Creates an item without a title. Mirrors UIKit's `init()`.
  public override init() {
    super.init()
  }

  /// Hides or shows the back button.
  ///
  /// Mirrors UIKit's `setHidesBackButton(_:animated:)`.
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }

  /// Sets the left item.
  ///
  /// Mirrors UIKit's `setLeftBarButton(_:animated:)`.
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    leftBarButtonItem = item
  }

  /// Sets the right item.
  ///
  /// Mirrors UIKit's `setRightBarButton(_:animated:)`.
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }

  /// Sets the left items.
  ///
  /// Mirrors UIKit's `setLeftBarButtonItems(_:animated:)`.
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }

  /// Sets the right items.
  ///
  /// Mirrors UIKit's `setRightBarButtonItems(_:animated:)`.
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }
}
