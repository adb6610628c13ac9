// Saving and restoring the controller's state across the host's re-creation, a configuration change or process death
// (AndroidX NavController.saveState / restoreState): the back stack as `NavBackStackEntryState`s, the saved back
// stacks of `popUpTo(…, saveState = true)` with the destinations they belong to, and whether the deep link was
// handled. The fragments come back through the fragment manager's own saved state.
extension NavController {
  /// AndroidX's `KEY_NAVIGATOR_STATE` and `KEY_NAVIGATOR_STATE_NAMES`: each navigator's own state, by name.
  static let navigatorStateKey = "android-support-nav:controller:navigatorState"
  static let navigatorStateNamesKey = "android-support-nav:controller:navigatorState:names"
  /// AndroidX's `KEY_BACK_STACK`: the back stack, bottom first, as entry states.
  static let backStackKey = "android-support-nav:controller:backStack"
  /// AndroidX's `KEY_BACK_STACK_DEST_IDS` and `KEY_BACK_STACK_IDS`: the saved back stacks' map, destination id to the
  /// id of the saved back stack (an empty id where AndroidX writes `null`: a destination whose empty state was saved).
  static let backStackDestIdsKey = "android-support-nav:controller:backStackDestIds"
  static let backStackIdsKey = "android-support-nav:controller:backStackIds"
  /// AndroidX's `KEY_BACK_STACK_STATES_IDS`, and `KEY_BACK_STACK_STATES_PREFIX` + id for each saved back stack's
  /// entry states.
  static let backStackStatesIdsKey = "android-support-nav:controller:backStackStates"
  static let backStackStatesPrefix = "android-support-nav:controller:backStackStates:"
  /// AndroidX's `KEY_DEEP_LINK_HANDLED`.
  static let deepLinkHandledKey = "android-support-nav:controller:deepLinkHandled"

  /// The number of entries that are not graphs (AndroidX's `destinationCountOnBackStack`).
  var destinationCount: Int { backQueue.count { !($0.destination is NavGraph) } }

  /// AndroidX's `saveState()`: the back stack, the saved back stacks and whether the deep link was handled, or
  /// `nil` when there is nothing to save.
  public func saveState() -> Bundle? {
    let state = Bundle()
    var names: [String] = []
    let navigatorState = Bundle()
    for (name, navigator) in navigatorProvider.navigatorsByName {
      guard let saved = navigator.onSaveState() else { continue }
      names.append(name)
      navigatorState.putBundle(name, saved)
    }
    if !names.isEmpty {
      navigatorState.putStringArrayList(Self.navigatorStateNamesKey, names)
      state.putBundle(Self.navigatorStateKey, navigatorState)
    }
    if !backQueue.isEmpty {
      state.putParcelableArrayList(
        Self.backStackKey,
        backQueue.map { entry in
          NavBackStackEntryState(
            SavedEntry(
              id: entry.id, destinationId: entry.destination.id, arguments: entry.arguments,
              savedState: entry.savedStateHandle.keys().map { ($0, entry.savedStateHandle.get($0) as Any?) }))
        })
    }
    if !backStackMap.isEmpty {
      let map = backStackMap.sorted { $0.key < $1.key }
      state.putIntArray(Self.backStackDestIdsKey, map.map(\.key))
      state.putStringArrayList(Self.backStackIdsKey, map.map { $0.value ?? "" })
    }
    if !backStackStates.isEmpty {
      let ids = backStackStates.keys.sorted()
      for id in ids {
        state.putParcelableArrayList(
          Self.backStackStatesPrefix + id, backStackStates[id]!.map(NavBackStackEntryState.init))
      }
      state.putStringArrayList(Self.backStackStatesIdsKey, ids)
    }
    if deepLinkHandled { state.putBoolean(Self.deepLinkHandledKey, true) }
    return state.isEmpty ? nil : state
  }

  /// AndroidX's `restoreState(Bundle)`: the saved back stacks are back at once (so `restoreState` navigation and
  /// ``clearBackStack(_:)`` find them); the back stack comes back when the graph is next set.
  public func restoreState(_ navState: Bundle?) {
    guard let navState else { return }
    stateToRestore = navState
    backStackStates.removeAll()
    if let destinationIds = navState.getIntArray(Self.backStackDestIdsKey),
      let ids = navState.getStringArrayList(Self.backStackIdsKey), destinationIds.count == ids.count
    {
      for (destinationId, id) in zip(destinationIds, ids) { backStackMap[destinationId] = .some(id.isEmpty ? nil : id) }
    }
    for id in navState.getStringArrayList(Self.backStackStatesIdsKey) ?? [] {
      guard let states = navState.getParcelableArrayList(Self.backStackStatesPrefix + id, NavBackStackEntryState.self)
      else { continue }
      backStackStates[id] = states.map(\.savedEntry)
      for state in states { noteRestoredId(state.id) }
    }
    deepLinkHandled = navState.getBoolean(Self.deepLinkHandledKey)
  }

  /// Gives the navigators their saved state back, then rebuilds the back stack from a saved state without
  /// navigating (the fragments came back through the fragment manager's own saved state): AndroidX
  /// `onGraphCreated`.
  func restoreBackStack(_ state: Bundle) {
    if let navigatorState = state.getBundle(Self.navigatorStateKey) {
      for name in navigatorState.getStringArrayList(Self.navigatorStateNamesKey) ?? [] {
        guard let saved = navigatorState.getBundle(name) else { continue }
        navigatorProvider.getNavigator(name)?.onRestoreState(saved)
      }
    }
    guard let states = state.getParcelableArrayList(Self.backStackKey, NavBackStackEntryState.self) else { return }
    for saved in states {
      guard let destination = savedDestination(saved.destinationId) else {
        AndroidException.raise(
          .illegalState(
            "Restoring the Navigation back stack failed: destination \(displayName(saved.destinationId)) cannot be "
              + "found from the current destination \(currentDestination.map { "\($0)" } ?? "null")"))
        return
      }
      noteRestoredId(saved.id)
      let entry = makeEntry(destination, saved.args, id: saved.id)
      for (key, value) in saved.savedEntry.savedState { entry.savedStateHandle.set(key, value) }
      backQueue.append(entry)
      navigatorProvider.navigator(for: destination)?.didRestore(entry)
    }
  }
}
