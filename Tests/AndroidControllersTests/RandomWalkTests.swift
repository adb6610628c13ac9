import AndroidControllers
import AndroidControllersTesting
import SegueTestSupport
import Testing

/// A seeded random walk through starts (every launch mode, flags), Back, finish, rotation, Home, process death and
/// fragment transactions, checking after each step that every activity's and fragment's callbacks follow their state
/// machines, that the tasks are consistent, and at the end that nothing destroyed is kept alive.
@MainActor @Suite struct RandomWalkTests {
  private let extra = """
    <activity android:name=".TopActivity" android:launchMode="singleTop"/>
    <activity android:name=".OtherActivity" android:launchMode="singleTask" android:taskAffinity="com.other"/>
    <activity android:name=".DialogActivity" android:theme="@style/Theme.AppCompat.Dialog"/>
    <activity android:name=".HostActivity" android:configChanges="uiMode"/>
    <activity-alias android:name=".DetailAlias" android:targetActivity=".DetailActivity"/>
    <activity-alias android:name=".TopAlias" android:targetActivity=".TopActivity"/>
    <activity android:name=".PaymentActivity"/>
    """

  /// Serves `.PaymentActivity`, which has no Swift class of its own, with `ThirdActivity`; the rest by default.
  final class WalkFactory: AppComponentFactory {
    var made = 0
    override func instantiateActivity(_ cl: ClassLoader, _ className: String, _ intent: Intent?) throws -> Activity {
      made += 1
      if className.hasSuffix(".PaymentActivity") { return ThirdActivity() }
      return try super.instantiateActivity(cl, className, intent)
    }
  }

  /// Manifest names a start may use instead of a class: two aliases and the factory-made activity.
  private static let namedTargets = ["DetailAlias", "TopAlias", "PaymentActivity"]

  /// Which callbacks may follow each activity state (spec §1.0's table), by the callback names of the trace.
  private static let next: [String: Set<String>] = [
    "new": ["onCreate"],
    "onCreate": ["onStart", "onDestroy"],
    "onRestart": ["onStart"],
    "onStart": ["onRestoreInstanceState", "onPostCreate", "onResume", "onStop"],
    "onRestoreInstanceState": ["onPostCreate"],
    "onPostCreate": ["onResume", "onStop"],
    "onResume": ["onPostResume", "onPause"],
    "onPostResume": ["onPause"],
    "onPause": ["onResume", "onStop"],
    "onStop": ["onRestart", "onDestroy"],
    "onDestroy": [],
  ]

  /// Which callbacks may follow each fragment callback (spec §5.4; AndroidX's `FragmentStateManager` steps): a
  /// fragment removed for good may be added again after `onDetach`.
  private static let fragmentNext: [String: Set<String>] = [
    "new": ["onAttach"],
    "onAttach": ["onCreate"],
    "onCreate": ["onCreateView", "onDestroy"],
    "onCreateView": ["onViewCreated", "onViewStateRestored", "onDestroyView"],
    "onViewCreated": ["onViewStateRestored", "onDestroyView"],
    "onViewStateRestored": ["onStart", "onDestroyView"],
    "onStart": ["onResume", "onStop"],
    "onResume": ["onPause"],
    "onPause": ["onResume", "onStop"],
    "onStop": ["onStart", "onDestroyView"],
    "onDestroyView": ["onCreateView", "onDestroy"],
    "onDestroy": ["onDetach"],
    "onDetach": ["onAttach"],
  ]

  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func aRandomWalkKeepsEveryInvariant(seed: UInt64) throws {
    Hooks.reset()
    HostActivity.commitInOnCreate = true
    HostActivity.onStopHook = nil
    var generator = SplitMix64(seed: seed)
    // Odd seeds make their activities through an AppComponentFactory.
    let factory = seed % 2 == 1 ? WalkFactory() : nil
    let app = try AndroidApp.launch(
      manifest: testManifest(extra), activities: testActivities + [HostActivity.self], targetSdkVersion: 34,
      appComponentFactory: factory)
    // By identity while the object lives: a freed instance's address may be reused by a new one.
    var last: [ObjectIdentifier: (ref: WeakActivity, callback: String)] = [:]
    var violations: [String] = []
    var everMade: [WeakActivity] = []
    if let launched = app.topActivity {  // Not kept: the leak check must see it go.
      last[ObjectIdentifier(launched)] = (WeakActivity(launched), "onPostResume")
      everMade.append(last[ObjectIdentifier(launched)]!.ref)
    }
    var lastOfFragment: [ObjectIdentifier: (ref: Weak<Fragment>, callback: String)] = [:]
    var fragmentsMade: [Weak<Fragment>] = []
    LifecycleObservation.observer = { object, callback in
      let name = callback.methodName
      if let fragment = object as? Fragment, Self.fragmentNext.keys.contains(name) {
        let id = ObjectIdentifier(fragment)
        let known = lastOfFragment[id].flatMap { $0.ref.object === fragment ? $0 : nil }
        let previous = known?.callback ?? "new"
        let ref = known?.ref ?? Weak(fragment)
        if known == nil { fragmentsMade.append(ref) }
        if !(Self.fragmentNext[previous]?.contains(name) ?? false) {
          violations.append("\(fragment): \(previous) → \(name)")
        }
        lastOfFragment[id] = (ref, name)
      }
      guard let activity = object as? Activity else { return }
      guard Self.next.keys.contains(name) else { return }
      let id = ObjectIdentifier(activity)
      let known = last[id].flatMap { $0.ref.activity === activity ? $0 : nil }
      let previous = known?.callback ?? "new"
      let ref = known?.ref ?? WeakActivity(activity)
      if known == nil { everMade.append(ref) }
      if !(Self.next[previous]?.contains(name) ?? false) { violations.append("\(activity): \(previous) → \(name)") }
      last[id] = (ref, name)
    }
    defer { LifecycleObservation.observer = nil }

    var steps: [String] = []
    for _ in 0..<200 {
      let step = try takeRandomStep(app, &generator)
      steps.append(step)
      #expect(violations.isEmpty, "seed \(seed) after \(steps.suffix(5)): \(violations)")
      let broken = checkTasks(app)
      #expect(broken == nil, "seed \(seed) after \(steps.suffix(5)): \(broken ?? "")")
      if !violations.isEmpty || broken != nil { return }
    }
    if let factory {
      // Every instance of the walk came from the factory.
      #expect(factory.made == everMade.count, "seed \(seed)")
    }
    try? app.pressHome()
    let leaked = everMade.compactMap(\.activity).filter(\.isDestroyed)
    #expect(leaked.isEmpty, "seed \(seed): destroyed activities still alive: \(leaked)")
    let detached = fragmentsMade.compactMap(\.object).filter {
      lastOfFragment[ObjectIdentifier($0)]?.callback == "onDetach"
    }
    #expect(detached.isEmpty, "seed \(seed): detached fragments still alive: \(detached)")
  }

  private func takeRandomStep(_ app: AndroidApp, _ generator: inout SplitMix64) throws -> String {
    let targets: [Activity.Type] = [
      MainActivity.self, DetailActivity.self, TopActivity.self, OtherActivity.self, DialogActivity.self,
      HostActivity.self,
    ]
    let flags: [Int32] = [
      0, 0, 0, Intent.FLAG_ACTIVITY_CLEAR_TOP, Intent.FLAG_ACTIVITY_SINGLE_TOP, Intent.FLAG_ACTIVITY_REORDER_TO_FRONT,
      Intent.FLAG_ACTIVITY_NO_HISTORY, Intent.FLAG_ACTIVITY_NEW_TASK,
      Intent.FLAG_ACTIVITY_NEW_TASK | Intent.FLAG_ACTIVITY_CLEAR_TASK,
    ]
    guard let top = app.topActivity else {
      if Int.random(in: 0..<4, using: &generator) == 0, app.device.killProcess() { return "kill" }
      try app.relaunch()
      return "relaunch"
    }
    if let host = top as? HostActivity, Bool.random(using: &generator) {
      return try takeFragmentStep(host.supportFragmentManager, app, &generator)
    }
    switch Int.random(in: 0..<10, using: &generator) {
    case 0...3:
      let flag = flags.randomElement(using: &generator)!
      if Int.random(in: 0..<4, using: &generator) == 0 {
        let name = Self.namedTargets.randomElement(using: &generator)!
        guard name != "PaymentActivity" || app.device.appComponentFactory != nil else { return "skip" }
        try app.step {
          top.startActivity(Intent().setClassName("com.example.app", "com.example.app.\(name)").addFlags(flag))
        }
        return "start \(name) flags 0x\(String(flag, radix: 16))"
      }
      let target = targets.randomElement(using: &generator)!
      try app.step {
        top.startActivityForResult(Intent(top, target).addFlags(flag), Int32.random(in: -1...2, using: &generator))
      }
      return "start \(target) flags 0x\(String(flag, radix: 16))"
    case 4:
      try app.pressBack()
      return "back"
    case 5:
      try app.step { top.finish() }
      return "finish"
    case 6:
      try app.rotate()
      return "rotate"
    case 7:
      try app.pressHome()
      return "home"
    default:
      guard let host = top as? HostActivity else {
        try app.step { top.recreate() }
        return "recreate"
      }
      return try takeFragmentStep(host.supportFragmentManager, app, &generator)
    }
  }

  /// A transaction or pop, in order or reordered: a replace, a pop, a batch of reordered actions run in one drain, or
  /// a pop of every entry at once (§5.2, §5.3).
  private func takeFragmentStep(_ fm: FragmentManager, _ app: AndroidApp, _ generator: inout SplitMix64) throws
    -> String
  {
    let choice = Int.random(in: 0..<4, using: &generator)
    if choice == 0 || (choice != 2 && fm.backStackEntryCount == 0) {
      try app.step { fm.beginTransaction().replace(containerId, ListFragment()).addToBackStack(nil).commit() }
      return "fragment replace"
    }
    switch choice {
    case 1:
      try app.step { fm.popBackStack() }
      return "fragment pop"
    case 2:
      let actions = (0..<Int.random(in: 2...4, using: &generator)).map { _ in
        Int.random(in: 0..<5, using: &generator)
      }
      try app.step { for action in actions { commitReordered(action, fm) } }
      return "fragment reordered batch \(actions)"
    default:
      try app.step { fm.popBackStack(fm.getBackStackEntryAt(0).id, FragmentManager.POP_BACK_STACK_INCLUSIVE) }
      return "fragment pop all"
    }
  }

  /// One action of a reordered batch: a replace (two kinds), an add and a remove of the same new fragment, a hide
  /// and a show of the last added one, or a pop; each on the back stack.
  private func commitReordered(_ action: Int, _ fm: FragmentManager) {
    func transaction() -> FragmentTransaction { fm.beginTransaction().setReorderingAllowed(true).addToBackStack(nil) }
    switch action {
    case 0: transaction().replace(containerId, ListFragment()).commit()
    case 1: transaction().replace(containerId, DetailFragment()).commit()
    case 2:
      let fragment = DetailFragment()
      transaction().add(containerId, fragment).commit()
      transaction().remove(fragment).commit()
    case 3:
      guard let last = fm.fragments.last else { return }
      transaction().hide(last).commit()
      transaction().show(last).commit()
    default: fm.popBackStack()
    }
  }

  /// The tasks are consistent: no empty task, only live undestroyed instances in them, exactly the front top
  /// resumed when the app is in front, none when it is home; added fragments at their host's state.
  private func checkTasks(_ app: AndroidApp) -> String? {
    let tasks = app.device.recentTasks
    if tasks.contains(where: { $0.activities.isEmpty }) { return "an empty task is listed" }
    // A task lists the activity that runs, never an alias (AOSP ActivityRecord.mActivityComponent).
    if let alias = tasks.flatMap(\.activities).first(where: { $0.component.className.hasSuffix("Alias") }) {
      return "the alias \(alias.component) is listed as a running component"
    }
    let instances = tasks.flatMap(\.activities).compactMap(\.instance)
    if let dead = instances.first(where: \.isDestroyed) { return "destroyed \(dead) is in a task" }
    let resumed = instances.filter { $0.lifecycleState == .RESUMED }
    if app.device.isAtHome {
      if !resumed.isEmpty { return "resumed at home: \(resumed)" }
    } else if resumed.count != 1 || resumed.first !== tasks.first?.activities.last?.instance {
      return "resumed \(resumed) but the front top is \(String(describing: tasks.first?.activities.last?.instance))"
    }
    for host in instances.compactMap({ $0 as? FragmentActivity }) {
      let hostState = host.lifecycleState
      // Drained, every added fragment is at its host's state (no `setMaxLifecycle` in the walk).
      for fragment in host.supportFragmentManager.fragments where fragment.lifecycle.currentState != hostState {
        return "\(fragment) is \(fragment.lifecycle.currentState) in \(host) at \(hostState)"
      }
    }
    return nil
  }
}

@MainActor
private final class WeakActivity {
  weak var activity: Activity?
  init(_ activity: Activity) { self.activity = activity }
}

@MainActor
private final class Weak<Object: AnyObject> {
  weak var object: Object?
  init(_ object: Object) { self.object = object }
}
