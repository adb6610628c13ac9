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

  /// A bar outside any navigation controller.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The appearance at standard height; recorded, not drawn. Mirrors UIKit's `standardAppearance`.
  open lazy var standardAppearance = UINavigationBarAppearance() {
    didSet { noteAppearanceSet(\.standardAppearance) }
  }
  /// The appearance at compact height (`nil` uses the standard one). Mirrors UIKit's `compactAppearance`.
  open var compactAppearance: UINavigationBarAppearance? {
    didSet { noteAppearanceSet(\.compactAppearance) }
  }
  /// The appearance when scrolled to the edge (`nil` uses a transparent standard one).
  ///
  /// Mirrors UIKit's `scrollEdgeAppearance`.
  open var scrollEdgeAppearance: UINavigationBarAppearance? {
    didSet { noteAppearanceSet(\.scrollEdgeAppearance) }
  }
  /// The compact-height appearance when scrolled to the edge. Mirrors UIKit's `compactScrollEdgeAppearance`.
  open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
    didSet { noteAppearanceSet(\.compactScrollEdgeAppearance) }
  }
  /// The hairline image below the bar; recorded, not drawn. Mirrors UIKit's `shadowImage`.
  open var shadowImage: UIImage? {
    didSet { noteAppearanceSet(\.shadowImage) }
  }
  private var backgroundImages: [UIBarMetrics: UIImage] = [:]

  /// Sets the background image for `barMetrics`; recorded, not drawn.
  ///
  /// Mirrors UIKit's `setBackgroundImage(_:for:)`.
  open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
    backgroundImages[barMetrics] = backgroundImage
    noteAppearanceSet("backgroundImage", barMetrics.rawValue, backgroundImage) {
      $0.setBackgroundImage($1, for: barMetrics)
    }
  }

  /// The background image set for `barMetrics`. Mirrors UIKit's `backgroundImage(for:)`.
  open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
    backgroundImages[barMetrics]
  }

  /// Whether the top item's title may show large (its `largeTitleDisplayMode` decides).
  ///
  /// Mirrors UIKit's `prefersLargeTitles`.
  open var prefersLargeTitles = false {
    didSet { noteAppearanceSet(\.prefersLargeTitles) }
  }
  /// Whether the bar is translucent.
  open var isTranslucent = true {
    didSet { noteAppearanceSet(\.isTranslucent) }
  }
  /// The bar's style; recorded, not drawn. Mirrors UIKit's `barStyle`.
  open var barStyle: UIBarStyle = .default {
    didSet { noteAppearanceSet(\.barStyle) }
  }
  /// The attributes of the title's text.
  open var titleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet { noteAppearanceSet(\.titleTextAttributes) }
  }
  /// The attributes of the large title's text.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet {
      noteAppearanceSet(\.largeTitleTextAttributes)
    }
  }
  /// The bar's background tint.
  open var barTintColor: UIColor? {
    didSet { noteAppearanceSet(\.barTintColor) }
  }
  /// The image of the back button's chevron.
  open var backIndicatorImage: UIImage? {
    didSet { noteAppearanceSet(\.backIndicatorImage) }
  }
  /// The mask of the back button's chevron during transitions.
  open var backIndicatorTransitionMaskImage: UIImage? {
    didSet { noteAppearanceSet(\.backIndicatorTransitionMaskImage) }
  }

  private var standaloneItems: [UINavigationItem]?

  /// The navigation items, bottom to top: the stack's items in a navigation controller's bar.
  ///
  /// Mirrors UIKit's `items`: setting them on a bar that a navigation controller manages raises UIKit's
  /// `NSInternalInconsistencyException` (see ``setItems(_:animated:)``).
  open var items: [UINavigationItem]? {
    get {
      guard let navigationController else { return standaloneItems }
      return navigationController.viewControllers.map(\.navigationItem)
    }
    set { setItems(newValue, animated: false) }
  }

  /// Replaces the items of a bar outside any navigation controller.
  ///
  /// Mirrors UIKit's `setItems(_:animated:)`, including its exception for a bar a navigation controller manages
  /// (UIKit's text for the same check in `pushNavigationItem:animated:`, quoted at
  /// https://al-lea.blogspot.com/2009/11/iphone-dev-stupidity-104-update.html).
  open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
    guard navigationController == nil else {
      UIKitException.raise(
        .internalInconsistency, "Cannot call setItems:animated: directly on a UINavigationBar managed by a controller.")
      return
    }
    standaloneItems = items
  }

  /// The item of the top controller.
  open var topItem: UINavigationItem? { items?.last }

  /// The item below the top one (shown as the back button).
  open var backItem: UINavigationItem? {
    guard let items, items.count > 1 else { return nil }
    return items[items.count - 2]
  }

  // MARK: - Generated by Scripts/uikit-generate.py: overridable inert members (do not edit)
  open weak var delegate: (any UINavigationBarDelegate)? = nil
  open func pushItem(_ item: UINavigationItem, animated: Bool) {}
  open func popItem(animated: Bool) -> UINavigationItem? { nil }
  @available(iOS 7.0, *)
  open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {}
  @available(iOS 7.0, *)
  open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? { nil }
  @available(iOS 5.0, *)
  open func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {}
  @available(iOS 5.0, *)
  open func titleVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat { 0 }
  @available(iOS 7.0, *)
  open var barPosition: UIBarPosition { .any }
  // MARK: - End of generated members
}
