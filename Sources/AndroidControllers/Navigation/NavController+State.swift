// Saving and restoring the back stack across the host's re-creation (AndroidX NavController.saveState /
// restoreState: the entries' destination ids, ids and arguments; the fragments come back through the fragment
// manager's own saved state).
extension NavController {
  /// The number of entries that are not graphs (AndroidX's `destinationCountOnBackStack`).
  var destinationCount: Int { backQueue.count { !($0.destination is NavGraph) } }

  /// AndroidX's `saveState()`: the back stack, or `nil` when it is empty.
  public func saveState() -> Bundle? {
    guard !backQueue.isEmpty else { return nil }
    let state = Bundle()
    state.putIntArray("android-support-nav:controller:backStackDestIds", backQueue.map(\.destination.id))
    state.putStringArray("android-support-nav:controller:backStackIds", backQueue.map(\.id))
    let arguments = Bundle()
    for (index, entry) in backQueue.enumerated() where entry.arguments != nil {
      arguments.putBundle("\(index)", entry.arguments)
    }
    state.putBundle("android-support-nav:controller:backStackArgs", arguments)
    state.putBoolean("android-support-nav:controller:deepLinkHandled", deepLinkHandled)
    return state
  }

  /// AndroidX's `restoreState(Bundle)`: the back stack comes back when the graph is next set.
  public func restoreState(_ navState: Bundle?) {
    stateToRestore = navState
  }

  /// Rebuilds the back stack from a saved state, without navigating (the navigators' own state came back).
  func restoreBackStack(_ state: Bundle) {
    guard let rootGraph, let ids = state.getIntArray("android-support-nav:controller:backStackDestIds"),
      let entryIds = state.getStringArray("android-support-nav:controller:backStackIds"), ids.count == entryIds.count
    else { return }
    deepLinkHandled = state.getBoolean("android-support-nav:controller:deepLinkHandled")
    let arguments = state.getBundle("android-support-nav:controller:backStackArgs")
    for (index, destinationId) in ids.enumerated() {
      let destination = destinationId == rootGraph.id ? rootGraph : rootGraph.findDescendant(destinationId)
      guard let destination else {
        AndroidException.raise(
          .illegalState(
            "Restoring the Navigation back stack failed: destination \(displayName(destinationId)) cannot be found "
              + "from the current destination \(currentDestination.map { "\($0)" } ?? "null")"))
        return
      }
      backQueue.append(makeEntry(destination, arguments?.getBundle("\(index)"), id: entryIds[index]))
    }
  }
}
