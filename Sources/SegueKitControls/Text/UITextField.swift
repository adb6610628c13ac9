public import Foundation

/// A single-line editable text control: text, placeholder, delegate, keyboard traits and the editing session.
///
/// Mirrors UIKit's `UITextField`. Editing begins with ``becomeFirstResponder()`` (the delegate is asked, then told,
/// then `.editingDidBegin` is sent) and ends with ``resignFirstResponder()`` (asked, told, `.editingDidEnd`); typing
/// goes through ``simulateTyping(_:)`` and the return key through ``simulateReturnKey()``, as a user's keyboard does.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInputTraits {
  /// The field's border.
  ///
  /// Mirrors UIKit's `UITextField.BorderStyle`.
  public enum BorderStyle: Int, Sendable {
    case none = 0
    case line = 1
    case bezel = 2
    case roundedRect = 3
  }

  /// The text's line, centred vertically (UIKit's `contentVerticalAlignment` default), in ``font`` or the 17-point
  /// system font.
  package final var contentTextBaselines: TextBaselines? {
    let font = font ?? .systemFont(ofSize: 17)
    return .centred(blockHeight: font.lineHeight, font: font)
  }

  /// When an overlay view (clear button, left or right view) shows.
  ///
  /// Mirrors UIKit's `UITextField.ViewMode`.
  public enum ViewMode: Int, Sendable {
    case never = 0
    case whileEditing = 1
    case unlessEditing = 2
    case always = 3
  }

  /// Why editing ended.
  ///
  /// Mirrors UIKit's `UITextField.DidEndEditingReason`.
  public enum DidEndEditingReason: Int, Sendable {
    case committed = 0
    /// tvOS only, so not in UIKit on iOS.
    case cancelled = 1
  }

  /// Posted when editing begins.
  nonisolated public static let textDidBeginEditingNotification = Notification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  /// Posted when the text changes by the user.
  nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
  /// Posted when editing ends.
  nonisolated public static let textDidEndEditingNotification = Notification.Name(
    "UITextFieldTextDidEndEditingNotification")

  private var textStorage = ""
  /// The text; reads back `""` after `nil` is set, as UIKit's does.
  open var text: String? {
    get { textStorage }
    set { textStorage = newValue ?? "" }
  }
  /// Whether the field has any text. Mirrors UIKit's `hasText` (`UIKeyInput`, which `UITextField` adopts through
  /// `UITextInput`; its `insertText(_:)` and `deleteBackward()` are not declared here).
  open var hasText: Bool { !textStorage.isEmpty }
  /// The text as an attributed string (no attributes are kept).
  open var attributedText: NSAttributedString? {
    get { NSAttributedString(string: textStorage) }
    set { textStorage = newValue?.string ?? "" }
  }
  /// The text shown when the field is empty.
  open var placeholder: String?
  /// The placeholder as an attributed string; setting it sets ``placeholder``.
  open var attributedPlaceholder: NSAttributedString? {
    get { placeholder.map { NSAttributedString(string: $0) } }
    set { placeholder = newValue?.string }
  }
  /// The delegate, held weakly.
  open weak var delegate: (any UITextFieldDelegate)?
  /// The border; `.none` by default (a storyboard field is usually `.roundedRect`).
  open var borderStyle: BorderStyle = .none
  /// When the clear button shows.
  open var clearButtonMode: ViewMode = .never
  /// A view on the left of the text.
  open var leftView: UIView?
  /// When ``leftView`` shows.
  open var leftViewMode: ViewMode = .never
  /// A view on the right of the text.
  open var rightView: UIView?
  /// When ``rightView`` shows.
  open var rightViewMode: ViewMode = .never
  /// Whether beginning to edit clears the text.
  open var clearsOnBeginEditing = false
  /// Whether the font shrinks to fit the text.
  open var adjustsFontSizeToFitWidth = false
  /// The smallest font size when shrinking.
  open var minimumFontSize: CGFloat = 0
  /// Whether the field is being edited (is first responder).
  open var isEditing: Bool { editing }
  private var editing = false
  private var customInputView: UIView?
  private var customInputAccessoryView: UIView?
  /// The view shown instead of the keyboard.
  open override var inputView: UIView? {
    get { customInputView }
    set { customInputView = newValue }
  }
  /// The view shown above the keyboard.
  open override var inputAccessoryView: UIView? {
    get { customInputAccessoryView }
    set { customInputAccessoryView = newValue }
  }
  /// How the text lines up; `.natural` by default.
  open var textAlignment: NSTextAlignment = .natural
  /// Whether the font follows the user's preferred content size.
  open var adjustsFontForContentSizeCategory = false
  /// The keyboard shown.
  open var keyboardType: UIKeyboardType = .default
  /// The return key's title.
  open var returnKeyType: UIReturnKeyType = .default
  /// How typed text is capitalized; `.sentences` by default, as in UIKit.
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  /// Whether autocorrection is on.
  open var autocorrectionType: UITextAutocorrectionType = .default
  /// Whether spell checking is on.
  open var spellCheckingType: UITextSpellCheckingType = .default
  /// The keyboard's appearance.
  open var keyboardAppearance: UIKeyboardAppearance = .default
  /// Whether the return key is disabled while the text is empty.
  open var enablesReturnKeyAutomatically = false
  /// Whether typed text is hidden.
  open var isSecureTextEntry = false
  /// The content's meaning, for AutoFill.
  open var textContentType: UITextContentType! = nil

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// A field that is enabled can become first responder.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Begins editing: asks the delegate's `textFieldShouldBeginEditing(_:)`, becomes first responder, then calls
  /// `textFieldDidBeginEditing(_:)`, posts ``textDidBeginEditingNotification`` and sends `.editingDidBegin`.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, firstResponderWindow != nil else { return false }
    if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
    guard super.becomeFirstResponder() else { return false }
    editing = true
    if clearsOnBeginEditing { textStorage = "" }
    delegate?.textFieldDidBeginEditing(self)
    NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    sendActions(for: .editingDidBegin)
    return true
  }

  /// Ends editing: asks the delegate's `textFieldShouldEndEditing(_:)` (which may refuse), resigns, then calls
  /// `textFieldDidEndEditing(_:reason:)`, posts ``textDidEndEditingNotification`` and sends `.editingDidEnd`.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    if let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
    finishEditing()
    return true
  }

  private func finishEditing() {
    _ = super.resignFirstResponder()
    editing = false
    delegate?.textFieldDidEndEditing(self, reason: .committed)
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    sendActions(for: .editingDidEnd)
  }

  /// A tap begins editing.
  override func performUserTap() {
    becomeFirstResponder()
  }

  /// Types `string` as the keyboard would, one character at a time: each asks the delegate's
  /// `textField(_:shouldChangeCharactersIn:replacementString:)`, then (when allowed) is appended, posts
  /// ``textDidChangeNotification`` and sends `.editingChanged`. Begins editing first if needed.
  ///
  /// Not in UIKit.
  public final func simulateTyping(_ string: String) {
    guard isFirstResponder || becomeFirstResponder() else { return }
    for character in string {
      replaceCharacters(in: NSRange(location: (textStorage as NSString).length, length: 0), with: String(character))
    }
  }

  /// Deletes the last character as the backspace key does (asking the delegate with an empty replacement).
  ///
  /// Not in UIKit.
  public final func simulateBackspace() {
    guard isFirstResponder || becomeFirstResponder(), let last = textStorage.last else { return }
    let length = (String(last) as NSString).length
    let range = NSRange(location: (textStorage as NSString).length - length, length: length)
    replaceCharacters(in: range, with: "")
  }

  private func replaceCharacters(in range: NSRange, with replacement: String) {
    if let delegate, !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) {
      return
    }
    textStorage = (textStorage as NSString).replacingCharacters(in: range, with: replacement)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    sendActions(for: .editingChanged)
    delegate?.textFieldDidChangeSelection(self)
  }

  /// Presses the return key: asks the delegate's `textFieldShouldReturn(_:)`; when it agrees, sends
  /// `.editingDidEndOnExit` and `.primaryActionTriggered`, and ends editing when an action handles
  /// `.editingDidEndOnExit` (UIKit dismisses the keyboard then).
  ///
  /// Not in UIKit.
  public final func simulateReturnKey() {
    guard isFirstResponder else { return }
    if let delegate, !delegate.textFieldShouldReturn(self) { return }
    let dismisses = hasActions(for: .editingDidEndOnExit)
    sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
    if dismisses { resignFirstResponder() }
  }

  /// Taps the clear button: asks the delegate's `textFieldShouldClear(_:)`, then empties the text and sends
  /// `.editingChanged`.
  ///
  /// Not in UIKit.
  public final func simulateClearButton() {
    if let delegate, !delegate.textFieldShouldClear(self) { return }
    guard !textStorage.isEmpty else { return }
    textStorage = ""
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    sendActions(for: .editingChanged)
  }

  // MARK: - Generated by Scripts/uikit-generate.py: overridable inert members (do not edit)
  @available(iOS 7.0, *)
  open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
  @available(iOS 6.0, *)
  open var allowsEditingTextAttributes: Bool = false
  @available(iOS 6.0, *)
  open var typingAttributes: [NSAttributedString.Key: Any]? = nil
  open func borderRect(forBounds bounds: CGRect) -> CGRect { .zero }
  open func textRect(forBounds bounds: CGRect) -> CGRect { .zero }
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { .zero }
  open func editingRect(forBounds bounds: CGRect) -> CGRect { .zero }
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { .zero }
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect { .zero }
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect { .zero }
  open func drawText(in rect: CGRect) {}
  open func drawPlaceholder(in rect: CGRect) {}
  @available(iOS 6.0, *)
  open var clearsOnInsertion: Bool = false
  @available(iOS 10.0, *)
  open class var didEndEditingReasonUserInfoKey: String { "" }
  @available(iOS 3.2, *)
  open func text(in range: UITextRange) -> String? { nil }
  @available(iOS 3.2, *)
  open func replace(_ range: UITextRange, withText text: String) {}
  @available(iOS 3.2, *)
  open var selectedTextRange: UITextRange? = nil
  @available(iOS 3.2, *)
  open var markedTextRange: UITextRange? { nil }
  @available(iOS 3.2, *)
  open var markedTextStyle: [NSAttributedString.Key: Any]? = nil
  open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {}
  open func unmarkText() {}
  @available(iOS 3.2, *)
  open var beginningOfDocument: UITextPosition {
    InertState.value(of: self, "beginningOfDocument") { UITextPosition() }
  }
  @available(iOS 3.2, *)
  open var endOfDocument: UITextPosition { InertState.value(of: self, "endOfDocument") { UITextPosition() } }
  @available(iOS 3.2, *)
  open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? { nil }
  @available(iOS 3.2, *)
  open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { nil }
  @available(iOS 3.2, *)
  open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
  { nil }
  @available(iOS 3.2, *)
  open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { 0 }
  open weak var inputDelegate: (any UITextInputDelegate)? = nil
  @available(iOS 3.2, *)
  open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? { nil }
  @available(iOS 3.2, *)
  open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
    nil
  }
  @available(iOS 6.0, *)
  open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection)
    -> NSWritingDirection
  { .natural }
  @available(iOS 6.0, *)
  open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
  @available(iOS 3.2, *)
  open func firstRect(for range: UITextRange) -> CGRect { .zero }
  @available(iOS 3.2, *)
  open func caretRect(for position: UITextPosition) -> CGRect { .zero }
  @available(iOS 6.0, *)
  open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }
  @available(iOS 3.2, *)
  open func closestPosition(to point: CGPoint) -> UITextPosition? { nil }
  @available(iOS 3.2, *)
  open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? { nil }
  @available(iOS 3.2, *)
  open func characterRange(at point: CGPoint) -> UITextRange? { nil }
  @available(iOS 6.0, *)
  open func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool { false }
  @available(iOS 3.2, *)
  open func textStyling(at position: UITextPosition, in direction: UITextStorageDirection) -> [NSAttributedString.Key:
    Any]?
  { nil }
  @available(iOS 3.2, *)
  open func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition? { nil }
  @available(iOS 3.2, *)
  open func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int { 0 }
  @available(iOS 2.0, *)
  open var textInputView: UIView { InertState.value(of: self, "textInputView") { UIView(frame: .zero) } }
  open var selectionAffinity: UITextStorageDirection = .forward
  @available(iOS 5.1, *)
  open func insertDictationResult(_ dictationResult: [UIDictationPhrase]) {}
  open func dictationRecordingDidEnd() {}
  open func dictationRecognitionFailed() {}
  open func frame(forDictationResultPlaceholder placeholder: Any) -> CGRect { .zero }
  open func removeDictationResultPlaceholder(_ placeholder: Any, willInsertResult: Bool) {}
  open func insertText(_ text: String, alternatives: [String], style: UITextAlternativeStyle) {}
  @available(iOS 3.2, *)
  open func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange) {}
  @available(iOS 13.0, *)
  open func insertTextPlaceholder(with size: CGSize) -> UITextPlaceholder { UITextPlaceholder() }
  @available(iOS 13.0, *)
  open func remove(_ textPlaceholder: UITextPlaceholder) {}
  @available(iOS 9.0, *)
  open func beginFloatingCursor(at point: CGPoint) {}
  @available(iOS 9.0, *)
  open func updateFloatingCursor(at point: CGPoint) {}
  @available(iOS 9.0, *)
  open func endFloatingCursor() {}
  open weak var textDragDelegate: (any UITextDragDelegate)? = nil
  open var textDragInteraction: UIDragInteraction? { nil }
  open var isTextDragActive: Bool { false }
  open var textDragOptions: UITextDragOptions = []
  open weak var textDropDelegate: (any UITextDropDelegate)? = nil
  open var textDropInteraction: UIDropInteraction? { nil }
  open var isTextDropActive: Bool { false }
  open weak var pasteDelegate: (any UITextPasteDelegate)? = nil
  // MARK: - End of generated members
}

extension UITextField: UIEditingSession {
  package func endEditingSession(forced: Bool) {
    guard isFirstResponder else { return }
    if !forced, let delegate, !delegate.textFieldShouldEndEditing(self) { return }
    finishEditing()
  }
}
