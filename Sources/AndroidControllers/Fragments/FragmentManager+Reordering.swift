// Transactions that allow reordering (`setReorderingAllowed(true)`) run in batches, as AndroidX's
// `FragmentManager.removeRedundantOperationsAndExecute` groups neighbouring records that allow it and
// `executeOpsTogether` runs each group: every record's operations change the lists first (a pop's backwards), and
// only then does each fragment the records name move to its expected state, once for the whole batch. So a fragment
// added and removed in one batch is never attached, one added then removed on the back stack stops at CREATED
// without a view, a hide and a show that cancel out tell the fragment nothing, and a pop of several entries moves
// each fragment straight to where the last entry leaves it (§5.2, §5.3). Read in androidx/androidx,
// fragment/fragment/src/main/java/androidx/fragment/app/: FragmentManager.java (9d38a347), BackStackRecord.java
// (a9b06aaf: `executeOps`, `executePopOps`, `expandOps`, `trackAddedFragmentsInPop`) and FragmentStateManager.java
// (ca500e0b: `computeExpectedState`, `moveToExpectedState`).

/// A transaction in a reordered batch, and whether it runs popped (AndroidX's `records` and `isRecordPop`).
typealias ReorderedRecord = (transaction: FragmentTransaction, isPop: Bool)

extension FragmentManager {
  /// AndroidX's `executeOpsTogether` for a batch of records that allow reordering (nothing for an empty batch).
  ///
  /// The last record gives the direction (a push, push, pop, push batch is a push): the fragments of every record
  /// move in operation order, or backwards when it is a pop; then every other fragment follows
  /// (`moveToState(mCurState, true)`). Listeners hear `onBackStackChangeStarted` and `onBackStackChangeCommitted` for
  /// each fragment of the batch's back-stack records once, after the operations and before the moves, and
  /// `onBackStackChanged` once at the end.
  func executeTogether(_ records: [ReorderedRecord]) {
    guard let last = records.last else { return }
    isExecuting = true
    defer { isExecuting = false }
    for record in records {
      if record.isPop {
        runOperationsBackwards(of: record.transaction, deferringHiddenChanges: true)
      } else {
        expandReplacements(of: record.transaction)
        guard runOperations(of: record.transaction, deferringHiddenChanges: true) else { return }
      }
    }
    let onBackStack = records.map(\.transaction).filter(\.isAddedToBackStack)
    if !onBackStack.isEmpty {
      reportBackStackChange(onBackStack, pop: last.isPop, committed: false)
      reportBackStackChange(onBackStack, pop: last.isPop, committed: true)
    }
    for record in records { moveFragments(of: record.transaction, pop: last.isPop) }
    moveAllToExpectedState()
    if onBackStack.isEmpty {
      updateBackCallback()
    } else {
      backStackChanged()
    }
  }
}
