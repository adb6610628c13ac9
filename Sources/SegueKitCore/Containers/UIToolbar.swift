public import Foundation

/// The bar at the bottom of a navigation controller, or one made in code.
///
/// Mirrors UIKit's `UIToolbar`: a navigation controller's toolbar shows its top controller's `toolbarItems`.
@preconcurrency @MainActor
open class UIToolbar: UIView {
  private weak var navigationController: UINavigationController?
  private var ownItems: [UIBarButtonItem]?

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
    super.init(frame: .zero)
  }

  /// Creates a toolbar.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The bar's items: a navigation controller's toolbar shows its top controller's.
  open var items: [UIBarButtonItem]? {
    get { navigationController.map { $0.topViewController?.toolbarItems } ?? ownItems }
    set { ownItems = newValue }
  }

  /// Sets ``items``.
  ///
  /// Mirrors UIKit's `setItems(_:animated:)`.
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    self.items = items
  }

  /// Whether the bar is translucent. Mirrors UIKit's `isTranslucent`, an appearance property.
  open var isTranslucent = true {
    didSet { noteAppearanceSet(\.isTranslucent) }
  }
  /// The bar's style; recorded, not drawn. Mirrors UIKit's `barStyle`, an appearance property.
  open var barStyle: UIBarStyle = .default {
    didSet { noteAppearanceSet(\.barStyle) }
  }
  /// The bar's background tint; recorded, not drawn. Mirrors UIKit's `barTintColor`, an appearance property.
  open var barTintColor: UIColor? {
    didSet { noteAppearanceSet(\.barTintColor) }
  }
}
