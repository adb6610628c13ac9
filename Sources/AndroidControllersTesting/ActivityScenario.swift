public import AndroidControllers
public import AndroidFormat

/// Launches one activity and moves it between life-cycle states: AndroidX Test's `ActivityScenario`.
///
/// Mirrors `androidx.test.core.app.ActivityScenario` as it runs under Robolectric or on a device: ``launch(_:manifest:activities:sdkInt:targetSdkVersion:)``
/// brings the activity to RESUMED; ``moveToState(_:)`` moves it as androidx.test does, by starting its own empty
/// activity on top (a floating one for STARTED, an opaque one for CREATED) and finishing it again, so every
/// callback follows the platform's orders; ``recreate()`` re-creates it as a configuration change would. The
/// activity need not be in a manifest: a scenario declares it, as Robolectric's does.
///
/// ```swift
/// let scenario = try ActivityScenario.launch(MainActivity.self)
/// try scenario.moveToState(.CREATED)
/// try scenario.onActivity { #expect($0.lifecycle.currentState == .CREATED) }
/// ```
@preconcurrency @MainActor
public final class ActivityScenario<A: Activity> {
  /// The app the scenario runs in: its device, trace and snapshot.
  public let app: AndroidApp
  private var launched: A?

  private init(app: AndroidApp) {
    self.app = app
  }

  /// AndroidX's `ActivityScenario.launch(Class)`: the activity in a new task, RESUMED. `manifest` is the app's (the
  /// activity is declared when it is missing); without one, a manifest with the activity alone.
  public static func launch(
    _ activityClass: A.Type, manifest: AndroidManifest? = nil, activities: [Activity.Type] = [], sdkInt: Int = 34,
    targetSdkVersion: Int? = nil
  ) throws -> ActivityScenario<A> {
    try launch(
      activityClass, intent: nil, manifest: manifest, activities: activities, sdkInt: sdkInt,
      targetSdkVersion: targetSdkVersion)
  }

  /// AndroidX's `ActivityScenario.launch(Intent)`: the intent's extras reach the activity (as a copy); an intent
  /// with a component (an `activity-alias`, say) starts that component.
  public static func launch(
    _ activityClass: A.Type, intent: Intent?, manifest: AndroidManifest? = nil, activities: [Activity.Type] = [],
    sdkInt: Int = 34, targetSdkVersion: Int? = nil
  ) throws -> ActivityScenario<A> {
    let base = manifest ?? ScenarioActivities.manifest(package: "org.example.scenario")
    let device = AndroidDevice(manifest: base, activities: activities + [activityClass], sdkInt: sdkInt)
    if let targetSdkVersion { device.targetSdkVersion = targetSdkVersion }
    let className = String(describing: activityClass).split(separator: ".").last.map(String.init) ?? ""
    device.declare(ScenarioActivities.declarations(for: base, adding: className), classes: [], unfocusable: false)
    device.declare(
      [], classes: [ScenarioActivities.Empty.self, ScenarioActivities.EmptyFloating.self], unfocusable: true)
    let scenario = ActivityScenario(app: AndroidApp(device: device))
    let launchIntent = Intent(intent ?? Intent())
    if launchIntent.component == nil {
      launchIntent.setClassName(device.packageName, device.className(of: activityClass))
    }
    try scenario.app.step { device.startActivity(launchIntent) }
    scenario.launched = device.topActivity as? A
    return scenario
  }

  /// AndroidX's `getState()`: the activity's state, DESTROYED once it is gone.
  public var state: Lifecycle.State { launched?.lifecycleState ?? .DESTROYED }

  /// AndroidX's `onActivity(ActivityAction)`: runs `action` with the activity, then drains the main queue.
  @discardableResult
  public func onActivity(_ action: (A) -> Void) throws -> ActivityScenario<A> {
    guard let launched, state != .DESTROYED else {
      throw AndroidAppError.noSuchActivity(String(describing: A.self), top: nil)
    }
    try app.step { action(launched) }
    return self
  }

  /// AndroidX's `moveToState(State)`: CREATED (stopped), STARTED (paused), RESUMED, or DESTROYED (finished; the
  /// end of the scenario).
  @discardableResult
  public func moveToState(_ newState: Lifecycle.State) throws -> ActivityScenario<A> {
    guard let launched, newState != state else { return self }
    let device = app.device
    try app.step {
      for entry in device.recentTasks.flatMap(\.activities) {
        if let helper = entry.instance, helper is ScenarioActivities.Empty || helper is ScenarioActivities.EmptyFloating
        {
          helper.finish()
        }
      }
    }
    switch newState {
    case .STARTED: try cover(with: ScenarioActivities.EmptyFloating.self, from: launched)
    case .CREATED: try cover(with: ScenarioActivities.Empty.self, from: launched)
    case .DESTROYED: try app.step { launched.finish() }
    case .RESUMED, .INITIALIZED: break
    }
    return self
  }

  /// AndroidX's `recreate()`: a new instance with the saved state, back in the state the old one was in.
  @discardableResult
  public func recreate() throws -> ActivityScenario<A> {
    guard let launched else { return self }
    let before = state
    try app.step { launched.recreate() }
    self.launched = app.device.recentTasks.flatMap(\.activities).compactMap { $0.instance as? A }.last
    if before != state { try moveToState(before) }
    return self
  }

  /// AndroidX's `getResult()`: the result code and data the activity set, once it has finished; `nil` before.
  public var result: ActivityResult? {
    guard let launched, launched.isFinishing else { return nil }
    return launched.finishedResult
  }

  /// AndroidX's `close()`: finishes the activity.
  public func close() throws {
    try moveToState(.DESTROYED)
  }

  private func cover(with type: Activity.Type, from activity: A) throws {
    try app.step { activity.startActivity(Intent(activity, type)) }
  }
}
