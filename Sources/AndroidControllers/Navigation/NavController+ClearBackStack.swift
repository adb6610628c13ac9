// Clearing a saved back stack (AndroidX NavController.clearBackStack / clearBackStackInternal, spec §6.2 multiple
// back stacks): the back stack `popBackStack(…, saveState = true)` or `popUpTo(…, saveState = true)` saved is
// brought back as `restoreState` would, then popped without saving, so its entries and their fragments' saved state
// are gone for good.
extension NavController {
  /// AndroidX's `clearBackStack(int)`: clears the back stack saved for `destinationId` (the destination a
  /// `popUpTo(…, saveState = true)` popped to or from, as `restoreState` would find it). Returns whether a saved back
  /// stack was cleared and a destination is current afterwards (AndroidX: `cleared && dispatchOnDestinationChanged()`).
  /// Listeners hear the current destination again when something was cleared.
  @discardableResult
  public func clearBackStack(_ destinationId: Int32) -> Bool {
    let cleared = clearBackStackInternal(destinationId)
    guard cleared else { return false }
    dispatchOnDestinationChanged()
    return currentBackStackEntry != nil
  }

  /// AndroidX's `clearBackStackInternal(int)`: the saved entries come back through their navigators (a
  /// `FragmentNavigator` restores their fragment transactions), then everything from the topmost entry of
  /// `destinationId` up is popped without saving (the fragment manager pops what it restored).
  func clearBackStackInternal(_ destinationId: Int32) -> Bool {
    let restored = restoreState(destinationId, nil, NavOptions.Builder().setRestoreState(true).build())
    return restored && popBackStackInternal(destinationId, inclusive: true, saveState: false)
  }
}
