// Running transactions and pops, and moving fragments between states (AndroidX's `executeOpsTogether` and
// `FragmentStateManager.moveToExpectedState`): operations run in order, then each fragment they name moves to the
// state its place allows, in operation order (reverse order for a pop), so a replaced fragment goes down before its
// replacement comes up (§5.4).
extension FragmentManager {
  func enqueue(_ transaction: FragmentTransaction, allowStateLoss: Bool) {
    guard checkState(allowStateLoss: allowStateLoss) else { return }
    pending.append(transaction)
    scheduleExecution()
  }

  func executeNow(_ transaction: FragmentTransaction, allowStateLoss: Bool) {
    guard checkState(allowStateLoss: allowStateLoss), !isExecutingGuard() else { return }
    execute(transaction)
  }

  func enqueuePop(_ pop: @escaping @MainActor (FragmentManager) -> Bool) {
    guard checkState(allowStateLoss: false) else { return }
    pendingPops.append(pop)
    scheduleExecution()
  }

  /// AndroidX's `executePendingTransactions()`: runs the queued transactions now; returns whether there were any.
  @discardableResult
  public func executePendingTransactions() -> Bool {
    guard !isExecuting else { return false }
    var didWork = false
    while !pending.isEmpty || !pendingPops.isEmpty {
      didWork = true
      if !pending.isEmpty {
        execute(pending.removeFirst())
      } else {
        _ = pendingPops.removeFirst()(self)
      }
    }
    return didWork
  }

  private func scheduleExecution() {
    guard !executionScheduled else { return }
    executionScheduled = true
    MainQueue.async { [weak self] in
      self?.executionScheduled = false
      self?.executePendingTransactions()
    }
  }

  private func checkState(allowStateLoss: Bool) -> Bool {
    guard !AndroidException.isUnwinding else { return false }
    // AndroidX's `enqueueAction` and `execSingleAction` drop an allowing-state-loss transaction without a host.
    if allowStateLoss, isDestroyed || hostActivity == nil { return false }
    if isDestroyed {
      AndroidException.raise(.illegalState("FragmentManager has been destroyed"))
      return false
    }
    if hostActivity == nil {
      AndroidException.raise(.illegalState("FragmentManager has not been attached to a host."))
      return false
    }
    if !allowStateLoss, isStateSaved {
      AndroidException.raise(.illegalState("Can not perform this action after onSaveInstanceState"))
      return false
    }
    return true
  }

  private func isExecutingGuard() -> Bool {
    if isExecuting {
      AndroidException.raise(.illegalState("FragmentManager is already executing transactions"))
      return true
    }
    return false
  }

  private func execute(_ transaction: FragmentTransaction) {
    isExecuting = true
    defer { isExecuting = false }
    expandReplacements(of: transaction)
    let primaryBefore = primaryNavigationFragment
    if transaction.isAddedToBackStack { reportBackStackChange([transaction], pop: false, committed: false) }
    for operation in transaction.operations {
      guard apply(operation.command, to: operation.fragment, inBackStack: transaction.isAddedToBackStack) else {
        return
      }
    }
    if let primary = transaction.primaryNavigation { primaryNavigationFragment = primary }
    if primaryNavigationFragment !== primaryBefore { transaction.primaryBefore = .some(primaryBefore) }
    transaction.oldMaxLifecycles = transaction.maxLifecycles.map { ($0.0, $0.0.maxLifecycle) }
    for (fragment, state) in transaction.maxLifecycles { fragment.maxLifecycle = state }
    for operation in transaction.operations { moveToExpectedState(operation.fragment) }
    for (fragment, _) in transaction.maxLifecycles { moveToExpectedState(fragment) }
    if transaction.isAddedToBackStack {
      backStack.append(transaction)
      reportBackStackChange([transaction], pop: false, committed: true)
      backStackChanged()
    } else {
      updateBackCallback()
    }
  }

  /// `replace` becomes a `remove` of every fragment in the container (latest first) before the `add`.
  private func expandReplacements(of transaction: FragmentTransaction) {
    for replacement in transaction.replacements.reversed() {
      let incoming = transaction.operations[replacement.index].fragment
      let removed = added.reversed().filter { $0.containerId == replacement.containerId && $0 !== incoming }
      transaction.operations.insert(
        contentsOf: removed.map { .init(command: .remove, fragment: $0) }, at: replacement.index)
    }
    transaction.replacements.removeAll()
  }

  /// Applies one operation to the manager's lists; false after an exception.
  private func apply(_ command: FragmentTransaction.Command, to fragment: Fragment, inBackStack: Bool) -> Bool {
    switch command {
    case .add:
      if added.contains(where: { $0 === fragment }) {
        AndroidException.raise(.illegalState("Fragment already added: \(fragment)"))
        return false
      }
      if fragment.manager == nil {
        fragment.instanceNumber = hostActivity?.nextFragmentNumber() ?? 0
      }
      fragment.manager = self
      fragment.isAddedFlag = true
      fragment.isRemovingFlag = false
      retainedForBackStack.removeAll { $0 === fragment }
      added.append(fragment)
    case .remove:
      added.removeAll { $0 === fragment }
      retainedForBackStack.removeAll { $0 === fragment }
      fragment.isAddedFlag = false
      fragment.isRemovingFlag = true
      if inBackStack {
        fragment.backStackNesting += 1
        retainedForBackStack.append(fragment)
      }
      if primaryNavigationFragment === fragment { primaryNavigationFragment = nil }
    case .hide, .show:
      let hidden = command == .hide
      if fragment.isHiddenFlag != hidden {
        fragment.isHiddenFlag = hidden
        fragment.onHiddenChanged(hidden)
        LifecycleObservation.notify(fragment, "onHiddenChanged(\(hidden))")
      }
    case .detach:
      // AndroidX's `detachFragment`: no longer added (out of `getFragments()`), still managed.
      guard !fragment.isDetachedFlag else { break }
      fragment.isDetachedFlag = true
      if fragment.isAddedFlag {
        added.removeAll { $0 === fragment }
        fragment.isAddedFlag = false
        retainedForBackStack.append(fragment)
      }
      if primaryNavigationFragment === fragment { primaryNavigationFragment = nil }
    case .attach:
      // AndroidX's `attachFragment`: added again, at the end.
      guard fragment.isDetachedFlag else { break }
      fragment.isDetachedFlag = false
      if !fragment.isAddedFlag {
        retainedForBackStack.removeAll { $0 === fragment }
        added.append(fragment)
        fragment.isAddedFlag = true
      }
    }
    return true
  }

  /// Pops now: the top entry, or down to the entry with `name` or `id` (and it too with
  /// `POP_BACK_STACK_INCLUSIVE`); false when nothing matched.
  func popImmediate(name: String?, id: Int32, flags: Int32) -> Bool {
    guard !backStack.isEmpty else { return false }
    var count = 1
    if name != nil || id >= 0 {
      guard let index = backStack.lastIndex(where: { name != nil ? $0.name == name : $0.id == id }) else {
        return false
      }
      var bottom = index
      if flags & Self.POP_BACK_STACK_INCLUSIVE != 0 {
        while bottom > 0, name != nil ? backStack[bottom - 1].name == name : backStack[bottom - 1].id == id {
          bottom -= 1
        }
      } else {
        bottom += 1
      }
      count = backStack.count - bottom
      guard count > 0 else { return false }
    }
    let popped = Array(backStack.suffix(count).reversed())
    reportBackStackChange(popped, pop: true, committed: false)
    isExecuting = true
    for transaction in popped { reverse(transaction) }
    backStack.removeLast(count)
    isExecuting = false
    reportBackStackChange(popped, pop: true, committed: true)
    backStackChanged()
    return true
  }

  /// Runs a transaction's operations backwards, then moves its fragments in reverse order.
  private func reverse(_ transaction: FragmentTransaction) {
    for operation in transaction.operations.reversed() {
      let fragment = operation.fragment
      switch operation.command {
      case .add: _ = apply(.remove, to: fragment, inBackStack: false)
      case .remove:
        fragment.backStackNesting -= 1
        _ = apply(.add, to: fragment, inBackStack: false)
      case .hide: _ = apply(.show, to: fragment, inBackStack: false)
      case .show: _ = apply(.hide, to: fragment, inBackStack: false)
      case .detach: _ = apply(.attach, to: fragment, inBackStack: false)
      case .attach: _ = apply(.detach, to: fragment, inBackStack: false)
      }
    }
    if let primary = transaction.primaryBefore { primaryNavigationFragment = primary }
    for (fragment, state) in transaction.oldMaxLifecycles { fragment.maxLifecycle = state }
    for operation in transaction.operations.reversed() { moveToExpectedState(operation.fragment) }
    for (fragment, _) in transaction.oldMaxLifecycles { moveToExpectedState(fragment) }
  }

  // MARK: States

  /// Moves the added fragments (in the order added), then those the back stack keeps.
  func moveAllToExpectedState() {
    for fragment in added + retainedForBackStack { moveToExpectedState(fragment) }
  }

  /// AndroidX's `computeExpectedState`: the host's state, capped by `setMaxLifecycle`; a detached fragment or one a
  /// back-stack transaction removed stays CREATED; one removed for good is destroyed and detached.
  private func expectedState(of fragment: Fragment) -> Fragment.State {
    var state = hostState
    switch fragment.maxLifecycle {
    case .CREATED: state = min(state, .created)
    case .STARTED: state = min(state, .started)
    case .INITIALIZED, .DESTROYED: state = min(state, .initializing)
    case .RESUMED: break
    }
    if !fragment.isAddedFlag { state = min(state, .created) }
    if fragment.isRemovingFlag {
      state = fragment.backStackNesting > 0 && !isDestroyed ? min(state, .created) : .initializing
    }
    return state
  }

  func moveToExpectedState(_ fragment: Fragment) {
    while !AndroidException.isUnwinding {
      let expected = expectedState(of: fragment)
      let current = fragment.state
      guard current != expected else { return }
      if current < expected {
        stepUp(fragment)
      } else {
        stepDown(fragment)
      }
      // A fragment removed for good leaves the manager when it is detached (`initState`).
      guard fragment.state != current, fragment.manager === self else { return }
    }
  }

  private func stepUp(_ fragment: Fragment) {
    switch fragment.state {
    case .initializing:
      guard let host = hostActivity else { return }
      fragment.performAttach(host)
    case .attached: fragment.performCreate()
    case .created: fragment.performCreateView()
    case .viewCreated: fragment.performActivityCreated()
    case .activityCreated: fragment.performStart()
    case .started: fragment.performResume()
    case .resumed: break
    }
  }

  private func stepDown(_ fragment: Fragment) {
    switch fragment.state {
    case .resumed: fragment.performPause()
    case .started: fragment.performStop()
    case .activityCreated, .viewCreated: fragment.performDestroyView()
    case .created: fragment.performDestroy()
    case .attached:
      fragment.performDetach()
      // AndroidX's `FragmentStateManager.detach()`: `initState()` for a fragment being removed or that its
      // `FragmentManagerViewModel.shouldDestroy` (every fragment not retained), and no manager any more.
      fragment.initState()
      fragment.manager = nil
    case .initializing: break
    }
  }
}
