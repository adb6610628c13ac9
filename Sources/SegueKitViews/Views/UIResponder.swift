public import Foundation

/// An object that can respond to events; the base of views, view controllers, windows and the application.
///
/// Mirrors UIKit's `UIResponder`; the responder chain follows UIKit's rules (a view's next responder is its
/// view controller or superview, a view controller's is its view's superview or its parent).
@preconcurrency @MainActor
open class UIResponder: NSObject {
  public override init() {
    super.init()
  }

  // Objective-C releases an object's associated values when it is deallocated (``objc_setAssociatedObject(_:_:_:_:)``).
  deinit { AssociatedObjects.removeAll(of: ObjectIdentifier(self)) }

  /// The next responder in the chain, or `nil` at its end.
  open var next: UIResponder? { nil }

  /// Whether the receiver can become first responder. Defaults to `false`, as in UIKit.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether the receiver can give up first-responder status. Defaults to `true`, as in UIKit.
  open var canResignFirstResponder: Bool { true }

  /// Whether the receiver is the first responder of its window.
  ///
  /// Mirrors UIKit's `isFirstResponder`.
  open var isFirstResponder: Bool { FirstResponders.current(in: firstResponderWindow) === self }

  /// Makes the receiver the first responder of its window: asks ``canBecomeFirstResponder``, then resigns the
  /// current first responder (which may refuse). Returns whether the receiver is first responder afterwards.
  ///
  /// Mirrors UIKit's `becomeFirstResponder()`; as in UIKit, a responder outside a window cannot become first
  /// responder.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard let window = firstResponderWindow else { return false }
    let current = FirstResponders.current(in: window)
    if current === self { return true }
    guard canBecomeFirstResponder else { return false }
    if let current {
      guard current.canResignFirstResponder else { return false }
      FirstResponders.isSwitching = true
      let resigned = current.resignFirstResponder()
      FirstResponders.isSwitching = false
      guard resigned else { return false }
    }
    FirstResponders.set(self, in: window)
    return true
  }

  /// Gives up first-responder status; returns `true` (the default implementation never refuses).
  ///
  /// Mirrors UIKit's `resignFirstResponder()`.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    if let window = firstResponderWindow, FirstResponders.current(in: window) === self {
      FirstResponders.set(nil, in: window)
    }
    return true
  }

  /// The custom input view shown when the receiver is first responder; `nil` by default.
  ///
  /// Mirrors UIKit's `inputView`.
  open var inputView: UIView? { nil }

  /// The custom accessory view above the keyboard; `nil` by default.
  ///
  /// Mirrors UIKit's `inputAccessoryView`.
  open var inputAccessoryView: UIView? { nil }

  /// Reloads the input views; nothing to do without a keyboard.
  ///
  /// Mirrors UIKit's `reloadInputViews()`.
  open func reloadInputViews() {}

  /// The window whose first responder the receiver would be: a view's window, else the window of the first view
  /// along the responder chain.
  package final var firstResponderWindow: UIWindow? {
    var responder: UIResponder? = self
    while let current = responder {
      if let view = current as? UIView { return view.window }
      if let controller = current as? any RootViewOwner { return controller.viewIfLoaded?.window }
      responder = current.next
    }
    return nil
  }

  /// The user activity the responder supports (Handoff, state restoration); `nil` by default.
  ///
  /// Mirrors UIKit's `userActivity`; nothing saves the activity here, so ``updateUserActivityState(_:)`` runs only
  /// when the app calls it.
  open var userActivity: NSUserActivity?

  /// Writes the responder's state into `activity`; the default does nothing.
  ///
  /// Mirrors UIKit's `updateUserActivityState(_:)`, which subclasses override.
  open func updateUserActivityState(_ activity: NSUserActivity) {}

  /// Restores the responder's state from `activity`; the default does nothing.
  ///
  /// Mirrors UIKit's `restoreUserActivityState(_:)`, which subclasses override.
  open func restoreUserActivityState(_ activity: NSUserActivity) {}

  /// Whether the receiver handles `action`; the default asks whether `target(forAction:)` would be the receiver.
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }

  /// A description in UIKit's `<Module.Class: 0x…>` form.
  open override nonisolated var description: String {
    "<\(SegueKitModules.qualifiedName(of: type(of: self))): \(addressDescription(self))>"
  }

  // The region below also holds the instance members UIKit declares in `NSObject` categories (the accessibility
  // informal protocols: `accessibilityPerformMagicTap()`, `accessibilityFrame` …). Foundation's `NSObject` could
  // take them only in an extension, which no subclass can override without the Objective-C runtime; apps override
  // them in views, view controllers and accessibility elements, which are all responders.
  // MARK: - Generated by Scripts/uikit-generate.py: overridable inert members (do not edit)
  @available(iOS 11.0, *)
  open var accessibilityAttributedLabel: NSAttributedString? {
    get { InertState.value(of: self, "accessibilityAttributedLabel") ?? nil }
    set { InertState.set(self, "accessibilityAttributedLabel", newValue) }
  }
  @available(iOS 11.0, *)
  open var accessibilityAttributedHint: NSAttributedString? {
    get { InertState.value(of: self, "accessibilityAttributedHint") ?? nil }
    set { InertState.set(self, "accessibilityAttributedHint", newValue) }
  }
  @available(iOS 11.0, *)
  open var accessibilityAttributedValue: NSAttributedString? {
    get { InertState.value(of: self, "accessibilityAttributedValue") ?? nil }
    set { InertState.set(self, "accessibilityAttributedValue", newValue) }
  }
  open var accessibilityFrame: CGRect {
    get { InertState.value(of: self, "accessibilityFrame") ?? .zero }
    set { InertState.set(self, "accessibilityFrame", newValue) }
  }
  @available(iOS 7.0, *)
  open var accessibilityPath: UIBezierPath? {
    get { InertState.value(of: self, "accessibilityPath") ?? nil }
    set { InertState.set(self, "accessibilityPath", newValue) }
  }
  @available(iOS 5.0, *)
  open var accessibilityActivationPoint: CGPoint {
    get { InertState.value(of: self, "accessibilityActivationPoint") ?? .zero }
    set { InertState.set(self, "accessibilityActivationPoint", newValue) }
  }
  open var accessibilityLanguage: String? {
    get { InertState.value(of: self, "accessibilityLanguage") ?? nil }
    set { InertState.set(self, "accessibilityLanguage", newValue) }
  }
  @available(iOS 8.0, *)
  open var accessibilityNavigationStyle: UIAccessibilityNavigationStyle {
    get { InertState.value(of: self, "accessibilityNavigationStyle") ?? .automatic }
    set { InertState.set(self, "accessibilityNavigationStyle", newValue) }
  }
  @available(iOS 13.0, *)
  open var accessibilityRespondsToUserInteraction: Bool {
    get { InertState.value(of: self, "accessibilityRespondsToUserInteraction") ?? false }
    set { InertState.set(self, "accessibilityRespondsToUserInteraction", newValue) }
  }
  @available(iOS 13.0, *)
  open var accessibilityUserInputLabels: [String]! {
    get { InertState.value(of: self, "accessibilityUserInputLabels") ?? nil }
    set { InertState.set(self, "accessibilityUserInputLabels", newValue) }
  }
  @available(iOS 13.0, *)
  open var accessibilityAttributedUserInputLabels: [NSAttributedString]! {
    get { InertState.value(of: self, "accessibilityAttributedUserInputLabels") ?? nil }
    set { InertState.set(self, "accessibilityAttributedUserInputLabels", newValue) }
  }
  @available(iOS 13.0, *)
  open var accessibilityTextualContext: UIAccessibilityTextualContext? {
    get { InertState.value(of: self, "accessibilityTextualContext") ?? nil }
    set { InertState.set(self, "accessibilityTextualContext", newValue) }
  }
  @available(iOS 4.0, *)
  open func accessibilityElementDidBecomeFocused() {}
  @available(iOS 4.0, *)
  open func accessibilityElementDidLoseFocus() {}
  @available(iOS 4.0, *)
  open func accessibilityElementIsFocused() -> Bool { false }
  @available(iOS 9.0, *)
  open func accessibilityAssistiveTechnologyFocusedIdentifiers() -> Set<UIAccessibility.AssistiveTechnologyIdentifier>?
  { nil }
  @available(iOS 4.2, *)
  open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
  @available(iOS 5.0, *)
  open func accessibilityPerformEscape() -> Bool { false }
  @available(iOS 6.0, *)
  open func accessibilityPerformMagicTap() -> Bool { false }
  @available(iOS 11.0, *)
  open var accessibilityDragSourceDescriptors: [UIAccessibilityLocationDescriptor]? {
    get { InertState.value(of: self, "accessibilityDragSourceDescriptors") ?? nil }
    set { InertState.set(self, "accessibilityDragSourceDescriptors", newValue) }
  }
  @available(iOS 11.0, *)
  open var accessibilityDropPointDescriptors: [UIAccessibilityLocationDescriptor]? {
    get { InertState.value(of: self, "accessibilityDropPointDescriptors") ?? nil }
    set { InertState.set(self, "accessibilityDropPointDescriptors", newValue) }
  }
  open func accessibilityElement(at index: Int) -> Any? { nil }
  open func index(ofAccessibilityElement element: Any) -> Int { 0 }
  @available(iOS 11.0, *)
  open var accessibilityContainerType: UIAccessibilityContainerType {
    get { InertState.value(of: self, "accessibilityContainerType") ?? .none }
    set { InertState.set(self, "accessibilityContainerType", newValue) }
  }
  @available(iOS 10.0, *)
  open var accessibilityCustomRotors: [UIAccessibilityCustomRotor]? {
    get { InertState.value(of: self, "accessibilityCustomRotors") ?? nil }
    set { InertState.set(self, "accessibilityCustomRotors", newValue) }
  }
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
  @available(iOS 9.1, *)
  open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}
  @available(iOS 9.0, *)
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
  @available(iOS 9.0, *)
  open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
  @available(iOS 9.0, *)
  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
  @available(iOS 9.0, *)
  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
  @available(iOS 3.0, *)
  open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
  @available(iOS 3.0, *)
  open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
  @available(iOS 3.0, *)
  open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
  @available(iOS 4.0, *)
  open func remoteControlReceived(with event: UIEvent?) {}
  @available(iOS 7.0, *)
  open func target(forAction action: Selector, withSender sender: Any?) -> Any? { nil }
  @available(iOS 13.0, *)
  open func buildMenu(with builder: any UIMenuBuilder) {}
  @available(iOS 13.0, *)
  open func validate(_ command: UICommand) {}
  @available(iOS 13.0, *)
  open var editingInteractionConfiguration: UIEditingInteractionConfiguration { .none }
  @available(iOS 7.0, *)
  open var keyCommands: [UIKeyCommand]? { nil }
  @available(iOS 7.0, *)
  open var textInputMode: UITextInputMode? { nil }
  @available(iOS 7.0, *)
  open var textInputContextIdentifier: String? { nil }
  @available(iOS 7.0, *)
  open class func clearTextInputContextIdentifier(_ identifier: String) {}
  @available(iOS 13.0, *)
  open var activityItemsConfiguration: (any UIActivityItemsConfigurationReading)? = nil
  @available(iOS 3.0, *)
  open func cut(_ sender: Any?) {}
  @available(iOS 3.0, *)
  open func copy(_ sender: Any?) {}
  @available(iOS 3.0, *)
  open func paste(_ sender: Any?) {}
  @available(iOS 3.0, *)
  open func select(_ sender: Any?) {}
  @available(iOS 3.0, *)
  open func selectAll(_ sender: Any?) {}
  @available(iOS 3.2, *)
  open func delete(_ sender: Any?) {}
  @available(iOS 5.0, *)
  open func makeTextWritingDirectionLeftToRight(_ sender: Any?) {}
  @available(iOS 5.0, *)
  open func makeTextWritingDirectionRightToLeft(_ sender: Any?) {}
  @available(iOS 6.0, *)
  open func toggleBoldface(_ sender: Any?) {}
  @available(iOS 6.0, *)
  open func toggleItalics(_ sender: Any?) {}
  @available(iOS 6.0, *)
  open func toggleUnderline(_ sender: Any?) {}
  @available(iOS 7.0, *)
  open func increaseSize(_ sender: Any?) {}
  @available(iOS 7.0, *)
  open func decreaseSize(_ sender: Any?) {}
  @available(iOS 13.0, *)
  open func updateTextAttributes(conversionHandler: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]) {}
  open var pasteConfiguration: UIPasteConfiguration? = nil
  open func paste(itemProviders: [NSItemProvider]) {}
  open func canPaste(_ itemProviders: [NSItemProvider]) -> Bool { false }
  // MARK: - End of generated members
}
