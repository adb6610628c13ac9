import AndroidControllers
import AndroidControllersTesting
import SegueTestSupport
import Testing

/// The expectations of AndroidX's `PrimaryNavFragmentTest` (androidx/androidx,
/// fragment/fragment/src/androidTest/java/androidx/fragment/app/PrimaryNavFragmentTest.kt, read at
/// 0a92bad598858abf2fd608dd76c502f3131e3c8d; Apache-2.0), one test per original with its name. Each checks the
/// primary navigation fragment after commits and Back, and the `onPrimaryNavigationFragmentChanged` calls.
@MainActor @Suite struct PrimaryNavFragmentTest {
  /// The original's `MutableList<Pair<Fragment, Boolean>>` with its `drain()`.
  final class Navigations {
    private var entries: [(Fragment, Bool)] = []

    func add(_ fragment: Fragment, _ isPrimary: Bool) { entries.append((fragment, isPrimary)) }

    /// The calls since the last drain, as `name true|false`, names given by `names`.
    func drain(_ names: [(Fragment, String)]) -> [String] {
      defer { entries.removeAll() }
      return entries.map { entry in "\(names.first { $0.0 === entry.0 }?.1 ?? "?") \(entry.1)" }
    }
  }

  /// The original's `TrackingFragment`.
  final class TrackingFragment: StrictFragment {
    var tracker: Navigations?

    override func onPrimaryNavigationFragmentChanged(_ isPrimaryNavigationFragment: Bool) {
      tracker?.add(self, isPrimaryNavigationFragment)
    }
  }

  /// What each original sets up: the activity's manager and two tracking fragments sharing one `Navigations`.
  @MainActor private struct Setup {
    let scenario: ActivityScenario<EmptyFragmentTestActivity>
    let fm: FragmentManager
    let navigations = Navigations()
    let trackingFragment1 = TrackingFragment()
    let trackingFragment2 = TrackingFragment()

    init() throws {
      let (scenario, activity) = try launchAndroidX(EmptyFragmentTestActivity.self)
      self.scenario = scenario
      fm = activity.supportFragmentManager
      trackingFragment1.tracker = navigations
      trackingFragment2.tracker = navigations
    }

    /// The calls since the last drain: `1 true` for `trackingFragment1` becoming primary.
    func drain() -> [String] { navigations.drain([(trackingFragment1, "1"), (trackingFragment2, "2")]) }

    /// The originals' first step: `trackingFragment1` added (to `containerId`, or headless) and made primary.
    func addFirstAsPrimary(_ containerId: Int32?) {
      let transaction = fm.beginTransaction()
      if let containerId {
        transaction.add(containerId, trackingFragment1)
      } else {
        transaction.add(trackingFragment1, nil)
      }
      transaction.setPrimaryNavigationFragment(trackingFragment1).commit()
      fm.executePendingTransactions()
    }
  }

  @Test(.tags(.android5_3, .android5_5)) func delegateBackToPrimaryNav() throws {
    let setup = try Setup()
    let fm = setup.fm
    setup.addFirstAsPrimary(nil)
    #expect(setup.drain() == ["1 true"] && fm.primaryNavigation === setup.trackingFragment1)

    let cfm = setup.trackingFragment1.childFragmentManager
    cfm.beginTransaction().add(StrictFragment(), nil).addToBackStack(nil).commit()
    cfm.executePendingTransactions()
    #expect(cfm.backStackEntryCount == 1)

    try setup.scenario.app.pressBack()
    #expect(cfm.backStackEntryCount == 0)
  }

  @Test(.tags(.android5_3, .android5_5)) func popPrimaryNav() throws {
    let setup = try Setup()
    let (fm, trackingFragment1, trackingFragment2) = (setup.fm, setup.trackingFragment1, setup.trackingFragment2)
    setup.addFirstAsPrimary(nil)
    #expect(setup.drain() == ["1 true"] && fm.primaryNavigation === trackingFragment1)

    fm.beginTransaction().remove(trackingFragment1).addToBackStack(nil).commit()
    fm.executePendingTransactions()
    #expect(setup.drain() == ["1 false"] && fm.primaryNavigation == nil)

    try setup.scenario.app.pressBack()
    #expect(setup.drain() == ["1 true"] && fm.primaryNavigation === trackingFragment1)

    fm.beginTransaction()
      .remove(trackingFragment1)
      .add(trackingFragment2, nil)
      .setPrimaryNavigationFragment(trackingFragment2)
      .addToBackStack(nil)
      .commit()
    fm.executePendingTransactions()
    #expect(setup.drain() == ["1 false", "2 true"] && fm.primaryNavigation === trackingFragment2)

    try setup.scenario.app.pressBack()
    #expect(setup.drain() == ["2 false", "1 true"] && fm.primaryNavigation === trackingFragment1)

    fm.beginTransaction().setPrimaryNavigationFragment(trackingFragment1).addToBackStack(nil).commit()
    fm.executePendingTransactions()
    #expect(fm.primaryNavigation === trackingFragment1)
    try setup.scenario.app.pressBack()
    #expect(fm.primaryNavigation === trackingFragment1)
  }

  @Test(.tags(.android5_3, .android5_5)) func replacePrimaryNav() throws {
    let setup = try Setup()
    let (fm, trackingFragment1, trackingFragment2) = (setup.fm, setup.trackingFragment1, setup.trackingFragment2)
    setup.addFirstAsPrimary(AndroidR.id.content)
    #expect(setup.drain() == ["1 true"] && fm.primaryNavigation === trackingFragment1)

    fm.beginTransaction().replace(AndroidR.id.content, trackingFragment2).addToBackStack(nil).commit()
    fm.executePendingTransactions()
    #expect(setup.drain() == ["1 false"] && fm.primaryNavigation == nil)

    try setup.scenario.app.pressBack()
    #expect(setup.drain() == ["1 true"] && fm.primaryNavigation === trackingFragment1)

    fm.beginTransaction().setPrimaryNavigationFragment(nil).commit()
    fm.executePendingTransactions()
    #expect(setup.drain() == ["1 false"] && fm.primaryNavigation == nil)

    fm.beginTransaction()
      .replace(AndroidR.id.content, trackingFragment2)
      .setPrimaryNavigationFragment(trackingFragment2)
      .addToBackStack(nil)
      .commit()
    fm.executePendingTransactions()
    #expect(setup.drain() == ["2 true"] && fm.primaryNavigation === trackingFragment2)

    try setup.scenario.app.pressBack()
    #expect(setup.drain() == ["2 false"] && fm.primaryNavigation == nil)
  }

  @Test(.tags(.android5_3, .android5_5)) func replacePrimaryNavAfterSetPrimary() throws {
    let setup = try Setup()
    let (fm, trackingFragment1, trackingFragment2) = (setup.fm, setup.trackingFragment1, setup.trackingFragment2)
    setup.addFirstAsPrimary(AndroidR.id.content)
    #expect(setup.drain() == ["1 true"] && fm.primaryNavigation === trackingFragment1)

    // setPrimaryNavigationFragment() before replace(), on purpose.
    fm.beginTransaction()
      .setPrimaryNavigationFragment(trackingFragment2)
      .replace(AndroidR.id.content, trackingFragment2)
      .addToBackStack(nil)
      .commit()
    fm.executePendingTransactions()
    #expect(setup.drain() == ["1 false", "2 true"] && fm.primaryNavigation === trackingFragment2)

    try setup.scenario.app.pressBack()
    #expect(setup.drain() == ["2 false", "1 true"] && fm.primaryNavigation === trackingFragment1)
  }
}
