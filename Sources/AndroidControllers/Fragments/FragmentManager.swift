/// Holds an activity's (or a fragment's) fragments, runs their transactions and keeps their back stack.
///
/// Mirrors AndroidX's `androidx.fragment.app.FragmentManager`: `supportFragmentManager` of a ``FragmentActivity``,
/// `childFragmentManager` of a ``Fragment``. Fragments follow the host's state (they never exceed it); transactions
/// committed with `commit()` run on the main queue, and Back pops the back stack before the activity finishes
/// (<doc:AndroidBehaviour> §5).
@preconcurrency @MainActor
public final class FragmentManager {
  /// `POP_BACK_STACK_INCLUSIVE`.
  public static let POP_BACK_STACK_INCLUSIVE: Int32 = 1
  /// The key under which an activity's saved state holds its fragments (AndroidX's).
  static let savedStateKey = "android:support:fragments"
  /// What a fragment without a manager answers for `parentFragmentManager` after the exception.
  static let detached = FragmentManager(parent: nil)

  /// A back-stack entry: AndroidX's `FragmentManager.BackStackEntry`.
  @preconcurrency @MainActor
  public struct BackStackEntry {
    /// AndroidX's `getId()`.
    public let id: Int32
    /// AndroidX's `getName()`.
    public let name: String?
  }

  weak var hostActivityStorage: FragmentActivity?
  weak var parentFragment: Fragment?
  /// The host's state: fragments go no higher.
  var hostState: Fragment.State = .initializing
  var added: [Fragment] = []
  /// Fragments the manager keeps without their being added (AndroidX's active, not added ones): removed by a
  /// back-stack transaction, kept for its pop, or detached (CREATED, no view).
  var retainedForBackStack: [Fragment] = []
  var backStack: [FragmentTransaction] = []
  /// AndroidX's `mBackStackStates`: the back stacks `saveBackStack` took off, by name.
  var backStackStates: [String: SavedBackStack] = [:]
  /// Committed transactions and requested pops, in the order they came (AndroidX's `mPendingActions`).
  var pendingActions: [PendingAction] = []
  /// AndroidX's `mPrimaryNav`; each change is told to the fragment that lost the place and the one that got it.
  var primaryNavigationFragment: Fragment? {
    didSet {
      guard oldValue !== primaryNavigationFragment else { return }
      oldValue?.performPrimaryNavigationFragmentChanged()
      primaryNavigationFragment?.performPrimaryNavigationFragmentChanged()
    }
  }
  private var listeners: [(id: Int, listener: @MainActor () -> Void)] = []
  var objectListeners: [any OnBackStackChangedListener] = []
  /// AndroidX's `FragmentLifecycleCallbacksDispatcher.mLifecycleCallbacks`, in registration order.
  var lifecycleCallbacks: [(callbacks: FragmentLifecycleCallbacks, recursive: Bool)] = []
  private var nextBackStackId: Int32 = 0
  var isExecuting = false
  var executionScheduled = false
  private(set) var isDestroyed = false
  /// AndroidX's `isStateSaved()`: set when the host saves its state, cleared when it starts again.
  public internal(set) var isStateSaved = false
  /// AndroidX's `getFragmentFactory()`/`setFragmentFactory()`.
  public var fragmentFactory = FragmentFactory() {
    didSet { fragmentFactory.manager = self }
  }
  var backCallback: OnBackPressedCallback?

  init(host: FragmentActivity) {
    hostActivityStorage = host
    fragmentFactory.manager = self
  }

  init(parent: Fragment?) {
    parentFragment = parent
    fragmentFactory.manager = self
  }

  var hostActivity: FragmentActivity? { hostActivityStorage ?? parentFragment?.manager?.hostActivity }

  /// AndroidX's `beginTransaction()`.
  public func beginTransaction() -> FragmentTransaction { FragmentTransaction(manager: self) }

  // MARK: Finding

  /// AndroidX's `getFragments()`: the added fragments, in the order added.
  public var fragments: [Fragment] { added }

  /// AndroidX's `findFragmentById(int)`: the last added fragment in that container (or with that id).
  public func findFragmentById(_ id: Int32) -> Fragment? {
    added.last { $0.containerId == id } ?? retainedForBackStack.last { $0.containerId == id }
  }

  /// AndroidX's `findFragmentByTag(String)`.
  public func findFragmentByTag(_ tag: String?) -> Fragment? {
    guard let tag else { return nil }
    return added.last { $0.tag == tag } ?? retainedForBackStack.last { $0.tag == tag }
  }

  /// AndroidX's `getPrimaryNavigationFragment()`.
  public var primaryNavigation: Fragment? { primaryNavigationFragment }

  // MARK: Back stack (§5.3)

  /// AndroidX's `getBackStackEntryCount()`.
  public var backStackEntryCount: Int { backStack.count }

  /// AndroidX's `getBackStackEntryAt(int)`: index 0 is the bottom.
  public func getBackStackEntryAt(_ index: Int) -> BackStackEntry {
    BackStackEntry(id: backStack[index].id, name: backStack[index].name)
  }

  /// AndroidX's `addOnBackStackChangedListener`; returns a token for ``removeOnBackStackChangedListener(_:)-(Int)``.
  @discardableResult
  public func addOnBackStackChangedListener(_ listener: @escaping @MainActor () -> Void) -> Int {
    let id = (listeners.last?.id ?? 0) + 1
    listeners.append((id, listener))
    return id
  }

  /// AndroidX's `removeOnBackStackChangedListener`.
  public func removeOnBackStackChangedListener(_ token: Int) {
    listeners.removeAll { $0.id == token }
  }

  func backStackChanged() {
    for entry in listeners { entry.listener() }
    for listener in objectListeners { listener.onBackStackChanged() }
    updateBackCallback()
  }

  /// AndroidX's `popBackStack()`: pops the top entry on the main queue.
  public func popBackStack() {
    enqueuePop(name: nil, id: -1, flags: 0)
  }

  /// AndroidX's `popBackStack(String, int)`: pops down to the named entry (and it too with
  /// ``POP_BACK_STACK_INCLUSIVE``); nothing when the name is not on the stack.
  public func popBackStack(_ name: String?, _ flags: Int32) {
    enqueuePop(name: name, id: -1, flags: flags)
  }

  /// AndroidX's `popBackStack(int, int)`, by the id `commit()` returned.
  public func popBackStack(_ id: Int32, _ flags: Int32) {
    guard id >= 0 else {
      AndroidException.raise(.illegalArgument("Bad id: \(id)"))
      return
    }
    enqueuePop(name: nil, id: id, flags: flags)
  }

  /// AndroidX's `popBackStackImmediate()`: pops now (the primary navigation fragment's children first); returns
  /// whether something was popped.
  @discardableResult
  public func popBackStackImmediate() -> Bool {
    executePendingTransactions()
    if let child = primaryNavigationFragment?.childManagerIfAny, child.popBackStackImmediate() { return true }
    return popImmediate(name: nil, id: -1, flags: 0)
  }

  /// AndroidX's `popBackStackImmediate(String, int)`.
  @discardableResult
  public func popBackStackImmediate(_ name: String?, _ flags: Int32) -> Bool {
    executePendingTransactions()
    return popImmediate(name: name, id: -1, flags: flags)
  }

  /// AndroidX's `popBackStackImmediate(int, int)`, by the id `commit()` returned.
  @discardableResult
  public func popBackStackImmediate(_ id: Int32, _ flags: Int32) -> Bool {
    guard id >= 0 else {
      AndroidException.raise(.illegalArgument("Bad id: \(id)"))
      return false
    }
    executePendingTransactions()
    return popImmediate(name: nil, id: id, flags: flags)
  }

  var nextBackStackIdForSaving: Int32 { nextBackStackId }
  func restoreNextBackStackId(_ id: Int32) { nextBackStackId = id }

  func allocateBackStackId() -> Int32 {
    defer { nextBackStackId += 1 }
    return nextBackStackId
  }

  // MARK: Back press

  /// Registers the manager's Back handler on the host activity's dispatcher: enabled while there is something to
  /// pop, here or down the primary-navigation chain.
  func registerBackCallback(on dispatcher: OnBackPressedDispatcher) {
    let callback = OnBackPressedCallback(false) { [weak self] _ in _ = self?.popBackStackImmediate() }
    backCallback = callback
    dispatcher.addCallback(callback)
  }

  func updateBackCallback() {
    var manager: FragmentManager? = self
    while let parent = manager?.parentFragment?.manager { manager = parent }
    manager?.backCallback?.isEnabled = manager?.hasSomethingToPop ?? false
  }

  private var hasSomethingToPop: Bool {
    !backStack.isEmpty || (primaryNavigationFragment?.childManagerIfAny?.hasSomethingToPop ?? false)
  }

  // MARK: Host state

  /// Moves every fragment toward the host's new state (AndroidX's `dispatchCreate`, `dispatchStart` …).
  func dispatch(_ state: Fragment.State) {
    guard !isDestroyed else { return }
    hostState = state
    if state == .initializing { isDestroyed = true }
    moveAllToExpectedState()
    if state == .initializing { retainedForBackStack.removeAll() }
    // AndroidX `dispatchStateChange` ends with `execPendingActions(true)`: what a child fragment committed while its
    // parent moved (a NavHostFragment's first navigation in onCreate) runs as the parent moves on.
    if !isDestroyed, parentFragment != nil { _ = executePendingTransactions() }
  }

  /// AndroidX's `noteStateNotSaved`.
  func noteStateNotSaved() {
    isStateSaved = false
    for fragment in added { fragment.childManagerIfAny?.noteStateNotSaved() }
  }

  /// The view a fragment's container id names: in the activity's views, or in the parent fragment's view.
  func container(for id: Int32) -> ViewGroup? {
    if let activity = hostActivityStorage { return activity.contentFrame.findViewById(id) as? ViewGroup }
    return parentFragment?.view?.findViewById(id) as? ViewGroup
  }

  /// Where a fragment's new view goes in its container (AndroidX's `FragmentStore.findFragmentIndexInContainer`):
  /// just above the view of the nearest fragment added before it, else just below the nearest added after it, else
  /// at the end (nil), so that views keep the order of `fragments` after a reordered batch.
  func viewIndex(of fragment: Fragment, in container: ViewGroup) -> Int? {
    guard let position = added.firstIndex(where: { $0 === fragment }) else { return nil }
    func index(of other: Fragment) -> Int? {
      guard let view = other.view, view.parent === container else { return nil }
      return container.children.firstIndex { $0 === view }
    }
    if let under = added[..<position].reversed().lazy.compactMap(index(of:)).first { return under + 1 }
    return added[(position + 1)...].lazy.compactMap(index(of:)).first
  }

  /// A fragment a layout names (`<fragment android:name>`, `FragmentContainerView`), added to its container at once,
  /// unless the manager restored one into it.
  func addFromLayout(
    _ className: String, into container: ViewGroup, tag: String?, attributes: AttributeSet? = nil
  ) {
    guard findFragmentById(container.id) == nil else { return }
    let fragment = fragmentFactory.instantiate(className)
    if let attributes, let context = hostActivity { fragment.onInflate(context, attributes, nil) }
    beginTransaction().setReorderingAllowed(true).add(container.id, fragment, tag).commitNowAllowingStateLoss()
  }
}
