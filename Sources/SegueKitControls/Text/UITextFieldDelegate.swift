public import Foundation

/// The object a text field asks whether editing may begin, change, return and end, and tells when it did.
///
/// Mirrors UIKit's `UITextFieldDelegate`; every method is optional (defaults below), and
/// `textFieldDidEndEditing(_:reason:)` calls `textFieldDidEndEditing(_:)` unless implemented, as in UIKit.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
  /// Whether editing may begin; `true` by default.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Editing began (the field is first responder).
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Whether editing may end; `true` by default.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Editing ended.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Editing ended, with the reason.
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
  /// Whether the characters in `range` may be replaced by `string`; `true` by default.
  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
  /// The selection changed.
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// Whether the clear button may clear the text; `true` by default.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Whether the return key is processed; `true` by default.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
    textFieldDidEndEditing(textField)
  }
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool { true }
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
