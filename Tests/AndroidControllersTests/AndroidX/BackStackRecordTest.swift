import AndroidControllers
import AndroidControllersTesting
import SegueTestSupport
import Testing

/// The expectations of AndroidX's `BackStackRecordTest` (androidx/androidx,
/// fragment/fragment/src/androidTest/java/androidx/fragment/app/BackStackRecordTest.kt, read at
/// 17a86409267b91bae5511d31a3679abb84064285; Apache-2.0), one test per original with its name: a fragment held by
/// one manager cannot be named in another's transaction. The originals start two `FragmentController`s; here the
/// second manager is a fragment's `childFragmentManager` in the same activity.
@MainActor @Suite struct BackStackRecordTest {
  /// Two managers, and `fragment1` added to the first as the originals do.
  private func twoManagers() throws -> (FragmentManager, FragmentManager, Fragment) {
    let (_, activity) = try launchAndroidX(EmptyFragmentTestActivity.self)
    let fm1 = activity.supportFragmentManager
    let host = StrictFragment()
    fm1.beginTransaction().add(host, "host").commitNow()
    let fm2 = host.childFragmentManager
    let fragment1 = StrictFragment()
    fm1.beginTransaction().add(fragment1, "1").commitNow()
    return (fm1, fm2, fragment1)
  }

  private func message(_ action: String, _ fragment: Fragment) -> [String] {
    [
      "java.lang.IllegalStateException: Cannot \(action) Fragment attached to a different FragmentManager. "
        + "Fragment \(fragment) is already attached to a FragmentManager."
    ]
  }

  @Test(.tags(.android5_2, .androidAppendixA)) func testHideOnFragmentWithAManager() throws {
    let (_, fm2, fragment1) = try twoManagers()
    #expect(thrownTexts { fm2.beginTransaction().hide(fragment1).commitNow() } == message("hide", fragment1))
  }

  @Test(.tags(.android5_2, .androidAppendixA)) func testShowOnFragmentWithAManager() throws {
    let (_, fm2, fragment1) = try twoManagers()
    #expect(thrownTexts { fm2.beginTransaction().show(fragment1).commitNow() } == message("show", fragment1))
  }

  @Test(.tags(.android5_2, .androidAppendixA)) func testSetPrimaryNavigationFragmentOnFragmentWithAManager() throws {
    let (_, fm2, fragment1) = try twoManagers()
    #expect(
      thrownTexts { fm2.beginTransaction().setPrimaryNavigationFragment(fragment1).commitNow() }
        == message("setPrimaryNavigation for", fragment1))
  }

  @Test(.tags(.android5_2, .androidAppendixA)) func testDetachFragmentWithManager() throws {
    let (_, fm2, fragment1) = try twoManagers()
    #expect(thrownTexts { fm2.beginTransaction().detach(fragment1).commitNow() } == message("detach", fragment1))
  }

  @Test(.tags(.android5_2, .androidAppendixA)) func testRemoveFragmentWithManager() throws {
    let (fm1, fm2, fragment1) = try twoManagers()
    #expect(thrownTexts { fm2.beginTransaction().remove(fragment1).commitNow() } == message("remove", fragment1))
    #expect(fm1.findFragmentByTag("1") === fragment1 && fragment1.isResumed)
  }
}
