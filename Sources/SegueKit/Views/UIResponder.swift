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
  var firstResponderWindow: UIWindow? {
    var responder: UIResponder? = self
    while let current = responder {
      if let view = current as? UIView { return view.window }
      if let controller = current as? UIViewController { return controller.viewIfLoaded?.window }
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
    "<\(String(reflecting: type(of: self))): \(addressDescription(self))>"
  }
}

/// The object's address as UIKit prints it (`0x…`).
nonisolated func addressDescription(_ object: AnyObject) -> String {
  "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16, uppercase: false)
}
