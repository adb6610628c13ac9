internal import Foundation

/// A button in a navigation bar or toolbar.
///
/// Mirrors UIKit's `UIBarButtonItem`; a press is simulated with ``simulateTap()``.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
  /// The item's style.
  public enum Style: Int, Sendable {
    case plain = 0
    case done = 2
  }

  /// System items.
  public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
      search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close = 24
  }

  /// The item's style.
  open var style: Style = .plain
  /// The object that receives ``action``.
  open weak var target: AnyObject?
  /// The selector sent to ``target`` when the item is pressed.
  open var action: Selector?
  /// The closure action run when the item is pressed (iOS 14+).
  open var primaryAction: UIAction?
  /// The menu the item shows when tapped, if it has no primary action (iOS 14+). Mirrors UIKit's `menu`.
  open var menu: UIMenu?
  /// The system item, if the item was created with one.
  ///
  /// Not in UIKit (UIKit keeps it private); storyboards and snapshots read it.
  public final private(set) var systemItem: SystemItem?
  /// A custom view shown instead of a button.
  open var customView: UIView?
  /// The item's tint; recorded, not drawn. Mirrors UIKit's `UIBarButtonItem.tintColor`.
  open var tintColor: UIColor? {
    didSet { noteAppearanceSet(\.tintColor) }
  }

  public override init() {
    super.init()
  }

  /// Creates an item with a title, style, target and action.
  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.title = title
    self.style = style
    self.target = TargetAction.object(target)
    self.action = action
  }

  /// Creates an item with an image, style, target and action.
  public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.image = image
    self.style = style
    self.target = TargetAction.object(target)
    self.action = action
  }

  /// Creates a system item.
  public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
    self.init()
    self.systemItem = systemItem
    self.target = TargetAction.object(target)
    self.action = action
  }

  /// Creates an item with portrait and landscape images, style, target and action.
  public convenience init(
    image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?, action: Selector?
  ) {
    self.init()
    self.image = image
    self.landscapeImagePhone = landscapeImagePhone
    self.style = style
    self.target = TargetAction.object(target)
    self.action = action
  }

  /// Creates an item that runs `primaryAction` or shows `menu` when pressed (iOS 14+).
  ///
  /// Mirrors UIKit's `init(title:image:primaryAction:menu:)`: with no title, the item shows the action's.
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title ?? primaryAction?.title
    self.image = image
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// Creates a system item that runs `primaryAction` or shows `menu` when pressed (iOS 14+).
  ///
  /// Mirrors UIKit's `init(systemItem:primaryAction:menu:)`.
  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.init()
    self.systemItem = systemItem
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// Creates an item showing a custom view.
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// Simulates the user pressing the item: runs its primary action, else sends its action to its target, else shows
  /// its ``menu`` (in no window: SegueKitTesting's driver shows it in the item's window).
  ///
  /// Not in UIKit. A disabled item does nothing, as on iOS.
  public final func simulateTap() {
    simulateTap(showingMenuIn: nil)
  }

  /// Simulates the user pressing the item, showing its menu in `window` when the press shows it: as Apple's
  /// documentation of `menu` and `init(title:image:primaryAction:menu:)` says, an item with a menu and no primary
  /// action (nor target-action) shows the menu when tapped.
  package final func simulateTap(showingMenuIn window: UIWindow?) {
    guard isEnabled else { return }
    if let primaryAction {
      TargetAction(action: primaryAction).send(sender: self, origin: nil)
    } else if let action {
      TargetAction(target: target, selector: action).send(sender: self, origin: nil)
    } else if let menu {
      let interaction = UIContextMenuInteraction()
      let configuration = UIContextMenuConfiguration(identifier: nil, preview: nil, actionProvider: { _ in menu })
      _ = interaction.show(configuration, in: window)
    }
  }

  // MARK: - Generated by Scripts/uikit-generate.py: overridable inert members (do not edit)
  open var width: CGFloat = 0
  open var possibleTitles: Set<String>? = nil
  @available(iOS 5.0, *)
  open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {}
  @available(iOS 5.0, *)
  open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? { nil }
  @available(iOS 6.0, *)
  open func setBackgroundImage(
    _ backgroundImage: UIImage?, for state: UIControl.State, style: UIBarButtonItem.Style, barMetrics: UIBarMetrics
  ) {}
  @available(iOS 6.0, *)
  open func backgroundImage(for state: UIControl.State, style: UIBarButtonItem.Style, barMetrics: UIBarMetrics)
    -> UIImage?
  { nil }
  @available(iOS 5.0, *)
  open func setBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {}
  @available(iOS 5.0, *)
  open func backgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat { 0 }
  @available(iOS 5.0, *)
  open func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {}
  @available(iOS 5.0, *)
  open func titlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset { .zero }
  @available(iOS 5.0, *)
  open func setBackButtonBackgroundImage(
    _ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics
  ) {}
  @available(iOS 5.0, *)
  open func backButtonBackgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? { nil }
  @available(iOS 5.0, *)
  open func setBackButtonTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {}
  @available(iOS 5.0, *)
  open func backButtonTitlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset { .zero }
  @available(iOS 5.0, *)
  open func setBackButtonBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {}
  @available(iOS 5.0, *)
  open func backButtonBackgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat { 0 }
  @available(iOS 9.0, *)
  open var buttonGroup: UIBarButtonItemGroup? { nil }
  @available(iOS 11.0, *)
  open var isSpringLoaded: Bool = false
  // MARK: - End of generated members
}
