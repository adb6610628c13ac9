import AndroidControllers
import AndroidControllersTesting
import SegueTestSupport
import Testing

/// The expectations of AndroidX's `FragmentTransactionTest` (androidx/androidx,
/// fragment/fragment/src/androidTest/java/androidx/fragment/app/FragmentTransactionTest.kt, read at
/// 10e7210fdec6ac09b9534017f2535e3b4c09ecc7; Apache-2.0), one test per original with its name. Like the original's
/// `setUp`, each test counts `onBackStackChanged` calls.
@MainActor @Suite struct FragmentTransactionTest {
  private final class Counter {
    var onBackStackChangedTimes = 0
  }

  private func setUp() throws -> (FragmentTestActivity, Counter) {
    let (_, activity) = try launchAndroidX(FragmentTestActivity.self)
    let counter = Counter()
    activity.supportFragmentManager.addOnBackStackChangedListener { counter.onBackStackChangedTimes += 1 }
    return (activity, counter)
  }

  @Test(.tags(.android5_2, .android5_3)) func testAddTransactionWithValidFragment() throws {
    let (activity, counter) = try setUp()
    let fragment = CorrectFragment()
    activity.supportFragmentManager.beginTransaction().add(testContentId, fragment).addToBackStack(nil).commit()
    activity.supportFragmentManager.executePendingTransactions()
    #expect(counter.onBackStackChangedTimes == 1 && fragment.isAdded)
  }

  @Test(.tags(.android5_1, .android5_2)) func testAddTransactionByClassName() throws {
    let (activity, counter) = try setUp()
    let args = Bundle()
    activity.supportFragmentManager.beginTransaction()
      .add(testContentId, CorrectFragment.self, args)
      .addToBackStack(nil)
      .commit()
    activity.supportFragmentManager.executePendingTransactions()
    #expect(counter.onBackStackChangedTimes == 1)
    let fragment = activity.supportFragmentManager.findFragmentById(testContentId)
    #expect(fragment is CorrectFragment && fragment?.arguments === args)
  }

  @Test(.tags(.android5_1, .android5_2)) func testReplaceTransactionByClassName() throws {
    let (activity, counter) = try setUp()
    let fm = activity.supportFragmentManager
    let firstFragment = StrictFragment()
    fm.beginTransaction().add(testContentId, firstFragment).commitNow()
    #expect(fm.findFragmentById(testContentId) === firstFragment)

    let args = Bundle()
    fm.beginTransaction().add(testContentId, CorrectFragment.self, args).addToBackStack(nil).commit()
    fm.executePendingTransactions()
    #expect(counter.onBackStackChangedTimes == 1)
    let fragment = fm.findFragmentById(testContentId)
    #expect(fragment is CorrectFragment && fragment?.arguments === args)
  }

  /// The original's first part, which runs deterministically: removed and detached fragments are not in
  /// `getFragments()`, hidden ones are. Its second part (100 commits raced against another thread) has no
  /// counterpart on a single main queue.
  @Test(.tags(.android5_2)) func getFragmentsOffThread() throws {
    let (activity, _) = try setUp()
    let fm = activity.supportFragmentManager
    let fragment = CorrectFragment()
    fm.beginTransaction().add(testContentId, fragment).addToBackStack(nil).commit()
    fm.executePendingTransactions()
    #expect(fm.fragments.map(ObjectIdentifier.init) == [ObjectIdentifier(fragment)])

    fm.beginTransaction().remove(fragment).addToBackStack(nil).commit()
    fm.executePendingTransactions()
    #expect(fm.fragments.isEmpty)

    fm.popBackStackImmediate()
    fm.beginTransaction().detach(fragment).addToBackStack(nil).commit()
    fm.executePendingTransactions()
    #expect(fm.fragments.isEmpty)

    fm.popBackStackImmediate()
    fm.beginTransaction().hide(fragment).addToBackStack(nil).commit()
    fm.executePendingTransactions()
    #expect(fm.fragments.map(ObjectIdentifier.init) == [ObjectIdentifier(fragment)])

    fm.popBackStackImmediate()
    #expect(fm.fragments.map(ObjectIdentifier.init) == [ObjectIdentifier(fragment)])
    fm.popBackStackImmediate()
    #expect(fm.fragments.isEmpty && fm.backStackEntryCount == 0)
  }

  @Test(.tags(.android5_2, .android5_5)) func commitAllowStateLossDetached() throws {
    let (activity, _) = try setUp()
    let fragment1 = CorrectFragment()
    activity.supportFragmentManager.beginTransaction().add(fragment1, "1").commit()
    activity.supportFragmentManager.executePendingTransactions()
    let fm = fragment1.childFragmentManager
    activity.supportFragmentManager.beginTransaction().remove(fragment1).commit()
    activity.supportFragmentManager.executePendingTransactions()
    #expect(activity.supportFragmentManager.fragments.isEmpty && fm.fragments.isEmpty)

    // The removed fragment's manager drops transactions that allow state loss, without an exception.
    let texts = thrownTexts {
      fm.beginTransaction().add(CorrectFragment(), "2").commitAllowingStateLoss()
      fm.executePendingTransactions()
      fm.beginTransaction().add(CorrectFragment(), "3").commitNowAllowingStateLoss()
    }
    #expect(texts == [] && fm.fragments.isEmpty)
  }
}
