/// A system view controller with buttons of its own interface, which iOS draws outside the app's views (see
/// ``SystemInterfaceButton``).
///
/// Not in UIKit. SafariServices' `SFSafariViewController` (its dismiss button), QuickLook's `QLPreviewController` and
/// StoreKit's `SKStoreProductViewController` (their Done buttons), and the image, document, contact and photo pickers
/// (their Cancel buttons) conform; SegueKitTesting lists the buttons
/// of each such controller on screen as bar button elements, in order, before the controller's views.
@preconcurrency @MainActor
public protocol SystemInterfaceButtons: AnyObject {
  /// The buttons the controller's interface shows now, in reading order.
  var systemInterfaceButtons: [SystemInterfaceButton] { get }
}
