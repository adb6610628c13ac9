/// A hook that sees every life-cycle callback as it runs, for the testing library's trace.
///
/// Not in UIKit. `package`, so only this package's `SegueKitTesting` can install it; it lets the driver record
/// the exact order of callbacks without subclassing the app's controllers.
@MainActor
package enum LifeCycleObservation {
  package enum Callback: Sendable {
    case viewDidLoad, viewWillAppear, viewIsAppearing, viewDidAppear, viewWillDisappear, viewDidDisappear
  }

  /// Called after each callback returns, with the controller, the callback and its `animated` argument.
  package static var observer: (@MainActor (UIViewController, Callback, Bool) -> Void)?

  static func notify(_ controller: UIViewController, _ callback: Callback, _ animated: Bool) {
    observer?(controller, callback, animated)
  }
}
