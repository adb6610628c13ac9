public import Foundation

/// A container with a primary and a secondary column that collapses into one in horizontally compact
/// environments (<doc:Containers#§7.3-Split-views>).
///
/// Mirrors UIKit's `UISplitViewController`, classic style (`init()`, `viewControllers`) and column style
/// (`init(style:)`, `setViewController(_:for:)`). Collapse and expand follow the split's horizontal size class and
/// run the delegate calls of <doc:Containers#§7.3-Split-views> when its traits change or it first appears.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
  /// The interface style.
  public enum Style: Int, Sendable {
    case unspecified = 0
    case doubleColumn = 1
    case tripleColumn = 2
  }

  /// The columns of a column-style split view.
  public enum Column: Int, Sendable {
    case primary = 0
    case supplementary = 1
    case secondary = 2
    case compact = 3
  }

  /// The arrangement of an expanded split's columns (<doc:Containers#§7.3-Split-views>); it has no effect while the
  /// split is collapsed.
  public enum DisplayMode: Int, Sendable {
    /// The split chooses; ``UISplitViewController/displayMode`` never reports it.
    case automatic = 0
    /// Only the secondary column is shown.
    case secondaryOnly = 1
    /// One sidebar (the primary column, or the supplementary one in a triple-column split) beside the secondary.
    case oneBesideSecondary = 2
    /// One sidebar over the secondary, which stays partly visible.
    case oneOverSecondary = 3
    /// The primary and supplementary columns beside the secondary (triple-column splits).
    case twoBesideSecondary = 4
    /// The primary and supplementary columns over the secondary (triple-column splits).
    case twoOverSecondary = 5
    /// The primary and supplementary columns push the secondary partly off screen (triple-column splits).
    case twoDisplaceSecondary = 6

    @available(*, deprecated, renamed: "secondaryOnly")
    public static var primaryHidden: DisplayMode { .secondaryOnly }
    @available(*, deprecated, renamed: "oneBesideSecondary")
    public static var allVisible: DisplayMode { .oneBesideSecondary }
    @available(*, deprecated, renamed: "oneOverSecondary")
    public static var primaryOverlay: DisplayMode { .oneOverSecondary }
  }

  /// The delegate consulted on collapse, expand, show and showDetail.
  open weak var delegate: (any UISplitViewControllerDelegate)?

  /// The interface style.
  public let style: Style

  /// Whether only one child is shown. Flips after the whole collapse or expand, delegate calls included.
  public final internal(set) var isCollapsed = false

  /// The display mode asked for; `.automatic` (the default) lets the split choose.
  ///
  /// Mirrors UIKit's `preferredDisplayMode`: while expanded, a change that changes ``displayMode`` tells the
  /// delegate (`splitViewController(_:willChangeTo:)`) and shows or hides columns when the main queue is drained;
  /// while collapsed it waits for the next expansion (<doc:Containers#§7.3-Split-views>, inferred).
  open var preferredDisplayMode: DisplayMode = .automatic {
    didSet { preferredDisplayModeDidChange() }
  }

  /// The current arrangement of the columns, never `.automatic`; see ``preferredDisplayMode``.
  public final internal(set) var displayMode: DisplayMode

  /// Column-style: the controller assigned to each column (before wrapping).
  var columns: [Column: UIViewController] = [:]
  /// Column-style: the navigation controller wrapping each column's controller (`nil` when not wrapped).
  var columnWrappers: [Column: UINavigationController] = [:]
  /// The children whose views are shown.
  var displayedChildren: [UIViewController] = []
  var layoutScheduled = false
  var collapseEvaluated = false
  /// Column-style: the supplementary and secondary columns' controllers stacked onto the primary while collapsed.
  var stackedOnPrimary: [Column: [UIViewController]] = [:]
  /// Children that wait for `didMove(toParent: self)`, and former children that wait for `didMove(toParent: nil)`.
  var pendingDidMoveIn: [UIViewController] = []
  var pendingDidMoveOut: [UIViewController] = []

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    style = .unspecified
    displayMode = Self.automaticDisplayMode(for: .unspecified)
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a column-style split view controller (iOS 14+).
  public init(style: Style) {
    self.style = style
    displayMode = Self.automaticDisplayMode(for: style)
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    style = (coder as? StoryboardCoder)?.splitViewControllerStyle ?? .unspecified
    displayMode = Self.automaticDisplayMode(for: style)
    super.init(coder: coder)
  }

  // MARK: Classic

  /// The children: `[primary, secondary]` expanded, `[primary]` collapsed.
  open var viewControllers: [UIViewController] {
    get { childList }
    set { setChildren(newValue) }
  }

  /// Replaces the children: departing ones get `willMove(toParent: nil)` now, arriving ones `willMove(toParent:)`;
  /// the `didMove(toParent:)` calls follow the appearance callbacks when the layout runs
  /// (<doc:LifeCycle#§6.3-Callback-order>, inferred).
  func setChildren(_ controllers: [UIViewController]) {
    guard !UIKitException.isUnwinding else { return }
    let keep = Set(controllers.map(ObjectIdentifier.init))
    for child in childList where !keep.contains(ObjectIdentifier(child)) {
      child.flags.insert(.movingFromParent)
      child.willMove(toParent: nil)
      detachChild(child)
      pendingDidMoveOut.append(child)
    }
    for controller in controllers where controller.parentStorage !== self {
      if controller.parentStorage != nil { controller.removeFromParent() }
      controller.parentStorage = self
      controller.flags.insert(.movingToParent)
      controller.willMove(toParent: self)
      pendingDidMoveIn.append(controller)
    }
    childList = controllers
    scheduleLayout()
    checkHierarchyInvariants()
  }

  /// Shows `vc` in the primary context (<doc:Containers#§3.3-Containers-that-show>): the delegate first (classic only);
  /// expanded, `vc` becomes the
  /// primary unless it is already a child of the primary (then the secondary); collapsed, it is presented. Column
  /// style assigns the primary column [I].
  open override func show(_ vc: UIViewController, sender: Any?) {
    guard !UIKitException.isUnwinding else { return }
    if style == .unspecified, delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
    if isCollapsed {
      present(vc, animated: UIView.areAnimationsEnabled)
      return
    }
    if style != .unspecified {
      setViewController(vc, for: .primary)
      return
    }
    var controllers = childList
    if let primary = controllers.first, primary.childList.contains(where: { $0 === vc }) {
      handOver(vc, from: primary)
      if controllers.count > 1 { controllers[1] = vc } else { controllers.append(vc) }
    } else if controllers.isEmpty {
      controllers = [vc]
    } else {
      controllers[0] = vc
    }
    setChildren(controllers)
  }

  /// Shows `vc` in the secondary context (<doc:Containers#§3.3-Containers-that-show>,
  /// <doc:Containers#§7.3-Split-views>): no-op for the current
  /// secondary; the delegate first (classic only); collapsed, a navigation controller shown alone pushes it (else it is
  /// presented); expanded, it
  /// replaces the secondary.
  open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    guard !UIKitException.isUnwinding else { return }
    let secondary = style == .unspecified ? childList.dropFirst().first : columns[.secondary]
    if !isCollapsed, secondary === vc { return }
    if style == .unspecified, delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
    if isCollapsed {
      if let nav = childList.first as? UINavigationController {
        nav.allowsNestedNavigationControllers = true
        nav.pushViewController(vc, animated: UIView.areAnimationsEnabled)
        nav.allowsNestedNavigationControllers = false
        // Pushed onto the stacked columns, it goes back to the secondary column on expand [I].
        if style != .unspecified, columns[.compact] == nil { stackedOnPrimary[.secondary, default: []].append(vc) }
      } else {
        present(vc, animated: UIView.areAnimationsEnabled)
      }
      return
    }
    if style != .unspecified {
      setViewController(vc, for: .secondary)
      return
    }
    var controllers = childList
    if controllers.count > 1 { controllers[1] = vc } else { controllers.append(vc) }
    setChildren(controllers)
  }

  // MARK: Overrides of UIViewController's internal hooks

  override func forEachAppearanceForwardingChild(_ body: (UIViewController) -> Void) {
    displayedChildren.forEach(body)
  }

  override func appearanceTransitionWillForward(appearing: Bool, animated: Bool) {
    guard appearing else { return }
    if !collapseEvaluated { updateCollapse() }
    install(visibleChildren)
  }

  override func appearanceTransitionDidEnd(appeared: Bool) {
    // After a disappearance too: children replaced while it ran still get their didMove(toParent:) calls.
    scheduleLayout()
  }

  override func containerTraitsDidChange(from previous: UITraitCollection?) {
    updateCollapse()
  }

  override func childWasDetached(_ child: UIViewController) {
    pendingDidMoveIn.removeAll { $0 === child }
    scheduleLayout()
  }

  override var dumpDetails: String {
    let state = (style == .unspecified ? "classic" : "columns") + (isCollapsed ? " collapsed" : " expanded")
    // The display mode only when it matters and is not the automatic one.
    guard !isCollapsed, displayMode != Self.automaticDisplayMode(for: style) else { return state }
    return state + " displayMode=\(displayMode)"
  }

  // MARK: - Generated by Scripts/uikit-generate.py: overridable inert members (do not edit)
  @available(iOS 8.0, *)
  open class var automaticDimension: CGFloat { 0 }
  @available(iOS 14.0, *)
  open var showsSecondaryOnlyButton: Bool = false
  @available(iOS 14.0, *)
  open var preferredSplitBehavior: UISplitViewController.SplitBehavior = .automatic
  @available(iOS 14.0, *)
  open var splitBehavior: UISplitViewController.SplitBehavior { .automatic }
  @available(iOS 5.1, *)
  open var presentsWithGesture: Bool = false
  @available(iOS 8.0, *)
  open var displayModeButtonItem: UIBarButtonItem {
    InertState.value(of: self, "displayModeButtonItem") { UIBarButtonItem() }
  }
  @available(iOS 8.0, *)
  open var preferredPrimaryColumnWidthFraction: CGFloat = 0
  @available(iOS 14.0, *)
  open var preferredPrimaryColumnWidth: CGFloat = 0
  @available(iOS 8.0, *)
  open var minimumPrimaryColumnWidth: CGFloat = 0
  @available(iOS 8.0, *)
  open var maximumPrimaryColumnWidth: CGFloat = 0
  @available(iOS 8.0, *)
  open var primaryColumnWidth: CGFloat { 0 }
  @available(iOS 14.0, *)
  open var preferredSupplementaryColumnWidthFraction: CGFloat = 0
  @available(iOS 14.0, *)
  open var preferredSupplementaryColumnWidth: CGFloat = 0
  @available(iOS 14.0, *)
  open var minimumSupplementaryColumnWidth: CGFloat = 0
  @available(iOS 14.0, *)
  open var maximumSupplementaryColumnWidth: CGFloat = 0
  @available(iOS 14.0, *)
  open var supplementaryColumnWidth: CGFloat { 0 }
  @available(iOS 11.0, *)
  open var primaryEdge: UISplitViewController.PrimaryEdge = .leading
  @available(iOS 13.0, *)
  open var primaryBackgroundStyle: UISplitViewController.BackgroundStyle = .none
  // MARK: - End of generated members
}
