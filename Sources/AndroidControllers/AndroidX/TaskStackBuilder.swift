internal import AndroidFormat

/// A synthetic task to start at once: the intents of the activities above which a deep-linked activity shows, its
/// manifest parents (`android:parentActivityName`) first — AndroidX Core's `androidx.core.app.TaskStackBuilder`,
/// which Navigation's deep links and `NavDeepLinkBuilder` use.
///
/// `addNextIntentWithParentStack` puts the target's parent chain (AndroidX `NavUtils.getParentActivityIntent`: a
/// main launcher intent for a parent that has no parent itself, an explicit intent otherwise) under the intent;
/// `startActivities` starts them with the first one made a new, cleared task (`FLAG_ACTIVITY_NEW_TASK |
/// FLAG_ACTIVITY_CLEAR_TASK | FLAG_ACTIVITY_TASK_ON_HOME`).
///
/// ```swift
/// TaskStackBuilder.create(context)
///   .addNextIntentWithParentStack(Intent(context, DetailActivity.self))
///   .startActivities()
/// ```
@preconcurrency @MainActor
public final class TaskStackBuilder {
  private let sourceContext: Context
  private var intents: [Intent] = []

  private init(_ context: Context) { sourceContext = context }

  /// AndroidX's `TaskStackBuilder.create(Context)`.
  public static func create(_ context: Context) -> TaskStackBuilder { TaskStackBuilder(context) }

  /// AndroidX's `addNextIntent(Intent)`: the intent goes on top of the stack as it is.
  @discardableResult
  public func addNextIntent(_ nextIntent: Intent) -> TaskStackBuilder {
    intents.append(nextIntent)
    return self
  }

  /// AndroidX's `addNextIntentWithParentStack(Intent)`: the target's parents (the intent's component, else the
  /// activity it resolves to), then the intent.
  @discardableResult
  public func addNextIntentWithParentStack(_ nextIntent: Intent) -> TaskStackBuilder {
    if let target = nextIntent.component ?? sourceContext.device?.resolveQuietly(nextIntent) {
      addParentStack(target)
    }
    return addNextIntent(nextIntent)
  }

  /// AndroidX's `addParentStack(ComponentName)`: the manifest's parent chain of the activity, root first, added
  /// after the intents already there. A component the manifest does not declare fails with AndroidX's
  /// `IllegalArgumentException` (its `NameNotFoundException` wrapped), after its log line.
  @discardableResult
  public func addParentStack(_ sourceActivityName: ComponentName) -> TaskStackBuilder {
    let insertAt = intents.count
    guard let device = sourceContext.device else { return self }
    var parent = Self.parentActivityIntent(device, sourceActivityName)
    while case .some(let next) = parent {
      guard let intent = next else {
        Console.log("E/TaskStackBuilder: Bad ComponentName while traversing activity parent metadata")
        AndroidException.raise(
          .illegalArgument("android.content.pm.PackageManager$NameNotFoundException: \(sourceActivityName)"))
        return self
      }
      intents.insert(intent, at: insertAt)
      parent = intent.component.map { Self.parentActivityIntent(device, $0) } ?? .none
    }
    return self
  }

  /// AndroidX's `getIntentCount()`.
  public var intentCount: Int { intents.count }

  /// AndroidX's `editIntentAt(int)`: the intent itself, to change before starting.
  public func editIntentAt(_ index: Int) -> Intent? {
    intents.indices.contains(index) ? intents[index] : nil
  }

  /// AndroidX's `getIntents()`: copies, the first with `FLAG_ACTIVITY_NEW_TASK | FLAG_ACTIVITY_CLEAR_TASK |
  /// FLAG_ACTIVITY_TASK_ON_HOME` added.
  public func getIntents() -> [Intent] {
    let copies = intents.map(Intent.init)
    if !copies.isEmpty {
      copies[0].addFlags(
        Intent.FLAG_ACTIVITY_NEW_TASK | Intent.FLAG_ACTIVITY_CLEAR_TASK | Intent.FLAG_ACTIVITY_TASK_ON_HOME)
    }
    return copies
  }

  /// AndroidX's `startActivities()`.
  public func startActivities() { startActivities(nil) }

  /// AndroidX's `startActivities(Bundle)`: ``getIntents()`` started through `Context.startActivities`; none added
  /// fails with AndroidX's text.
  public func startActivities(_ options: Bundle?) {
    guard !intents.isEmpty else {
      AndroidException.raise(.illegalState("No intents added to TaskStackBuilder; cannot startActivities"))
      return
    }
    let started = getIntents()
    if let activity = sourceContext as? Activity {
      activity.startActivities(started, options)
    } else if let device = sourceContext.device {
      device.startActivities(started, from: nil, options: options)
    } else {
      AndroidException.raise(.nullPointer(method: "startActivities"))
    }
  }

  /// AndroidX `NavUtils.getParentActivityIntent(Context, ComponentName)`: `.none` without a parent, `nil` inside for
  /// a component the manifest does not declare (`NameNotFoundException`). The parent is `android:parentActivityName`,
  /// else the `android.support.PARENT_ACTIVITY` meta-data (a leading `.` under the package); the intent is
  /// `Intent.makeMainActivity(target)` when the parent has no parent, `Intent().setComponent(target)` otherwise.
  static func parentActivityIntent(_ device: AndroidDevice, _ component: ComponentName) -> Intent?? {
    guard let info = device.manifest.activity(named: component.className) else { return .some(nil) }
    guard let parentName = parentActivityName(device, info) else { return .none }
    let target = ComponentName(component.packageName, parentName)
    let grandparent = device.manifest.activity(named: parentName).flatMap { parentActivityName(device, $0) }
    if grandparent == nil {
      return Intent(Intent.ACTION_MAIN).setComponent(target).addCategory(Intent.CATEGORY_LAUNCHER)
    }
    return Intent().setComponent(target)
  }

  /// AndroidX `NavUtils.getParentActivityName(Context, ComponentName)`.
  private static func parentActivityName(_ device: AndroidDevice, _ info: ManifestActivity) -> String? {
    if let name = info.parentActivityName { return name }
    guard let value = info.metaData.first(where: { $0.name == "android.support.PARENT_ACTIVITY" })?.value else {
      return nil
    }
    return value.hasPrefix(".") ? device.packageName + value : value
  }
}

extension AndroidDevice {
  /// `Intent.resolveActivity(PackageManager)`: the component an implicit intent starts, `nil` (nothing raised) when
  /// none handles it.
  func resolveQuietly(_ intent: Intent) -> ComponentName? {
    let handler = manifest.activities.first { activity in
      activity.enabled != false && activity.intentFilters.contains { matches(intent, $0) }
    }
    return handler.map { ComponentName(packageName, $0.className) }
  }
}
