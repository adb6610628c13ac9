// Saving and restoring fragments with the host (AndroidX's `saveAllState`/`restoreSaveState`): each fragment's class,
// arguments, container, tag, flags and own saved state, and the back stack by fragment index, so that a re-created
// activity re-creates its fragments as new instances (§5.1, §5.4 "Rotation").
extension FragmentManager {
  /// The state of every fragment and of the back stack, as a bundle the host saves; marks the state saved.
  func saveAllState() -> Bundle? {
    executePendingTransactions()
    isStateSaved = true
    let all = added + retainedForBackStack
    guard !all.isEmpty || !backStack.isEmpty || !backStackStates.isEmpty else { return nil }
    let state = Bundle()
    state.putInt("count", Int32(all.count))
    for (index, fragment) in all.enumerated() {
      let entry = Bundle()
      entry.putString("class", FragmentFactory.className(of: fragment))
      entry.putBundle("arguments", fragment.arguments)
      entry.putInt("container", fragment.containerId)
      entry.putString("tag", fragment.tag)
      entry.putBoolean("added", fragment.isAddedFlag)
      entry.putBoolean("removing", fragment.isRemovingFlag)
      entry.putBoolean("hidden", fragment.isHiddenFlag)
      entry.putBoolean("detached", fragment.isDetachedFlag)
      entry.putInt("backStackNesting", Int32(fragment.backStackNesting))
      entry.putBundle(
        "state", fragment.state >= .created ? fragment.performSaveInstanceState() : fragment.savedFragmentState)
      state.putBundle("fragment\(index)", entry)
    }
    if let primary = primaryNavigationFragment, let index = all.firstIndex(where: { $0 === primary }) {
      state.putInt("primary", Int32(index))
    }
    state.putInt("backStackCount", Int32(backStack.count))
    for (index, transaction) in backStack.enumerated() {
      let entry = Bundle()
      entry.putInt("id", transaction.id)
      entry.putString("name", transaction.name)
      entry.putBoolean("reordering", transaction.reorderingAllowed)
      entry.putStringArrayList("commands", transaction.operations.map { "\($0.command)" })
      entry.putBooleanArray("replaces", transaction.operations.map(\.replaces))
      entry.putBooleanArray("expanded", transaction.operations.map(\.expanded))
      entry.putIntArray(
        "fragments",
        transaction.operations.map { operation in Int32(all.firstIndex { $0 === operation.fragment } ?? -1) })
      if let before = transaction.primaryBefore {
        entry.putInt("primaryBefore", Int32(before.flatMap { primary in all.firstIndex { $0 === primary } } ?? -1))
      }
      state.putBundle("backStack\(index)", entry)
    }
    state.putInt("nextBackStackId", nextBackStackIdForSaving)
    saveBackStackStates(into: state)
    return state
  }

  /// Re-creates the saved fragments (new instances through the factory) and the back stack, before the host's
  /// `onCreate` moves them up.
  func restoreIfNeeded(from savedState: Bundle?) {
    guard let state = savedState?.getBundle(Self.savedStateKey), added.isEmpty, retainedForBackStack.isEmpty else {
      return
    }
    var all: [Fragment] = []
    for index in 0..<Int(state.getInt("count")) {
      guard let entry = state.getBundle("fragment\(index)"), let className = entry.getString("class") else { continue }
      let fragment = fragmentFactory.instantiate(className)
      fragment.arguments = entry.getBundle("arguments")
      fragment.containerId = entry.getInt("container")
      fragment.tag = entry.getString("tag")
      fragment.isAddedFlag = entry.getBoolean("added")
      fragment.isRemovingFlag = entry.getBoolean("removing")
      fragment.isHiddenFlag = entry.getBoolean("hidden")
      fragment.isDetachedFlag = entry.getBoolean("detached")
      fragment.backStackNesting = Int(entry.getInt("backStackNesting"))
      fragment.savedFragmentState = entry.getBundle("state")
      fragment.manager = self
      fragment.instanceNumber = hostActivity?.nextFragmentNumber() ?? 0
      if fragment.isAddedFlag { added.append(fragment) } else { retainedForBackStack.append(fragment) }
      all.append(fragment)
    }
    if state.containsKey("primary") { primaryNavigationFragment = all[Int(state.getInt("primary"))] }
    for index in 0..<Int(state.getInt("backStackCount")) {
      guard let entry = state.getBundle("backStack\(index)") else { continue }
      let transaction = FragmentTransaction(manager: self)
      transaction.addToBackStack(entry.getString("name"))
      transaction.id = entry.getInt("id")
      transaction.reorderingAllowed = entry.getBoolean("reordering")
      let commands = entry.getStringArrayList("commands") ?? []
      let indices = entry.getIntArray("fragments") ?? []
      let replaces = entry.getBooleanArray("replaces") ?? []
      let expanded = entry.getBooleanArray("expanded") ?? []
      for (position, (command, fragmentIndex)) in zip(commands, indices).enumerated()
      where all.indices.contains(Int(fragmentIndex)) {
        guard let command = FragmentTransaction.Command(name: command) else { continue }
        transaction.operations.append(
          .init(
            command: command, fragment: all[Int(fragmentIndex)],
            replaces: replaces.indices.contains(position) && replaces[position],
            expanded: expanded.indices.contains(position) && expanded[position]))
      }
      if entry.containsKey("primaryBefore") {
        let before = Int(entry.getInt("primaryBefore"))
        transaction.primaryBefore = .some(all.indices.contains(before) ? all[before] : nil)
      }
      backStack.append(transaction)
    }
    restoreNextBackStackId(state.getInt("nextBackStackId"))
    restoreBackStackStates(from: state)
    updateBackCallback()
  }
}

extension FragmentTransaction.Command {
  init?(name: String) {
    let all: [Self] = [.add, .remove, .hide, .show, .detach, .attach]
    guard let command = all.first(where: { "\($0)" == name }) else { return nil }
    self = command
  }
}
