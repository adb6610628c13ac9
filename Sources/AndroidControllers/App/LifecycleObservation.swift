/// A hook that sees every life-cycle callback of activities (and fragments) as it runs, for the testing library.
///
/// Not in Android. `package`, so only this package's testing module can install it; it records the exact order of
/// callbacks without subclassing the app's classes (Android's closest is `Application.ActivityLifecycleCallbacks`,
/// which sees fewer callbacks).
@MainActor
package enum LifecycleObservation {
  /// Called after each callback returns: the object, the callback as Android names it, and its argument as the
  /// trace shows it (`onCreate(null)`, `onWindowFocusChanged(true)`).
  package static var observer: (@MainActor (AnyObject, String) -> Void)?

  static func notify(_ object: AnyObject, _ callback: String) {
    observer?(object, callback)
  }
}
