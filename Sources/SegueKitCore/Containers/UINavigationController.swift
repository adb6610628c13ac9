public import Foundation

/// A container that manages a stack of view controllers (<doc:Containers#§7.1-Navigation>).
///
/// Mirrors UIKit's `UINavigationController`: the stack (`viewControllers`, `children`, `parent`) changes inside
/// each call and the return values are UIKit's; the visual transition — view loading, appearance callbacks,
/// `didMove(toParent:)` and the delegate's `didShow` — runs when the main queue is drained, at most one at a
/// time, folding intermediate changes into the final state.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  /// The duration of an animated push or pop, in seconds of virtual time. Not in UIKit.
  public static let transitionDuration: TimeInterval = 0.35

  /// The delegate told before and after each transition.
  open weak var delegate: (any UINavigationControllerDelegate)?

  /// The navigation bar.
  public final private(set) lazy var navigationBar = UINavigationBar(navigationController: self)

  /// Whether the navigation bar is hidden.
  open var isNavigationBarHidden = false

  /// The child whose view is installed in the navigation controller's view.
  @exclusivity(unchecked) var displayedTop: UIViewController?
  /// Children that got `willMove(toParent: self)` and wait for `didMove(toParent: self)`.
  @exclusivity(unchecked) var pendingIn: [UIViewController] = [] {
    didSet { containmentGeneration &+= 1 }
  }
  /// Former children that got `willMove(toParent: nil)` and wait for `didMove(toParent: nil)`; their parent is
  /// still the navigation controller until then, as in UIKit [I].
  @exclusivity(unchecked) var pendingOut: [UIViewController] = [] {
    didSet { containmentGeneration &+= 1 }
  }
  /// Changes whenever ``pendingIn`` or ``pendingOut`` change (a cheap "unchanged since" test).
  @exclusivity(unchecked) var containmentGeneration = 0
  /// Spare buffers swapped with the pending lists while their `didMove` calls are sent.
  @exclusivity(unchecked) var spareIn: [UIViewController] = []
  @exclusivity(unchecked) var spareOut: [UIViewController] = []
  @exclusivity(unchecked) var transitionScheduled = false
  @exclusivity(unchecked) var transitionInFlight = false
  @exclusivity(unchecked) var nextTransitionAnimated = false
  /// Whether the displayed child was installed by the navigation controller's own appearance.
  var showingThroughAppearance = false
  /// Whether nested navigation controllers may be pushed (a collapsed split view's primary)
  /// (<doc:Containers#§3.3-Containers-that-show>).
  var allowsNestedNavigationControllers = false

  /// The item that represents the navigation controller in a tab bar: its own once it has one, else the item its root
  /// view controller gave itself (in `init`, say), else a new item of its own.
  ///
  /// Mirrors UIKit's `tabBarItem`, which `UINavigationController` overrides. [I] The rule is private; it is what
  /// apps that set the root's `tabBarItem` show on iOS (see `UIViewController.tabBarItemDidChange()`).
  open override var tabBarItem: UITabBarItem! {
    get { tabBarItemStorage ?? viewControllers.first?.tabBarItemStorage ?? super.tabBarItem }
    set { super.tabBarItem = newValue }
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    definesPresentationContext = true
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    definesPresentationContext = true
  }

  // Not `isolated deinit`, which a `@preconcurrency` class may not declare; SegueKit releases views and
  // controllers on the main actor only.
  deinit {
    MainActor.assumeIsolated {
      for controller in pendingOut where controller.parentStorage === self {
        controller.parentStorage = nil
      }
    }
  }

  /// Creates a navigation controller whose stack holds `rootViewController`; the root gets
  /// `willMove(toParent:)` now and `didMove(toParent:)` when the first transition runs.
  ///
  /// Mirrors UIKit's designated initializer: a subclass overrides it with `override init`.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    definesPresentationContext = true
    pushViewController(rootViewController, animated: false)
  }

  /// Creates a navigation controller whose bar and toolbar are of the given classes (kept for compatibility).
  ///
  /// Designated, as in UIKit.
  public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
    super.init(nibName: nil, bundle: nil)
    definesPresentationContext = true
  }

  // MARK: Stack

  /// The stack, root first; identical to ``UIViewController/children``. Setting it is
  /// `setViewControllers(_:animated: false)`.
  open var viewControllers: [UIViewController] {
    get { childList }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller at the top of the stack.
  open var topViewController: UIViewController? { childList.last }

  /// The controller whose view is visible: what the navigation controller presents, else the top.
  open var visibleViewController: UIViewController? {
    childModal ?? topViewController
  }

  /// Pushes `viewController` onto the stack (<doc:Containers#§7.1-Navigation>, <doc:LifeCycle#§6.3-Callback-order>
  /// Push).
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard !UIKitException.isUnwinding else { return }
    if childList.contains(where: { $0 === viewController }) {
      UIKitException.raise(
        .invalidArgument,
        "Pushing the same view controller instance more than once is not supported (\(viewController))")
      return
    }
    if viewController is UINavigationController && !allowsNestedNavigationControllers {
      UIKitException.raise(.invalidArgument, "Pushing a navigation controller is not supported")
      return
    }
    adopt(viewController)
    attachChild(viewController, at: childList.count)
    announceArrival(of: viewController)
    scheduleTransition(animated: animated)
    checkHierarchyInvariants()
  }

  /// Pops the top controller and returns it; does nothing and returns `nil` with one controller or none.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard !UIKitException.isUnwinding else { return nil }
    guard childList.count > 1 else { return nil }
    let popped = childList[childList.count - 1]
    announceDeparture(of: popped)
    childList.removeLast()
    scheduleTransition(animated: animated)
    checkHierarchyInvariants()
    return popped
  }

  /// Pops every controller above `viewController` and returns them bottom to top (`nil` when none) [I for nil].
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    guard !UIKitException.isUnwinding else { return nil }
    guard let index = childList.firstIndex(where: { $0 === viewController }) else {
      UIKitException.raise(.internalInconsistency, "Tried to pop to a view controller that doesn't exist.")
      return nil
    }
    return popAll(above: index, animated: animated)
  }

  /// Pops every controller but the root and returns them bottom to top (`nil` when none).
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard !UIKitException.isUnwinding else { return nil }
    guard !childList.isEmpty else { return nil }
    return popAll(above: 0, animated: animated)
  }

  /// Replaces the stack: removed controllers get `willMove(toParent: nil)`, new ones `willMove(toParent:)`; only
  /// the old and new tops get appearance callbacks, none when the top is unchanged (<doc:Containers#§7.1-Navigation>).
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    guard !UIKitException.isUnwinding else { return }
    var seen: Set<ObjectIdentifier> = []
    for controller in viewControllers {
      guard seen.insert(ObjectIdentifier(controller)).inserted else {
        // [I] duplicates are rejected like a second push of the same instance.
        UIKitException.raise(
          .invalidArgument,
          "Pushing the same view controller instance more than once is not supported (\(controller))")
        return
      }
      if controller is UINavigationController && !allowsNestedNavigationControllers {
        UIKitException.raise(.invalidArgument, "Pushing a navigation controller is not supported")
        return
      }
    }
    let old = childList
    for controller in old where !seen.contains(ObjectIdentifier(controller)) {
      announceDeparture(of: controller)
    }
    let oldIDs = Set(old.map(ObjectIdentifier.init))
    childList = old.filter { seen.contains(ObjectIdentifier($0)) }
    for controller in viewControllers where !oldIDs.contains(ObjectIdentifier(controller)) {
      adopt(controller)
      controller.parentStorage = self
      announceArrival(of: controller)
    }
    childList = viewControllers
    for controller in viewControllers { controller.parentStorage = self }
    scheduleTransition(animated: animated)
    checkHierarchyInvariants()
  }

  /// Shows `vc` by pushing it (animated when animations are enabled) (<doc:Containers#§3.3-Containers-that-show>).
  open override func show(_ vc: UIViewController, sender: Any?) {
    pushViewController(vc, animated: UIView.areAnimationsEnabled)
  }

  /// Hides or shows the navigation bar.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }

  /// Whether a tap on the content hides and shows the bars (kept; SegueKit simulates no such tap).
  open var hidesBarsOnTap = false
  /// Whether a swipe hides and shows the bars (kept).
  open var hidesBarsOnSwipe = false
  /// Whether the bars hide while the keyboard is shown (kept).
  open var hidesBarsWhenKeyboardAppears = false
  /// Whether the bars hide in a vertically compact environment (kept).
  open var hidesBarsWhenVerticallyCompact = false

  /// Whether the toolbar is hidden (default: `true`, as in UIKit).
  open var isToolbarHidden = true

  /// Hides or shows the toolbar.
  ///
  /// Mirrors UIKit's `setToolbarHidden(_:animated:)`.
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    isToolbarHidden = hidden
  }

  /// The toolbar; it shows the top controller's `toolbarItems`.
  public final private(set) lazy var toolbar: UIToolbar! = UIToolbar(navigationController: self)

  /// The gesture recognizer of the edge swipe that pops the top controller (see
  /// ``simulateInteractivePop(completing:)``).
  public final private(set) lazy var interactivePopGestureRecognizer: UIGestureRecognizer? =
    Self.makeInteractivePopGestureRecognizer()

  // MARK: Split view support (<doc:Containers#§7.3-Split-views>)

  open override func collapseSecondaryViewController(
    _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
  ) {
    allowsNestedNavigationControllers = true
    defer { allowsNestedNavigationControllers = false }
    pushViewController(secondaryViewController, animated: false)
  }

  open override func separateSecondaryViewController(for splitViewController: UISplitViewController)
    -> UIViewController?
  {
    popViewController(animated: false)
  }

  // MARK: Simulated user input (not in UIKit)

  /// Simulates a tap on the navigation bar's back button: pops the top, animated.
  ///
  /// Not in UIKit. Does nothing when the bar shows no back button (at the root, when the top item hides it, or when
  /// left items replace it).
  public final func simulateBackButtonTap() {
    guard showsBackButton else { return }
    popViewController(animated: true)
  }

  /// Simulates the interactive edge-swipe pop. Completed, it is a pop; cancelled, the stack is unchanged and the
  /// two controllers get UIKit's cancelled sequence (`Cur.wD, New.wA, New.wD, New.dD, Cur.wA, Cur.dA`)
  /// (<doc:LifeCycle#§6.3-Callback-order>).
  ///
  /// Not in UIKit. Returns whether the gesture could start (on screen, two or more controllers, a settled screen:
  /// the main queue drained, and UIKit's rules for the edge swipe: see `interactivePopGestureRecognizer`).
  @discardableResult
  public final func simulateInteractivePop(completing: Bool) -> Bool {
    guard MainQueue.isEmpty, childList.count > 1, appearState == .appeared, !transitionInFlight, !transitionScheduled,
      let current = displayedTop, current === childList.last, interactivePopMayBegin
    else { return false }
    if completing {
      popViewController(animated: true)
      return true
    }
    runCancelledInteractivePop(from: current, to: childList[childList.count - 2])
    return true
  }

  /// Called when a transition has shown `controller` (also off screen, where nothing is shown); before the
  /// delegate's `didShow`. The More navigation controller gives borrowed stacks back here.
  func navigationTransitionDidFinish(showing controller: UIViewController) {}

  // MARK: Overrides of UIViewController's internal hooks

  override func forEachAppearanceForwardingChild(_ body: (UIViewController) -> Void) {
    if let displayedTop { body(displayedTop) }
  }

  override func appearanceTransitionWillForward(appearing: Bool, animated: Bool) {
    guard appearing, !transitionInFlight, let top = topViewController,
      displayedTop !== top || top.viewStorage?.superviewStorage !== viewStorage,
      !(displayedTop?.isMidAppearanceTransition ?? false)
    else {
      return
    }
    delegate?.navigationController(self, willShow: top, animated: animated)
    install(top)
    showingThroughAppearance = true
  }

  override func appearanceTransitionDidEnd(appeared: Bool) {
    guard appeared else {
      // Changes made while disappearing complete off screen.
      if displayedTop !== topViewController || !pendingIn.isEmpty || !pendingOut.isEmpty {
        scheduleTransition(animated: false)
      }
      return
    }
    if showingThroughAppearance {
      showingThroughAppearance = false
      completeContainment()
      if let top = displayedTop {
        delegate?.navigationController(self, didShow: top, animated: flags.contains(.appearanceAnimated))
      }
    }
    if displayedTop !== topViewController || !pendingIn.isEmpty || !pendingOut.isEmpty {
      scheduleTransition(animated: false)
    }
  }

  override func childWasDetached(_ child: UIViewController) {
    pendingIn.removeAll { $0 === child }
    pendingOut.removeAll { $0 === child }
    scheduleTransition(animated: false)
  }

  /// A popped controller keeps the navigation controller as parent until its `didMove(toParent: nil)`.
  override func isParentOutsideChildren(of controller: UIViewController) -> Bool {
    pendingOut.contains { $0 === controller } || spareOut.contains { $0 === controller }
  }

  override func containerInvariantViolation() -> String? {
    for controller in spareOut where controller.parentStorage !== self && controller.parentStorage != nil {
      return "\(controller.debugName) is leaving \(debugName) but has another parent"
    }
    for controller in pendingOut where controller.parentStorage !== self {
      return "\(controller.debugName) waits to leave \(debugName) but has another parent"
    }
    return nil
  }

  override var dumpDetails: String {
    "stack=\(childList.count)" + (displayedTop.map { " displayed=\($0.debugName)" } ?? "")
  }

  override var dumpChildren: [(label: String, controller: UIViewController)] {
    childList.map { ("child", $0) }
  }

  // MARK: - Generated by Scripts/uikit-generate.py: overridable inert members (do not edit)
  open class var hideShowBarDuration: CGFloat { 0 }
  @available(iOS 8.0, *)
  open var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer {
    InertState.value(of: self, "barHideOnSwipeGestureRecognizer") { UIPanGestureRecognizer() }
  }
  @available(iOS 8.0, *)
  open var barHideOnTapGestureRecognizer: UITapGestureRecognizer {
    InertState.value(of: self, "barHideOnTapGestureRecognizer") { UITapGestureRecognizer() }
  }
  // MARK: - End of generated members
}

extension UINavigationController: QueuedTask {
  @usableFromInline package func runQueuedTask() {
    transitionScheduled = false
    runTransition()
  }
}
