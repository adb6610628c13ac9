public import Foundation

/// An interaction that shows a context menu (and a preview) when the user presses and holds its view.
///
/// Mirrors UIKit's `UIContextMenuInteraction`: added to a view with `addInteraction(_:)`, it asks its delegate for a
/// configuration at the pressed location, shows the configuration's menu (its action provider is asked when the menu
/// opens), and tells the delegate when the menu appears, when the user taps the preview, and when the menu goes. A
/// test presses with `SegueApp.longPress(_:)`, chooses with `tap(_:)` and cancels with `dismissMenu()`; the menu on
/// screen is ``visibleMenu``. The animators' animations run at once and their completions on the main queue, after
/// the callback that was given the animator returns.
@available(iOS 13.0, *)
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
  private weak var storedDelegate: (any UIContextMenuInteractionDelegate)?
  private weak var storedView: UIView?
  /// Where the press that opened the menu was, in window coordinates (in the view's coordinates when it has no
  /// window).
  package final var pressLocation: CGPoint = .zero
  /// The configuration of the menu on screen, if any.
  public final internal(set) var visibleConfiguration: UIContextMenuConfiguration?
  /// The menu on screen, if any: the configuration's menu as its action provider made it (or as
  /// ``updateVisibleMenu(_:)`` changed it).
  ///
  /// Not in UIKit (the menu is drawn in a window of UIKit's own).
  public final internal(set) var visibleMenu: UIMenu?
  /// The submenus the user opened in the menu on screen, outermost first.
  ///
  /// Not in UIKit.
  public final package(set) var openedSubmenus: [UIMenu] = []
  /// The preview the configuration's preview provider made for the menu on screen.
  package final var visiblePreview: (any RootViewOwner)?
  /// A delegate the interaction keeps alive: a table's or collection view's, which stands between the interaction
  /// and the list's own delegate.
  package final var retainedDelegate: (any UIContextMenuInteractionDelegate)?

  /// The window the menu on screen shows in.
  weak var menuWindow: UIWindow?
  /// The interactions whose menus are on screen, one a window at most.
  private static var shown: [UIContextMenuInteraction] = []

  /// The interaction whose menu is on screen in `window`, if any: as on iOS, one context menu shows at a time.
  ///
  /// Not in UIKit.
  public static func visible(in window: UIWindow) -> UIContextMenuInteraction? {
    shown.removeAll { $0.menuWindow == nil }
    return shown.first { $0.menuWindow === window }
  }

  public override init() { super.init() }

  /// An interaction whose menus `delegate` configures.
  ///
  /// Mirrors UIKit's `init(delegate:)`; the interaction keeps the delegate weakly, as UIKit's does.
  public init(delegate: any UIContextMenuInteractionDelegate) {
    storedDelegate = delegate
    super.init()
  }

  /// The object that configures the interaction's menus.
  ///
  /// Mirrors UIKit's `delegate` (weak, read-only).
  open var delegate: (any UIContextMenuInteractionDelegate)? { storedDelegate }

  /// How the menu on screen looks: `.rich` (with its preview) while it shows, `.unknown` otherwise.
  ///
  /// Mirrors UIKit's `menuAppearance`; SegueKit shows every context menu as a long press on a phone does.
  @available(iOS 14.0, *)
  open var menuAppearance: UIContextMenuInteraction.appearance { visibleMenu == nil ? .unknown : .rich }

  /// Where the press that opened the menu was, in `view`'s coordinates (the window's when `nil`).
  ///
  /// Mirrors UIKit's `location(in:)`.
  open func location(in view: UIView?) -> CGPoint {
    guard let view, view.window != nil else { return pressLocation }
    return view.convert(pressLocation, from: nil)
  }

  /// Replaces the menu on screen with what `block` makes of it; does nothing when no menu shows.
  ///
  /// Mirrors UIKit's `updateVisibleMenu(_:)`.
  @available(iOS 14.0, *)
  open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
    guard let menu = visibleMenu else { return }
    visibleMenu = block(menu)
    openedSubmenus = []
  }

  /// Dismisses the menu on screen, as a tap outside it does: the delegate's
  /// `contextMenuInteraction(_:willEndFor:animator:)` runs; no action is performed.
  ///
  /// Mirrors UIKit's `dismissMenu()`.
  open func dismissMenu() {
    guard let configuration = visibleConfiguration else { return }
    end(configuration)
  }

  /// The view the interaction is attached to.
  ///
  /// Mirrors UIKit's `view`.
  open var view: UIView? { storedView }

  /// The interaction is about to be added to `view` or removed from its view (`nil`).
  ///
  /// Mirrors UIKit's `willMove(to:)`: a menu on screen goes when its interaction leaves its view.
  open func willMove(to view: UIView?) {
    if view == nil { dismissMenu() }
  }

  /// The interaction was added to `view` or removed from its view (`nil`).
  ///
  /// Mirrors UIKit's `didMove(to:)`.
  open func didMove(to view: UIView?) {
    storedView = view
  }

  /// How the menu looks.
  ///
  /// Mirrors UIKit's `UIContextMenuInteraction.Appearance` (spelled as UIKit's interface prints it).
  @available(iOS 14.0, *)
  public enum appearance: Int, Sendable {
    case unknown
    case rich
    case compact
  }

  // MARK: Showing and ending

  /// Shows `configuration`'s menu, as UIKit does once the press is recognized: the action provider makes the menu
  /// (given no suggested actions), the providers of its deferred elements run, the delegate's `contextMenuInteraction(_:willDisplayMenuFor:animator:)` runs. A
  /// configuration without a menu shows nothing. The menu shows in `window` (a menu of a view in no window is made and
  /// told it shows, but no test finds it). Returns whether a menu shows.
  package func show(_ configuration: UIContextMenuConfiguration, in window: UIWindow?) -> Bool {
    guard let menu = configuration.makeMenu() else { return false }
    if let window { Self.visible(in: window)?.dismissMenu() }
    menu.loadDeferredElements()
    visibleConfiguration = configuration
    visibleMenu = menu
    visiblePreview = configuration.preview?()
    openedSubmenus = []
    menuWindow = window
    if window != nil { Self.shown.append(self) }
    let animator = ContextMenuAnimator(preview: visiblePreview)
    delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
    animator.finish()
    return true
  }

  /// Takes the menu off screen and tells the delegate, as UIKit does when the menu goes; `then` runs after the
  /// delegate's callback and before the animator's completions (an action's handler).
  package final func end(_ configuration: UIContextMenuConfiguration, then: () -> Void = {}) {
    visibleConfiguration = nil
    visibleMenu = nil
    visiblePreview = nil
    openedSubmenus = []
    menuWindow = nil
    Self.shown.removeAll { $0 === self }
    let animator = ContextMenuAnimator(preview: nil)
    delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
    then()
    animator.finish()
  }
}
