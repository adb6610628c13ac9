/// One screen of an Android app, made and driven by the system from an `Intent`.
///
/// Mirrors `android.app.Activity`: override the life-cycle callbacks (each must call `super`, or the runtime throws
/// Android's `SuperNotCalledException`), start other activities with ``Context/startActivity(_:)``, go back with
/// ``finish()``. Apps never make activities with `init`: the runtime instantiates the class an intent names (an
/// activity made with `init` is not attached, and starting activities from it throws). Subclass
/// `AppCompatActivity` (or `ComponentActivity`) for the AndroidX surface: `lifecycle`, `onBackPressedDispatcher`,
/// `registerForActivityResult`, `supportFragmentManager`.
@preconcurrency @MainActor
open class Activity: Context, @MainActor CustomStringConvertible {
  /// Where the instance is in its life cycle.
  enum State: Int, Comparable {
    case initialized, created, started, resumed, paused, stopped, destroyed

    static func < (lhs: State, rhs: State) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Whether the activity is visible: started, resumed or paused.
    var isVisible: Bool { self == .started || self == .resumed || self == .paused }
  }

  /// The system's record of this instance; `nil` for an activity the app made itself.
  weak var record: ActivityRecord?
  var state: State = .initialized
  private var calledSuper = false
  private var launchIntent: Intent?
  /// Android's `mFinished`.
  public internal(set) var isFinishing = false
  /// Android's `isChangingConfigurations()`: true while the instance is torn down for a configuration change.
  public internal(set) var isChangingConfigurations = false

  /// Lets the testing library's step-wise controller mark a re-creation it drives.
  package var isChangingConfigurationsForTesting: Bool {
    get { isChangingConfigurations }
    set { isChangingConfigurations = newValue }
  }
  /// Whether the activity is paused (its `Lifecycle.State` is STARTED both while starting and while paused).
  package var isPaused: Bool { state == .paused }
  /// A number per instance made on the device, for Java's `Object.toString()` (`com.example.Main@1`).
  var instanceNumber = 0
  /// The window's content frame (`android.R.id.content`), which holds the content view.
  lazy var contentFrame: FrameLayout = {
    let frame = FrameLayout(self)
    frame.id = AndroidR.id.content
    return frame
  }()
  var resultCode: Int32 = Activity.RESULT_CANCELED
  var resultData: Intent?

  /// `Activity.RESULT_OK`.
  public static let RESULT_OK: Int32 = -1
  /// `Activity.RESULT_CANCELED`: also what a caller gets when the activity returns nothing (Back).
  public static let RESULT_CANCELED: Int32 = 0
  /// `Activity.RESULT_FIRST_USER`.
  public static let RESULT_FIRST_USER: Int32 = 1

  /// Made by the runtime (through the class an intent names), never by app code.
  public required override init() {}

  // MARK: State

  /// Android's `getIntent()`: the intent that started the activity (``setIntent(_:)`` replaces it).
  public var intent: Intent {
    get { launchIntent ?? Intent() }
    set { launchIntent = newValue }
  }

  /// Android's `setIntent(Intent)`.
  public func setIntent(_ newIntent: Intent) { launchIntent = newIntent }

  /// The instance's state as a `Lifecycle.State` (for platform activities too, which have no `lifecycle`).
  package var lifecycleState: Lifecycle.State {
    switch state {
    case .initialized: .INITIALIZED
    case .created, .stopped: .CREATED
    case .started, .paused: .STARTED
    case .resumed: .RESUMED
    case .destroyed: .DESTROYED
    }
  }

  /// The result set with `setResult` (`RESULT_CANCELED` and no data by default), as a caller would receive it.
  package var finishedResult: ActivityResult { ActivityResult(resultCode, resultData) }

  /// Android's `isDestroyed()`.
  public var isDestroyed: Bool { state == .destroyed }

  /// Android's `getComponentName()`.
  public var componentName: ComponentName? { record?.component }

  /// Android's `getTaskId()`, or -1 when not in a task.
  public var taskId: Int32 { record?.task.map { Int32($0.id) } ?? -1 }

  /// Android's `isTaskRoot()`.
  public var isTaskRoot: Bool { record.map { $0.task?.records.first === $0 } ?? false }

  /// Android's `getCallingActivity()`: the activity that started this one for a result.
  public var callingActivity: ComponentName? { callingActivityForTesting ?? record?.resultTo?.component }

  /// Android's `getCallingPackage()`: the package of ``callingActivity``.
  public var callingPackage: String? { callingActivity?.packageName }

  /// Android's `getApplication()`: the app's ``Application``, `nil` for an activity made with `init`.
  public var application: Application? { device?.application }

  /// Android's `getTitle()`: the manifest label, else the class's simple name.
  public var title: String {
    get { customTitle ?? record?.label ?? String(describing: type(of: self)) }
    set { customTitle = newValue }
  }
  private var customTitle: String?

  /// The options menu, once the window has made it (after the activity first became visible; Robolectric's
  /// `ShadowActivity.getOptionsMenu()`); `nil` before, or when ``Activity/onCreateOptionsMenu(_:)`` returned false.
  package internal(set) var optionsMenu: Menu?
  var isWindowVisible = false
  var isPanelMenuPosted = false
  /// Android's `mManagedDialogs`: the dialogs `showDialog` made, by id, with the arguments of their last showing.
  var managedDialogs: [Int32: Dialog] = [:]
  /// Android's `mHasCurrentPermissionsRequest`.
  var hasCurrentPermissionsRequest = false
  /// The last `requestPermissions` call, as Robolectric's `ShadowActivity.getLastRequestedPermission()` keeps it.
  package internal(set) var lastRequestedPermission: PermissionsRequest?
  var requestedOrientationOverride: Int32?
  /// The theme ``setTheme(_:)`` set (Android's `mThemeResource`); 0 for the manifest's.
  var themeResId: Int32 = 0
  /// Android's `mVisibleFromClient`: false for a `Theme.NoDisplay` activity, read after `onCreate`.
  package internal(set) var isVisibleFromClient = true
  /// Android's `getLastNonConfigurationInstance()`: what the instance this one replaces returned from
  /// ``onRetainNonConfigurationInstance()`` on a configuration change; `nil` otherwise, and from `onResume` on.
  public package(set) var lastNonConfigurationInstance: Any?
  /// A calling activity a test sets (Robolectric's `ShadowActivity.setCallingActivity`), which wins over the real
  /// one; `.some(nil)` hides it.
  package var callingActivityForTesting: ComponentName??

  /// Java's `Object.toString()`: the class name and an instance number (`com.example.MainActivity@1`).
  public var description: String {
    "\(componentName?.className ?? String(describing: type(of: self)))@\(String(instanceNumber, radix: 16))"
  }

  // MARK: Callbacks (§1.0)

  /// Android's `onCreate(Bundle)`: `savedInstanceState` is non-null only when re-created.
  open func onCreate(_ savedInstanceState: Bundle?) {
    calledSuper = true
    application?.dispatchActivityLifecycle { $0.onActivityCreated(self, savedInstanceState) }
  }
  /// Android's `onRestart()`.
  open func onRestart() { calledSuper = true }
  /// Android's `onStart()`.
  open func onStart() {
    calledSuper = true
    application?.dispatchActivityLifecycle { $0.onActivityStarted(self) }
  }
  /// Android's `onRestoreInstanceState(Bundle)`: only on re-creation, between `onStart` and `onPostCreate`.
  open func onRestoreInstanceState(_ savedInstanceState: Bundle) { calledSuper = true }
  /// Android's `onPostCreate(Bundle)`.
  open func onPostCreate(_ savedInstanceState: Bundle?) { calledSuper = true }
  /// Android's `onResume()`.
  open func onResume() {
    calledSuper = true
    application?.dispatchActivityLifecycle { $0.onActivityResumed(self) }
  }
  /// Android's `onPostResume()`.
  open func onPostResume() { calledSuper = true }
  /// Android's `onTopResumedActivityChanged(boolean)` (API 29).
  open func onTopResumedActivityChanged(_ isTopResumedActivity: Bool) {}
  /// Android's `onWindowFocusChanged(boolean)`.
  open func onWindowFocusChanged(_ hasFocus: Bool) {}
  /// Android's `onUserLeaveHint()`: right before `onPause` when the user leaves (Home).
  open func onUserLeaveHint() {}
  /// Android's `onPause()`.
  open func onPause() {
    calledSuper = true
    application?.dispatchActivityLifecycle { $0.onActivityPaused(self) }
  }
  /// Android's `onStop()`.
  open func onStop() {
    calledSuper = true
    application?.dispatchActivityLifecycle { $0.onActivityStopped(self) }
  }
  /// Android's `onSaveInstanceState(Bundle)`: after `onStop` for apps targeting API 28+, before it otherwise.
  open func onSaveInstanceState(_ outState: Bundle) {
    calledSuper = true
    application?.dispatchActivityLifecycle { $0.onActivitySaveInstanceState(self, outState) }
  }
  /// Android's `onRetainNonConfigurationInstance()`: asked between `onStop` and `onDestroy` when the instance is
  /// destroyed for a configuration change; the new instance reads the answer from
  /// ``Activity/lastNonConfigurationInstance``.
  open func onRetainNonConfigurationInstance() -> Any? { nil }
  /// Android's `onDestroy()`: also dismisses the dialogs ``Activity/showDialog(_:_:)`` manages.
  open func onDestroy() {
    calledSuper = true
    for dialog in managedDialogs.values where dialog.isShowing { dialog.dismiss() }
    managedDialogs = [:]
    application?.dispatchActivityLifecycle { $0.onActivityDestroyed(self) }
  }
  /// Android's `onNewIntent(Intent)`: never while resumed (the activity is paused first).
  open func onNewIntent(_ intent: Intent) { calledSuper = true }
  /// Android's `onActivityResult(int, int, Intent)`.
  open func onActivityResult(_ requestCode: Int32, _ resultCode: Int32, _ data: Intent?) { calledSuper = true }
  /// Android's `onConfigurationChanged(Configuration)`: only for changes the manifest's `configChanges` covers.
  open func onConfigurationChanged(_ newConfig: Configuration) { calledSuper = true }

  // MARK: Options menu, dialogs, permissions

  /// Android's `onCreateOptionsMenu(Menu)`: add the items; return false for no menu. The window calls it once the
  /// activity is first visible (right after its first `onPostResume`), and again, on the main queue, after
  /// ``Activity/invalidateOptionsMenu()``.
  open func onCreateOptionsMenu(_ menu: Menu) -> Bool { true }
  /// Android's `onPrepareOptionsMenu(Menu)`: right after ``Activity/onCreateOptionsMenu(_:)``; hide or disable
  /// items here.
  open func onPrepareOptionsMenu(_ menu: Menu) -> Bool { true }
  /// Android's `onOptionsItemSelected(MenuItem)`: return true when the click is handled.
  open func onOptionsItemSelected(_ item: MenuItem) -> Bool { false }
  /// Android's `onMenuItemSelected(int featureId, MenuItem)`: options-panel clicks go to
  /// ``Activity/onOptionsItemSelected(_:)``.
  open func onMenuItemSelected(_ featureId: Int32, _ item: MenuItem) -> Bool {
    featureId == Window.FEATURE_OPTIONS_PANEL && onOptionsItemSelected(item)
  }

  /// Android's deprecated `onCreateDialog(int)`: the dialog ``Activity/showDialog(_:_:)`` manages under `id`, or
  /// `nil`.
  open func onCreateDialog(_ id: Int32) -> Dialog? { nil }
  /// Android's `onCreateDialog(int, Bundle)`: calls ``Activity/onCreateDialog(_:)``.
  open func onCreateDialog(_ id: Int32, _ args: Bundle?) -> Dialog? { onCreateDialog(id) }
  /// Android's deprecated `onPrepareDialog(int, Dialog)`: sets the dialog's owner activity.
  open func onPrepareDialog(_ id: Int32, _ dialog: Dialog) { dialog.ownerActivity = self }
  /// Android's `onPrepareDialog(int, Dialog, Bundle)`: every time the dialog is shown; calls
  /// ``Activity/onPrepareDialog(_:_:)``.
  open func onPrepareDialog(_ id: Int32, _ dialog: Dialog, _ args: Bundle?) { onPrepareDialog(id, dialog) }

  /// Android's `onRequestPermissionsResult(int, String[], int[])`: the answer to
  /// ``Activity/requestPermissions(_:_:)``, one ``PackageManager/PERMISSION_GRANTED`` or
  /// ``PackageManager/PERMISSION_DENIED`` per permission; empty arrays
  /// mean the request was cancelled.
  open func onRequestPermissionsResult(_ requestCode: Int32, _ permissions: [String], _ grantResults: [Int32]) {}

  /// Android's `onContentChanged()`: the window's content view changed (`setContentView`).
  open func onContentChanged() {}

  /// Android's `onBackPressed()`: finishes the activity, except that from API 31 the root activity of a launcher
  /// task moves the task to the back instead (<doc:AndroidBehaviour> §1.3).
  open func onBackPressed() {
    guard let record, let device = record.device else { return finish() }
    if device.sdkInt >= 31, isTaskRoot, record.isLauncherEntry {
      _ = moveTaskToBack(false)
    } else {
      finish()
    }
  }

  /// Android's `startActivity(Intent, Bundle)`: from an activity, into its task unless flags or launch modes say
  /// otherwise.
  open override func startActivity(_ intent: Intent, _ options: Bundle?) {
    startActivityForResult(intent, -1, options)
  }

  /// Android's `finish()`: the activity leaves its task now; its teardown runs on the main queue, the activity
  /// below comes back, with this one's result if it was started for one.
  open func finish() {
    guard !AndroidException.isUnwinding, !isFinishing else { return }
    guard let record, let device = record.device else {
      isFinishing = true
      return
    }
    device.finish(record)
  }

  /// The methods `android:onClick` names, by name: Android finds `public void name(View)` by reflection, which
  /// Swift lacks. Not in Android: override it to list the handlers.
  ///
  /// ```swift
  /// override class var onClickHandlers: [String: (Activity, View) -> Void] {
  ///   ["buy": { ($0 as! ShopActivity).buy($1) }]
  /// }
  /// ```
  // The handlers' type carries no `@MainActor`: they run on the main actor anyway (a click is delivered there), and
  // a concurrency-annotated function type in this overridable member of a `@preconcurrency` class is mangled two
  // ways by Swift 6.3's incremental builds, which then fail to link.
  open class var onClickHandlers: [String: (Activity, View) -> Void] { [:] }

  // MARK: Calls into the runtime

  /// Runs one callback for the runtime: resets Android's `mCalled`, tells the observer, and throws
  /// `SuperNotCalledException` when an overriding method did not call `super`.
  func perform(_ step: LifecycleCallback, checksSuper: Bool = true, _ callback: () -> Void) {
    calledSuper = false
    callback()
    LifecycleObservation.notify(self, step)
    if checksSuper, !calledSuper {
      let component = componentName?.toShortString() ?? String(describing: type(of: self))
      AndroidException.raise(
        .superNotCalled("Activity \(component) did not call through to super.\(step.methodName)()"))
    }
  }
}
