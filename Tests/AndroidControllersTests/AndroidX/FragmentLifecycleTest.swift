import AndroidControllers
import AndroidControllersTesting
import SegueTestSupport
import Testing

/// The expectations of AndroidX's `FragmentLifecycleTest` (androidx/androidx,
/// fragment/fragment/src/androidTest/java/androidx/fragment/app/FragmentLifecycleTest.kt, read at
/// 09ddcd4889955498f13b85870c9b6ca9decf0344; Apache-2.0), one test per original with its name. Where the original
/// drives a `FragmentController` by hand, the activity of an `ActivityScenario` hosts the fragments instead.
@MainActor @Suite struct FragmentLifecycleTest {
  @Test(.tags(.android5_2, .android5_4)) func basicLifecycle() throws {
    let (_, activity) = try launchAndroidX(EmptyFragmentTestActivity.self)
    let fm = activity.supportFragmentManager
    let strictFragment = StrictFragment()
    fm.beginTransaction().add(strictFragment, "EmptyHeadless").commit()
    fm.executePendingTransactions()
    #expect(flags(strictFragment) == "added resumed")
    let lifecycle = strictFragment.lifecycle
    #expect(lifecycle.currentState == .RESUMED)

    fm.beginTransaction().remove(strictFragment).commit()
    fm.executePendingTransactions()
    #expect(flags(strictFragment) == "")
    // The old Lifecycle ends DESTROYED; a removed fragment gets a new one in case it is added again.
    #expect([lifecycle.currentState, strictFragment.lifecycle.currentState] == [.DESTROYED, .INITIALIZED])
  }

  @Test(.tags(.android5_2)) func detachment() throws {
    let (_, activity) = try launchAndroidX(EmptyFragmentTestActivity.self)
    let fm = activity.supportFragmentManager
    let f1 = StrictFragment()
    let f2 = StrictFragment()
    fm.beginTransaction().add(f1, "1").add(f2, "2").commit()
    fm.executePendingTransactions()
    #expect([flags(f1), flags(f2)] == ["added resumed", "added resumed"])

    fm.beginTransaction().detach(f1).detach(f2).commit()
    fm.executePendingTransactions()
    #expect([flags(f1), flags(f2)] == ["detached", "detached"])

    fm.beginTransaction().attach(f1).commit()
    fm.executePendingTransactions()
    #expect([flags(f1), flags(f2)] == ["added resumed", "detached"])

    fm.beginTransaction().remove(f1).remove(f2).commit()
    fm.executePendingTransactions()
    #expect([flags(f1), flags(f2)] == ["", ""])
  }

  @Test(.tags(.android5_3)) func basicBackStack() throws {
    let (_, activity) = try launchAndroidX(EmptyFragmentTestActivity.self)
    let fm = activity.supportFragmentManager
    let f1 = StrictFragment()
    let f2 = StrictFragment()
    fm.beginTransaction().add(f1, "1").commit()
    fm.executePendingTransactions()
    #expect(f1.isAdded)

    fm.beginTransaction().remove(f1).add(f2, "2").addToBackStack("stack1").commit()
    fm.executePendingTransactions()
    #expect([f1.isAdded, f2.isAdded] == [false, true])

    fm.popBackStack()
    fm.executePendingTransactions()
    #expect([f1.isAdded, f2.isAdded] == [true, false])
  }

  @Test(.tags(.android5_2, .android5_3)) func attachBackStack() throws {
    let (_, activity) = try launchAndroidX(EmptyFragmentTestActivity.self)
    let fm = activity.supportFragmentManager
    let f1 = StrictFragment()
    let f2 = StrictFragment()
    fm.beginTransaction().add(f1, "1").commit()
    fm.executePendingTransactions()
    #expect(f1.isAdded)

    fm.beginTransaction().detach(f1).add(f2, "2").addToBackStack("stack1").commit()
    fm.executePendingTransactions()
    #expect([flags(f1), flags(f2)] == ["detached", "added resumed"])
  }

  @Test(.tags(.android5_4)) func viewLifecycle() throws {
    let (_, activity) = try launchAndroidX(EmptyFragmentTestActivity.self)
    let fm = activity.supportFragmentManager
    let f1 = StrictViewFragment()
    fm.beginTransaction().add(AndroidR.id.content, f1).commit()
    fm.executePendingTransactions()
    #expect(f1.isAdded)
    let view = f1.requireView()
    // `ViewCompat.isAttachedToWindow(view)`: here, whether the view is in the activity's content frame.
    #expect(view.parent === activity.findViewById(AndroidR.id.content))

    fm.beginTransaction().remove(f1).commit()
    fm.executePendingTransactions()
    #expect(!f1.isAdded && f1.view == nil && view.parent == nil)
  }

  @Test(.tags(.android5_3, .android5_4)) func viewReplace() throws {
    let (_, activity) = try launchAndroidX(EmptyFragmentTestActivity.self)
    let fm = activity.supportFragmentManager
    let f1 = StrictViewFragment()
    let f2 = StrictViewFragment()
    fm.beginTransaction().add(AndroidR.id.content, f1).commit()
    fm.executePendingTransactions()
    let origView1 = f1.requireView()
    #expect(f1.isAdded && origView1.parent != nil)

    fm.beginTransaction().replace(AndroidR.id.content, f2).addToBackStack("stack1").commit()
    fm.executePendingTransactions()
    let origView2 = f2.requireView()
    #expect([f1.isAdded, f2.isAdded] == [false, true])
    #expect(f1.view == nil && origView1.parent == nil && origView2.parent != nil)

    fm.popBackStack()
    fm.executePendingTransactions()
    #expect([f1.isAdded, f2.isAdded] == [true, false])
    #expect(f2.view == nil && origView2.parent == nil)
    let newView1 = f1.requireView()
    #expect(newView1 !== origView1 && newView1.parent != nil)
  }

  /// The original adds the fragment to a `FragmentController` that is only CREATED, then moves the controller up;
  /// here the activity's `onCreate` adds it, and the activity moves up.
  @Test(.tags(.android5_2)) func setMaxLifecycle() throws {
    let fragment = StrictViewFragment()
    _ = try launchAndroidX(EmptyFragmentTestActivity.self) { activity in
      activity.supportFragmentManager.beginTransaction()
        .add(AndroidR.id.content, fragment)
        .setMaxLifecycle(fragment, .STARTED)
        .commitNow()
    }
    #expect(fragment.lifecycle.currentState == .STARTED)
  }

  @Test(.tags(.android5_2)) func setMaxLifecycleForceState() throws {
    let (_, activity) = try launchAndroidX(EmptyFragmentTestActivity.self)
    let fm = activity.supportFragmentManager
    let fragment = StrictViewFragment()
    fm.beginTransaction().add(AndroidR.id.content, fragment).commitNow()
    #expect(fragment.lifecycle.currentState == .RESUMED)
    let view = fragment.requireView()
    #expect(view.parent != nil)

    fm.beginTransaction().setMaxLifecycle(fragment, .CREATED).commitNow()
    #expect(fragment.lifecycle.currentState == .CREATED)
    #expect(fragment.view == nil && view.parent == nil)
  }

  @Test(.tags(.android5_2, .android5_3)) func setMaxLifecyclePop() throws {
    let (_, activity) = try launchAndroidX(EmptyFragmentTestActivity.self)
    let fm = activity.supportFragmentManager
    let fragment = StrictViewFragment()
    fm.beginTransaction().add(AndroidR.id.content, fragment).setMaxLifecycle(fragment, .CREATED).commitNow()
    #expect(fragment.lifecycle.currentState == .CREATED && !fragment.calledOnResume)

    fm.beginTransaction().setMaxLifecycle(fragment, .STARTED).addToBackStack(nil).commit()
    fm.executePendingTransactions()
    #expect(fragment.lifecycle.currentState == .STARTED)

    fm.popBackStackImmediate()
    #expect(fragment.lifecycle.currentState == .CREATED)
  }

  @Test(.tags(.android5_2)) func setMaxLifecycleOnDifferentFragments() throws {
    let (_, activity) = try launchAndroidX(EmptyFragmentTestActivity.self)
    let fm = activity.supportFragmentManager
    let fragment1 = StrictViewFragment()
    let fragment2 = StrictViewFragment()
    fm.beginTransaction()
      .add(AndroidR.id.content, fragment1)
      .add(AndroidR.id.content, fragment2)
      .setMaxLifecycle(fragment1, .STARTED)
      .setMaxLifecycle(fragment2, .CREATED)
      .commitNow()
    #expect([fragment1.calledOnResume, fragment2.calledOnResume] == [false, false])
    #expect([fragment1.lifecycle.currentState, fragment2.lifecycle.currentState] == [.STARTED, .CREATED])
  }

  @Test(.tags(.android5_4)) func fragmentDestroyedOnFinish() throws {
    let (scenario, activity) = try launchAndroidX(EmptyFragmentTestActivity.self)
    let fm = activity.supportFragmentManager
    let fragmentA = StrictViewFragment()
    let fragmentB = StrictViewFragment()
    fm.beginTransaction().add(AndroidR.id.content, fragmentA).commit()
    fm.executePendingTransactions()
    fm.beginTransaction().replace(AndroidR.id.content, fragmentB).addToBackStack(nil).commit()
    fm.executePendingTransactions()
    try scenario.close()
    #expect([fragmentB.calledOnDestroy, fragmentA.calledOnDestroy] == [true, true])
  }

  /// The original restarts its `FragmentController`; here the activity is re-created, and the removed fragment is
  /// added to the new activity's manager without an exception.
  @Test(.tags(.android5_2, .android5_4)) func childFragmentManagerDestroyedWhenFragmentRemoved() throws {
    let (scenario, activity) = try launchAndroidX(EmptyFragmentTestActivity.self)
    let fragment = StrictFragment()
    activity.supportFragmentManager.beginTransaction().add(fragment, "tag").commitNow()
    activity.supportFragmentManager.beginTransaction().remove(fragment).commitNow()
    try scenario.recreate()
    var recreated: EmptyFragmentTestActivity?
    try scenario.onActivity { recreated = $0 }
    let fm = try #require(recreated).supportFragmentManager
    #expect(thrownTexts { fm.beginTransaction().add(fragment, "tag").commitNow() } == [])
    #expect(fm.findFragmentByTag("tag") === fragment && fragment.isResumed)
  }

  /// The original restarts its `FragmentController`; here the activity is re-created.
  @Test(.tags(.android5_4, .android5_5)) func childFragmentInitWhenFragmentManagerDestroyed() throws {
    let (scenario, activity) = try launchAndroidX(EmptyFragmentTestActivity.self)
    let fragment = StrictViewFragment()
    activity.supportFragmentManager.beginTransaction().add(AndroidR.id.content, fragment).commitNow()
    let childFragment = StrictViewFragment()
    fragment.childFragmentManager.beginTransaction().add(testFragmentContainerId, childFragment, "child").commitNow()
    let lifecycle = childFragment.lifecycle
    try scenario.recreate()
    #expect(lifecycle !== childFragment.lifecycle)
    #expect([lifecycle.currentState, childFragment.lifecycle.currentState] == [.DESTROYED, .INITIALIZED])
  }

  @Test(.tags(.android5_4, .android5_5)) func childFragmentInitWhenParentRemoved() throws {
    let (_, activity) = try launchAndroidX(EmptyFragmentTestActivity.self)
    let fm = activity.supportFragmentManager
    let fragment = StrictViewFragment()
    fm.beginTransaction().add(AndroidR.id.content, fragment).commitNow()
    let childFragment = StrictViewFragment()
    fragment.childFragmentManager.beginTransaction().add(testFragmentContainerId, childFragment, "child").commitNow()
    let lifecycle = childFragment.lifecycle
    fm.beginTransaction().remove(fragment).commitNow()
    #expect(lifecycle !== childFragment.lifecycle)
    #expect(childFragment.calledOnDestroy && !childFragment.isAdded)
  }

  /// The original pauses and saves its `FragmentController`; here the scenario moves the activity to CREATED
  /// (stopped, its state saved), then finishes it.
  @Test(.tags(.android5_1, .androidAppendixA)) func testSetArgumentsLifecycle() throws {
    let (scenario, activity) = try launchAndroidX(EmptyFragmentTestActivity.self)
    let fm = activity.supportFragmentManager
    let f = StrictFragment()
    f.arguments = Bundle()
    fm.beginTransaction().add(f, "1").commitNow()
    #expect(thrownTexts { f.arguments = Bundle() } == [])

    try scenario.moveToState(.CREATED)
    #expect(
      thrownTexts { f.arguments = Bundle() } == [
        "java.lang.IllegalStateException: Fragment already added and state has been saved"
      ])

    try scenario.close()
    // Fully destroyed, so fragments have been removed.
    #expect(thrownTexts { f.arguments = Bundle() } == [])
  }
}
