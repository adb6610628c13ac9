/// A responder that takes text from the keyboard without being a text field: insert, delete, has text.
///
/// Mirrors UIKit's `UIKeyInput`.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
  /// Whether there is text to delete.
  var hasText: Bool { get }
  /// Inserts `text` at the insertion point.
  func insertText(_ text: String)
  /// Deletes the character before the insertion point.
  func deleteBackward()
}
