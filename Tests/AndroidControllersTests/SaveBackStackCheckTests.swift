import AndroidControllers
import AndroidControllersTesting
import SegueTestSupport
import Testing

/// `saveBackStack(name)` refuses what AndroidX refuses before saving anything (fragment `FragmentManager.java`,
/// `saveBackStackState`): an entry that does not allow reordering, and an entry that names a fragment another
/// transaction added ("must be self contained"), each an `IllegalArgumentException` with AndroidX's text; a `replace`
/// is self contained though it removes what the container held (AndroidX `mFromExpandedOp`). Spec §5.3.
@MainActor @Suite struct SaveBackStackCheckTests {
  private func launch() throws -> (AndroidApp, FragmentManager) {
    let app = try launchHost()
    let fm = try #require(app.topActivity as? HostActivity).supportFragmentManager
    _ = app.takeTrace()
    return (app, fm)
  }

  private func saving(_ fm: FragmentManager, _ name: String) -> [String] {
    AndroidException.capture {
      fm.saveBackStack(name)
      fm.executePendingTransactions()
    }.map(\.description)
  }

  @Test(.tags(.android5_3)) func anEntryThatHidesAnotherTransactionsFragmentIsNotSelfContained() throws {
    let (app, fm) = try launch()
    let home = try #require(fm.findFragmentByTag("home"))
    try app.step {
      fm.beginTransaction().setReorderingAllowed(true).hide(home).add(containerId, DetailFragment(), "detail")
        .addToBackStack("detail").commit()
    }
    _ = app.takeTrace()
    #expect(
      saving(fm, "detail") == [
        "java.lang.IllegalArgumentException: saveBackStack(\"detail\") must be self contained and not reference "
          + "fragments from non-saved FragmentTransactions. Found reference to fragment HomeFragment{1} (f1 "
          + "id=0x7f0a0001 tag=home) in BackStackEntry{0 #0 detail} that were previously added to the "
          + "FragmentManager through a separate FragmentTransaction."
      ])
    // Nothing was saved or popped.
    #expect(app.takeTrace() == [])
    #expect(fm.backStackEntryCount == 1 && !fm.hasSavedBackStack("detail"))
    #expect(fm.fragments.map(\.tag) == ["home", "detail"])
  }

  @Test(.tags(.android5_3)) func anEntryWithoutReorderingCannotBeSaved() throws {
    let (app, fm) = try launch()
    try app.step { fm.beginTransaction().replace(containerId, ListFragment(), "list").addToBackStack("list").commit() }
    _ = app.takeTrace()
    #expect(
      saving(fm, "list") == [
        "java.lang.IllegalArgumentException: saveBackStack(\"list\") included FragmentTransactions must use "
          + "setReorderingAllowed(true) to ensure that the back stack can be restored as an atomic operation. Found "
          + "BackStackEntry{0 #0 list} that did not use setReorderingAllowed(true)."
      ])
    #expect(app.takeTrace() == [])
    #expect(fm.backStackEntryCount == 1 && !fm.hasSavedBackStack("list"))
  }

  /// A `replace` removes the home fragment, added by another transaction, yet is self contained: the removal is one
  /// the replace expanded to. The entry is saved and popped; home comes back.
  @Test(.tags(.android5_3)) func aReplaceIsSelfContained() throws {
    let (app, fm) = try launch()
    try app.step {
      fm.beginTransaction().setReorderingAllowed(true).replace(containerId, ListFragment(), "list")
        .addToBackStack("list").commit()
    }
    _ = app.takeTrace()
    #expect(saving(fm, "list") == [])
    #expect(
      app.takeTrace() == [
        "ListFragment.onPause", "ListFragment.onStop", "ListFragment.onSaveInstanceState",
        "ListFragment.onDestroyView", "ListFragment.onDestroy", "ListFragment.onDetach", "HomeFragment.onCreateView",
        "HomeFragment.onViewCreated", "HomeFragment.onViewStateRestored", "HomeFragment.onStart",
        "HomeFragment.onResume",
      ])
    #expect(fm.backStackEntryCount == 0 && fm.hasSavedBackStack("list"))
    #expect(fm.fragments.map(\.tag) == ["home"])
  }
}
