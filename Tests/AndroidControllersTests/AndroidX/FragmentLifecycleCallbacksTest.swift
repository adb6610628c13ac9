import AndroidControllers
import AndroidControllersTesting
import SegueTestSupport
import Testing

/// `FragmentManager.FragmentLifecycleCallbacks` as AndroidX dispatches them (androidx/androidx,
/// fragment/fragment/src/main/java/androidx/fragment/app/FragmentLifecycleCallbacksDispatcher.kt and the
/// `mDispatcher` calls of FragmentStateManager.java): each after the fragment's own callback ("pre" ones before it),
/// the manager the registration was made on passed as `fm`, and a child manager's fragments heard only by recursive
/// registrations of the managers above it.
@MainActor @Suite struct FragmentLifecycleCallbacksTest {
  /// Every callback as `name event`, `fm` named too when the test gives managers names.
  final class Recorder: FragmentManager.FragmentLifecycleCallbacks {
    var names: [(Fragment, String)] = []
    var managers: [(FragmentManager, String)] = []
    var events: [String] = []

    private func record(_ fm: FragmentManager, _ f: Fragment, _ event: String) {
      let fragment = names.first { $0.0 === f }?.1 ?? "?"
      let manager = managers.first { $0.0 === fm }.map { " (\($0.1))" } ?? ""
      events.append("\(fragment) \(event)\(manager)")
    }

    override func onFragmentPreAttached(_ fm: FragmentManager, _ f: Fragment, _ context: Context) {
      record(fm, f, "preAttached")
    }
    override func onFragmentAttached(_ fm: FragmentManager, _ f: Fragment, _ context: Context) {
      record(fm, f, "attached")
    }
    override func onFragmentPreCreated(_ fm: FragmentManager, _ f: Fragment, _ savedInstanceState: Bundle?) {
      record(fm, f, "preCreated")
    }
    override func onFragmentCreated(_ fm: FragmentManager, _ f: Fragment, _ savedInstanceState: Bundle?) {
      record(fm, f, "created")
    }
    override func onFragmentActivityCreated(_ fm: FragmentManager, _ f: Fragment, _ savedInstanceState: Bundle?) {
      record(fm, f, "activityCreated")
    }
    override func onFragmentViewCreated(_ fm: FragmentManager, _ f: Fragment, _ v: View, _ savedState: Bundle?) {
      record(fm, f, "viewCreated")
    }
    override func onFragmentStarted(_ fm: FragmentManager, _ f: Fragment) { record(fm, f, "started") }
    override func onFragmentResumed(_ fm: FragmentManager, _ f: Fragment) { record(fm, f, "resumed") }
    override func onFragmentPaused(_ fm: FragmentManager, _ f: Fragment) { record(fm, f, "paused") }
    override func onFragmentStopped(_ fm: FragmentManager, _ f: Fragment) { record(fm, f, "stopped") }
    override func onFragmentSaveInstanceState(_ fm: FragmentManager, _ f: Fragment, _ outState: Bundle) {
      record(fm, f, "saveInstanceState")
    }
    override func onFragmentViewDestroyed(_ fm: FragmentManager, _ f: Fragment) { record(fm, f, "viewDestroyed") }
    override func onFragmentDestroyed(_ fm: FragmentManager, _ f: Fragment) { record(fm, f, "destroyed") }
    override func onFragmentDetached(_ fm: FragmentManager, _ f: Fragment) { record(fm, f, "detached") }

    /// The events of one fragment, in order.
    func events(of name: String) -> [String] { events.filter { $0.hasPrefix(name + " ") } }
  }

  /// A fragment with a view that adds a headless child in `onCreate`, as apps nest fragments.
  final class ParentFragment: StrictViewFragment {
    let child = StrictFragment()
    override func onCreate(_ savedInstanceState: Bundle?) {
      super.onCreate(savedInstanceState)
      childFragmentManager.beginTransaction().add(child, "child").commitNow()
    }
  }

  private let up = [
    "preAttached", "attached", "preCreated", "created", "viewCreated", "activityCreated", "started",
    "resumed",
  ]

  private func push(_ fm: FragmentManager, _ fragment: Fragment, replacing: Bool) {
    let transaction = fm.beginTransaction().setReorderingAllowed(true)
    if replacing {
      transaction.replace(testContentId, fragment)
    } else {
      transaction.add(testContentId, fragment)
    }
    transaction.addToBackStack(nil).commit()
    fm.executePendingTransactions()
  }

  @Test(.tags(.android5_4)) func eachFragmentGoesThroughTheCallbacksInStateManagerOrder() throws {
    let fm = try launchAndroidX(FragmentTestActivity.self).1.supportFragmentManager
    let recorder = Recorder()
    fm.registerFragmentLifecycleCallbacks(recorder, false)
    let first = StrictViewFragment()
    let second = StrictViewFragment()
    recorder.names = [(first, "first"), (second, "second")]

    push(fm, first, replacing: false)
    #expect(recorder.events(of: "first") == up.map { "first \($0)" })

    // Replaced on the back stack: the first fragment keeps its instance and loses its view.
    recorder.events = []
    push(fm, second, replacing: true)
    #expect(recorder.events(of: "first") == ["first paused", "first stopped", "first viewDestroyed"])
    #expect(recorder.events(of: "second") == up.map { "second \($0)" })

    recorder.events = []
    fm.popBackStack()
    fm.executePendingTransactions()
    #expect(
      recorder.events(of: "second") == [
        "second paused", "second stopped", "second viewDestroyed", "second destroyed", "second detached",
      ])
    #expect(
      recorder.events(of: "first") == ["first viewCreated", "first activityCreated", "first started", "first resumed"])
  }

  @Test(.tags(.android5_5)) func onlyRecursiveRegistrationsHearAChildManagersFragments() throws {
    let fm = try launchAndroidX(FragmentTestActivity.self).1.supportFragmentManager
    let recursive = Recorder()
    let flat = Recorder()
    fm.registerFragmentLifecycleCallbacks(recursive, true)
    fm.registerFragmentLifecycleCallbacks(flat, false)
    let parent = ParentFragment()
    for recorder in [recursive, flat] {
      recorder.names = [(parent, "parent"), (parent.child, "child")]
      recorder.managers = [(fm, "activity's")]
    }
    push(fm, parent, replacing: false)

    #expect(flat.events(of: "child").isEmpty)
    #expect(flat.events(of: "parent") == up.map { "parent \($0) (activity's)" })
    // The child is attached and created inside the parent's `onCreate`, so between the parent's preCreated and
    // created; the recursive registration is told with the manager it registered on.
    #expect(
      recursive.events == [
        "parent preAttached (activity's)", "parent attached (activity's)", "parent preCreated (activity's)",
        "child preAttached (activity's)", "child attached (activity's)", "child preCreated (activity's)",
        "child created (activity's)", "parent created (activity's)", "parent viewCreated (activity's)",
        "child activityCreated (activity's)", "parent activityCreated (activity's)", "child started (activity's)",
        "parent started (activity's)", "child resumed (activity's)", "parent resumed (activity's)",
      ])
  }

  @Test(.tags(.android5_4)) func anUnregisteredCallbackHearsNothingMore() throws {
    let fm = try launchAndroidX(FragmentTestActivity.self).1.supportFragmentManager
    let recorder = Recorder()
    fm.registerFragmentLifecycleCallbacks(recorder, false)
    fm.unregisterFragmentLifecycleCallbacks(recorder)
    push(fm, StrictViewFragment(), replacing: false)
    #expect(recorder.events.isEmpty)
  }
}
