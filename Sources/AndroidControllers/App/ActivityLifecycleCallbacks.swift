extension Application {
  /// Android's `Application.ActivityLifecycleCallbacks`: told of every activity's life-cycle steps, from inside the
  /// activity's own `super` call (AOSP `Activity.onCreate` → `dispatchActivityCreated`, and so on).
  ///
  /// ```swift
  /// application.registerActivityLifecycleCallbacks(AnalyticsCallbacks())
  /// ```
  @preconcurrency @MainActor
  public protocol ActivityLifecycleCallbacks: AnyObject {
    /// Android's `onActivityCreated(Activity, Bundle)`.
    func onActivityCreated(_ activity: Activity, _ savedInstanceState: Bundle?)
    /// Android's `onActivityStarted(Activity)`.
    func onActivityStarted(_ activity: Activity)
    /// Android's `onActivityResumed(Activity)`.
    func onActivityResumed(_ activity: Activity)
    /// Android's `onActivityPaused(Activity)`.
    func onActivityPaused(_ activity: Activity)
    /// Android's `onActivityStopped(Activity)`.
    func onActivityStopped(_ activity: Activity)
    /// Android's `onActivitySaveInstanceState(Activity, Bundle)`.
    func onActivitySaveInstanceState(_ activity: Activity, _ outState: Bundle)
    /// Android's `onActivityDestroyed(Activity)`.
    func onActivityDestroyed(_ activity: Activity)
  }

  /// Android's `registerActivityLifecycleCallbacks(ActivityLifecycleCallbacks)`.
  public func registerActivityLifecycleCallbacks(_ callback: any ActivityLifecycleCallbacks) {
    activityLifecycleCallbacks.append(callback)
  }

  /// Android's `unregisterActivityLifecycleCallbacks(ActivityLifecycleCallbacks)`.
  public func unregisterActivityLifecycleCallbacks(_ callback: any ActivityLifecycleCallbacks) {
    activityLifecycleCallbacks.removeAll { $0 === callback }
  }

  /// Tells each registered callback, in registration order (AOSP `Application.collectActivityLifecycleCallbacks`).
  func dispatchActivityLifecycle(_ body: (any ActivityLifecycleCallbacks) -> Void) {
    for callback in activityLifecycleCallbacks { body(callback) }
  }
}
