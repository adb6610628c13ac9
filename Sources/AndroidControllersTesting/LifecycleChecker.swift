internal import AndroidControllers

/// A life-cycle callback an activity or fragment got out of the platform's order, or a resumed activity that is not
/// the one on top.
///
/// Not in Android: Android itself never breaks its order; a break means something called the steps wrongly (a test
/// driving an `ActivityController` out of order, a runtime bug).
public struct LifecycleViolation: Equatable, Sendable, CustomStringConvertible {
  /// The activity's or fragment's simple class name.
  public var name: String
  /// What broke the order: `onResume() while CREATED`, `RESUMED but not the top activity`.
  public var problem: String
  /// The rule it broke, with its source.
  public var rule: String

  public var description: String { "\(name) got \(problem); \(rule)" }
}

/// Checks each activity's and fragment's callbacks, as they run, against AndroidX's `Lifecycle.State` machine, which
/// the Activity life-cycle guide (developer.android.com/guide/components/activities/activity-lifecycle) and the
/// Fragment life-cycle guide (…/guide/fragments/lifecycle) describe: `onCreate` from INITIALIZED to CREATED,
/// `onStart` from CREATED to STARTED, `onResume` from STARTED to RESUMED, `onPause` back to STARTED, `onStop` back to
/// CREATED, `onDestroy` from CREATED to DESTROYED, `onRestart` only while CREATED, nothing after DESTROYED (a
/// fragment's `onDetach` comes after its `onDestroy`).
///
/// Not in Android. Objects are told apart by identity, held weakly: a new object at a freed one's address starts
/// afresh.
@MainActor
final class LifecycleChecker {
  private struct Tracked {
    weak var object: AnyObject?
    var state: Lifecycle.State
  }

  private var tracked: [ObjectIdentifier: Tracked] = [:]
  private(set) var violations: [LifecycleViolation] = []

  /// Checks `callback`, which `object` has just run.
  func observe(_ object: AnyObject, _ callback: LifecycleCallback) {
    let isFragment = object is Fragment
    guard isFragment || object is Activity else { return }
    let id = ObjectIdentifier(object)
    if callback == .onAttach, isFragment {
      tracked[id] = Tracked(object: object, state: .INITIALIZED)
      return
    }
    // The entry is read and updated in place: its weak reference is loaded once per callback and stored once per
    // object (copying the entry in and out cost a weak copy and release on every fragment step).
    let index: [ObjectIdentifier: Tracked].Index
    if let found = tracked.index(forKey: id), tracked.values[found].object === object {
      index = found
    } else {
      // An object first seen after its creation (made before the checker) is taken as it comes.
      guard Self.isCreate(callback) else { return }
      tracked[id] = Tracked(object: object, state: .INITIALIZED)
      index = tracked.index(forKey: id)!
    }
    let state = tracked.values[index].state
    if let (from, to) = Self.rule(callback, isFragment: isFragment) {
      if state != from {
        violations.append(
          LifecycleViolation(
            name: simpleClassName(of: object), problem: "\(callback.methodName)() while \(state)",
            rule: Self.explanation(callback.methodName, from: from)))
      }
      tracked.values[index].state = to
    } else if state == .DESTROYED, !(isFragment && callback == .onDetach) {
      violations.append(
        LifecycleViolation(
          name: simpleClassName(of: object), problem: "\(callback.methodName)() while DESTROYED",
          rule: "nothing runs after onDestroy() (Activity life-cycle guide)"))
    }
  }

  /// Checks that the only resumed activity is the device's top one (none when the app is not in front): the Activity
  /// life-cycle guide's `onResume` — "the activity is at the top of the activity stack" — in one window.
  /// Each activity is reported once while it stays so.
  func checkResumed(on device: AndroidDevice) {
    let top = device.topActivity
    var wrong: Set<ObjectIdentifier> = []
    for task in device.recentTasks {
      for entry in task.activities {
        guard let activity = entry.instance, activity.lifecycleState == .RESUMED, activity !== top else { continue }
        wrong.insert(ObjectIdentifier(activity))
        guard !resumedNotOnTop.contains(ObjectIdentifier(activity)) else { continue }
        violations.append(
          LifecycleViolation(
            name: simpleClassName(of: activity), problem: "RESUMED but not the top activity",
            rule: "only the activity at the top of the front task is resumed (Activity life-cycle guide, onResume)"))
      }
    }
    resumedNotOnTop = wrong
  }

  private var resumedNotOnTop: Set<ObjectIdentifier> = []

  private static func isCreate(_ callback: LifecycleCallback) -> Bool {
    if case .onCreate = callback { return true }
    return false
  }

  /// The state a callback must come in and the state it leaves, or `nil` for callbacks the machine does not order.
  private static func rule(
    _ callback: LifecycleCallback, isFragment: Bool
  ) -> (from: Lifecycle.State, to: Lifecycle.State)? {
    switch callback {
    case .onCreate(let savedState): savedState == nil ? nil : (.INITIALIZED, .CREATED)
    case .onStart: (.CREATED, .STARTED)
    case .onRestart: isFragment ? nil : (.CREATED, .CREATED)
    case .onResume: (.STARTED, .RESUMED)
    case .onPause: (.RESUMED, .STARTED)
    case .onStop: (.STARTED, .CREATED)
    case .onDestroy: (.CREATED, .DESTROYED)
    default: nil
    }
  }

  private static func explanation(_ method: String, from state: Lifecycle.State) -> String {
    let before: String =
      switch method {
      case "onCreate": "it is the first callback, once"
      case "onStart": "it follows onCreate() or onRestart()"
      case "onRestart": "it follows onStop()"
      case "onResume": "it follows onStart() or onPause()"
      case "onPause": "it follows onResume()"
      case "onStop": "it follows onPause() or onStart()"
      default: "it follows onStop()"
      }
    return "\(method)() runs only in \(state): \(before) (Activity life-cycle guide; AndroidX Lifecycle.State)"
  }
}
