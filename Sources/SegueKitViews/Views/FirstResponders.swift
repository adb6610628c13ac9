import Foundation

/// The first responder of each window, held weakly beside the windows (UIKit keeps it on the window), and whether
/// the window shows the keyboard.
///
/// Not in UIKit. Keyed by window so that there is at most one first responder per window; a responder that has
/// left its window is no longer that window's first responder. The keyboard shows while the first responder takes
/// text (a text field, an editable text view or a `UIKeyInput`); showing and hiding it post UIKit's keyboard
/// notifications, and moving between two text inputs keeps it shown.
@MainActor
enum FirstResponders {
  private final class Entry {
    weak var window: UIWindow?
    weak var responder: UIResponder?
    var showsKeyboard = false
    init(window: UIWindow) {
      self.window = window
    }
  }

  private static var entries: [ObjectIdentifier: Entry] = [:]
  /// Set while a new first responder makes the old one resign, so that the keyboard does not hide in between.
  static var isSwitching = false
  /// The keyboard's height (not in UIKit: a typical iPhone keyboard with its suggestion bar).
  static let keyboardHeight: CGFloat = 336

  /// The first responder of `window`, if it is still in that window.
  static func current(in window: UIWindow?) -> UIResponder? {
    guard let window, let entry = entries[ObjectIdentifier(window)], entry.window === window,
      let responder = entry.responder
    else { return nil }
    guard responder.firstResponderWindow === window else { return nil }
    return responder
  }

  /// Records `responder` as the first responder of `window` (`nil` clears it), showing or hiding the keyboard.
  static func set(_ responder: UIResponder?, in window: UIWindow) {
    entries = entries.filter { $0.value.window != nil }
    let key = ObjectIdentifier(window)
    let entry: Entry
    if let existing = entries[key], existing.window === window {
      entry = existing
    } else {
      entry = Entry(window: window)
      entries[key] = entry
    }
    entry.responder = responder
    guard !isSwitching else { return }
    let wantsKeyboard = responder.map(takesText) ?? false
    guard wantsKeyboard != entry.showsKeyboard else { return }
    entry.showsKeyboard = wantsKeyboard
    postKeyboard(showing: wantsKeyboard, in: window)
  }

  private static func takesText(_ responder: UIResponder) -> Bool {
    if responder is any UIKeyInput { return true }
    if let taker = responder as? any TakesKeyboardText { return taker.takesKeyboardText }
    return false
  }

  private static func postKeyboard(showing: Bool, in window: UIWindow) {
    let bounds = window.bounds
    let shown = CGRect(x: 0, y: bounds.height - keyboardHeight, width: bounds.width, height: keyboardHeight)
    let hidden = CGRect(x: 0, y: bounds.height, width: bounds.width, height: keyboardHeight)
    // As UIKit fills it: frames in `NSValue`s, the rest in `NSNumber`s (UIResponder.h: "NSValue of CGRect",
    // "NSNumber of double", "NSNumber of NSUInteger (UIViewAnimationCurve)", "NSNumber of BOOL").
    let userInfo: [AnyHashable: Any] = [
      UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: showing ? hidden : shown),
      UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: showing ? shown : hidden),
      UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
      UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7 as UInt),
      UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
    ]
    let names: [Notification.Name] =
      showing
      ? [
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
        UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification,
      ]
      : [
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification,
        UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidHideNotification,
      ]
    for name in names {
      NotificationCenter.default.post(name: name, object: nil, userInfo: userInfo)
    }
  }
}

/// A responder that shows the keyboard while it is first responder (a text field; a text view while editable); the
/// controls layer above declares them and their conformances.
@MainActor
package protocol TakesKeyboardText: AnyObject {
  var takesKeyboardText: Bool { get }
}
