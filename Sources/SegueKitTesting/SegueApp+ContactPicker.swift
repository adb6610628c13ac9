public import ContactsUICompat

/// Choosing in the contact picker (ContactsUI's `CNContactPickerViewController`) on screen, as the user does.
extension SegueApp {
  /// Picks `contact` in the contact picker on screen, as one step: the picker dismisses itself and its delegate's
  /// `contactPicker(_:didSelect:)` gets the contact.
  ///
  /// Throws when no contact picker is on screen.
  public func pickContact(_ contact: CNContact) throws {
    let picker = try visibleContactPicker()
    try step { picker.simulateSelection(of: contact) }
  }

  /// Cancels the contact picker on screen, as one step: it dismisses itself and its delegate hears
  /// `contactPickerDidCancel(_:)`.
  public func cancelContactPicker() throws {
    let picker = try visibleContactPicker()
    try step { picker.simulateCancel() }
  }

  private func visibleContactPicker() throws -> CNContactPickerViewController {
    guard let picker = Screen(window: window)?.layer as? CNContactPickerViewController else {
      throw SegueAppError.element("no contact picker on screen")
    }
    return picker
  }
}
