// Popping: `popBackStack` variants and the saving of popped back stacks (AndroidX
// NavController.popBackStackInternal / executePopOperations, spec §6.2).
extension NavController {
  /// AndroidX's `popBackStack()`: pops the top destination; returns whether a destination is current afterwards. At
  /// the start destination it still pops, leaving no current destination (`NavControllerTest.testPopRoot`).
  @discardableResult
  public func popBackStack() -> Bool {
    guard let current = currentDestination else { return false }
    return popBackStack(current.id, true)
  }

  /// AndroidX's `popBackStack(int, boolean)`.
  @discardableResult
  public func popBackStack(_ destinationId: Int32, _ inclusive: Bool) -> Bool {
    popBackStack(destinationId, inclusive, false)
  }

  /// AndroidX's `popBackStack(int, boolean, boolean)`: pops the entries above the topmost one of `destinationId`
  /// (and it when `inclusive`), keeping their state for a later `restoreState` when `saveState`. A destination not
  /// on the back stack is logged and nothing is popped.
  @discardableResult
  public func popBackStack(_ destinationId: Int32, _ inclusive: Bool, _ saveState: Bool) -> Bool {
    let popped = popBackStackInternal(destinationId, inclusive: inclusive, saveState: saveState)
    guard popped else { return false }
    dispatchOnDestinationChanged()
    return currentDestination != nil
  }

  func popBackStackInternal(_ destinationId: Int32, inclusive: Bool, saveState: Bool) -> Bool {
    guard !backQueue.isEmpty else { return false }
    var count = 0
    var found: NavDestination?
    for entry in backQueue.reversed() {
      if inclusive || entry.destination.id != destinationId { count += 1 }
      if entry.destination.id == destinationId {
        found = entry.destination
        break
      }
    }
    guard let found else {
      Console.log(
        "I/NavController: Ignoring popBackStack to destination \(displayName(destinationId)) as it was not found "
          + "on the current back stack")
      return false
    }
    var saved: [SavedEntry] = []
    var firstSaved: NavDestination?
    for _ in 0..<count {
      let entry = backQueue.removeLast()
      navigatorProvider.navigator(for: entry.destination)?.popBackStack(entry, saveState)
      if saveState {
        let state = entry.savedStateHandle.keys().map { ($0, entry.savedStateHandle.get($0) as Any?) }
        saved.insert(
          SavedEntry(id: entry.id, destinationId: entry.destination.id, arguments: entry.arguments, savedState: state),
          at: 0)
        firstSaved = entry.destination
      }
      // An entry that never reached CREATED (restored only to be cleared) is left as it is (AndroidX
      // `popEntryFromBackStack`).
      if entry.lifecycle.currentState >= .CREATED { entry.move(to: .DESTROYED) }
    }
    if saveState {
      if !inclusive {
        for destination in startChain(from: found) {
          guard !backStackMap.keys.contains(destination.id) else { break }
          backStackMap[destination.id] = .some(saved.first?.id)
        }
      }
      if let first = saved.first, let firstSaved {
        for destination in startChain(from: firstSaved) {
          guard !backStackMap.keys.contains(destination.id) else { break }
          backStackMap[destination.id] = .some(first.id)
        }
        backStackStates[first.id] = saved
      }
    }
    return count > 0
  }

  /// The destination, then its parent while it is the parent's start destination, and so on up.
  private func startChain(from destination: NavDestination) -> [NavDestination] {
    var chain: [NavDestination] = [destination]
    var current = destination
    while let parent = current.parent, parent.startDestinationId == current.id {
      chain.append(parent)
      current = parent
    }
    return chain
  }
}
