public import Foundation
public import SegueKit

/// The system's contact picker, presented by the app. Mirrors ContactsUI's `CNContactPickerViewController`.
///
/// There are no contacts: a test picks as the user would with ``simulateSelection(of:)`` (one contact),
/// ``simulateSelection(ofContacts:)`` (several), ``simulateSelection(ofProperty:)`` or ``simulateCancel()`` (or
/// `SegueApp.pickContact(_:)` in SegueKitTesting). As ContactsUI documents, the picker dismisses itself after a pick
/// or a cancel; the delegate hears the choice once it is gone [I: ContactsUI does not document the order].
@preconcurrency @MainActor
open class CNContactPickerViewController: UIViewController {
  open weak var delegate: (any CNContactPickerDelegate)?
  /// The properties shown for a contact; all when `nil`.
  open var displayedPropertyKeys: [String]?
  /// Which contacts can be picked; all when `nil` (kept, not evaluated).
  open var predicateForEnablingContact: NSPredicate?
  /// Whether picking a contact selects it or shows its card; selects when `nil` (kept, not evaluated).
  open var predicateForSelectionOfContact: NSPredicate?
  /// Whether picking a property selects it; selects when `nil` (kept, not evaluated).
  open var predicateForSelectionOfProperty: NSPredicate?

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    nil
  }

  /// The user picks `contact`: `contactPicker(_:didSelect:)` (a contact). Not in ContactsUI.
  public func simulateSelection(of contact: CNContact) {
    dismissThen { $1.contactPicker($0, didSelect: contact) }
  }

  /// The user picks `contacts` in the multi-selection picker (the delegate implements the plural method):
  /// `contactPicker(_:didSelect:)` (contacts). Not in ContactsUI.
  public func simulateSelection(ofContacts contacts: [CNContact]) {
    dismissThen { $1.contactPicker($0, didSelect: contacts) }
  }

  /// The user picks one property of a contact (a phone number): `contactPicker(_:didSelect:)` (a property). Not in
  /// ContactsUI.
  public func simulateSelection(ofProperty property: CNContactProperty) {
    dismissThen { $1.contactPicker($0, didSelect: property) }
  }

  /// The user taps Cancel: `contactPickerDidCancel(_:)`. Not in ContactsUI.
  public func simulateCancel() {
    dismissThen { $1.contactPickerDidCancel($0) }
  }

  private func dismissThen(
    _ tell: @escaping @MainActor (CNContactPickerViewController, any CNContactPickerDelegate) -> Void
  ) {
    dismiss(animated: true) { [self] in
      if let delegate { tell(self, delegate) }
    }
  }
}

/// The delegate of a contact picker. Mirrors ContactsUI's `CNContactPickerDelegate`; its requirements are optional
/// there and have empty defaults here.
@preconcurrency @MainActor
public protocol CNContactPickerDelegate: AnyObject {
  func contactPickerDidCancel(_ picker: CNContactPickerViewController)
  func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact)
  func contactPicker(_ picker: CNContactPickerViewController, didSelect contactProperty: CNContactProperty)
  func contactPicker(_ picker: CNContactPickerViewController, didSelect contacts: [CNContact])
  func contactPicker(
    _ picker: CNContactPickerViewController, didSelectContactProperties contactProperties: [CNContactProperty])
}

extension CNContactPickerDelegate {
  public func contactPickerDidCancel(_ picker: CNContactPickerViewController) {}
  public func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact) {}
  public func contactPicker(_ picker: CNContactPickerViewController, didSelect contactProperty: CNContactProperty) {}
  public func contactPicker(_ picker: CNContactPickerViewController, didSelect contacts: [CNContact]) {}
  public func contactPicker(
    _ picker: CNContactPickerViewController, didSelectContactProperties contactProperties: [CNContactProperty]
  ) {}
}

extension CNContactPickerViewController: SystemInterfaceButtons {
  /// The Cancel button of the picker's bar; a tap is ``simulateCancel()``.
  ///
  /// Not in ContactsUI (the picker's interface is drawn by the system, outside the app's views).
  public var systemInterfaceButtons: [SystemInterfaceButton] {
    [SystemInterfaceButton(title: "Cancel") { [weak self] in self?.simulateCancel() }]
  }
}
