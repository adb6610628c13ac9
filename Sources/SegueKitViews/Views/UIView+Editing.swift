/// Ending the editing session of a view's subtree.
extension UIView {
  /// Resigns the first responder when it is the receiver or one of its descendants; with `force`, without asking
  /// it (a text field's `textFieldShouldEndEditing(_:)` is not consulted). Returns whether editing ended.
  ///
  /// Mirrors UIKit's `endEditing(_:)`.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let responder = FirstResponders.current(in: window) as? UIView, responder.isDescendant(of: self) else {
      return true
    }
    if force, let field = responder as? any UIEditingSession {
      field.endEditingSession(forced: true)
      return true
    }
    return responder.resignFirstResponder()
  }
}

/// A text input that can be made to end editing without asking its delegate.
@MainActor
package protocol UIEditingSession: AnyObject {
  /// Ends editing; `forced` skips the delegate's should-end question.
  func endEditingSession(forced: Bool)
}
