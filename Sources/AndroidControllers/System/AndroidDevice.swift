public import AndroidFormat

/// A headless Android device with one app installed: the system's tasks and back stacks, the app's process, and the
/// user's hardware actions (launcher icon, Back, Home, rotation).
///
/// Not in Android as a type: it plays the system server (`ActivityTaskManagerService`), the launcher and the app's
/// `ActivityThread`. Starting activities changes the tasks at once; the life-cycle callbacks that follow run on
/// the main queue (`MainQueue.drain()`), in the orders of <doc:AndroidBehaviour> §1, so the same steps give the same trace every run.
///
/// ```swift
/// let device = AndroidDevice(manifest: manifest, activities: [MainActivity.self, DetailActivity.self])
/// device.launch()          // the launcher icon: Application.onCreate, then MainActivity up to RESUMED
/// MainQueue.drain()
/// ```
@preconcurrency @MainActor
public final class AndroidDevice {
  /// The app's decoded manifest.
  public private(set) var manifest: AndroidManifest
  /// `Build.VERSION.SDK_INT` of the simulated device. Defaults to 34; decides Android 12's Back on a launcher root.
  public var sdkInt: Int
  /// The app's target API level: the manifest's, else 34. Decides where `onSaveInstanceState` runs (<doc:AndroidBehaviour> §1.2) and
  /// when results arrive (<doc:AndroidBehaviour> §1.3).
  public var targetSdkVersion: Int
  /// The binder's transaction buffer in bytes (1 MB, <doc:AndroidBehaviour> §3.3): an intent's extras or a saved state larger than
  /// this fails as on the device.
  public var binderTransactionLimit = 1_048_576
  /// Whether an activity the manifest declares but whose class the device was not given is played by a stand-in
  /// (its life cycle, tasks and `tools:context` layout, none of its code) instead of failing with Android's
  /// `ClassNotFoundException`. Off by default.
  ///
  /// Not in Android: what lets `segue run` drive an app folder without the app's classes.
  public var playsMissingClasses = false {
    didSet { FragmentFactory.playsMissingClasses = playsMissingClasses }
  }
  /// The configuration activities are made with; change it with ``setConfiguration(_:)`` or ``rotate()``.
  public private(set) var configuration = Configuration()
  /// The app's `Application`, while its process runs.
  public internal(set) var application: Application?

  let applicationClass: Application.Type
  var classes: ActivityClassTable
  /// The fragment classes the device was given: what its fragment managers' factories find by name.
  let fragmentClasses: FragmentClassTable
  var unfocusableClasses: Set<ObjectIdentifier> = []
  /// Records of activities a test drives step by step, and the intents they started.
  var detachedRecords: [ActivityRecord] = []
  var startedFromDetached: [StartedIntent] = []
  /// The user's answers to runtime permissions (true: granted), and how often a request was denied, by permission.
  var permissionGrants: [String: Bool] = [:]
  var permissionDenials: [String: Int] = [:]
  /// The dialog shown last (Robolectric's `ShadowDialog.getLatestDialog()`).
  package var latestDialog: Dialog?
  /// The tasks, front first (the recents order).
  var tasks: [TaskRecord] = []
  /// Records taken out of their tasks whose instances have not been destroyed yet, in the order they went.
  var finishingRecords: [ActivityRecord] = []
  /// Whether the launcher is in front (the app's tasks are all in the background).
  var isHome = true
  var userIsLeaving = false
  /// The activity with window focus, and the one last told it is the top resumed activity (API 29).
  weak var focused: ActivityRecord?
  weak var topResumed: ActivityRecord?
  var nextTaskID = 1
  var nextInstanceNumber = 1
  var updateScheduled = false
  var isUpdating = false

  /// A device with the app of `manifest` installed (not running): `activities` are the classes the manifest's
  /// activities name, found by their simple names (`MainActivity` for `.MainActivity`); `application` is the
  /// `<application android:name>` class.
  ///
  /// `fragments` are the fragment classes layouts and saved state name; `resources` the app's `res/` folder.
  public init(
    manifest: AndroidManifest, activities: [Activity.Type], fragments: [Fragment.Type] = [],
    application: Application.Type = Application.self, resources: AndroidResources = AndroidResources(),
    sdkInt: Int = 34, appComponentFactory: AppComponentFactory? = nil
  ) {
    self.manifest = manifest
    self.appComponentFactory = appComponentFactory
    self.sdkInt = sdkInt
    targetSdkVersion = manifest.targetLevel ?? 34
    applicationClass = application
    classes = ActivityClassTable(activities)
    self.resources = Resources(resources, packageName: manifest.package ?? "")
    fragmentClasses = FragmentClassTable(fragments + [NavHostFragment.self])
    FragmentFactory.register(fragmentClasses)
    FragmentFactory.playsMissingClasses = false
    NavController.deepLinkSaveState = true
  }

  /// What makes the app's activities and `Application` from their class names: the instance of the class the
  /// manifest's `android:appComponentFactory` names (Android makes it; here the device is given it). With none, the
  /// device makes the classes it was given with their no-argument initializers.
  public let appComponentFactory: AppComponentFactory?

  /// The loader an ``AppComponentFactory`` is given: the device's classes by name.
  var classLoader: ClassLoader { ClassLoader(activities: classes, application: applicationClass) }

  /// The app's resources (Android's `Context.getResources()`).
  public let resources: Resources

  /// The app's package name.
  public var packageName: String { manifest.package ?? "" }

  // MARK: The user's actions

  /// Taps the app's launcher icon: starts the `MAIN`/`LAUNCHER` activity in a new task, or brings the app's task
  /// back as it was (<doc:AndroidBehaviour> §4), reset as the launcher's `FLAG_ACTIVITY_RESET_TASK_IF_NEEDED` asks
  /// (`clearTaskOnLaunch`, `finishOnTaskLaunch`). With several launcher entries, `launcherIndex` picks one (manifest order).
  ///
  /// Throws when the manifest has no launcher activity: Android installs such an app without an icon.
  public func launch(launcherIndex: Int = 0) throws(AndroidDeviceError) {
    let launchers = manifest.launcherActivities
    guard !launchers.isEmpty else { throw AndroidDeviceError.noLauncherActivity(manifest.path) }
    guard launchers.indices.contains(launcherIndex) else {
      throw AndroidDeviceError.noSuchLauncher(launcherIndex, count: launchers.count)
    }
    let intent = Intent(Intent.ACTION_MAIN).addCategory(Intent.CATEGORY_LAUNCHER)
      .setComponent(ComponentName(packageName, launchers[launcherIndex].className))
      .addFlags(Intent.FLAG_ACTIVITY_NEW_TASK | Intent.FLAG_ACTIVITY_RESET_TASK_IF_NEEDED)
    startActivity(intent, from: nil, requestCode: -1)
  }

  /// Presses Back: the top activity's `onBackPressed()` (through `OnBackPressedDispatcher` for AndroidX
  /// activities).
  public func pressBack() {
    guard !isHome, let top = tasks.first?.top?.activity else { return }
    top.onBackPressed()
  }

  /// Presses Home: the app's tasks go to the background (`onUserLeaveHint`, `onPause`, `onStop`, <doc:AndroidBehaviour> §1.6).
  public func pressHome() {
    guard !isHome else { return }
    isHome = true
    userIsLeaving = true
    scheduleUpdate()
  }

  /// Brings a task to the front from the recents screen.
  public func moveTaskToFront(_ taskId: Int32) {
    guard let index = tasks.firstIndex(where: { $0.id == Int(taskId) }) else { return }
    tasks.insert(tasks.remove(at: index), at: 0)
    isHome = false
    scheduleUpdate()
  }

  /// Turns the device a quarter: a configuration change of orientation and screen size (<doc:AndroidBehaviour> §1.4).
  public func rotate() {
    setConfiguration(configuration.rotated())
  }

  /// Changes the configuration: visible activities are re-created (new instances with their saved state) unless
  /// their manifest's `configChanges` covers every changed field; the others are when they next become visible.
  public func setConfiguration(_ newConfiguration: Configuration) {
    guard newConfiguration != configuration else { return }
    configuration = newConfiguration
    application?.onConfigurationChanged(newConfiguration)
    scheduleUpdate()
  }

  /// Kills the app's process as the system does for memory, like `adb shell am kill`: only when the app is in the
  /// background (every activity stopped). No callback runs; the tasks and each activity's saved state survive, and
  /// returning to the app starts a new process and re-creates the top activity (<doc:AndroidBehaviour> §1.7). Returns whether the
  /// process was killed.
  @discardableResult
  public func killProcess() -> Bool {
    let live = tasks.flatMap(\.records).compactMap(\.activity)
    guard application != nil, isHome, finishingRecords.isEmpty, live.allSatisfy({ $0.state == .stopped }) else {
      return false
    }
    for record in tasks.flatMap(\.records) {
      record.activity?.record = nil
      record.activity = nil
    }
    application = nil
    focused = nil
    topResumed = nil
    return true
  }

  // MARK: Reading the state

  /// The tasks in recents order (front first), each with its activities bottom first: the component, and the
  /// instance — `nil` where the system keeps only the record (after process death, until it is shown again).
  public var recentTasks: [(taskId: Int32, activities: [(component: ComponentName, instance: Activity?)])] {
    tasks.map { task in (Int32(task.id), task.records.map { ($0.component, $0.activity) }) }
  }

  /// The activity on top of the front task, when the app is in front.
  public var topActivity: Activity? { isHome ? nil : tasks.first?.top?.activity }

  /// Whether the launcher is in front.
  public var isAtHome: Bool { isHome }

  /// Whether the app's process runs.
  public var isProcessAlive: Bool { application != nil }

  // MARK: Tasks

  func makeTask(affinity: String?) -> TaskRecord {
    let task = TaskRecord(id: nextTaskID, affinity: affinity)
    nextTaskID += 1
    task.returnTo = isHome ? nil : tasks.first
    tasks.insert(task, at: 0)
    return task
  }

  func bringToFront(_ task: TaskRecord) {
    if let index = tasks.firstIndex(where: { $0 === task }), index != 0 {
      tasks.insert(tasks.remove(at: index), at: 0)
    }
    isHome = false
  }

  func moveTaskToBack(_ task: TaskRecord) {
    guard let index = tasks.firstIndex(where: { $0 === task }) else { return }
    tasks.append(tasks.remove(at: index))
    if index == 0 { isHome = true }
    scheduleUpdate()
  }
}

/// Why ``AndroidDevice/launch(launcherIndex:)`` could not tap an icon. Not in Android.
public enum AndroidDeviceError: Error, Equatable, CustomStringConvertible {
  /// The manifest declares no `MAIN`/`LAUNCHER` activity (Android Studio: "Default Activity not found").
  case noLauncherActivity(String)
  /// The launcher index is out of range.
  case noSuchLauncher(Int, count: Int)

  public var description: String {
    switch self {
    case .noLauncherActivity(let path):
      "\(path): no activity has an intent filter with action MAIN and category LAUNCHER: Default Activity not found"
    case .noSuchLauncher(let index, let count):
      "launcher entry \(index) does not exist: the manifest declares \(count)"
    }
  }
}

extension AndroidDevice {
  /// Starts an activity from outside the app, as `adb shell am start` or a test runner's instrumentation does: in a
  /// new task unless one of its affinity exists (the intent gets ``Intent/FLAG_ACTIVITY_NEW_TASK``).
  public func startActivity(_ intent: Intent) {
    startActivity(Intent(intent).addFlags(Intent.FLAG_ACTIVITY_NEW_TASK), from: nil, requestCode: -1)
  }

  /// Adds activities the system knows besides the manifest's, as a test library's merged manifest does
  /// (androidx.test's empty activities).
  /// `unfocusable` activities never take window focus: the one under them keeps it (androidx.test's empty
  /// activities, whose covering Robolectric's ActivityScenarioTest expects to cause no focus change).
  package func declare(_ activities: [ManifestActivity], classes extra: [Activity.Type], unfocusable: Bool) {
    manifest.application?.activities += activities
    classes.add(extra)
    if unfocusable { unfocusableClasses.formUnion(extra.map(ObjectIdentifier.init)) }
  }
}

extension AndroidDevice {
  /// Attaches an activity the test drives itself, step by step (Robolectric's `ActivityController`): it has a
  /// record, an intent and the device, but no task, so the device never moves it; what it starts is recorded in
  /// ``startedIntents`` instead of being started.
  /// The activity must be declared (``declare(_:classes:unfocusable:)``); returns false when it is not.
  @discardableResult
  package func attachDetached(_ activity: Activity, intent: Intent) -> Bool {
    let className = className(of: type(of: activity))
    guard let info = manifest.activity(named: className) else { return false }
    intent.setComponent(ComponentName(packageName, className))
    let record = ActivityRecord(
      info: info, component: ComponentName(packageName, className), activityClass: type(of: activity),
      intent: intent, device: self, noHistory: false)
    detachedRecords.append(record)
    record.activity = activity
    activity.device = self
    activity.record = record
    activity.intent = intent
    activity.instanceNumber = nextInstanceNumber
    nextInstanceNumber += 1
    if application == nil {
      let application = applicationClass.init()
      application.device = self
      self.application = application
      application.onCreate()
    }
    return true
  }

  /// What activities driven step by step started, newest first, as Robolectric's `ShadowInstrumentation` keeps
  /// them: the intent itself (not a copy), the request code (-1 for `startActivity`) and the options.
  package var startedIntents: [StartedIntent] {
    get { startedFromDetached }
    set { startedFromDetached = newValue }
  }
}
