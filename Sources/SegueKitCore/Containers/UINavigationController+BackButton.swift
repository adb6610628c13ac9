// The back button and the edge-swipe pop, as UIKit decides them. Apple's documentation of `UINavigationItem`:
// `leftBarButtonItem` ("this property replaces the back button", unless `leftItemsSupplementBackButton`: "the items
// … are displayed to the right of the back button") and `hidesBackButton`. The edge swipe
// (`interactivePopGestureRecognizer`) begins only where the bar would show a back button, while the recognizer
// keeps UIKit's own delegate [E: the long-known behaviour that a custom left item disables the swipe until the app
// sets the recognizer's delegate — to `nil`, or to an object whose `gestureRecognizerShouldBegin(_:)` it answers].
extension UINavigationController {
  /// Whether the navigation bar shows a back button for the top controller: there is a controller below it, its
  /// item does not hide the back button, and it has no left items or they supplement the back button.
  package var showsBackButton: Bool {
    let stack = viewControllers
    guard stack.count > 1, let item = stack.last?.navigationItem, !item.hidesBackButton else { return false }
    return (item.leftBarButtonItems ?? []).isEmpty || item.leftItemsSupplementBackButton
  }

  /// Whether the edge swipe may begin: its recognizer is enabled, there is a controller to go back to, and the
  /// recognizer's delegate agrees — UIKit's own delegate where the bar shows a back button, the app's through
  /// `gestureRecognizerShouldBegin(_:)`, and always once the app has set the delegate to `nil`.
  package var interactivePopMayBegin: Bool {
    guard let recognizer = interactivePopGestureRecognizer, recognizer.isEnabled, viewControllers.count > 1 else {
      return false
    }
    guard let delegate = recognizer.delegate else { return true }
    if delegate === InteractivePopDelegate.shared { return showsBackButton }
    return delegate.gestureRecognizerShouldBegin(recognizer)
  }

  /// Whether the edge swipe's recognizer still has UIKit's own delegate (the app has not replaced it).
  package var interactivePopKeepsUIKitsDelegate: Bool {
    interactivePopGestureRecognizer?.delegate === InteractivePopDelegate.shared
  }

  /// The edge swipe's recognizer, with UIKit's own delegate.
  static func makeInteractivePopGestureRecognizer() -> UIGestureRecognizer {
    let recognizer = UIGestureRecognizer()
    recognizer.delegate = InteractivePopDelegate.shared
    return recognizer
  }
}

/// The delegate UIKit gives every navigation controller's edge-swipe recognizer (a private object in UIKit too);
/// its rule is ``UINavigationController/interactivePopMayBegin``.
final class InteractivePopDelegate: UIGestureRecognizerDelegate {
  static let shared = InteractivePopDelegate()
}
