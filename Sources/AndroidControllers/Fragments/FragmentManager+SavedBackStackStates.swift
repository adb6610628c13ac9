// The back stacks `saveBackStack` saved, kept across the host's re-creation (a configuration change or process
// death), as AndroidX's `FragmentManagerState` keeps `mBackStackStateKeys`/`mBackStackStates` (FragmentManager.java
// `saveAllStateInternal`/`restoreSaveStateInternal`): each fragment's class, arguments and saved state, and each
// entry's operations, so that `restoreBackStack` in the new fragment manager re-creates them.
extension FragmentManager {
  /// Writes the saved back stacks, by name, into the fragment manager's saved state.
  func saveBackStackStates(into state: Bundle) {
    guard !backStackStates.isEmpty else { return }
    let names = backStackStates.keys.sorted()
    state.putStringArrayList("savedBackStackNames", names)
    for (index, name) in names.enumerated() {
      let saved = backStackStates[name]!
      let entry = Bundle()
      let fragments = saved.fragmentRecords
      entry.putInt("fragmentCount", Int32(fragments.count))
      for (position, fragment) in fragments.enumerated() {
        let record = Bundle()
        record.putString("class", fragment.className)
        record.putBundle("arguments", fragment.arguments)
        record.putBundle("state", fragment.savedState)
        entry.putBundle("fragment\(position)", record)
      }
      entry.putInt("recordCount", Int32(saved.records.count))
      for (position, record) in saved.records.enumerated() {
        let written = Bundle()
        written.putString("name", record.name)
        written.putBoolean("reordering", record.reorderingAllowed)
        if let primary = record.primaryNavigation { written.putInt("primary", Int32(primary)) }
        written.putInt("operationCount", Int32(record.operations.count))
        for (number, operation) in record.operations.enumerated() {
          let op = Bundle()
          op.putString("command", "\(operation.command)")
          op.putInt("fragment", Int32(operation.fragment))
          op.putBoolean("replaces", operation.replaces)
          op.putInt("container", operation.containerId)
          op.putString("tag", operation.tag)
          written.putBundle("operation\(number)", op)
        }
        entry.putBundle("record\(position)", written)
      }
      state.putBundle("savedBackStack\(index)", entry)
    }
  }

  /// Reads the saved back stacks back from a re-created fragment manager's saved state.
  func restoreBackStackStates(from state: Bundle) {
    for (index, name) in (state.getStringArrayList("savedBackStackNames") ?? []).enumerated() {
      guard let entry = state.getBundle("savedBackStack\(index)") else { continue }
      var fragments: [SavedBackStack.FragmentRecord] = []
      for position in 0..<Int(entry.getInt("fragmentCount")) {
        guard let record = entry.getBundle("fragment\(position)"), let className = record.getString("class") else {
          continue
        }
        fragments.append(
          .init(className: className, arguments: record.getBundle("arguments"), savedState: record.getBundle("state")))
      }
      var records: [SavedBackStack.Record] = []
      for position in 0..<Int(entry.getInt("recordCount")) {
        guard let written = entry.getBundle("record\(position)") else { continue }
        var operations: [SavedBackStack.Record.Operation] = []
        for number in 0..<Int(written.getInt("operationCount")) {
          guard let op = written.getBundle("operation\(number)"),
            let command = FragmentTransaction.Command(name: op.getString("command") ?? ""),
            fragments.indices.contains(Int(op.getInt("fragment")))
          else { continue }
          operations.append(
            .init(
              command: command, fragment: Int(op.getInt("fragment")), replaces: op.getBoolean("replaces"),
              containerId: op.getInt("container"), tag: op.getString("tag")))
        }
        let primary = written.containsKey("primary") ? Int(written.getInt("primary")) : nil
        records.append(
          .init(
            name: written.getString("name"), reorderingAllowed: written.getBoolean("reordering"),
            operations: operations, primaryNavigation: primary.flatMap { fragments.indices.contains($0) ? $0 : nil }))
      }
      backStackStates[name] = SavedBackStack(fragments: [], records: records, restoredFragments: fragments)
    }
  }
}
