import AndroidControllers
import AndroidControllersTesting
import SegueTestSupport
import Testing

/// The expectations of AndroidX's `FragmentManagerTest` (androidx/androidx,
/// fragment/fragment/src/androidTest/java/androidx/fragment/app/FragmentManagerTest.kt, read at
/// 3762a3b1977b7a12eedefd4e7954e7f3a67ae1f7; Apache-2.0) that our fragment manager models; the others are listed
/// in Documentation/android-conformance.md with the reason.
@MainActor @Suite struct FragmentManagerTest {
  @Test(.tags(.android5_3)) func popBackStackImmediate() throws {
    let (_, activity) = try launchAndroidX(FragmentTestActivity.self)
    let fm = activity.supportFragmentManager
    fm.beginTransaction().add(StrictFragment(), "fragment1").addToBackStack("stack1").commit()
    fm.executePendingTransactions()
    // A null name with POP_BACK_STACK_INCLUSIVE pops the top entry.
    let popped = fm.popBackStackImmediate(nil, FragmentManager.POP_BACK_STACK_INCLUSIVE)
    #expect(popped && fm.backStackEntryCount == 0 && fm.findFragmentByTag("fragment1") == nil)
  }
}
