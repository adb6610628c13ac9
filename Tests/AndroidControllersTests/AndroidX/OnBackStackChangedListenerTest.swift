import AndroidControllers
import AndroidControllersTesting
import SegueTestSupport
import Testing

/// The expectations of AndroidX's `OnBackStackChangedListenerTest` (androidx/androidx,
/// fragment/fragment/src/androidTest/java/androidx/fragment/app/OnBackStackChangedListenerTest.kt, read at
/// 06772614ed2238bb66df7df4d1e239ad0564ba1a; Apache-2.0), one test per original with its name. The original's
/// `containsExactlyElementsIn` ignores order; these compare the fragments in the order they were reported.
@MainActor @Suite struct OnBackStackChangedListenerTest {
  /// The originals' anonymous listeners: what `onBackStackChangeStarted` and `onBackStackChangeCommitted` were told.
  final class Recorder: FragmentManager.OnBackStackChangedListener {
    var started: [(Fragment, Bool)] = []
    var committed: [(Fragment, Bool)] = []

    func onBackStackChanged() {}
    func onBackStackChangeStarted(_ fragment: Fragment, _ pop: Bool) { started.append((fragment, pop)) }
    func onBackStackChangeCommitted(_ fragment: Fragment, _ pop: Bool) { committed.append((fragment, pop)) }
  }

  /// `calls` as `name pop` lines, the fragments named by `names`.
  private func lines(_ calls: [(Fragment, Bool)], _ names: [(Fragment, String)]) -> [String] {
    calls.map { call in "\(names.first { $0.0 === call.0 }?.1 ?? "?") \(call.1 ? "pop" : "push")" }
  }

  private func launch() throws -> FragmentManager {
    try launchAndroidX(FragmentTestActivity.self).1.supportFragmentManager
  }

  private func push(_ fm: FragmentManager, add fragment: Fragment, replacing: Bool = false) {
    let transaction = fm.beginTransaction().setReorderingAllowed(true)
    if replacing {
      transaction.replace(testContentId, fragment)
    } else {
      transaction.add(testContentId, fragment)
    }
    transaction.addToBackStack(nil).commit()
    fm.executePendingTransactions()
  }

  @Test(.tags(.android5_3)) func testOnBackChangeStartedAdd() throws {
    let fm = try launch()
    let recorder = Recorder()
    fm.addOnBackStackChangedListener(recorder)
    let fragment1 = StrictFragment()
    push(fm, add: fragment1)
    #expect(lines(recorder.started, [(fragment1, "1")]) == ["1 push"])
  }

  @Test(.tags(.android5_3)) func testOnBackChangeStartedReplace() throws {
    let fm = try launch()
    let fragment1 = StrictFragment()
    push(fm, add: fragment1)
    let recorder = Recorder()
    fm.addOnBackStackChangedListener(recorder)
    let fragment2 = StrictFragment()
    push(fm, add: fragment2, replacing: true)
    #expect(lines(recorder.started, [(fragment1, "1"), (fragment2, "2")]) == ["1 push", "2 push"])
  }

  @Test(.tags(.android5_3)) func testOnBackChangeStartedPop() throws {
    let fm = try launch()
    let fragment1 = StrictFragment()
    let fragment2 = StrictFragment()
    push(fm, add: fragment1)
    push(fm, add: fragment2, replacing: true)
    let recorder = Recorder()
    fm.addOnBackStackChangedListener(recorder)
    fm.popBackStack()
    fm.executePendingTransactions()
    #expect(lines(recorder.started, [(fragment1, "1"), (fragment2, "2")]) == ["1 pop", "2 pop"])
  }

  @Test(.tags(.android5_3)) func testOnBackChangeCommittedAdd() throws {
    let fm = try launch()
    let recorder = Recorder()
    fm.addOnBackStackChangedListener(recorder)
    let fragment1 = StrictFragment()
    push(fm, add: fragment1)
    #expect(lines(recorder.committed, [(fragment1, "1")]) == ["1 push"])
  }

  @Test(.tags(.android5_3)) func testOnBackChangeCommittedReplace() throws {
    let fm = try launch()
    let fragment1 = StrictFragment()
    push(fm, add: fragment1)
    let recorder = Recorder()
    fm.addOnBackStackChangedListener(recorder)
    let fragment2 = StrictFragment()
    push(fm, add: fragment2, replacing: true)
    #expect(lines(recorder.committed, [(fragment1, "1"), (fragment2, "2")]) == ["1 push", "2 push"])
  }

  @Test(.tags(.android5_3)) func testOnBackChangeCommittedPop() throws {
    let fm = try launch()
    let fragment1 = StrictFragment()
    let fragment2 = StrictFragment()
    push(fm, add: fragment1)
    push(fm, add: fragment2, replacing: true)
    let recorder = Recorder()
    fm.addOnBackStackChangedListener(recorder)
    fm.popBackStack()
    fm.executePendingTransactions()
    #expect(lines(recorder.committed, [(fragment1, "1"), (fragment2, "2")]) == ["1 pop", "2 pop"])
  }

  /// The replace and its pop are committed together: with reordering allowed they run as one batch, a pop (the last
  /// record's direction), whose two fragments are each told once.
  @Test(.tags(.android5_2, .android5_3)) func testOnBackChangeCommittedReplacePop() throws {
    let fm = try launch()
    let fragment1 = StrictFragment()
    push(fm, add: fragment1)
    let recorder = Recorder()
    fm.addOnBackStackChangedListener(recorder)
    let fragment2 = StrictFragment()
    fm.beginTransaction().setReorderingAllowed(true).replace(testContentId, fragment2).addToBackStack(nil).commit()
    fm.popBackStack()
    fm.executePendingTransactions()
    #expect(lines(recorder.committed, [(fragment1, "1"), (fragment2, "2")]) == ["1 pop", "2 pop"])
  }

  @Test(.tags(.android5_3)) func testOnBackChangeRemoveListenerAfterStarted() throws {
    let fm = try launch()
    let recorder = Recorder()
    fm.addOnBackStackChangedListener(recorder)
    push(fm, add: StrictFragment())
    #expect([recorder.started.count, recorder.committed.count] == [1, 1])
  }

  @Test(.tags(.android5_3)) func testOnBackChangeNoAddToBackstack() throws {
    let fm = try launch()
    let recorder = Recorder()
    fm.addOnBackStackChangedListener(recorder)
    fm.beginTransaction().setReorderingAllowed(true).add(testContentId, StrictFragment()).commitNow()
    #expect([recorder.started.count, recorder.committed.count] == [0, 0])
  }

  @Test(.tags(.android5_3)) func testOnBackChangeNoAddToBackstackWithAddToBackStack() throws {
    let fm = try launch()
    let recorder = Recorder()
    fm.addOnBackStackChangedListener(recorder)
    fm.beginTransaction().setReorderingAllowed(true).add(testContentId, StrictFragment()).commit()
    fm.beginTransaction().setReorderingAllowed(true).add(testContentId, StrictFragment()).addToBackStack(nil).commit()
    fm.executePendingTransactions()
    #expect([recorder.started.count, recorder.committed.count] == [1, 1])
  }
}
