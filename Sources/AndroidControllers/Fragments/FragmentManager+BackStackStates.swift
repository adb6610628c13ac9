// Multiple back stacks: `saveBackStack`, `restoreBackStack`, `clearBackStack` (AndroidX fragment 1.4+,
// FragmentManager.java `saveBackStackState` / `restoreBackStackState` / `clearBackStackState`, BackStackState.java,
// FragmentStateManager.java `mBeingSaved`). Saving pops the named entry and those above it as one pop and keeps the
// state of the fragments they added (each fragment's `onSaveInstanceState` runs as it goes down, after `onStop`);
// restoring re-creates those fragments as new instances with their arguments and saved state (`onCreate(Bundle)`)
// and runs the entries again as they were written (a `replace` replaces what the container holds now).

/// A back stack `saveBackStack` took off: AndroidX's `BackStackState`. Not in AndroidX's API.
struct SavedBackStack {
  /// One saved entry, its operations by index into `fragments` (AndroidX's `BackStackRecordState`, collapsed).
  struct Record {
    struct Operation {
      let command: FragmentTransaction.Command
      let fragment: Int
      let replaces: Bool
      let containerId: Int32
      let tag: String?
    }
    let name: String?
    let reorderingAllowed: Bool
    let operations: [Operation]
    /// The entry's primary navigation fragment, when it set one that is saved with it.
    let primaryNavigation: Int?
  }

  /// A fragment the entries added as a re-created fragment manager has it back: no instance, only what makes one
  /// again (AndroidX's `FragmentState`).
  struct FragmentRecord {
    let className: String
    let arguments: Bundle?
    let savedState: Bundle?
  }

  /// The fragments the entries added, as they were: each keeps its saved state in `backStackSavedState`.
  let fragments: [Fragment]
  let records: [Record]
  /// The fragments as a re-created fragment manager read them from its saved state, in place of ``fragments``.
  var restoredFragments: [FragmentRecord]? = nil

  /// What re-creates each fragment: its class, arguments and saved state.
  @MainActor var fragmentRecords: [FragmentRecord] {
    restoredFragments
      ?? fragments.map {
        FragmentRecord(
          className: FragmentFactory.className(of: $0), arguments: $0.arguments, savedState: $0.backStackSavedState)
      }
  }
}

extension FragmentManager {
  /// AndroidX's `saveBackStack(String)`: on the main queue, pops the entry named `name` (and those above it) and
  /// keeps the state of the fragments they added, for ``restoreBackStack(_:)``. Nothing when no entry has the name.
  public func saveBackStack(_ name: String) {
    guard checkState(allowStateLoss: false) else { return }
    pendingActions.append(.saveBackStack(name))
    scheduleExecution()
  }

  /// AndroidX's `restoreBackStack(String)`: on the main queue, puts back the entries ``saveBackStack(_:)`` saved as
  /// `name`, their fragments re-created with their saved state. Nothing when nothing was saved as `name`.
  public func restoreBackStack(_ name: String) {
    guard checkState(allowStateLoss: false) else { return }
    pendingActions.append(.restoreBackStack(name))
    scheduleExecution()
  }

  /// Whether ``saveBackStack(_:)`` saved a back stack as `name` that was not restored since. Not in AndroidX.
  public func hasSavedBackStack(_ name: String) -> Bool { backStackStates[name] != nil }

  /// AndroidX's `saveBackStackState`: the entries from the lowest of the topmost run named `name` up, popped into
  /// `batch`; the fragments they add are marked as being saved.
  func saveBackStackState(_ name: String, batch: inout [ReorderedRecord]) -> Bool {
    guard var bottom = backStack.lastIndex(where: { $0.name == name }) else { return false }
    while bottom > 0, backStack[bottom - 1].name == name { bottom -= 1 }
    let records = Array(backStack[bottom...])
    guard canSave(records, as: name) else { return false }
    var fragments: [Fragment] = []
    for record in records {
      for operation in record.operations where operation.command == .add {
        if !fragments.contains(where: { $0 === operation.fragment }) { fragments.append(operation.fragment) }
      }
    }
    let saved = records.map { record in
      SavedBackStack.Record(
        name: record.name, reorderingAllowed: record.reorderingAllowed,
        operations: record.operations.compactMap { operation in
          // Removes a `replace` expanded to name fragments of other entries: collapsed back into the replace.
          guard let index = fragments.firstIndex(where: { $0 === operation.fragment }) else { return nil }
          return .init(
            command: operation.command, fragment: index, replaces: operation.replaces,
            containerId: operation.fragment.containerId, tag: operation.fragment.tag)
        },
        primaryNavigation: record.primaryNavigation.flatMap { primary in
          primary.flatMap { primary in fragments.firstIndex { $0 === primary } }
        })
    }
    for fragment in fragments {
      fragment.isBeingSaved = true
      fragment.backStackSavedState = nil
    }
    backStackStates[name] = SavedBackStack(fragments: fragments, records: saved)
    return pop(name: name, id: -1, flags: Self.POP_BACK_STACK_INCLUSIVE, batch: &batch)
  }

  /// AndroidX's checks before `saveBackStackState` saves anything (FragmentManager.java): every entry allows
  /// reordering, and each entry names only fragments it adds itself (a `remove` a `replace` expanded to does not
  /// count); otherwise AndroidX's `IllegalArgumentException` with its text, and nothing is saved. Several fragments
  /// are listed in the entry's operation order (AndroidX prints a `HashSet`) [I].
  private func canSave(_ records: [FragmentTransaction], as name: String) -> Bool {
    if let record = records.first(where: { !$0.reorderingAllowed }) {
      AndroidException.raise(
        .illegalArgument(
          "saveBackStack(\"\(name)\") included FragmentTransactions must use setReorderingAllowed(true) to ensure "
            + "that the back stack can be restored as an atomic operation. Found \(record.entryDescription) that did "
            + "not use setReorderingAllowed(true)."))
      return false
    }
    for record in records {
      var referenced: [Fragment] = []
      var added: [Fragment] = []
      func note(_ fragment: Fragment) {
        if !referenced.contains(where: { $0 === fragment }) { referenced.append(fragment) }
      }
      for operation in record.operations {
        if !operation.expanded || operation.command == .add { note(operation.fragment) }
        if operation.command == .add { added.append(operation.fragment) }
      }
      if case .some(.some(let primary)) = record.primaryNavigation { note(primary) }
      let outside = referenced.filter { fragment in !added.contains { $0 === fragment } }
      guard outside.isEmpty else {
        let list = outside.count == 1 ? " \(outside[0])" : "s [\(outside.map(\.description).joined(separator: ", "))]"
        AndroidException.raise(
          .illegalArgument(
            "saveBackStack(\"\(name)\") must be self contained and not reference fragments from non-saved "
              + "FragmentTransactions. Found reference to fragment\(list) in \(record.entryDescription) that were "
              + "previously added to the FragmentManager through a separate FragmentTransaction."))
        return false
      }
    }
    return true
  }

  /// AndroidX's `restoreBackStackState`: the saved entries run again, in order, with new fragment instances made by
  /// the factory from the saved ones' classes, arguments and saved state.
  func restoreBackStackState(_ name: String, batch: inout [ReorderedRecord]) -> Bool {
    guard let saved = backStackStates.removeValue(forKey: name) else { return false }
    let fresh = saved.fragmentRecords.map { old -> Fragment in
      let fragment = fragmentFactory.instantiate(old.className)
      fragment.arguments = old.arguments
      fragment.savedFragmentState = old.savedState
      return fragment
    }
    for record in saved.records {
      let transaction = beginTransaction()
      for operation in record.operations {
        let fragment = fresh[operation.fragment]
        switch operation.command {
        case .add where operation.replaces: _ = transaction.replace(operation.containerId, fragment, operation.tag)
        case .add where operation.containerId != 0: _ = transaction.add(operation.containerId, fragment, operation.tag)
        case .add: _ = transaction.add(fragment, operation.tag)
        case .remove: _ = transaction.remove(fragment)
        case .hide: _ = transaction.hide(fragment)
        case .show: _ = transaction.show(fragment)
        case .detach: _ = transaction.detach(fragment)
        case .attach: _ = transaction.attach(fragment)
        }
      }
      if let primary = record.primaryNavigation { _ = transaction.setPrimaryNavigationFragment(fresh[primary]) }
      _ = transaction.setReorderingAllowed(record.reorderingAllowed)
      _ = transaction.addToBackStack(record.name)
      transaction.id = allocateBackStackId()
      run(transaction, batch: &batch)
    }
    return true
  }

  /// Keeps the state of a fragment being saved as it goes down, once (AndroidX `FragmentStore.setSavedState`).
  func saveStateIfBeingSaved(_ fragment: Fragment) {
    guard fragment.isBeingSaved, fragment.backStackSavedState == nil else { return }
    fragment.backStackSavedState = fragment.performSaveInstanceState()
  }
}
