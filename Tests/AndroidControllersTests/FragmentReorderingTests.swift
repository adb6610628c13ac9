import AndroidControllers
import AndroidControllersTesting
import SegueTestSupport
import Testing

/// Transactions that allow reordering run as one batch when they execute together (spec §5.2's
/// `setReorderingAllowed(true)` row; AndroidX's `FragmentManager.executeOpsTogether`, which changes the lists for
/// every record before it moves any fragment, and `FragmentStateManager.computeExpectedState`).
@MainActor @Suite struct FragmentReorderingTests {
  private func launch() throws -> (AndroidApp, FragmentManager) {
    let app = try launchHost()
    let fm = try #require(app.topActivity as? HostActivity).supportFragmentManager
    _ = app.takeTrace()
    return (app, fm)
  }

  private func reordered(_ fm: FragmentManager) -> FragmentTransaction {
    fm.beginTransaction().setReorderingAllowed(true)
  }

  /// Added and removed in one batch, off the back stack: never attached. On the back stack: the removal keeps it
  /// for the pop, so it is attached and created, but no view is made; popping both destroys it.
  @Test(.tags(.android5_2, .android5_4)) func aFragmentAddedAndRemovedInOneBatchNeverMakesItsView() throws {
    let (app, fm) = try launch()
    let gone = DetailFragment()
    try app.step {
      reordered(fm).add(containerId, gone, "gone").commit()
      reordered(fm).remove(gone).commit()
    }
    #expect(app.takeTrace() == [])
    #expect(fm.fragments.map(\.tag) == ["home"] && !gone.isAdded)

    let kept = DetailFragment()
    try app.step {
      reordered(fm).add(containerId, kept, "kept").addToBackStack(nil).commit()
      reordered(fm).remove(kept).addToBackStack(nil).commit()
    }
    #expect(app.takeTrace() == ["DetailFragment.onAttach", "DetailFragment.onCreate(null)"])
    #expect(kept.lifecycle.currentState == .CREATED && kept.view == nil && fm.backStackEntryCount == 2)

    try app.step {
      fm.popBackStack()
      fm.popBackStack()
    }
    #expect(app.takeTrace() == ["DetailFragment.onDestroy", "DetailFragment.onDetach"])
    #expect(fm.fragments.map(\.tag) == ["home"] && fm.backStackEntryCount == 0)
  }

  /// A → B → C replaced in one batch: A goes down to CREATED, B is attached and created (kept for the pop) but never
  /// gets a view or resumes, C comes up; the back stack changes once. Back then pops C alone, and B comes up.
  @Test(.tags(.android5_2, .android5_3, .android5_4)) func replacingTwiceInOneBatchNeverResumesTheMiddleFragment()
    throws
  {
    let (app, fm) = try launch()
    var changes = 0
    fm.addOnBackStackChangedListener { changes += 1 }
    try app.step {
      reordered(fm).replace(containerId, ListFragment(), "list").addToBackStack(nil).commit()
      reordered(fm).replace(containerId, DetailFragment(), "detail").addToBackStack(nil).commit()
    }
    #expect(
      app.takeTrace() == [
        "HomeFragment.onPause", "HomeFragment.onStop", "HomeFragment.onDestroyView", "ListFragment.onAttach",
        "ListFragment.onCreate(null)", "DetailFragment.onAttach", "DetailFragment.onCreate(null)",
        "DetailFragment.onCreateView", "DetailFragment.onViewCreated", "DetailFragment.onViewStateRestored",
        "DetailFragment.onStart", "DetailFragment.onResume",
      ])
    #expect(changes == 1 && fm.backStackEntryCount == 2 && fm.fragments.map(\.tag) == ["detail"])

    try app.pressBack()
    #expect(
      app.takeTrace() == [
        "DetailFragment.onPause", "DetailFragment.onStop", "DetailFragment.onDestroyView", "DetailFragment.onDestroy",
        "DetailFragment.onDetach", "ListFragment.onCreateView", "ListFragment.onViewCreated",
        "ListFragment.onViewStateRestored", "ListFragment.onStart", "ListFragment.onResume",
      ])
    #expect(changes == 2 && fm.fragments.map(\.tag) == ["list"])
  }

  /// Popping two reordered entries at once moves each fragment straight to where the bottom one leaves it: the
  /// middle fragment is destroyed from CREATED without getting its view back.
  @Test(.tags(.android5_3, .android5_4)) func poppingSeveralReorderedEntriesSkipsTheMiddleFragmentsView() throws {
    let (app, fm) = try launch()
    var first: Int32 = -1
    try app.step { first = reordered(fm).replace(containerId, ListFragment(), "list").addToBackStack("a").commit() }
    try app.step { reordered(fm).replace(containerId, DetailFragment(), "detail").addToBackStack("b").commit() }
    _ = app.takeTrace()

    let popped = fm.popBackStackImmediate(first, FragmentManager.POP_BACK_STACK_INCLUSIVE)
    #expect(popped)
    #expect(
      app.takeTrace() == [
        "DetailFragment.onPause", "DetailFragment.onStop", "DetailFragment.onDestroyView", "DetailFragment.onDestroy",
        "DetailFragment.onDetach", "ListFragment.onDestroy", "ListFragment.onDetach", "HomeFragment.onCreateView",
        "HomeFragment.onViewCreated", "HomeFragment.onViewStateRestored", "HomeFragment.onStart",
        "HomeFragment.onResume",
      ])
    #expect(fm.fragments.map(\.tag) == ["home"] && fm.backStackEntryCount == 0)
  }

  /// A transaction that does not allow reordering splits the batch: what came before runs first, on its own.
  @Test(.tags(.android5_2)) func aTransactionWithoutReorderingRunsAfterTheBatchBeforeIt() throws {
    let (app, fm) = try launch()
    let list = ListFragment()
    try app.step {
      reordered(fm).add(containerId, list, "list").commit()
      fm.beginTransaction().remove(list).commit()
    }
    #expect(
      app.takeTrace() == [
        "ListFragment.onAttach", "ListFragment.onCreate(null)", "ListFragment.onCreateView",
        "ListFragment.onViewCreated", "ListFragment.onViewStateRestored", "ListFragment.onStart",
        "ListFragment.onResume", "ListFragment.onPause", "ListFragment.onStop", "ListFragment.onDestroyView",
        "ListFragment.onDestroy", "ListFragment.onDetach",
      ])
  }

  /// A reordered back stack survives re-creation: the restored entries pop as one batch too.
  @Test(.tags(.android5_3, .android1_4)) func restoredReorderedEntriesStillPopTogether() throws {
    let (app, fm) = try launch()
    try app.step {
      reordered(fm).replace(containerId, ListFragment(), "list").addToBackStack("a").commit()
      reordered(fm).replace(containerId, DetailFragment(), "detail").addToBackStack("b").commit()
    }
    try app.rotate()
    let restored = try #require(app.topActivity as? HostActivity).supportFragmentManager
    #expect(restored !== fm && restored.backStackEntryCount == 2)
    _ = app.takeTrace()
    try app.step { restored.popBackStack("a", FragmentManager.POP_BACK_STACK_INCLUSIVE) }
    #expect(!app.takeTrace().contains("ListFragment.onCreateView"))
    #expect(restored.fragments.map(\.tag) == ["home"])
  }
}
