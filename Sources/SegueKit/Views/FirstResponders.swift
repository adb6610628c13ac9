/// The first responder of each window, held weakly beside the windows (UIKit keeps it on the window).
///
/// Not in UIKit. Keyed by window so that there is at most one first responder per window; a responder that has
/// left its window is no longer that window's first responder.
@MainActor
enum FirstResponders {
  private final class Entry {
    weak var window: UIWindow?
    weak var responder: UIResponder?
    init(window: UIWindow, responder: UIResponder) {
      self.window = window
      self.responder = responder
    }
  }

  private static var entries: [ObjectIdentifier: Entry] = [:]

  /// The first responder of `window`, if it is still in that window.
  static func current(in window: UIWindow?) -> UIResponder? {
    guard let window, let entry = entries[ObjectIdentifier(window)], entry.window === window,
      let responder = entry.responder
    else { return nil }
    guard responder.firstResponderWindow === window else { return nil }
    return responder
  }

  /// Records `responder` as the first responder of `window` (`nil` clears it).
  static func set(_ responder: UIResponder?, in window: UIWindow) {
    entries = entries.filter { $0.value.window != nil && $0.value.responder != nil }
    if let responder {
      entries[ObjectIdentifier(window)] = Entry(window: window, responder: responder)
    } else {
      entries[ObjectIdentifier(window)] = nil
    }
  }
}
