public import Foundation

/// A scrollable, multi-line text view, editable or not.
///
/// Mirrors UIKit's `UITextView`: editing begins with ``becomeFirstResponder()`` (when ``isEditable``; the delegate is
/// asked, then told), each typed character asks `textView(_:shouldChangeTextIn:replacementText:)` and tells
/// `textViewDidChange(_:)`, and editing ends with ``resignFirstResponder()``. Setting ``text`` in code tells nothing.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInputTraits {
  /// Posted when editing begins.
  nonisolated public static let textDidBeginEditingNotification = Notification.Name(
    "UITextViewTextDidBeginEditingNotification")
  /// Posted when the user changes the text.
  nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
  /// Posted when editing ends.
  nonisolated public static let textDidEndEditingNotification = Notification.Name(
    "UITextViewTextDidEndEditingNotification")

  private var textStorage = ""
  /// The colours and fonts of the `+Appearance` properties.
  var appearanceValues = AppearanceValues()
  /// The text; reads back `""` after `nil` is set.
  open var text: String! {
    get { textStorage }
    set { textStorage = newValue ?? "" }
  }
  /// Whether the view has any text. Mirrors UIKit's `hasText` (`UIKeyInput`, which `UITextView` adopts through
  /// `UITextInput`; its `insertText(_:)` and `deleteBackward()` are not declared here).
  open var hasText: Bool { !textStorage.isEmpty }
  /// The text as an attributed string (no attributes are kept).
  open var attributedText: NSAttributedString! {
    get { NSAttributedString(string: textStorage) }
    set { textStorage = newValue?.string ?? "" }
  }
  /// Whether the user can edit the text.
  open var isEditable = true
  /// Whether the user can select the text.
  open var isSelectable = true
  /// Whether the user can change text attributes.
  open var allowsEditingTextAttributes = false
  /// The kinds of data turned into links.
  open var dataDetectorTypes: UIDataDetectorTypes = []
  /// The inset of the text container; UIKit's default is 8 points at top and bottom.
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  /// The text from the top, below ``textContainerInset``, wrapped to the width inside the insets and the text
  /// container's 5-point line fragment padding on each side; in ``font`` or the 12-point system font.
  package final var contentTextBaselines: TextBaselines? {
    let font = font ?? .systemFont(ofSize: 12)
    let width = bounds.width - textContainerInset.left - textContainerInset.right - 10
    let height = TextLayout(textStorage, attributes: [.font: font]).size(maxWidth: max(width, 1), maxLines: 0).height
    return .fromTop(inset: textContainerInset.top, blockHeight: height > 0 ? height : font.lineHeight, font: font)
  }

  /// The attributes links are drawn with (inert for drawing; read back as set).
  ///
  /// Mirrors UIKit's `linkTextAttributes`.
  open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
  /// The selected range.
  open var selectedRange = NSRange(location: 0, length: 0)
  /// Whether beginning to edit clears the text.
  open var clearsOnInsertion = false
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
  /// How typed text is capitalized.
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  /// Whether autocorrection is on.
  open var autocorrectionType: UITextAutocorrectionType = .default
  /// Whether spell checking is on.
  open var spellCheckingType: UITextSpellCheckingType = .default
  /// The keyboard's appearance.
  open var keyboardAppearance: UIKeyboardAppearance = .default
  /// Whether typed text is hidden.
  open var isSecureTextEntry = false
  /// The content's meaning, for AutoFill.
  open var textContentType: UITextContentType! = nil

  /// A text view with a new text container.
  ///
  /// Mirrors UIKit, where `init(frame:)` is a convenience initializer of `UITextView` (its designated ones are
  /// `init(frame:textContainer:)` and `init(coder:)`): a subclass that overrides those two inherits `init(frame:)`
  /// and `init()`.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, textContainer: nil)
  }

  /// A text view laying its text out in `textContainer` (a new one when `nil`).
  ///
  /// Mirrors UIKit's designated `init(frame:textContainer:)`.
  public init(frame: CGRect, textContainer: NSTextContainer?) {
    storedTextContainer = textContainer
    super.init(frame: frame)
  }

  private var storedTextContainer: NSTextContainer?

  /// The container the text is laid out in; made on first use (UIKit's tracks the view's width).
  ///
  /// Mirrors UIKit's `textContainer`.
  open var textContainer: NSTextContainer {
    if let storedTextContainer { return storedTextContainer }
    let container = NSTextContainer(size: CGSize(width: bounds.width, height: .greatestFiniteMagnitude))
    container.widthTracksTextView = true
    storedTextContainer = container
    return container
  }

  /// Not in UIKit: asks the delegate whether tapping the link `url` in `characterRange` may open it, as a tap on
  /// a link does (`textView(_:shouldInteractWith:in:interaction:)`); `true` without a delegate.
  @discardableResult
  public final func simulateLinkInteraction(
    with url: URL, in characterRange: NSRange, interaction: UITextItemInteraction = .invokeDefaultAction
  ) -> Bool {
    textDelegate?.textView(self, shouldInteractWith: url, in: characterRange, interaction: interaction) ?? true
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  private var textDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

  /// An editable or selectable text view can become first responder.
  open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

  /// Begins editing (for an editable view): asks `textViewShouldBeginEditing(_:)`, becomes first responder, then
  /// calls `textViewDidBeginEditing(_:)` and posts ``textDidBeginEditingNotification``.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, firstResponderWindow != nil else { return false }
    if isEditable, let delegate = textDelegate, !delegate.textViewShouldBeginEditing(self) { return false }
    guard super.becomeFirstResponder() else { return false }
    if isEditable {
      textDelegate?.textViewDidBeginEditing(self)
      NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }
    return true
  }

  /// Ends editing: asks `textViewShouldEndEditing(_:)` (which may refuse), resigns, then calls
  /// `textViewDidEndEditing(_:)` and posts ``textDidEndEditingNotification``.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    if isEditable, let delegate = textDelegate, !delegate.textViewShouldEndEditing(self) { return false }
    finishEditing()
    return true
  }

  private func finishEditing() {
    _ = super.resignFirstResponder()
    guard isEditable else { return }
    textDelegate?.textViewDidEndEditing(self)
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
  }

  /// Types `string` as the keyboard would, one character at a time (a newline is typed like any character, as the
  /// return key does in a text view): each asks `textView(_:shouldChangeTextIn:replacementText:)`, then (when
  /// allowed) is appended and tells `textViewDidChange(_:)`. Begins editing first if needed.
  ///
  /// Not in UIKit.
  public final func simulateTyping(_ string: String) {
    guard isEditable, isFirstResponder || becomeFirstResponder() else { return }
    for character in string {
      let location = (textStorage as NSString).length
      let replacement = String(character)
      let range = NSRange(location: location, length: 0)
      if let delegate = textDelegate, !delegate.textView(self, shouldChangeTextIn: range, replacementText: replacement)
      {
        continue
      }
      textStorage += replacement
      selectedRange = NSRange(location: (textStorage as NSString).length, length: 0)
      textDelegate?.textViewDidChangeSelection(self)
      textDelegate?.textViewDidChange(self)
      NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }
  }

  /// Scrolls so that `range` is visible; nothing to do without layout.
  open func scrollRangeToVisible(_ range: NSRange) {}

  // MARK: - Generated by Scripts/uikit-generate.py: overridable inert members (do not edit)
  @available(iOS 6.0, *)
  open var typingAttributes: [NSAttributedString.Key: Any] = [:]
  @available(iOS 7.0, *)
  open var layoutManager: NSLayoutManager { InertState.value(of: self, "layoutManager") { NSLayoutManager() } }
  @available(iOS 13.0, *)
  open var usesStandardTextScaling: Bool = false
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

extension UITextView: UIEditingSession {
  package func endEditingSession(forced: Bool) {
    guard isFirstResponder else { return }
    if !forced, isEditable, let delegate = textDelegate, !delegate.textViewShouldEndEditing(self) { return }
    finishEditing()
  }
}
