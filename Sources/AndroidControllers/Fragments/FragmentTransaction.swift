/// A set of fragment operations committed together: AndroidX's `FragmentTransaction` (a `BackStackRecord`).
///
/// Operations run when the transaction is executed: on the main queue after ``commit()``, or at once with
/// ``commitNow()``. With ``addToBackStack(_:)`` the transaction is remembered, and popping it runs its operations
/// backwards (add ↔ remove, hide ↔ show, detach ↔ attach; <doc:AndroidBehaviour> §5.2, §5.3).
@preconcurrency @MainActor
public final class FragmentTransaction {
  enum Command { case add, remove, hide, show, detach, attach }

  struct Operation {
    var command: Command
    var fragment: Fragment
    /// Whether the add was a `replace` (the removes it expanded to come before it): `saveBackStack` keeps the
    /// `replace`, as AndroidX's `collapseOps` does.
    var replaces = false
    /// Whether a `replace` made this `remove` when it expanded (AndroidX's `mFromExpandedOp`).
    var expanded = false
  }

  unowned let manager: FragmentManager
  var operations: [Operation] = []
  /// `replace`s expand when executed (they remove what is in the container then): kept as written until then.
  var replacements: [(index: Int, containerId: Int32)] = []
  private(set) var name: String?
  private(set) var isAddedToBackStack = false
  var reorderingAllowed = false
  var id: Int32 = -1
  private var committed = false

  init(manager: FragmentManager) {
    self.manager = manager
  }

  // MARK: Operations

  /// AndroidX's `add(int, Fragment)`.
  @discardableResult
  public func add(_ containerViewId: Int32, _ fragment: Fragment) -> FragmentTransaction {
    add(containerViewId, fragment, nil)
  }

  /// AndroidX's `add(int, Fragment, String)`.
  @discardableResult
  public func add(_ containerViewId: Int32, _ fragment: Fragment, _ tag: String?) -> FragmentTransaction {
    doAdd(containerViewId, fragment, tag)
  }

  /// AndroidX's `add(Fragment, String)`: a fragment without a view container.
  @discardableResult
  public func add(_ fragment: Fragment, _ tag: String?) -> FragmentTransaction {
    doAdd(0, fragment, tag)
  }

  /// AndroidX's `add(int, Class, Bundle, String)`: made by the manager's ``FragmentFactory``, with `args`.
  @discardableResult
  public func add(
    _ containerViewId: Int32, _ fragmentClass: Fragment.Type, _ args: Bundle?, _ tag: String? = nil
  ) -> FragmentTransaction {
    doAdd(containerViewId, make(fragmentClass, args), tag)
  }

  /// AndroidX's `replace(int, Fragment, String)`: removes every fragment added to the container, then adds.
  @discardableResult
  public func replace(_ containerViewId: Int32, _ fragment: Fragment, _ tag: String? = nil) -> FragmentTransaction {
    guard containerViewId != 0 else {
      AndroidException.raise(.illegalArgument("Must use non-zero containerViewId"))
      return self
    }
    replacements.append((operations.count, containerViewId))
    return doAdd(containerViewId, fragment, tag)
  }

  /// AndroidX's `replace(int, Class, Bundle, String)`.
  @discardableResult
  public func replace(
    _ containerViewId: Int32, _ fragmentClass: Fragment.Type, _ args: Bundle?, _ tag: String? = nil
  ) -> FragmentTransaction {
    replace(containerViewId, make(fragmentClass, args), tag)
  }

  /// AndroidX's `remove(Fragment)`.
  @discardableResult
  public func remove(_ fragment: Fragment) -> FragmentTransaction {
    guard checkManager(of: fragment, "remove") else { return self }
    return append(.remove, fragment)
  }
  /// AndroidX's `hide(Fragment)`: its view hidden; no life-cycle change.
  @discardableResult
  public func hide(_ fragment: Fragment) -> FragmentTransaction {
    guard checkManager(of: fragment, "hide") else { return self }
    return append(.hide, fragment)
  }
  /// AndroidX's `show(Fragment)`.
  @discardableResult
  public func show(_ fragment: Fragment) -> FragmentTransaction {
    guard checkManager(of: fragment, "show") else { return self }
    return append(.show, fragment)
  }
  /// AndroidX's `detach(Fragment)`: its view destroyed, the fragment kept (CREATED).
  @discardableResult
  public func detach(_ fragment: Fragment) -> FragmentTransaction {
    guard checkManager(of: fragment, "detach") else { return self }
    return append(.detach, fragment)
  }
  /// AndroidX's `attach(Fragment)`: its view made again.
  @discardableResult
  public func attach(_ fragment: Fragment) -> FragmentTransaction { append(.attach, fragment) }

  /// AndroidX's `setPrimaryNavigationFragment(Fragment)`: its child manager gets Back first.
  @discardableResult
  public func setPrimaryNavigationFragment(_ fragment: Fragment?) -> FragmentTransaction {
    if let fragment, !checkManager(of: fragment, "setPrimaryNavigation for") { return self }
    primaryNavigation = .some(fragment)
    return self
  }
  var primaryNavigation: Fragment??

  /// AndroidX's `setMaxLifecycle(Fragment, State)`: at least CREATED.
  @discardableResult
  public func setMaxLifecycle(_ fragment: Fragment, _ state: Lifecycle.State) -> FragmentTransaction {
    guard state.isAtLeast(.CREATED) else {
      AndroidException.raise(
        .illegalArgument(
          "Cannot set maximum Lifecycle to \(state). Use remove() to remove the fragment from the "
            + "FragmentManager and trigger its destruction."))
      return self
    }
    maxLifecycles.append((fragment, state))
    return self
  }
  var maxLifecycles: [(Fragment, Lifecycle.State)] = []
  /// What a pop puts back (AndroidX's expanded `OP_UNSET_PRIMARY_NAV` and `mOldMaxState`): the primary navigation
  /// fragment before the transaction ran, when it changed it, and the caps `setMaxLifecycle` replaced.
  var primaryBefore: Fragment??
  var oldMaxLifecycles: [(Fragment, Lifecycle.State)] = []

  /// AndroidX's `setReorderingAllowed(boolean)`: lets the manager run this transaction together with its neighbours
  /// that allow it too (commits and pops executed at once), so that a fragment added and removed in the batch is
  /// never created and one replaced in between never shows its view. Without it, the transaction runs alone, in
  /// order.
  @discardableResult
  public func setReorderingAllowed(_ reorderingAllowed: Bool) -> FragmentTransaction {
    self.reorderingAllowed = reorderingAllowed
    return self
  }

  /// AndroidX's `addToBackStack(String)`.
  @discardableResult
  public func addToBackStack(_ name: String?) -> FragmentTransaction {
    isAddedToBackStack = true
    self.name = name
    return self
  }

  // MARK: Commit (§5.2)

  /// AndroidX's `commit()`: runs on the main queue; returns the back-stack id, or -1 without `addToBackStack`.
  @discardableResult
  public func commit() -> Int32 { commitInternal(allowStateLoss: false) }

  /// AndroidX's `commitAllowingStateLoss()`.
  @discardableResult
  public func commitAllowingStateLoss() -> Int32 { commitInternal(allowStateLoss: true) }

  /// AndroidX's `commitNow()`: runs at once; not with `addToBackStack`.
  public func commitNow() { commitNowInternal(allowStateLoss: false) }

  /// AndroidX's `commitNowAllowingStateLoss()`.
  public func commitNowAllowingStateLoss() { commitNowInternal(allowStateLoss: true) }

  private func commitInternal(allowStateLoss: Bool) -> Int32 {
    guard markCommitted() else { return -1 }
    if isAddedToBackStack { id = manager.allocateBackStackId() }
    manager.enqueue(self, allowStateLoss: allowStateLoss)
    return id
  }

  private func commitNowInternal(allowStateLoss: Bool) {
    if isAddedToBackStack {
      AndroidException.raise(.illegalState("This transaction is already being added to the back stack"))
      return
    }
    guard markCommitted() else { return }
    manager.executeNow(self, allowStateLoss: allowStateLoss)
  }

  private func markCommitted() -> Bool {
    guard !committed else {
      AndroidException.raise(.illegalState("commit already called"))
      return false
    }
    committed = true
    return true
  }

  // MARK: Building

  private func doAdd(_ containerViewId: Int32, _ fragment: Fragment, _ tag: String?) -> FragmentTransaction {
    if let tag {
      if let existing = fragment.tag, existing != tag {
        AndroidException.raise(
          .illegalState("Can't change tag of fragment \(fragment): was \(existing) now \(tag)"))
        return self
      }
      fragment.tag = tag
    }
    if containerViewId != 0 {
      if fragment.containerId != 0, fragment.containerId != containerViewId {
        AndroidException.raise(
          .illegalState(
            "Can't change container ID of fragment \(fragment): was \(fragment.containerId) now \(containerViewId)"))
        return self
      }
      fragment.containerId = containerViewId
    }
    return append(.add, fragment)
  }

  /// AndroidX's `BackStackRecord` guard: a fragment held by another manager cannot be named here.
  private func checkManager(of fragment: Fragment, _ action: String) -> Bool {
    guard let other = fragment.manager, other !== manager else { return true }
    AndroidException.raise(
      .illegalState(
        "Cannot \(action) Fragment attached to a different FragmentManager. Fragment \(fragment) is already attached "
          + "to a FragmentManager."))
    return false
  }

  private func append(_ command: Command, _ fragment: Fragment) -> FragmentTransaction {
    operations.append(Operation(command: command, fragment: fragment))
    return self
  }

  private func make(_ type: Fragment.Type, _ args: Bundle?) -> Fragment {
    let fragment = manager.fragmentFactory.instantiate(FragmentFactory.className(of: type))
    if let args { fragment.arguments = args }
    return fragment
  }
}
