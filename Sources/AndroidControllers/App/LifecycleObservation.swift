/// A hook that sees every life-cycle callback of activities (and fragments) as it runs, for the testing library.
///
/// Not in Android. `package`, so only this package's testing module can install it; it records the exact order of
/// callbacks without subclassing the app's classes (Android's closest is `Application.ActivityLifecycleCallbacks`,
/// which sees fewer callbacks).
@MainActor
package enum LifecycleObservation {
  /// Called after each callback returns, with the object and the callback (with the argument a trace shows).
  package static var observer: (@MainActor (AnyObject, LifecycleCallback) -> Void)?

  static func notify(_ object: AnyObject, _ callback: LifecycleCallback) {
    observer?(object, callback)
  }
}
