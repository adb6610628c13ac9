public import AndroidControllers
public import AndroidFormat

/// Drives one activity through its callbacks one step at a time: Robolectric's `ActivityController`.
///
/// Mirrors `org.robolectric.android.controller.ActivityController` (`Robolectric.buildActivity(…)`): each method runs
/// exactly one framework step on the activity, which is attached to a device but placed in no task, so nothing moves
/// it but the test; what it starts is recorded (``nextStartedActivity()``, Robolectric's
/// `shadowOf(activity).getNextStartedActivity()`), not started. Prefer ``ActivityScenario``, which follows the
/// platform's orders by itself (Robolectric's javadoc says the same of its controller).
///
/// ```swift
/// let controller = try ActivityController.build(MainActivity.self).setup()
/// controller.pause().stop()
/// ```
@preconcurrency @MainActor
public final class ActivityController<A: Activity> {
  private let device: AndroidDevice
  private var activity: A
  private let intent: Intent
  private var savedForRecreate: AndroidControllers.Bundle?

  private init(device: AndroidDevice, activity: A, intent: Intent) {
    self.device = device
    self.activity = activity
    self.intent = intent
  }

  /// Robolectric's `Robolectric.buildActivity(Class, Intent)`: the activity made and attached, no callback run yet.
  /// A manifest that does not declare it gets it declared, as Robolectric does.
  public static func build(
    _ activityClass: A.Type, _ intent: Intent? = nil, manifest: AndroidManifest? = nil, sdkInt: Int = 34,
    targetSdkVersion: Int? = nil
  ) -> ActivityController<A> {
    let base = manifest ?? ScenarioActivities.manifest(package: "org.example.controller")
    let device = AndroidDevice(manifest: base, activities: [activityClass], sdkInt: sdkInt)
    if let targetSdkVersion { device.targetSdkVersion = targetSdkVersion }
    let className = String(describing: activityClass).split(separator: ".").last.map(String.init) ?? ""
    device.declare(ScenarioActivities.declarations(for: base, adding: className), classes: [], unfocusable: false)
    let launchIntent = Intent(intent ?? Intent())
    let activity = activityClass.init()
    device.attachDetached(activity, intent: launchIntent)
    return ActivityController(device: device, activity: activity, intent: launchIntent)
  }

  /// Robolectric's `get()`: the activity (a new instance after ``recreate()`` or a configuration change).
  public func get() -> A { activity }

  /// Robolectric's `create()` / `create(Bundle)`.
  @discardableResult
  public func create(_ savedInstanceState: AndroidControllers.Bundle? = nil) -> Self {
    run { activity.performCreate(savedInstanceState) }
  }
  /// Robolectric's `start()`.
  @discardableResult public func start() -> Self { run { activity.performStart() } }
  /// Robolectric's `restart()`: `onRestart` then `onStart`.
  @discardableResult
  public func restart() -> Self {
    run {
      activity.performRestart()
      activity.performStart()
    }
  }
  /// Robolectric's `restoreInstanceState(Bundle)`.
  @discardableResult
  public func restoreInstanceState(_ savedInstanceState: AndroidControllers.Bundle) -> Self {
    run { activity.performRestoreInstanceState(savedInstanceState) }
  }
  /// Robolectric's `postCreate(Bundle)`.
  @discardableResult
  public func postCreate(_ savedInstanceState: AndroidControllers.Bundle?) -> Self {
    run { activity.performPostCreate(savedInstanceState) }
  }
  /// Robolectric's `resume()`, with `onPostResume` (AOSP's `performResume` calls both).
  @discardableResult public func resume() -> Self { run { activity.performResume() } }
  /// Robolectric's `visible()`: the window shown; its first showing makes the options menu
  /// (`onCreateOptionsMenu`, `onPrepareOptionsMenu`). A `Theme.NoDisplay` activity has no window to show.
  @discardableResult
  public func visible() -> Self {
    run { if activity.isVisibleFromClient { activity.makeVisible() } }
  }
  /// Robolectric's `topActivityResumed(boolean)`.
  @discardableResult
  public func topActivityResumed(_ isTop: Bool) -> Self { run { activity.performTopResumedActivityChanged(isTop) } }
  /// Robolectric's `windowFocusChanged(boolean)`.
  @discardableResult
  public func windowFocusChanged(_ hasFocus: Bool) -> Self { run { activity.performWindowFocusChanged(hasFocus) } }
  /// Robolectric's `userLeaving()`.
  @discardableResult public func userLeaving() -> Self { run { activity.performUserLeaving() } }
  /// Robolectric's `pause()`.
  @discardableResult public func pause() -> Self { run { activity.performPause() } }
  /// Robolectric's `saveInstanceState(Bundle)`.
  @discardableResult
  public func saveInstanceState(_ outState: AndroidControllers.Bundle) -> Self {
    run { activity.performSaveInstanceState(outState) }
  }
  /// Robolectric's `stop()`.
  @discardableResult public func stop() -> Self { run { activity.performStop() } }
  /// Robolectric's `destroy()`.
  @discardableResult public func destroy() -> Self { run { activity.performDestroy() } }
  /// Robolectric's `newIntent(Intent)`.
  @discardableResult public func newIntent(_ intent: Intent) -> Self { run { activity.performNewIntent(intent) } }

  /// Robolectric's `setup()`: create, start, post-create, resume, visible, top-resumed, then window focus.
  @discardableResult
  public func setup() -> Self {
    create().start().postCreate(nil).resume().visible().topActivityResumed(true).windowFocusChanged(true)
  }

  /// Robolectric's `setup(Bundle)`: as ``setup()``, restoring `savedInstanceState` after `start`.
  @discardableResult
  public func setup(_ savedInstanceState: AndroidControllers.Bundle) -> Self {
    create(savedInstanceState).start().restoreInstanceState(savedInstanceState).postCreate(savedInstanceState)
      .resume().visible().topActivityResumed(true).windowFocusChanged(true)
  }

  /// Robolectric's `configurationChange(Configuration)`: `onConfigurationChanged` when the manifest's
  /// `configChanges` covers every changed field, else ``recreate()``.
  @discardableResult
  public func configurationChange(_ newConfiguration: Configuration) -> Self {
    let changes = device.configuration.diff(newConfiguration)
    let handled = ActivityInfo.configChanges(
      device.manifest.activity(named: device.className(of: A.self))?
        .configChanges ?? [])
    device.setConfiguration(newConfiguration)
    MainQueue.drain()
    if changes & ~handled == 0 { return run { activity.performConfigurationChanged(newConfiguration) } }
    return recreate()
  }

  /// Robolectric's `recreate()`: pause and stop as needed, save (after `onStop` from API 28), ask
  /// `onRetainNonConfigurationInstance`, destroy; then a new instance brought back to the state the old one was in
  /// along the platform's path, which goes through RESUMED on the way to PAUSED or STOPPED (AOSP
  /// TransactionExecutorHelper.getLifecyclePath from ON_CREATE).
  @discardableResult
  public func recreate() -> Self {
    let old = activity
    let wasResumed = old.lifecycleState == .RESUMED
    let wasStarted = old.lifecycleState.isAtLeast(.STARTED)
    let wasPaused = old.lifecycleState == .STARTED && old.isPaused
    let outState = AndroidControllers.Bundle()
    var retained: Any?
    run {
      old.isChangingConfigurationsForTesting = true
      if wasResumed { old.performPause() }
      if device.targetSdkVersion < 28 { old.performSaveInstanceState(outState) }
      if wasStarted { old.performStop() }
      if device.targetSdkVersion >= 28 { old.performSaveInstanceState(outState) }
      retained = old.onRetainNonConfigurationInstance()
      old.performDestroy()
    }
    let fresh = A.init()
    device.attachDetached(fresh, intent: intent)
    fresh.lastNonConfigurationInstance = retained
    activity = fresh
    create(outState).start().restoreInstanceState(outState).postCreate(outState)
    if wasResumed { return resume().topActivityResumed(true).windowFocusChanged(true) }
    guard wasPaused || !wasStarted else { return self }
    resume().pause()
    if !wasPaused { stop() }
    return self
  }

  // MARK: Robolectric's ShadowActivity

  /// Robolectric's `shadowOf(activity).getNextStartedActivity()`: the newest intent the activity started (the same
  /// instance), forgotten once returned.
  public func nextStartedActivity() -> Intent? { nextStartedActivityForResult()?.intent }

  /// Robolectric's `peekNextStartedActivity()`: as ``nextStartedActivity()``, kept.
  public func peekNextStartedActivity() -> Intent? { device.startedIntents.first?.intent }

  /// Robolectric's `getNextStartedActivityForResult()`: the newest start with its request code and options.
  public func nextStartedActivityForResult() -> StartedIntent? {
    device.startedIntents.isEmpty ? nil : device.startedIntents.removeFirst()
  }

  /// Robolectric's `peekNextStartedActivityForResult()`.
  public func peekNextStartedActivityForResult() -> StartedIntent? { device.startedIntents.first }

  /// Robolectric's `receiveResult(Intent, int, Intent)`: delivers a result to `onActivityResult` with the request code
  /// of the recorded start whose intent matches `requestIntent` (`Intent.filterEquals`); none matching throws
  /// Robolectric's `RuntimeException` ("No intent matches …").
  public func receiveResult(_ requestIntent: Intent, _ resultCode: Int32, _ resultData: Intent?) {
    let started = device.startedIntents.map(\.intent)
    guard let match = device.startedIntents.first(where: { $0.intent.filterEquals(requestIntent) }) else {
      AndroidException.raise(
        AndroidException(
          "java.lang.RuntimeException",
          "No intent matches \(requestIntent) among [\(started.map(\.description).joined(separator: ", "))]"))
      return
    }
    run {
      if match.intent.action == PackageManager.ACTION_REQUEST_PERMISSIONS {
        // AOSP Activity.dispatchActivityResult: a result for the "@android:requestPermissions:" who is a
        // permission answer.
        activity.dispatchRequestPermissionsResult(match.requestCode, resultData)
      } else {
        activity.performActivityResult(match.requestCode, resultCode, resultData)
      }
    }
  }

  /// Robolectric's `getResultCode()`: what the activity passed to `setResult` (`RESULT_CANCELED` before).
  public func resultCode() -> Int32 { activity.finishedResult.resultCode }

  /// Robolectric's `getResultIntent()`: the data the activity passed to `setResult(int, Intent)`, the same instance.
  public func resultIntent() -> Intent? { activity.finishedResult.data }

  /// Robolectric's `getOptionsMenu()`: the menu the window made once the activity was visible (``visible()``), or
  /// `nil`.
  public func optionsMenu() -> Menu? { activity.optionsMenu }

  /// Robolectric's `clickMenuItem(int)`: `onMenuItemSelected(FEATURE_OPTIONS_PANEL, item)` for the item with the id;
  /// returns whether the activity handled the click.
  @discardableResult
  public func clickMenuItem(_ menuItemResId: Int32) -> Bool {
    var handled = false
    run { handled = activity.performMenuItemClick(menuItemResId) }
    return handled
  }

  /// Robolectric's `getLastRequestedPermission()`: the activity's last `requestPermissions` call.
  public func lastRequestedPermission() -> PermissionsRequest? { activity.lastRequestedPermission }

  /// Robolectric's `ShadowApplication.grantPermissions(String...)`: see `AndroidDevice.grantPermissions(_:)`.
  public func grantPermissions(_ permissionNames: String...) {
    for permission in permissionNames { device.grantPermissions(permission) }
  }

  /// Robolectric's `ShadowApplication.denyPermissions(String...)`: see `AndroidDevice.denyPermissions(_:)`.
  public func denyPermissions(_ permissionNames: String...) {
    for permission in permissionNames { device.denyPermissions(permission) }
  }

  /// Robolectric's `getDialogById(int)`: the dialog `showDialog` manages under the id.
  public func dialogById(_ dialogId: Int32) -> Dialog? { activity.managedDialog(dialogId) }

  /// Robolectric's `ShadowDialog.getLatestDialog()`: the dialog shown last on the controller's device.
  public func latestDialog() -> Dialog? { device.latestDialog }

  /// Robolectric's `setCallingActivity(ComponentName)`: what `getCallingActivity()` and `getCallingPackage()`
  /// return from now on.
  public func setCallingActivity(_ activityName: AndroidControllers.ComponentName?) {
    activity.callingActivityForTesting = .some(activityName)
  }

  /// Robolectric's `setCallingPackage(String)`: a calling activity `unknown.Activity` in the package, unless the one
  /// set already is in that package.
  public func setCallingPackage(_ packageName: String?) {
    if let current = activity.callingActivity, current.packageName == packageName { return }
    let caller = packageName.map { AndroidControllers.ComponentName($0, "unknown.Activity") }
    activity.callingActivityForTesting = .some(caller)
  }

  @discardableResult
  private func run(_ step: () -> Void) -> Self {
    step()
    MainQueue.drain()
    return self
  }
}
