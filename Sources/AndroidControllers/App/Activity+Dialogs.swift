// The deprecated managed dialogs: `showDialog`, `dismissDialog`, `removeDialog` (AOSP Activity.java, `showDialog(int,
// Bundle)`, `createDialog`, `missingDialog`).
extension Activity {
  /// Android's deprecated `showDialog(int)`.
  public func showDialog(_ id: Int32) { showDialog(id, nil) }

  /// Android's deprecated `showDialog(int, Bundle)`: the dialog `id` names, made by ``onCreateDialog(_:_:)`` the
  /// first time and kept, is prepared (``onPrepareDialog(_:_:_:)``, every time) and shown; false when
  /// `onCreateDialog` returns `nil`.
  @discardableResult
  public func showDialog(_ id: Int32, _ args: Bundle?) -> Bool {
    let dialog: Dialog
    if let managed = managedDialogs[id] {
      dialog = managed
    } else {
      guard let made = onCreateDialog(id, args) else { return false }
      made.dispatchOnCreate(nil)
      managedDialogs[id] = made
      dialog = made
    }
    onPrepareDialog(id, dialog, args)
    dialog.show()
    return true
  }

  /// Android's deprecated `dismissDialog(int)`: hides the dialog and keeps it for the next ``showDialog(_:)``; a
  /// dialog never shown throws Android's `IllegalArgumentException`.
  public func dismissDialog(_ id: Int32) {
    guard let dialog = managedDialogs[id] else {
      AndroidException.raise(
        .illegalArgument("no dialog with id \(id) was ever shown via Activity#showDialog"))
      return
    }
    dialog.dismiss()
  }

  /// Android's deprecated `removeDialog(int)`: dismisses the dialog and forgets it, so the next ``showDialog(_:)``
  /// makes a new one.
  public func removeDialog(_ id: Int32) {
    managedDialogs.removeValue(forKey: id)?.dismiss()
  }

  /// The managed dialog with the id: Robolectric's `ShadowActivity.getDialogById(int)`.
  package func managedDialog(_ id: Int32) -> Dialog? { managedDialogs[id] }
}
