import AndroidControllers
import AndroidControllersTesting
import Testing

/// A fragment the test keeps after it is destroyed, as a static list of an app would.
@MainActor var keptFragments: [Fragment] = []

/// `AndroidApp.retainedObjects`: what LeakCanary's `ActivityWatcher` and `AndroidXFragmentDestroyWatcher`
/// (leakcanary-object-watcher-android-androidx) watch — activities from `onActivityDestroyed`, fragments from
/// `onFragmentDestroyed` — still alive once the main looper is idle.
@MainActor @Suite(.serialized) struct RetainedObjectsTests {
  /// A fragment removed (not on the back stack) is destroyed; one still referenced is retained, with LeakCanary's
  /// reason, until the reference goes.
  @Test func aDestroyedFragmentStillReferencedIsRetained() throws {
    let app = try launchHost()
    keptFragments = [ListFragment()]
    defer { keptFragments = [] }
    try app.onActivity(HostActivity.self) {
      $0.supportFragmentManager.beginTransaction().add(containerId, keptFragments[0]).commit()
    }
    try app.onActivity(HostActivity.self) {
      $0.supportFragmentManager.beginTransaction().remove(keptFragments[0]).commit()
    }
    #expect(
      app.retainedObjects.map(\.description) == ["ListFragment: ListFragment received Fragment#onDestroy() callback"])
    keptFragments = []
    #expect(app.retainedObjects == [])
  }

  /// Fragments and activities that go as they should leave nothing; a killed process's activities are not watched.
  @Test func nothingIsRetainedWhenEverythingGoes() throws {
    let app = try launchHost()
    try app.onActivity(HostActivity.self) {
      $0.supportFragmentManager.beginTransaction().replace(containerId, ListFragment(), "list")
        .addToBackStack(nil).commit()
    }
    try app.pressBack()
    try app.rotate()
    try app.killProcess()
    try app.relaunch()
    try app.pressBack()
    #expect(app.retainedObjects == [])
  }
}
