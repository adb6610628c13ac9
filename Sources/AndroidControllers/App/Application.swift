/// The app's process-wide object, created before any activity when the process starts.
///
/// Mirrors `android.app.Application`: the manifest's `<application android:name>` class (or this class), whose
/// ``onCreate()`` runs once per process start (<doc:AndroidBehaviour> §1.1) — again after process death (<doc:AndroidBehaviour> §1.7).
@preconcurrency @MainActor
open class Application: Context {
  /// What ``registerActivityLifecycleCallbacks(_:)`` registered.
  var activityLifecycleCallbacks: [any ActivityLifecycleCallbacks] = []

  public required override init() {}

  /// Android's `onCreate()`: the process started; no activity exists yet.
  open func onCreate() {}

  /// Android's `onConfigurationChanged(Configuration)`.
  open func onConfigurationChanged(_ newConfig: Configuration) {}
}
