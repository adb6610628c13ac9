internal import AndroidControllers

/// An object the app destroyed that is still strongly reachable now that the main looper is idle: a leak, as
/// LeakCanary reports a retained object.
///
/// Not in Android: LeakCanary's `KeyedWeakReference` once `ObjectWatcher` found it retained.
public struct RetainedObject: Equatable, Sendable, CustomStringConvertible {
  /// The order in which the object was watched, from 1 at the app's launch and counting on across its processes
  /// (LeakCanary's `KeyedWeakReference.key`, a UUID there).
  public var key: Int
  /// What leaked, by simple class name: `RecentItemFragment`, `HistoryActivity`.
  public var name: String
  /// Why it should have gone, in LeakCanary's words: `RecentItemFragment received Fragment#onDestroy() callback`.
  public var reason: String

  public var description: String { "\(name): \(reason)" }
}

/// Watches the activities and fragments of one process as LeakCanary's `AppWatcher` does: `ActivityWatcher` watches
/// each activity from `onActivityDestroyed` (`Application.ActivityLifecycleCallbacks`), and
/// `AndroidXFragmentDestroyWatcher` registers `FragmentManager.FragmentLifecycleCallbacks` recursively on each
/// `FragmentActivity`'s `supportFragmentManager` when it is created and watches each fragment from
/// `onFragmentDestroyed`, and each fragment's view from `onFragmentViewDestroyed` (LeakCanary's
/// `leakcanary-object-watcher-android-androidx/…/AndroidXFragmentDestroyWatcher.kt`): a fragment on the back stack
/// outlives its view, and a field still holding the view keeps it alive.
///
/// Not in Android. Objects are held weakly; one still alive when asked (``AndroidApp`` asks after a step, once the
/// main looper has drained) is retained. LeakCanary waits five seconds and runs the garbage collector; Swift frees an
/// object as soon as its last strong reference goes, so idle is enough.
@MainActor
final class LeakWatcher: Application.ActivityLifecycleCallbacks {
  private struct Watched {
    var key: Int
    var name: String
    var reason: String
    weak var object: AnyObject?
  }

  private var watched: [Watched] = []
  private lazy var fragmentCallbacks = FragmentDestroyWatcher(watcher: self)

  /// The key the next watched object gets.
  private(set) var nextKey: Int

  /// Installs the watcher on `application`, before any activity of its process is created; the first object it
  /// watches gets `firstKey`.
  init(application: Application, firstKey: Int) {
    nextKey = firstKey
    application.registerActivityLifecycleCallbacks(self)
  }

  /// The watched objects still alive, in the order they were watched.
  var retained: [RetainedObject] {
    watched.compactMap { $0.object == nil ? nil : RetainedObject(key: $0.key, name: $0.name, reason: $0.reason) }
  }

  /// LeakCanary's `ReachabilityWatcher.expectWeaklyReachable(watchedObject, description)`.
  func expectWeaklyReachable(_ object: AnyObject, name: String, reason: String) {
    // Entries whose object went are dropped, so the list stays as short as what leaked.
    watched.removeAll { $0.object == nil }
    watched.append(Watched(key: nextKey, name: name, reason: reason, object: object))
    nextKey += 1
  }

  // MARK: Application.ActivityLifecycleCallbacks

  func onActivityCreated(_ activity: Activity, _ savedInstanceState: Bundle?) {
    (activity as? FragmentActivity)?.supportFragmentManager.registerFragmentLifecycleCallbacks(
      fragmentCallbacks, true)
  }

  func onActivityDestroyed(_ activity: Activity) {
    let name = simpleClassName(of: activity)
    expectWeaklyReachable(activity, name: name, reason: "\(name) received Activity#onDestroy() callback")
  }

  func onActivityStarted(_ activity: Activity) {}
  func onActivityResumed(_ activity: Activity) {}
  func onActivityPaused(_ activity: Activity) {}
  func onActivityStopped(_ activity: Activity) {}
  func onActivitySaveInstanceState(_ activity: Activity, _ outState: Bundle) {}
}

/// LeakCanary's `AndroidXFragmentDestroyWatcher.fragmentLifecycleCallbacks`, for fragments.
@MainActor
final class FragmentDestroyWatcher: FragmentManager.FragmentLifecycleCallbacks {
  private unowned let watcher: LeakWatcher

  init(watcher: LeakWatcher) {
    self.watcher = watcher
    super.init()
  }

  /// LeakCanary watches `fragment.view`, still set when the callback runs (AndroidX's `FragmentStateManager` clears
  /// it after dispatching), under the fragment's name and this reason.
  override func onFragmentViewDestroyed(_ fm: FragmentManager, _ f: Fragment) {
    guard let view = f.view else { return }
    watcher.expectWeaklyReachable(
      view, name: simpleClassName(of: view),
      reason: "\(simpleClassName(of: f)) received Fragment#onDestroyView() callback (references to its views should "
        + "be cleared to prevent leaks)")
  }

  override func onFragmentDestroyed(_ fm: FragmentManager, _ f: Fragment) {
    let name = simpleClassName(of: f)
    watcher.expectWeaklyReachable(f, name: name, reason: "\(name) received Fragment#onDestroy() callback")
  }
}
