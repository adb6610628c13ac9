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

  private func launch() throws -> (ActivityScenario<EmptyFragmentTestActivity>, FragmentManager) {
    let (scenario, activity) = try launchAndroidX(EmptyFragmentTestActivity.self)
    return (scenario, activity.supportFragmentManager)
  }

  private func tracking(_ navigations: Navigations) -> TrackingFragment {
    let fragment = TrackingFragment()
    fragment.tracker = navigations
    return fragment
  }

  @Test(.tags(.android5_3, .android5_5)) func delegateBackToPrimaryNav() throws {
    let (scenario, fm) = try launch()
    let navigations = Navigations()
    let trackingFragment = tracking(navigations)
    fm.beginTransaction().add(trackingFragment, nil).setPrimaryNavigationFragment(trackingFragment).commit()
    fm.executePendingTransactions()
    #expect(navigations.drain([(trackingFragment, "tracking")]) == ["tracking true"])
    #expect(fm.primaryNavigation === trackingFragment)

    let cfm = trackingFragment.childFragmentManager
    cfm.beginTransaction().add(StrictFragment(), nil).addToBackStack(nil).commit()
    cfm.executePendingTransactions()
    #expect(cfm.backStackEntryCount == 1)

    try scenario.app.pressBack()
    #expect(cfm.backStackEntryCount == 0)
  }

  @Test(.tags(.android5_3, .android5_5)) func popPrimaryNav() throws {
    let (scenario, fm) = try launch()
    let navigations = Navigations()
    let trackingFragment1 = tracking(navigations)
    let trackingFragment2 = tracking(navigations)
    let names = [(trackingFragment1, "1"), (trackingFragment2, "2")] as [(Fragment, String)]

    fm.beginTransaction().add(trackingFragment1, nil).setPrimaryNavigationFragment(trackingFragment1).commit()
    fm.executePendingTransactions()
    #expect(navigations.drain(names) == ["1 true"] && fm.primaryNavigation === trackingFragment1)

    fm.beginTransaction().remove(trackingFragment1).addToBackStack(nil).commit()
    fm.executePendingTransactions()
    #expect(navigations.drain(names) == ["1 false"] && fm.primaryNavigation == nil)

    try scenario.app.pressBack()
    #expect(navigations.drain(names) == ["1 true"] && fm.primaryNavigation === trackingFragment1)

    fm.beginTransaction()
      .remove(trackingFragment1)
      .add(trackingFragment2, nil)
      .setPrimaryNavigationFragment(trackingFragment2)
      .addToBackStack(nil)
      .commit()
    fm.executePendingTransactions()
    #expect(navigations.drain(names) == ["1 false", "2 true"] && fm.primaryNavigation === trackingFragment2)

    try scenario.app.pressBack()
    #expect(navigations.drain(names) == ["2 false", "1 true"] && fm.primaryNavigation === trackingFragment1)

    fm.beginTransaction().setPrimaryNavigationFragment(trackingFragment1).addToBackStack(nil).commit()
    fm.executePendingTransactions()
    #expect(fm.primaryNavigation === trackingFragment1)
    try scenario.app.pressBack()
    #expect(fm.primaryNavigation === trackingFragment1)
  }

  @Test(.tags(.android5_3, .android5_5)) func replacePrimaryNav() throws {
    let (scenario, fm) = try launch()
    let navigations = Navigations()
    let trackingFragment1 = tracking(navigations)
    let trackingFragment2 = tracking(navigations)
    let names = [(trackingFragment1, "1"), (trackingFragment2, "2")] as [(Fragment, String)]

    fm.beginTransaction()
      .add(AndroidR.id.content, trackingFragment1)
      .setPrimaryNavigationFragment(trackingFragment1)
      .commit()
    fm.executePendingTransactions()
    #expect(navigations.drain(names) == ["1 true"] && fm.primaryNavigation === trackingFragment1)

    fm.beginTransaction().replace(AndroidR.id.content, trackingFragment2).addToBackStack(nil).commit()
    fm.executePendingTransactions()
    #expect(navigations.drain(names) == ["1 false"] && fm.primaryNavigation == nil)

    try scenario.app.pressBack()
    #expect(navigations.drain(names) == ["1 true"] && fm.primaryNavigation === trackingFragment1)

    fm.beginTransaction().setPrimaryNavigationFragment(nil).commit()
    fm.executePendingTransactions()
    #expect(navigations.drain(names) == ["1 false"] && fm.primaryNavigation == nil)

    fm.beginTransaction()
      .replace(AndroidR.id.content, trackingFragment2)
      .setPrimaryNavigationFragment(trackingFragment2)
      .addToBackStack(nil)
      .commit()
    fm.executePendingTransactions()
    #expect(navigations.drain(names) == ["2 true"] && fm.primaryNavigation === trackingFragment2)

    try scenario.app.pressBack()
    #expect(navigations.drain(names) == ["2 false"] && fm.primaryNavigation == nil)
  }

  @Test(.tags(.android5_3, .android5_5)) func replacePrimaryNavAfterSetPrimary() throws {
    let (scenario, fm) = try launch()
    let navigations = Navigations()
    let trackingFragment1 = tracking(navigations)
    let trackingFragment2 = tracking(navigations)
    let names = [(trackingFragment1, "1"), (trackingFragment2, "2")] as [(Fragment, String)]

    fm.beginTransaction()
      .add(AndroidR.id.content, trackingFragment1)
      .setPrimaryNavigationFragment(trackingFragment1)
      .commit()
    fm.executePendingTransactions()
    #expect(navigations.drain(names) == ["1 true"] && fm.primaryNavigation === trackingFragment1)

    // setPrimaryNavigationFragment() before replace(), on purpose.
    fm.beginTransaction()
      .setPrimaryNavigationFragment(trackingFragment2)
      .replace(AndroidR.id.content, trackingFragment2)
      .addToBackStack(nil)
      .commit()
    fm.executePendingTransactions()
    #expect(navigations.drain(names) == ["1 false", "2 true"] && fm.primaryNavigation === trackingFragment2)

    try scenario.app.pressBack()
    #expect(navigations.drain(names) == ["2 false", "1 true"] && fm.primaryNavigation === trackingFragment1)
  }
}
