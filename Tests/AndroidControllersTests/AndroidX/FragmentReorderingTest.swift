import AndroidControllers
import AndroidControllersTesting
import SegueTestSupport
import Testing

/// The expectations of AndroidX's `FragmentReorderingTest` (androidx/androidx,
/// fragment/fragment/src/androidTest/java/androidx/fragment/app/FragmentReorderingTest.kt, read at
/// 915c8fe250989db987e97d5727916e9ec8244b02; Apache-2.0), one test per original with its name. The original's
/// `simple_container` layout is `FragmentTestActivity`'s one container; what it runs in `runOnMainSync` runs here
/// between two drains, so its commits and pops execute as one batch. `assertChildren(container, f…)` reads as the
/// container's children being exactly those fragments' views, in that order.
@MainActor @Suite struct FragmentReorderingTest {
  /// The original's `@Before`: the activity, its container and its fragment manager.
  private func launch() throws -> (container: ViewGroup, fm: FragmentManager) {
    let (_, activity) = try launchAndroidX(FragmentTestActivity.self)
    let container = try #require(activity.findViewById(testContentId) as? ViewGroup)
    return (container, activity.supportFragmentManager)
  }

  /// The container's children as the names of the fragments whose views they are ("?" for another view).
  private func children(_ container: ViewGroup, _ names: [(Fragment, String)]) -> [String] {
    container.children.map { child in names.first { $0.0.view === child }?.1 ?? "?" }
  }

  private func commit(
    _ fm: FragmentManager, _ build: (FragmentTransaction) -> FragmentTransaction, backStack: Bool = true,
    reordering: Bool = true
  ) -> Int32 {
    let transaction = build(fm.beginTransaction())
    if backStack { transaction.addToBackStack(nil) }
    return transaction.setReorderingAllowed(reordering).commit()
  }

  /// The container's children (fragment 1's view as "1") and fragment 1's `onHiddenChanged` counts, as one line.
  private func seen(_ container: ViewGroup, _ fragment: CountCallsFragment) -> String {
    let views = children(container, [(fragment, "1")]).joined(separator: " ")
    return "\(views.isEmpty ? "none" : views) shown \(fragment.onShowCount) hidden \(fragment.onHideCount)"
  }

  /// The counts AndroidX's assertions read, as one line: `view+ view- hide show attach detach`.
  private func counts(_ fragment: CountCallsFragment) -> [Int] {
    [
      fragment.onCreateViewCount, fragment.onDestroyViewCount, fragment.onHideCount, fragment.onShowCount,
      fragment.onAttachCount, fragment.onDetachCount,
    ]
  }

  /// The original's `LifecycleEventObserver` on fragment 1: fragment 2's state when fragment 1 stops, and when it
  /// starts (the last start is the pop's).
  final class OtherStateRecorder: LifecycleEventObserver {
    let other: Fragment
    var whenStopped: Lifecycle.State?
    var whenStarted: Lifecycle.State?

    init(_ other: Fragment) { self.other = other }

    func onStateChanged(_ source: any LifecycleOwner, _ event: Lifecycle.Event) {
      if event == .ON_STOP {
        whenStopped = other.lifecycle.currentState
      } else if event == .ON_START {
        whenStarted = other.lifecycle.currentState
      }
    }
  }

  @Test(.tags(.android5_2, .android5_4)) func stopBeforeStart() throws {
    let (_, fm) = try launch()
    let fragment1 = StrictViewFragment()
    _ = commit(fm, { $0.add(testContentId, fragment1) }, backStack: false)
    fm.executePendingTransactions()
    let fragment2 = StrictViewFragment()
    let recorder = OtherStateRecorder(fragment2)
    fragment1.lifecycle.addObserver(recorder)
    _ = commit(fm, { $0.replace(testContentId, fragment2) })
    fm.executePendingTransactions()
    #expect(try #require(recorder.whenStopped) < .STARTED)
    fm.popBackStackImmediate()
    #expect(try #require(recorder.whenStarted) < .STARTED)
  }

  @Test(.tags(.android5_2)) func addReplace() throws {
    let (container, fm) = try launch()
    let fragment1 = CountCallsFragment()
    let fragment2 = StrictViewFragment()
    _ = commit(fm) { $0.add(testContentId, fragment1) }
    _ = commit(fm) { $0.replace(testContentId, fragment2) }
    fm.executePendingTransactions()
    #expect(fragment1.onCreateViewCount == 0)
    #expect(children(container, [(fragment2, "2")]) == ["2"])

    fm.popBackStack()
    fm.popBackStack()
    fm.executePendingTransactions()
    #expect(container.children.isEmpty)
  }

  @Test(.tags(.android5_2, .android5_3)) func startWithPop() throws {
    let (container, fm) = try launch()
    let fragment1 = CountCallsFragment()
    _ = commit(fm) { $0.add(testContentId, fragment1) }
    fm.executePendingTransactions()
    #expect(children(container, [(fragment1, "1")]) == ["1"])

    fm.popBackStack()
    _ = commit(fm) { $0.add(testContentId, fragment1) }
    fm.executePendingTransactions()
    #expect(children(container, [(fragment1, "1")]) == ["1"])
    #expect(fragment1.onCreateViewCount == 1)

    fm.popBackStackImmediate()
    #expect(container.children.isEmpty)
    #expect(fragment1.onCreateViewCount == 1)
  }

  @Test(.tags(.android5_2, .android5_3)) func middlePop() throws {
    let (container, fm) = try launch()
    let fragment1 = CountCallsFragment()
    let fragment2 = CountCallsFragment()
    _ = commit(fm) { $0.add(testContentId, fragment1) }
    fm.popBackStack()
    _ = commit(fm) { $0.add(testContentId, fragment2) }
    fm.executePendingTransactions()
    #expect(children(container, [(fragment2, "2")]) == ["2"])
    #expect([fragment1.onAttachCount, fragment2.onCreateViewCount] == [0, 1])

    fm.popBackStackImmediate()
    #expect(container.children.isEmpty)
    #expect(fragment2.onDetachCount == 1)
  }

  @Test(.tags(.android5_2, .android5_3)) func removeRedundantRemove() throws {
    let (container, fm) = try launch()
    let fragment1 = CountCallsFragment()
    let id = commit(fm) { $0.add(testContentId, fragment1) }
    _ = commit(fm) { $0.hide(fragment1) }
    _ = commit(fm) { $0.remove(fragment1) }
    fm.executePendingTransactions()
    #expect(container.children.isEmpty)
    // view+ view- hide show attach detach
    #expect(counts(fragment1) == [0, 0, 1, 0, 1, 0])

    fm.popBackStackImmediate(id, FragmentManager.POP_BACK_STACK_INCLUSIVE)
    #expect(container.children.isEmpty)
    #expect(counts(fragment1) == [0, 0, 1, 1, 1, 1])
  }

  @Test(.tags(.android5_2, .android5_3)) func removeRedundantAdd() throws {
    let (container, fm) = try launch()
    let fragment1 = CountCallsFragment()
    let id = commit(fm) { $0.add(testContentId, fragment1) }
    fm.executePendingTransactions()
    #expect(fragment1.onCreateViewCount == 1)

    _ = commit(fm) { $0.remove(fragment1) }
    _ = commit(fm) { $0.add(testContentId, fragment1) }
    fm.executePendingTransactions()
    #expect(children(container, [(fragment1, "1")]) == ["1"])
    #expect(fragment1.onCreateViewCount == 1)

    fm.popBackStack(id, 0)
    fm.executePendingTransactions()
    #expect(children(container, [(fragment1, "1")]) == ["1"])
    #expect(fragment1.onCreateViewCount == 1)
  }

  @Test(.tags(.android5_2, .android5_3)) func removeRedundantAttach() throws {
    let (container, fm) = try launch()
    let fragment1 = CountCallsFragment()
    let id = commit(fm) { $0.add(testContentId, fragment1) }
    fm.executePendingTransactions()
    #expect(fragment1.onAttachCount == 1)
    #expect(children(container, [(fragment1, "1")]) == ["1"])

    _ = commit(fm) { $0.detach(fragment1) }
    _ = commit(fm) { $0.hide(fragment1) }
    _ = commit(fm) { $0.attach(fragment1) }
    fm.executePendingTransactions()
    #expect(children(container, [(fragment1, "1")]) == ["1"])
    // view+ view- hide show attach detach
    #expect(counts(fragment1) == [1, 0, 1, 0, 1, 0])

    fm.popBackStack(id, 0)
    fm.executePendingTransactions()
    #expect(children(container, [(fragment1, "1")]) == ["1"])
    #expect(counts(fragment1) == [1, 0, 1, 1, 1, 0])
  }

  @Test(.tags(.android5_2, .android5_3)) func removeRedundantDetach() throws {
    let (container, fm) = try launch()
    let fragment1 = CountCallsFragment()
    let id = commit(fm) { $0.add(testContentId, fragment1).detach(fragment1) }
    fm.executePendingTransactions()
    // The add and detach in one transaction are not optimized out entirely: attached and created, no view.
    #expect([fragment1.onAttachCount, fragment1.onDetachCount, fragment1.onCreateViewCount] == [1, 0, 0])
    #expect(fragment1.isDetached && container.children.isEmpty)

    _ = commit(fm) { $0.attach(fragment1) }
    _ = commit(fm) { $0.hide(fragment1) }
    _ = commit(fm) { $0.detach(fragment1) }
    fm.executePendingTransactions()
    #expect(container.children.isEmpty)
    #expect(
      [fragment1.onAttachCount, fragment1.onDetachCount, fragment1.onHideCount, fragment1.onShowCount] == [1, 0, 1, 0])
    #expect(fragment1.isHidden)

    fm.popBackStack(id, 0)
    fm.executePendingTransactions()
    #expect(container.children.isEmpty)
    #expect(
      [fragment1.onAttachCount, fragment1.onDetachCount, fragment1.onHideCount, fragment1.onShowCount] == [1, 0, 1, 1])
    #expect(!fragment1.isHidden)
  }

  @Test(.tags(.android5_2, .android5_3)) func removeRedundantHide() throws {
    let (container, fm) = try launch()
    let fragment1 = CountCallsFragment()
    let id = commit(fm) { $0.add(testContentId, fragment1).hide(fragment1) }
    fm.executePendingTransactions()
    #expect(seen(container, fragment1) == "1 shown 0 hidden 1")

    // Three batches, each popped again: the show and hide cancel out, whatever runs between them.
    let batches: [[(FragmentTransaction) -> FragmentTransaction]] = [
      [{ $0.show(fragment1) }, { $0.remove(fragment1) }, { $0.add(testContentId, fragment1) }, { $0.hide(fragment1) }],
      [{ $0.show(fragment1) }, { $0.hide(fragment1) }],
      [{ $0.show(fragment1) }, { $0.detach(fragment1) }, { $0.attach(fragment1) }, { $0.hide(fragment1) }],
    ]
    for batch in batches {
      for build in batch { _ = commit(fm, build) }
      fm.executePendingTransactions()
      #expect(seen(container, fragment1) == "1 shown 0 hidden 1")
      fm.popBackStackImmediate(id, 0)
      #expect(seen(container, fragment1) == "1 shown 0 hidden 1")
    }
  }

  @Test(.tags(.android5_2, .android5_3)) func removeRedundantShow() throws {
    let (container, fm) = try launch()
    let fragment1 = CountCallsFragment()
    let id = commit(fm) { $0.add(testContentId, fragment1) }
    fm.executePendingTransactions()
    #expect(seen(container, fragment1) == "1 shown 0 hidden 0")

    _ = commit(fm) { $0.hide(fragment1) }
    _ = commit(fm) { $0.detach(fragment1) }
    _ = commit(fm) { $0.attach(fragment1) }
    _ = commit(fm) { $0.show(fragment1) }
    fm.executePendingTransactions()
    #expect(seen(container, fragment1) == "1 shown 0 hidden 0")

    fm.popBackStackImmediate(id, FragmentManager.POP_BACK_STACK_INCLUSIVE)
    #expect(seen(container, fragment1) == "none shown 0 hidden 0")
  }

  @Test(.tags(.android5_2, .android5_3)) func viewOrder() throws {
    let (container, fm) = try launch()
    let fragment1 = CountCallsFragment()
    let id = commit(fm) { $0.add(testContentId, fragment1) }
    fm.executePendingTransactions()
    #expect(children(container, [(fragment1, "1")]) == ["1"])

    let fragment2 = CountCallsFragment()
    _ = commit(fm) { $0.replace(testContentId, fragment2) }
    _ = commit(fm) { $0.add(testContentId, fragment1) }
    fm.executePendingTransactions()
    #expect(children(container, [(fragment1, "1"), (fragment2, "2")]) == ["2", "1"])

    fm.popBackStackImmediate(id, 0)
    #expect(children(container, [(fragment1, "1"), (fragment2, "2")]) == ["1"])
  }

  @Test(.tags(.android5_2, .android5_3)) func addPopBackStack() throws {
    let (container, fm) = try launch()
    let fragment1 = CountCallsFragment()
    _ = commit(fm) { $0.add(testContentId, fragment1) }
    fm.popBackStack()
    fm.executePendingTransactions()
    #expect(container.children.isEmpty)
    #expect(fragment1.onCreateViewCount == 0)
  }

  @Test(.tags(.android5_2, .android5_3)) func popNonBackStack() throws {
    let (container, fm) = try launch()
    let fragment1 = CountCallsFragment()
    let fragment2 = CountCallsFragment()
    _ = commit(fm) { $0.add(testContentId, fragment1) }
    _ = commit(fm, { $0.replace(testContentId, fragment2) }, backStack: false)
    fm.popBackStack()
    fm.executePendingTransactions()
    #expect(children(container, [(fragment2, "2")]) == ["2"])
    #expect(fragment1.onCreateViewCount == 0)
  }

  @Test(.tags(.android5_2)) func noReordering() throws {
    let (container, fm) = try launch()
    let fragment1 = CountCallsFragment()
    let fragment2 = CountCallsFragment()
    _ = commit(fm) { $0.add(testContentId, fragment1) }
    _ = commit(fm, { $0.replace(testContentId, fragment2) }, reordering: false)
    fm.executePendingTransactions()
    #expect(children(container, [(fragment2, "2")]) == ["2"])
    #expect(fragment1.onCreateViewCount == 1)
  }
}
