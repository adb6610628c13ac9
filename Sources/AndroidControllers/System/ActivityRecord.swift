internal import AndroidFormat

/// The system's record of one activity in a task: what it is, the intent that started it, its live instance (none
/// after process death or before it is first shown), its saved state and the results and intents waiting for it.
///
/// Android keeps these in the system server (AOSP's `ActivityRecord`), which is why tasks outlive the app's process.
@preconcurrency @MainActor
final class ActivityRecord {
  let info: ManifestActivity
  let component: ComponentName
  let activityClass: Activity.Type
  unowned let device: AndroidDevice?
  weak var task: TaskRecord?
  var intent: Intent
  var activity: Activity?
  var savedState: Bundle?
  /// What the destroyed instance returned from `onRetainNonConfigurationInstance()`, for the next one.
  var nonConfigurationInstance: Any?
  /// The configuration the instance was made with; a visible instance with another one is relaunched.
  var configuration: Configuration
  var resultTo: ActivityRecord?
  var requestCode: Int32
  var pendingResults: [(requestCode: Int32, resultCode: Int32, data: Intent?)] = []
  var pendingNewIntents: [Intent] = []
  var noHistory: Bool
  var finishing = false
  /// Set by `recreate()`: the instance is torn down and made again on the next step.
  var relaunchRequested = false
  /// Set by a `recreate()` of a hidden activity: its new instance is made at once and stopped again.
  var makesInstanceWhenHidden = false

  init(
    info: ManifestActivity, component: ComponentName, activityClass: Activity.Type, intent: Intent,
    device: AndroidDevice, noHistory: Bool
  ) {
    self.info = info
    self.component = component
    self.activityClass = activityClass
    self.intent = intent
    self.device = device
    self.noHistory = noHistory
    configuration = device.configuration
    requestCode = -1
    isTranslucent = device.manifest.windowStyle(of: info) != .opaque
    let theme = device.manifest.theme(of: info)
    hasNoDisplayTheme = theme?.split(separator: "/").last?.split(separator: ".").contains("NoDisplay") ?? false
  }

  /// Whether the manifest gives the activity `@android:style/Theme.NoDisplay` (or a theme named after it). Read once.
  let hasNoDisplayTheme: Bool

  /// The instance's state, `.destroyed` when there is none.
  var state: Activity.State { activity?.state ?? .destroyed }

  /// Whether the activity below shows through (translucent or dialog theme): it is paused, not stopped. Read once:
  /// the life-cycle loop asks it of every record on every step.
  let isTranslucent: Bool

  /// Whether the record was started from the launcher: `MAIN` with `LAUNCHER`.
  var isLauncherEntry: Bool { intent.action == Intent.ACTION_MAIN && intent.hasCategory(Intent.CATEGORY_LAUNCHER) }

  /// The manifest's `android:label` for the activity, else the application's (AOSP `ComponentInfo.loadLabel`), when
  /// it is plain text.
  var label: String? {
    (info.androidAttributes["label"] ?? device?.manifest.application?.androidAttributes["label"])
      .flatMap { $0.hasPrefix("@") ? nil : $0 }
  }

  /// The `ActivityInfo.CONFIG_*` bits the manifest says the activity handles itself.
  var handledConfigChanges: Int32 { ActivityInfo.configChanges(info.configChanges) }
}

/// A task: a stack of activity records, bottom first, with the affinity of its root (<doc:AndroidBehaviour> §2).
///
/// Android's `Task` (formerly `TaskRecord`); renamed here to stay clear of Swift's `Task`.
@preconcurrency @MainActor
final class TaskRecord {
  let id: Int
  let affinity: String?
  /// The intent of the activity that made the task (Android's `Task.intent`; its component is `realActivity`): it
  /// stays when that activity finishes, and is what a later start is compared with.
  var baseIntent: Intent?
  /// The component of the activity that made the task (Android's `Task.realActivity`): an alias's target, not the
  /// alias the base intent names.
  var realActivity: ComponentName?
  var records: [ActivityRecord] = []
  /// The task that was in front when this one was made: it comes back when this one empties.
  weak var returnTo: TaskRecord?

  init(id: Int, affinity: String?) {
    self.id = id
    self.affinity = affinity
  }

  var top: ActivityRecord? { records.last }
  var root: ActivityRecord? { records.first }
}
