import AndroidControllers
import AndroidControllersTesting
import SegueTestSupport
import Testing

/// The expectations of AndroidX's `FragmentViewLifecycleTest` (androidx/androidx,
/// fragment/fragment/src/androidTest/java/androidx/fragment/app/FragmentViewLifecycleTest.kt, read at
/// 0bae9583f6dc34fe6d6eb7d90902c0ac4ac18580; Apache-2.0), one test per original with its name. The originals'
/// `LiveData` checks have no counterpart (no `LiveData` here); their life-cycle assertions are kept.
@MainActor @Suite struct FragmentViewLifecycleTest {
  /// Records every event of the lifecycles it observes, naming the owner: `fragment ON_CREATE`, `view ON_CREATE`.
  final class EventRecorder: LifecycleEventObserver {
    var events: [String] = []
    weak var fragment: Fragment?

    func onStateChanged(_ source: any LifecycleOwner, _ event: Lifecycle.Event) {
      events.append("\(source === fragment ? "fragment" : "view") \(event)")
    }
  }

  /// Observes its view's lifecycle from `onViewCreated`, the first moment its owner exists (where the original's
  /// `viewLifecycleOwnerLiveData` observer adds it).
  final class ObservedViewFragment: StrictViewFragment {
    var recorder: EventRecorder?

    override func onViewCreated(_ view: View, _ savedInstanceState: Bundle?) {
      super.onViewCreated(view, savedInstanceState)
      if let recorder { viewLifecycleOwner.lifecycle.addObserver(recorder) }
    }
  }

  /// AndroidX's `getViewLifecycleOwner()` text when the fragment has no view.
  private func noViewOwner(_ fragment: Fragment) -> [String] {
    [
      "java.lang.IllegalStateException: Can't access the Fragment View's LifecycleOwner for \(fragment) when "
        + "getView() is null i.e., before onCreateView() or after onDestroyView()"
    ]
  }

  private func launch() throws -> FragmentManager {
    try launchAndroidX(FragmentTestActivity.self).1.supportFragmentManager
  }

  @Test(.tags(.android5_4)) func testFragmentViewLifecycle() throws {
    let fm = try launch()
    let fragment = StrictViewFragment()
    fm.beginTransaction().add(testContentId, fragment).commitNow()
    #expect(fragment.viewLifecycleOwner.lifecycle.currentState == .RESUMED)
  }

  /// The original checks that the message contains "Can't access the Fragment View's LifecycleOwner when getView()
  /// is null …"; AndroidX's newer `Fragment.getViewLifecycleOwner` names the fragment after "LifecycleOwner", as
  /// ours does.
  @Test(.tags(.android5_4, .androidAppendixA)) func testFragmentViewLifecycleNullView() throws {
    let fm = try launch()
    let fragment = Fragment()
    fm.beginTransaction().add(fragment, "fragment").commitNow()
    #expect(thrownTexts { _ = fragment.viewLifecycleOwner } == noViewOwner(fragment))
  }

  @Test(.tags(.android5_4)) func testViewLifecycleInFragmentLifecycle() throws {
    let fm = try launch()
    let fragment = ObservedViewFragment()
    let recorder = EventRecorder()
    recorder.fragment = fragment
    fragment.recorder = recorder
    fragment.lifecycle.addObserver(recorder)
    fm.beginTransaction().add(testContentId, fragment).commitNow()
    fm.beginTransaction().remove(fragment).commitNow()
    // The fragment's lifecycle changes first going up; the view's first coming down.
    #expect(
      recorder.events == [
        "fragment ON_CREATE", "view ON_CREATE", "fragment ON_START", "view ON_START", "fragment ON_RESUME",
        "view ON_RESUME", "view ON_PAUSE", "fragment ON_PAUSE", "view ON_STOP", "fragment ON_STOP",
        "view ON_DESTROY", "fragment ON_DESTROY",
      ])
  }

  @Test(.tags(.android5_2, .android5_4)) func testFragmentViewLifecycleDetach() throws {
    let fm = try launch()
    let fragment = StrictViewFragment()
    fm.beginTransaction().add(testContentId, fragment).commitNow()
    let viewLifecycleOwner = fragment.viewLifecycleOwner
    #expect(viewLifecycleOwner.lifecycle.currentState == .RESUMED)

    fm.beginTransaction().detach(fragment).commitNow()
    #expect(viewLifecycleOwner.lifecycle.currentState == .DESTROYED)
    #expect(thrownTexts { _ = fragment.viewLifecycleOwner } == noViewOwner(fragment))
  }

  @Test(.tags(.android5_2, .android5_4)) func testFragmentViewLifecycleReattach() throws {
    let fm = try launch()
    let fragment = StrictViewFragment()
    fm.beginTransaction().add(testContentId, fragment).commitNow()
    let viewLifecycleOwner = fragment.viewLifecycleOwner
    #expect(viewLifecycleOwner.lifecycle.currentState == .RESUMED)

    fm.beginTransaction().detach(fragment).commitNow()
    #expect(viewLifecycleOwner.lifecycle.currentState == .DESTROYED)

    fm.beginTransaction().attach(fragment).commitNow()
    // A new view LifecycleOwner after re-attachment.
    #expect(fragment.viewLifecycleOwner !== viewLifecycleOwner)
    #expect(fragment.viewLifecycleOwner.lifecycle.currentState == .RESUMED)
  }
}
