public import Foundation

/// An object that manages a view hierarchy: lazy view loading, the appearance life cycle, containment and
/// modal presentation.
///
/// Mirrors UIKit's `UIViewController`, headlessly: relationship changes (children, presentations) happen
/// inside the call; view loading for transitions, appearance callbacks and completions run when the main
/// queue is drained (`MainQueue.drain()`).
///
/// ```swift
/// final class ProfileViewController: UIViewController {
///   override func viewDidLoad() { super.viewDidLoad(); title = "Profile" }
/// }
/// ```
@preconcurrency @MainActor
open class UIViewController: UIResponder {
  // MARK: Storage (kept small: an idle controller without a view stays well under 2 KB)

  // Hot storage is exempt from dynamic exclusivity checks (main-actor isolated; never modified re-entrantly).
  @exclusivity(unchecked) var viewStorage: UIView?
  @exclusivity(unchecked) var childList: [UIViewController] = []
  // Back-references are unowned(unsafe), cleared in deinit and whenever the relationship ends: weak references
  // would move every controller's reference counts to a side table and make each retain several times slower.
  @exclusivity(unchecked) unowned(unsafe) var parentStorage: UIViewController?
  @exclusivity(unchecked) var appearState: AppearState = .disappeared
  @exclusivity(unchecked) var flags: Flags = [.forwardsAppearance]
  var presentationStyleStorage: UIModalPresentationStyle = .automatic
  var transitionStyleStorage: UIModalTransitionStyle = .coverVertical
  /// The one view controller this controller presents (UIKit's private `childModalViewController`).
  @exclusivity(unchecked) package final var childModal: UIViewController?
  /// The presenter of this controller, when it is the presented one (UIKit's `parentModalViewController`).
  @exclusivity(unchecked) package final unowned(unsafe) var parentModal: UIViewController?
  /// The controller `present` was called on (UIKit's private `_modalSourceViewController`).
  package final weak var modalSource: UIViewController?
  @exclusivity(unchecked) var presentationControllerStorage: UIPresentationController?
  var navigationItemStorage: UINavigationItem?
  var tabBarItemStorage: UITabBarItem?
  @exclusivity(unchecked) var extraStorage: ExtraStorage?

  /// What a storyboard-made controller remembers of its scene (its storyboard and segue templates): the storyboard
  /// layer's `StoryboardSceneState`, which the core keeps and never reads; `nil` for controllers made in code. Not in
  /// UIKit.
  package final var storyboardScene: AnyObject?

  /// The localized title shown by navigation bars and tab bar items.
  ///
  /// Mirrors UIKit's `title`: "If the view controller has a valid navigation item or tab-bar item, assigning a value
  /// to this property updates the title text of those objects" (Apple's documentation), and the root of a navigation
  /// controller titles the navigation controller's tab (see `titleDidChange()`).
  open var title: String? {
    didSet {
      navigationItemStorage?.title = title
      titleDidChange()
    }
  }

  /// The nib name given to ``init(nibName:bundle:)``.
  open var nibName: String? { extraStorage?.nibName }
  /// The bundle given to ``init(nibName:bundle:)``.
  open var nibBundle: Bundle? { extraStorage?.nibBundle }

  /// Creates a view controller with an optional nib; without a nib, ``UIViewController/loadView()`` creates an empty
  /// view.
  ///
  /// Mirrors UIKit's designated initializer; the view loads from the nib (<doc:Nibs>).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
    if nibNameOrNil != nil || nibBundleOrNil != nil {
      extra.nibName = nibNameOrNil
      extra.nibBundle = nibBundleOrNil
    }
  }

  /// Creates a view controller from an archive; storyboards instantiate scenes through this initializer.
  public required init?(coder: NSCoder) {
    super.init()
    if let coder = coder as? StoryboardCoder { StoryboardLayer.required.decode(coder, into: self) }
  }

  // Not `isolated deinit`, which a `@preconcurrency` class may not declare; SegueKit releases views and
  // controllers on the main actor only.
  deinit {
    MainActor.assumeIsolated {
      for child in childList where child.parentStorage === self {
        child.parentStorage = nil
      }
      if let presented = childModal, presented.parentModal === self {
        presented.parentModal = nil
        presented.presentationControllerStorage?.presentingStorage = nil
      }
      if let view = viewStorage, view.owningViewController === self {
        view.owningViewController = nil
      }
      presentationControllerStorage?.presentedStorage = nil
    }
  }

  /// Creates a view controller with no nib.
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  // MARK: Responder chain

  open override var next: UIResponder? {
    viewStorage?.superview ?? parentStorage ?? presentingViewController
  }

  // MARK: Items

  /// The navigation item that represents the controller in a navigation bar; created on first use.
  open var navigationItem: UINavigationItem {
    if let item = navigationItemStorage { return item }
    let item = UINavigationItem(title: title ?? "")
    item.title = title
    navigationItemStorage = item
    return item
  }

  /// The tab bar item that represents the controller in a tab bar; created on first use.
  open var tabBarItem: UITabBarItem! {
    get {
      if let item = tabBarItemStorage { return item }
      let item = UITabBarItem(title: title, image: nil, tag: 0)
      tabBarItemStorage = item
      return item
    }
    set {
      tabBarItemStorage = newValue
      tabBarItemDidChange()
    }
  }

  /// The object that supplies the animator, interaction controller and custom presentation controller when the
  /// receiver is presented or dismissed (<doc:CustomTransitions#§11.1-Presentation>); held weakly.
  ///
  /// Mirrors UIKit's `transitioningDelegate`.
  open var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
    get { extraStorage?.transitioningDelegate }
    set { extra.transitioningDelegate = newValue }
  }

  /// The preferred size of the controller's content (used by form sheets and popovers).
  open var preferredContentSize: CGSize {
    get { extraStorage?.preferredContentSize ?? .zero }
    set { extra.preferredContentSize = newValue }
  }

  /// The identifier used for state restoration.
  open var restorationIdentifier: String? {
    get { extraStorage?.restorationIdentifier }
    set { extra.restorationIdentifier = newValue }
  }

  // MARK: Memory

  /// Called when the app receives a memory warning; UIKit never unloads the view (iOS 6+) and neither do we.
  open func didReceiveMemoryWarning() {}

  // MARK: View life cycle (overridable; implementations in UIViewController+View.swift)

  /// Creates the controller's view; override to build your own view and assign it to ``UIViewController/view``
  /// without calling `super`.
  ///
  /// Mirrors UIKit's `loadView()`: a storyboard scene's view is built from the storyboard; otherwise the nib named
  /// by ``UIViewController/nibName``, or named after the class, is loaded with the controller as File's Owner
  /// (<doc:Nibs>); without a nib the view is an empty `UIView`.
  open func loadView() {
    if StoryboardLayer.runtime?.loadStoryboardView(of: self) == true { return }
    loadViewWithoutStoryboard()
  }

  /// Called after the view is loaded, exactly once per load.
  open func viewDidLoad() {}

  /// Called before the view is added to a view hierarchy (<doc:LifeCycle#§6.2-Appearance-states>).
  open func viewWillAppear(_ animated: Bool) {}

  /// Called once per appearance after ``viewWillAppear(_:)``; SegueKit has no layout pass, so it runs right
  /// after `viewWillAppear` [I].
  open func viewIsAppearing(_ animated: Bool) {}

  /// Called after the view was added to a view hierarchy, when the transition finishes.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view is removed from a view hierarchy.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view was removed from a view hierarchy, when the transition finishes.
  open func viewDidDisappear(_ animated: Bool) {}

  // MARK: Appearance (implementations in UIViewController+Appearance.swift)

  /// Starts an appearance transition: calls `viewWillAppear`/`viewWillDisappear` and forwards to children.
  ///
  /// Mirrors UIKit: a `begin` in the direction already in flight is ignored; the opposite direction turns the
  /// transition around (a cancel).
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    guard !UIKitException.isUnwinding else { return }
    beginAppearance(isAppearing, animated: animated)
  }

  /// Ends the appearance transition: calls `viewDidAppear`/`viewDidDisappear` and forwards to children; an
  /// unmatched call logs `Unbalanced calls to begin/end appearance transitions for …`.
  open func endAppearanceTransition() {
    guard !UIKitException.isUnwinding else { return }
    endAppearance()
  }

  /// Whether appearance transitions are forwarded to children automatically. Defaults to `true`.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  // MARK: Containment (implementations in UIViewController+Containment.swift)

  /// Adds `childController` as a child, calling its `willMove(toParent:)`; does not add its view and does not
  /// call `didMove(toParent:)` (<doc:LifeCycle#§6.5-Containment>).
  open func addChild(_ childController: UIViewController) {
    guard !UIKitException.isUnwinding else { return }
    addChildImplementation(childController)
  }

  /// Removes the receiver from its parent, calling `didMove(toParent: nil)`; does not call
  /// `willMove(toParent: nil)` and does not remove the view (<doc:LifeCycle#§6.5-Containment>).
  open func removeFromParent() {
    guard !UIKitException.isUnwinding else { return }
    removeFromParentImplementation()
  }

  /// Called before the receiver is added to or removed from a parent; the default only does bookkeeping.
  open func willMove(toParent parent: UIViewController?) {
    if parent == nil { flags.insert(.movingFromParent) } else { flags.insert(.movingToParent) }
  }

  /// Called after the receiver was added to or removed from a parent; the default only does bookkeeping.
  open func didMove(toParent parent: UIViewController?) {
    didMoveBookkeeping(toParent: parent)
  }

  /// Swaps two children of the receiver: adds `toViewController`'s view beside `fromViewController`'s, runs the
  /// appearance callbacks, then removes `fromViewController`'s view and calls `completion`.
  ///
  /// Mirrors UIKit; `animations` run at once and `completion(true)` runs when the main queue is drained.
  open func transition(
    from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
    options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    guard !UIKitException.isUnwinding else { return }
    transitionImplementation(
      from: fromViewController, to: toViewController, duration: duration, animations: animations,
      completion: completion)
  }

  // MARK: Presentation (implementations in UIViewController+Presentation.swift)

  /// Presents `viewControllerToPresent` modally; the presenter is chosen as UIKit chooses it
  /// (<doc:Presentation#§4.3-The-presenter>,
  /// <doc:Presentation#§4.6-Presenting>).
  ///
  /// Mirrors UIKit: `presentedViewController`/`presentingViewController` change inside the call; view loading,
  /// appearance callbacks and `completion` run when the main queue is drained.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
  ) {
    guard !UIKitException.isUnwinding else { return }
    presentImplementation(viewControllerToPresent, animated: flag, completion: completion)
  }

  /// Dismisses the view controller presented by the receiver, or the receiver's own presentation when it
  /// presents nothing (<doc:Presentation#§4.7-Dismissing>).
  ///
  /// Mirrors UIKit; `completion` runs after the dismissed controller's `viewDidDisappear`.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    guard !UIKitException.isUnwinding else { return }
    dismissImplementation(animated: flag, completion: completion)
  }

  /// The presentation style used when the receiver is presented. Defaults to `.automatic` (iOS 13+).
  open var modalPresentationStyle: UIModalPresentationStyle {
    get { presentationStyleStorage }
    set { presentationStyleStorage = newValue }
  }

  /// The orientations the controller supports: all but upside-down on iPhone, all on iPad. Mirrors UIKit's
  /// `supportedInterfaceOrientations`; kept for the app to read, not consulted by rotation here.
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
  }

  /// Mirrors UIKit's `shouldAutorotate` (deprecated in iOS 16); `true`.
  open var shouldAutorotate: Bool { true }

  /// Mirrors UIKit's `preferredInterfaceOrientationForPresentation`; `.portrait`.
  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

  /// Mirrors UIKit's `preferredStatusBarStyle`; `.default`. There is no status bar to draw.
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }

  /// Mirrors UIKit's `prefersStatusBarHidden`; `false`.
  open var prefersStatusBarHidden: Bool { false }

  /// The transition style used when the receiver is presented. Defaults to `.coverVertical`.
  open var modalTransitionStyle: UIModalTransitionStyle {
    get { transitionStyleStorage }
    set { transitionStyleStorage = newValue }
  }

  /// Whether the receiver's area is used when a descendant presents with a current-context style.
  /// Defaults to `false` (`true` for `UINavigationController`).
  open var definesPresentationContext: Bool {
    get { flags.contains(.definesPresentationContext) }
    set { flags.set(.definesPresentationContext, newValue) }
  }

  /// Whether the context controller's transition style replaces the presented controller's.
  open var providesPresentationContextTransitionStyle: Bool {
    get { flags.contains(.providesTransitionStyle) }
    set { flags.set(.providesTransitionStyle, newValue) }
  }

  /// Whether the presentation blocks interactive (swipe) dismissal (<doc:Presentation#§4.8-Swipe-to-dismiss>).
  open var isModalInPresentation: Bool {
    get { flags.contains(.modalInPresentation) }
    set { flags.set(.modalInPresentation, newValue) }
  }

  // MARK: Toolbar

  /// The items shown in the navigation controller's toolbar while the receiver is on top.
  ///
  /// Mirrors UIKit's `toolbarItems`.
  open var toolbarItems: [UIBarButtonItem]? {
    get { extraStorage?.toolbarItems }
    set { extra.toolbarItems = newValue }
  }

  /// Sets ``toolbarItems``.
  ///
  /// Mirrors UIKit's `setToolbarItems(_:animated:)`.
  open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    self.toolbarItems = toolbarItems
  }

  /// Whether the tab bar hides while the receiver is pushed on a navigation stack (kept, not laid out).
  ///
  /// Mirrors UIKit's `hidesBottomBarWhenPushed`.
  open var hidesBottomBarWhenPushed: Bool {
    get { extraStorage?.hidesBottomBarWhenPushed ?? false }
    set { extra.hidesBottomBarWhenPushed = newValue }
  }

  // MARK: Editing

  /// Whether the controller's view is in editing mode; set it through ``setEditing(_:animated:)``.
  ///
  /// Mirrors UIKit's `isEditing`.
  open var isEditing: Bool {
    get { flags.contains(.editing) }
    set { setEditing(newValue, animated: false) }
  }

  /// Turns editing mode on or off; subclasses override it to update their views (`UITableViewController`
  /// updates its table).
  ///
  /// Mirrors UIKit's `setEditing(_:animated:)`.
  open func setEditing(_ editing: Bool, animated: Bool) {
    flags.set(.editing, editing)
    if let item = extraStorage?.editButtonItem { Self.configureEditButton(item, editing: editing) }
  }

  /// A bar button item that toggles editing: "Edit", and "Done" in the `.done` style while editing; the same item
  /// on every call.
  ///
  /// Mirrors UIKit's `editButtonItem`: tapping it calls ``setEditing(_:animated:)`` with `!isEditing`, animated,
  /// and the base `setEditing` updates its title.
  open var editButtonItem: UIBarButtonItem {
    if let item = extraStorage?.editButtonItem { return item }
    let item = UIBarButtonItem(
      title: "Edit",
      primaryAction: UIAction { [weak self] _ in
        guard let self else { return }
        self.setEditing(!self.isEditing, animated: true)
      })
    extra.editButtonItem = item
    Self.configureEditButton(item, editing: isEditing)
    return item
  }

  private static func configureEditButton(_ item: UIBarButtonItem, editing: Bool) {
    item.title = editing ? "Done" : "Edit"
    item.style = editing ? .done : .plain
  }

  /// Mirrors UIKit's `viewRespectsSystemMinimumLayoutMargins` (`true` by default); read back, not applied.
  open var viewRespectsSystemMinimumLayoutMargins = true

  /// Insets added to the safe area of the controller's view; kept, not applied (there is no layout).
  ///
  /// Mirrors UIKit's `additionalSafeAreaInsets`.
  open var additionalSafeAreaInsets: UIEdgeInsets {
    get { extraStorage?.additionalSafeAreaInsets ?? .zero }
    set { extra.additionalSafeAreaInsets = newValue }
  }

  // MARK: Showing (implementations in UIViewController+Show.swift)

  /// Shows `vc` in a primary context: the nearest ancestor that overrides `show` handles it, else it is
  /// presented from the top of the window's presentation stack (<doc:Containers#§3.2-Showing-by-presenting>).
  open func show(_ vc: UIViewController, sender: Any?) {
    guard !UIKitException.isUnwinding else { return }
    showViewController(vc, action: .showViewController, sender: sender)
  }

  /// Shows `vc` in a secondary (detail) context, like ``show(_:sender:)`` with `showDetailViewController` as
  /// the action (<doc:Containers#§3.2-Showing-by-presenting>).
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    guard !UIKitException.isUnwinding else { return }
    showViewController(vc, action: .showDetailViewController, sender: sender)
  }

  /// The controller that handles `action`: the receiver when it overrides the action and can perform it, else
  /// the answer of its parent (or presenter) (<doc:Containers#§3.1-The-show-target>). A custom container that overrides
  /// `show(_:sender:)` or
  /// `showDetailViewController(_:sender:)` is found, as in UIKit.
  open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
    targetViewControllerImplementation(forAction: action, sender: sender)
  }

  open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    action == .showViewController || action == .showDetailViewController
  }

  // MARK: Storyboards and segues (unwind defaults in Storyboard/UIViewController+Segues.swift; scenes and segues are
  // the storyboard layer's, SegueKitStoryboards, reached through `StoryboardLayer`)

  /// Called after the controller has been made from a storyboard, its relationship children included.
  ///
  /// Mirrors UIKit's `awakeFromNib()`.
  open func awakeFromNib() {}

  /// Whether a user-triggered segue may fire; not asked for ``performSegue(withIdentifier:sender:)``
  /// (<doc:Segues#§2.1-Performing>). The default returns `true`.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

  /// Called on the source before a segue performs, with the new destination, whose view is not loaded yet
  /// (<doc:Segues#§2.2-Steps>).
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

  /// Fires the storyboard segue `identifier` of the receiver's scene, without asking
  /// ``shouldPerformSegue(withIdentifier:sender:)``. An unknown identifier raises `NSInvalidArgumentException`
  /// "Receiver (…) has no segue with identifier '…'" (<doc:Segues#§2.1-Performing>).
  open func performSegue(withIdentifier identifier: String, sender: Any?) {
    guard !UIKitException.isUnwinding else { return }
    StoryboardLayer.required.performSegue(withIdentifier: identifier, sender: sender, from: self)
  }

  /// Whether the receiver is the destination of an unwind with `action` from `fromViewController`; the default
  /// is true when its ``StoryboardConnections`` table handles the action and it is not the source
  /// (<doc:Segues#§5.3-Unwind-search>).
  open func canPerformUnwindSegueAction(
    _ action: Selector, from fromViewController: UIViewController, sender: Any?
  ) -> Bool {
    canPerformUnwindSegueActionImplementation(action, from: fromViewController)
  }

  /// The children an unwind search visits, in order (<doc:Segues#§5.3-Unwind-search>).
  open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
    allowedChildrenForUnwindingImplementation(from: source)
  }

  /// The child on the path back to the unwind's source (<doc:Segues#§5.3-Unwind-search>).
  open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
    childContainingImplementation(source)
  }

  /// The iOS 6–8 unwind search hook, deprecated in iOS 9: a container that overrides it (and not
  /// ``allowedChildrenForUnwinding(from:)``) names the destination itself (<doc:Segues#§5.3-Unwind-search>,
  /// <doc:Segues#§5.6-Legacy-unwind-API>). The
  /// default returns the receiver when ``canPerformUnwindSegueAction(_:from:sender:)`` says yes.
  ///
  /// Objective-C's `viewControllerForUnwindSegueAction:fromViewController:withSender:`, with UIKit's Swift name.
  open func forUnwindSegueAction(
    _ action: Selector, from fromViewController: UIViewController, withSender sender: Any?
  ) -> UIViewController? {
    legacyUnwindDestinationImplementation(action, from: fromViewController, sender: sender)
  }

  /// Makes `subsequentVC`, a child on the unwind path, visible (<doc:Segues#§5.5-Unwinding-the-path>).
  open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
    unwindImplementation(towards: subsequentVC)
  }

  /// Called just before the controller's view lays out its subviews (from its `layoutIfNeeded()` here).
  ///
  /// Mirrors UIKit's `viewWillLayoutSubviews()`; the default does nothing.
  open func viewWillLayoutSubviews() {}

  /// Called just after the controller's view laid out its subviews.
  ///
  /// Mirrors UIKit's `viewDidLayoutSubviews()`; the default does nothing.
  open func viewDidLayoutSubviews() {}

  // MARK: Traits (implementations in UIViewController+Traits.swift)

  /// Called after the controller's trait collection changed.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Called before the controller's trait collection changes; the default forwards to children and to the
  /// presented controller.
  open func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    for child in childList {
      child.willTransition(to: newCollection, with: coordinator)
    }
    childModal?.willTransition(to: newCollection, with: coordinator)
  }

  /// Called before the controller's view changes size (its window rotates or is resized); the default forwards to
  /// children and to the presented controller, with the same size [I for presented sheets, which UIKit sizes
  /// themselves].
  open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    for child in childList {
      child.viewWillTransition(to: size, with: coordinator)
    }
    childModal?.viewWillTransition(to: size, with: coordinator)
  }

  /// Overrides the traits a child inherits (deprecated in iOS 17 but still honoured).
  open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController)
  {
    setOverrideTraitsImplementation(collection, forChild: childViewController)
  }

  /// The traits the receiver overrides for `childViewController`.
  open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
    extraStorage?.overrideTraits[ObjectIdentifier(childViewController)]
  }

  // MARK: Split view support (implementations in the split view files)

  /// Called on the primary when a split view controller collapses; the default does nothing and
  /// `UINavigationController` pushes the secondary (<doc:Containers#§7.3-Split-views>).
  open func collapseSecondaryViewController(
    _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
  ) {}

  /// Called on the primary when a split view controller expands; the default returns `nil` and
  /// `UINavigationController` pops and returns its top (<doc:Containers#§7.3-Split-views>).
  open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
    nil
  }

  // MARK: Internal hooks that built-in containers override

  /// Visits the children that receive forwarded appearance transitions: by default those whose views are in the
  /// receiver's view hierarchy; built-in containers forward to their visible children only.
  func forEachAppearanceForwardingChild(_ body: (UIViewController) -> Void) {
    guard !childList.isEmpty, let root = viewStorage else { return }
    for child in childList {
      if let childView = child.viewStorage, childView.isDescendant(of: root) { body(child) }
    }
  }

  /// The children ``forEachAppearanceForwardingChild(_:)`` visits, as an array.
  final func appearanceForwardingChildren() -> [UIViewController] {
    var result: [UIViewController] = []
    forEachAppearanceForwardingChild { result.append($0) }
    return result
  }

  /// Called by ``beginAppearanceTransition(_:animated:)`` after the receiver's own will-callback, before it
  /// forwards to children; containers bring their visible child up to date here.
  func appearanceTransitionWillForward(appearing: Bool, animated: Bool) {}

  /// Called after an appearance transition ended and was forwarded; containers finish deferred work here.
  func appearanceTransitionDidEnd(appeared: Bool) {}

  /// Called when a child is removed from ``children`` by `removeFromParent` or adoption by another parent.
  func childWasDetached(_ child: UIViewController) {}

  /// Called after the receiver's window traits changed, before children hear of it; containers adapt here.
  func containerTraitsDidChange(from previous: UITraitCollection?) {}

  /// A container's own invariant violation (stack == children, selection in range …), or `nil`.
  func containerInvariantViolation() -> String? { nil }

  /// Whether `controller` may have the receiver as parent without being one of its children (a popped controller
  /// not yet told `didMove(toParent: nil)`, a tab behind More).
  func isParentOutsideChildren(of controller: UIViewController) -> Bool { false }

  /// A one-line summary of container state for ``hierarchyDump()``; empty for plain controllers.
  var dumpDetails: String { "" }

  /// Children as shown by ``hierarchyDump()``, with a label each.
  var dumpChildren: [(label: String, controller: UIViewController)] {
    childList.map { ("child", $0) }
  }

  // MARK: Internals

  var extra: ExtraStorage {
    if let storage = extraStorage { return storage }
    let storage = ExtraStorage()
    extraStorage = storage
    return storage
  }

  /// A short name for diagnostics and dumps: the title, else the class name.
  var debugName: String {
    title ?? String(describing: type(of: self))
  }

  // MARK: - Generated by Scripts/uikit-generate.py: overridable inert members (do not edit)
  @available(iOS, introduced: 3.2, deprecated: 13.0)
  open var isModalInPopover: Bool = false
  @available(iOS 5.0, *)
  open class var hierarchyInconsistencyException: NSExceptionName {
    NSExceptionName(rawValue: "UIViewControllerHierarchyInconsistencyException")
  }
  @available(iOS, introduced: 6.0, deprecated: 13.0)
  open func canPerformUnwindSegueAction(
    _ action: Selector, from fromViewController: UIViewController, withSender sender: Any
  ) -> Bool { false }
  @available(iOS, introduced: 6.0, deprecated: 9.0)
  open func segueForUnwinding(
    to toViewController: UIViewController, from fromViewController: UIViewController, identifier: String?
  ) -> UIStoryboardSegue? { nil }
  @available(iOS 10.0, *)
  open var restoresFocusAfterTransition: Bool = false
  @available(iOS 7.0, *)
  open var modalPresentationCapturesStatusBarAppearance: Bool = false
  @available(iOS 4.3, *)
  open var disablesAutomaticKeyboardDismissal: Bool { false }
  @available(iOS 7.0, *)
  open var edgesForExtendedLayout: UIRectEdge = []
  @available(iOS 7.0, *)
  open var extendedLayoutIncludesOpaqueBars: Bool = false
  @available(
    iOS, introduced: 7.0, deprecated: 11.0, message: "Use UIScrollView's contentInsetAdjustmentBehavior instead"
  )
  open var automaticallyAdjustsScrollViewInsets: Bool = false
  @available(iOS 7.0, *)
  open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .none }
  @available(iOS 7.0, *)
  open func setNeedsStatusBarAppearanceUpdate() {}
  @available(iOS 5.0, *)
  open class func attemptRotationToDeviceOrientation() {}
  @available(
    iOS, introduced: 2.0, deprecated: 8.0,
    message: "Header views are animated along with the rest of the view hierarchy"
  )
  open func rotatingHeaderView() -> UIView? { nil }
  @available(
    iOS, introduced: 2.0, deprecated: 8.0,
    message: "Footer views are animated along with the rest of the view hierarchy"
  )
  open func rotatingFooterView() -> UIView? { nil }
  @available(iOS, introduced: 2.0, deprecated: 8.0)
  open var interfaceOrientation: UIInterfaceOrientation { .unknown }
  @available(
    iOS, introduced: 2.0, deprecated: 8.0,
    message: "Implement viewWillTransitionToSize:withTransitionCoordinator: instead"
  )
  open func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
  @available(iOS, introduced: 2.0, deprecated: 8.0)
  open func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {}
  @available(
    iOS, introduced: 3.0, deprecated: 8.0,
    message: "Implement viewWillTransitionToSize:withTransitionCoordinator: instead"
  )
  open func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
  @available(iOS, introduced: 3.0, deprecated: 8.0)
  open var searchDisplayController: UISearchDisplayController? { nil }
  @available(iOS 7.0, *)
  open var childForStatusBarStyle: UIViewController? { nil }
  @available(iOS 7.0, *)
  open var childForStatusBarHidden: UIViewController? { nil }
  @available(
    iOS, introduced: 6.0, deprecated: 8.0,
    message: "Manually forward viewWillTransitionToSize:withTransitionCoordinator: if necessary"
  )
  open func shouldAutomaticallyForwardRotationMethods() -> Bool { false }
  @available(iOS 6.0, *)
  open var restorationClass: (any UIViewControllerRestoration.Type)? = nil
  @available(iOS 6.0, *)
  open func updateViewConstraints() {}
  @available(iOS 11.0, *)
  open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets { .zero }
  @available(iOS 11.0, *)
  open func viewLayoutMarginsDidChange() {}
  @available(iOS 11.0, *)
  open func viewSafeAreaInsetsDidChange() {}
  @available(iOS 9.0, *)
  open func addKeyCommand(_ keyCommand: UIKeyCommand) {}
  @available(iOS 9.0, *)
  open func removeKeyCommand(_ keyCommand: UIKeyCommand) {}
  @available(iOS 13.0, *)
  open var performsActionsWhilePresentingModally: Bool { false }
  @available(iOS, introduced: 9.0, deprecated: 13.0, renamed: "UIContextMenuInteraction")
  open func unregisterForPreviewing(withContext previewing: any UIViewControllerPreviewing) {}
  @available(iOS 11.0, *)
  open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
  @available(iOS 11.0, *)
  open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
  @available(iOS 11.0, *)
  open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
  @available(iOS 11.0, *)
  open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
  @available(iOS 11.0, *)
  open var prefersHomeIndicatorAutoHidden: Bool { false }
  @available(iOS 11.0, *)
  open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
  @available(iOS 14.0, *)
  open var childViewControllerForPointerLock: UIViewController? { nil }
  @available(iOS 14.0, *)
  open var prefersPointerLocked: Bool { false }
  @available(iOS 14.0, *)
  open func setNeedsUpdateOfPrefersPointerLocked() {}
  @available(
    iOS, introduced: 9.0, deprecated: 13.0,
    message: "UIViewControllerPreviewing is deprecated. Please use UIContextMenuInteraction."
  )
  open var previewActionItems: [any UIPreviewActionItem] { [] }
  @available(iOS 8.0, *)
  open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
  @available(iOS 8.0, *)
  open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
  @available(iOS 8.0, *)
  open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize)
    -> CGSize
  { .zero }
  open var preferredFocusEnvironments: [any UIFocusEnvironment] { [] }
  @available(iOS 12.0, *)
  open var parentFocusEnvironment: (any UIFocusEnvironment)? { nil }
  @available(iOS 12.0, *)
  open var focusItemContainer: (any UIFocusItemContainer)? { nil }
  open func setNeedsFocusUpdate() {}
  open func updateFocusIfNeeded() {}
  open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { false }
  open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
  @available(iOS, introduced: 9.0, deprecated: 10.0)
  open var preferredFocusedView: UIView? { nil }
  @available(iOS 14.0, *)
  open var focusGroupIdentifier: String? { nil }
  @available(iOS 11.0, tvOS 11.0, *)
  open func contains(_ environment: any UIFocusEnvironment) -> Bool { false }
  open var restorationParent: (any UIStateRestoring)? { nil }
  open var objectRestorationClass: (any UIObjectRestoration.Type)? { nil }
  open func encodeRestorableState(with coder: NSCoder) {}
  open func decodeRestorableState(with coder: NSCoder) {}
  open func applicationFinishedRestoringState() {}
  // MARK: - End of generated members
}

/// Rarely used per-controller state, allocated on first use to keep idle controllers small.
@MainActor
final class ExtraStorage {
  var toolbarItems: [UIBarButtonItem]?
  var hidesBottomBarWhenPushed = false
  var nibName: String?
  var nibBundle: Bundle?
  var preferredContentSize: CGSize = .zero
  var restorationIdentifier: String?
  var overrideTraits: [ObjectIdentifier: UITraitCollection] = [:]
  var lastTraitCollection: UITraitCollection?
  var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
  var pendingDidMoveParent: [UIViewController] = []
  var editButtonItem: UIBarButtonItem?
  var additionalSafeAreaInsets = UIEdgeInsets.zero
  weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
  /// The coordinator of a container's push, pop or tab switch under way.
  var containerTransitionCoordinator: TransitionCoordinator?
}

/// UIKit's private `_appearState`.
enum AppearState: UInt8 {
  case disappeared = 0
  case appearing = 1
  case appeared = 2
  case disappearing = 3
}

/// Boolean state of a view controller, packed.
struct Flags: OptionSet {
  let rawValue: UInt16
  static var forwardsAppearance: Flags { Flags(rawValue: 1 &<< 0) }
  static var movingToParent: Flags { Flags(rawValue: 1 &<< 1) }
  static var movingFromParent: Flags { Flags(rawValue: 1 &<< 2) }
  static var beingPresented: Flags { Flags(rawValue: 1 &<< 3) }
  static var beingDismissed: Flags { Flags(rawValue: 1 &<< 4) }
  static var definesPresentationContext: Flags { Flags(rawValue: 1 &<< 5) }
  static var providesTransitionStyle: Flags { Flags(rawValue: 1 &<< 6) }
  static var modalInPresentation: Flags { Flags(rawValue: 1 &<< 7) }
  static var loadingView: Flags { Flags(rawValue: 1 &<< 8) }
  static var presentationTransitioning: Flags { Flags(rawValue: 1 &<< 9) }
  static var appearanceAnimated: Flags { Flags(rawValue: 1 &<< 10) }
  static var editing: Flags { Flags(rawValue: 1 &<< 11) }
}
