public import Foundation

/// An object that can respond to events; the base of views, view controllers, windows and the application.
///
/// Mirrors UIKit's `UIResponder`; the responder chain follows UIKit's rules (a view's next responder is its
/// view controller or superview, a view controller's is its view's superview or its parent).
@MainActor
open class UIResponder: NSObject {
  public override init() {
    super.init()
  }

  /// The next responder in the chain, or `nil` at its end.
  open var next: UIResponder? { nil }

  /// Whether the receiver can become first responder. Defaults to `false`, as in UIKit.
  open var canBecomeFirstResponder: Bool { false }

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
