// Running transactions and pops, and moving fragments between states (AndroidX's `executeOpsTogether` and
// `FragmentStateManager.moveToExpectedState`): operations run in order, then each fragment they name moves to the
// state its place allows, in operation order (reverse order for a pop), so a replaced fragment goes down before its
// replacement comes up (§5.4). Transactions that allow reordering run in batches (`FragmentManager+Reordering`).
extension FragmentManager {
  /// What waits for the main queue: a committed transaction or a requested pop (AndroidX's `OpGenerator`s).
  enum PendingAction {
    case commit(FragmentTransaction)
    case pop(name: String?, id: Int32, flags: Int32)
    /// `saveBackStack(name)` / `restoreBackStack(name)` (`FragmentManager+BackStackStates`).
    case saveBackStack(String)
    case restoreBackStack(String)
  }

  func enqueue(_ transaction: FragmentTransaction, allowStateLoss: Bool) {
    guard checkState(allowStateLoss: allowStateLoss) else { return }
    pendingActions.append(.commit(transaction))
    scheduleExecution()
  }

  func executeNow(_ transaction: FragmentTransaction, allowStateLoss: Bool) {
    guard checkState(allowStateLoss: allowStateLoss), !isExecutingGuard() else { return }
    if transaction.reorderingAllowed {
      executeTogether([(transaction, false)])
    } else {
      execute(transaction)
    }
  }

  func enqueuePop(name: String?, id: Int32, flags: Int32) {
    guard checkState(allowStateLoss: false) else { return }
    pendingActions.append(.pop(name: name, id: id, flags: flags))
    scheduleExecution()
  }

  /// AndroidX's `executePendingTransactions()`: runs the queued transactions and pops now, in the order they came;
  /// returns whether there were any. Neighbouring ones that allow reordering run as one batch.
  @discardableResult
  public func executePendingTransactions() -> Bool {
    guard !isExecuting else { return false }
    var didWork = false
    while !pendingActions.isEmpty {
      didWork = true
      let actions = pendingActions
      pendingActions.removeAll()
      var batch: [ReorderedRecord] = []
      for action in actions {
        switch action {
        case .commit(let transaction): run(transaction, batch: &batch)
        case .pop(let name, let id, let flags): _ = pop(name: name, id: id, flags: flags, batch: &batch)
        case .saveBackStack(let name): _ = saveBackStackState(name, batch: &batch)
        case .restoreBackStack(let name): _ = restoreBackStackState(name, batch: &batch)
        }
      }
      executeTogether(batch)
    }
    return didWork
  }

  /// A transaction that allows reordering joins the batch (on the back stack at once, as AndroidX's `generateOps`
  /// puts it); one that does not runs alone, after the batch before it.
  func run(_ transaction: FragmentTransaction, batch: inout [ReorderedRecord]) {
    guard transaction.reorderingAllowed else {
      executeTogether(batch)
      batch.removeAll()
      execute(transaction)
      return
    }
    batch.append((transaction, false))
    if transaction.isAddedToBackStack { backStack.append(transaction) }
  }

  func scheduleExecution() {
    guard !executionScheduled else { return }
    executionScheduled = true
    MainQueue.async { [weak self] in
      self?.executionScheduled = false
      self?.executePendingTransactions()
    }
  }

  func checkState(allowStateLoss: Bool) -> Bool {
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
    if transaction.isAddedToBackStack { reportBackStackChange([transaction], pop: false, committed: false) }
    guard runOperations(of: transaction, deferringHiddenChanges: false) else { return }
    moveFragments(of: transaction, pop: false)
    if transaction.isAddedToBackStack {
      backStack.append(transaction)
      reportBackStackChange([transaction], pop: false, committed: true)
      backStackChanged()
    } else {
      updateBackCallback()
    }
  }

  /// Runs a transaction's operations on the manager's lists (AndroidX's `executeOps`), then its primary navigation
  /// fragment and `setMaxLifecycle` caps, remembering what a pop puts back; false after an exception.
  func runOperations(of transaction: FragmentTransaction, deferringHiddenChanges: Bool) -> Bool {
    let primaryBefore = primaryNavigationFragment
    // AndroidX `bumpBackStackNesting(1)` before `executeOps`: every fragment a back-stack record names is in the
    // back stack, so removing it later (even without the back stack) keeps it for the pop.
    if transaction.isAddedToBackStack {
      for operation in transaction.operations { operation.fragment.backStackNesting += 1 }
    }
    for operation in transaction.operations {
      guard apply(operation.command, to: operation.fragment, deferringHiddenChanges: deferringHiddenChanges) else {
        return false
      }
    }
    if let primary = transaction.primaryNavigation { primaryNavigationFragment = primary }
    if primaryNavigationFragment !== primaryBefore { transaction.primaryBefore = .some(primaryBefore) }
    transaction.oldMaxLifecycles = transaction.maxLifecycles.map { ($0.0, $0.0.maxLifecycle) }
    for (fragment, state) in transaction.maxLifecycles { fragment.maxLifecycle = state }
    return true
  }

  /// Moves the fragments a transaction names to their expected states: in operation order, or backwards for a pop;
  /// then those whose cap it set (or, popped, put back).
  func moveFragments(of transaction: FragmentTransaction, pop: Bool) {
    let operations = pop ? transaction.operations.reversed() : transaction.operations
    for operation in operations { moveToExpectedState(operation.fragment) }
    for (fragment, _) in pop ? transaction.oldMaxLifecycles : transaction.maxLifecycles {
      moveToExpectedState(fragment)
    }
  }

  /// `replace` becomes a `remove` of every fragment in the container (latest first) before the `add`.
  func expandReplacements(of transaction: FragmentTransaction) {
    for replacement in transaction.replacements.reversed() {
      let incoming = transaction.operations[replacement.index].fragment
      let removed = added.reversed().filter { $0.containerId == replacement.containerId && $0 !== incoming }
      // AndroidX `expandOps`: replacing with a fragment the container already shows keeps it and drops the add.
      if added.contains(where: { $0 === incoming }) {
        transaction.operations.remove(at: replacement.index)
      } else {
        transaction.operations[replacement.index].replaces = true
      }
      transaction.operations.insert(
        contentsOf: removed.map { .init(command: .remove, fragment: $0, expanded: true) }, at: replacement.index)
    }
    transaction.replacements.removeAll()
  }

  /// Applies one operation to the manager's lists; false after an exception. `hide` and `show` tell the fragment at
  /// once, or, `deferringHiddenChanges` (a reordered batch), flip AndroidX's `mHiddenChanged` so that the fragment
  /// hears of a net change once its state has moved (`FragmentStateManager.moveToExpectedState`).
  private func apply(
    _ command: FragmentTransaction.Command, to fragment: Fragment, deferringHiddenChanges: Bool
  ) -> Bool {
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
      // AndroidX's `addFragment`: a fragment without a view has no hide or show to animate.
      if fragment.view == nil { fragment.hiddenChanged = false }
      retainedForBackStack.removeAll { $0 === fragment }
      added.append(fragment)
    case .remove:
      added.removeAll { $0 === fragment }
      retainedForBackStack.removeAll { $0 === fragment }
      fragment.isAddedFlag = false
      fragment.isRemovingFlag = true
      if fragment.backStackNesting > 0 { retainedForBackStack.append(fragment) }
      if primaryNavigationFragment === fragment { primaryNavigationFragment = nil }
    case .hide, .show:
      let hidden = command == .hide
      if fragment.isHiddenFlag != hidden {
        fragment.isHiddenFlag = hidden
        if deferringHiddenChanges {
          fragment.hiddenChanged.toggle()
        } else {
          fragment.performHiddenChanged()
        }
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
    var batch: [ReorderedRecord] = []
    let popped = pop(name: name, id: id, flags: flags, batch: &batch)
    executeTogether(batch)
    return popped
  }

  /// Pops the entries `name`, `id` and `flags` select: those that allow reordering join `batch` (off the back stack
  /// at once, as AndroidX's `popBackStackState` takes them); a run of those that do not executes together on its
  /// own, after the batch so far. False when nothing matched.
  func pop(name: String?, id: Int32, flags: Int32, batch: inout [ReorderedRecord]) -> Bool {
    guard var remaining = popCount(name: name, id: id, flags: flags) else { return false }
    while remaining > 0, let top = backStack.last {
      if top.reorderingAllowed {
        backStack.removeLast()
        batch.append((top, true))
        remaining -= 1
      } else {
        executeTogether(batch)
        batch.removeAll()
        // A run of pops that do not allow reordering executes together too (AndroidX
        // `removeRedundantOperationsAndExecute` groups consecutive non-reordered pops): every operation first,
        // then each fragment moves once, so a middle entry's fragment never gets its view back.
        let run = backStack.suffix(remaining).reversed().prefix { !$0.reorderingAllowed }.count
        let popped = backStack.suffix(run).reversed().map { ($0, true) }
        backStack.removeLast(run)
        executeTogether(popped)
        remaining -= run
      }
    }
    return true
  }

  /// How many entries a pop takes from the top; nil when nothing matched.
  private func popCount(name: String?, id: Int32, flags: Int32) -> Int? {
    guard !backStack.isEmpty else { return nil }
    // No name and no id: the top entry, or the whole stack when inclusive (AndroidX `findBackStackIndex`).
    guard name != nil || id >= 0 else { return flags & Self.POP_BACK_STACK_INCLUSIVE != 0 ? backStack.count : 1 }
    guard let index = backStack.lastIndex(where: { name != nil ? $0.name == name : $0.id == id }) else {
      return nil
    }
    var bottom = index
    if flags & Self.POP_BACK_STACK_INCLUSIVE != 0 {
      while bottom > 0, name != nil ? backStack[bottom - 1].name == name : backStack[bottom - 1].id == id {
        bottom -= 1
      }
    } else {
      bottom += 1
    }
    let count = backStack.count - bottom
    return count > 0 ? count : nil
  }

  /// Runs a transaction's operations backwards (AndroidX's `executePopOps`) and puts back the primary navigation
  /// fragment and the caps it replaced.
  func runOperationsBackwards(of transaction: FragmentTransaction, deferringHiddenChanges: Bool) {
    // AndroidX `bumpBackStackNesting(-1)` before `executePopOps`.
    if transaction.isAddedToBackStack {
      for operation in transaction.operations { operation.fragment.backStackNesting -= 1 }
    }
    for operation in transaction.operations.reversed() {
      let fragment = operation.fragment
      let inverse: FragmentTransaction.Command
      switch operation.command {
      case .add: inverse = .remove
      case .remove: inverse = .add
      case .hide: inverse = .show
      case .show: inverse = .hide
      case .detach: inverse = .attach
      case .attach: inverse = .detach
      }
      _ = apply(inverse, to: fragment, deferringHiddenChanges: deferringHiddenChanges)
    }
    if let primary = transaction.primaryBefore { primaryNavigationFragment = primary }
    for (fragment, state) in transaction.oldMaxLifecycles { fragment.maxLifecycle = state }
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

  /// AndroidX's `FragmentStateManager.moveToExpectedState`: steps the fragment to its expected state, then tells it
  /// of a hide or show a reordered batch left pending. A call for a fragment already moving is ignored, as there.
  func moveToExpectedState(_ fragment: Fragment) {
    guard !fragment.isMovingToState else { return }
    fragment.isMovingToState = true
    defer { fragment.isMovingToState = false }
    stepToExpectedState(fragment)
    if fragment.hiddenChanged, !AndroidException.isUnwinding {
      fragment.hiddenChanged = false
      fragment.performHiddenChanged()
    }
  }

  private func stepToExpectedState(_ fragment: Fragment) {
    // AndroidX's `computeExpectedState`: a fragment without a manager (detached for good) stays where it is.
    guard fragment.manager === self else { return }
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
    case .activityCreated, .viewCreated:
      // AndroidX `FragmentStateManager.moveToExpectedState`, moving down from ACTIVITY_CREATED: a fragment whose back
      // stack is being saved has its state saved before its view goes (the CREATED step saves one without a view).
      saveStateIfBeingSaved(fragment)
      fragment.performDestroyView()
    case .created:
      saveStateIfBeingSaved(fragment)
      fragment.performDestroy()
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
