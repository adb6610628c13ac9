import AndroidControllers
import AndroidControllersTesting
import SegueTestSupport
import Testing

/// The expectations of AndroidX's `FragmentReplaceTest` (androidx/androidx,
/// fragment/fragment/src/androidTest/java/androidx/fragment/app/FragmentReplaceTest.kt, read at
/// 14fbd823269030b834b8ce58fb137d7aac0a2f15; Apache-2.0), one test per original with its name. The originals'
/// layouts `fragment_a`, `fragment_b`, `fragment_c` are one text view each, with the ids `textA`, `textB`, `textC`.
@MainActor @Suite struct FragmentReplaceTest {
  static let textA: Int32 = 0x7f0b_0101
  static let textB: Int32 = 0x7f0b_0102
  static let textC: Int32 = 0x7f0b_0103

  /// The view ids of `textA`, `textB` and `textC` that `activity` finds, as the original's assertions list them.
  private func found(in activity: Activity) -> [Bool] {
    [Self.textA, Self.textB, Self.textC].map { activity.findViewById($0) != nil }
  }

  @Test(.tags(.android5_2, .android5_3)) func testReplaceFragment() throws {
    let (_, activity) = try launchAndroidX(FragmentTestActivity.self)
    let fm = activity.supportFragmentManager
    fm.beginTransaction().add(testContentId, TextFragment.with(Self.textA)).addToBackStack(nil).commit()
    fm.executePendingTransactions()
    #expect(found(in: activity) == [true, false, false])

    fm.beginTransaction().add(testContentId, TextFragment.with(Self.textB)).addToBackStack(nil).commit()
    fm.executePendingTransactions()
    #expect(found(in: activity) == [true, true, false])

    fm.beginTransaction().replace(testContentId, TextFragment.with(Self.textC)).addToBackStack(nil).commit()
    fm.executePendingTransactions()
    #expect(found(in: activity) == [false, false, true])
  }

  /// A child fragment that, in its `onCreate`, replaces itself in its parent's container: it ends removed, and only
  /// its replacement's view is shown.
  @Test(.tags(.android5_2, .android5_5)) func testReplaceFragmentInOnCreate() throws {
    let (scenario, _) = try launchAndroidX(ReplaceInCreateActivity.self)
    var activity: ReplaceInCreateActivity?
    try scenario.onActivity { activity = $0 }
    let launched = try #require(activity)
    let parent = try #require(
      launched.supportFragmentManager.findFragmentById(testContentId) as? ReplaceInCreateParentFragment)
    let replaceInCreateFragment = try #require(parent.replaceInCreateFragment)
    #expect(!replaceInCreateFragment.isAdded)
    #expect(found(in: launched) == [false, true, false])
  }
}

/// A fragment whose view is one text view with the id it is given in its arguments (`fragment_a` … `fragment_c`).
class TextFragment: StrictFragment {
  static func with(_ textId: Int32) -> Self {
    let fragment = Self()
    let args = Bundle()
    args.putInt("textId", textId)
    fragment.arguments = args
    return fragment
  }

  override func onCreateView(_ inflater: LayoutInflater, _ container: ViewGroup?, _ savedInstanceState: Bundle?)
    -> View?
  {
    let text = TextView(context)
    text.id = requireArguments().getInt("textId")
    return text
  }
}

/// The original's `ReplaceInCreateActivity`: adds a ``ReplaceInCreateParentFragment`` in `onCreate`.
final class ReplaceInCreateActivity: FragmentActivity {
  override func onCreate(_ savedInstanceState: Bundle?) {
    super.onCreate(savedInstanceState)
    setTestContent()
    if savedInstanceState == nil {
      supportFragmentManager.beginTransaction()
        .add(testContentId, ReplaceInCreateParentFragment())
        .setReorderingAllowed(true)
        .commit()
    }
  }
}

/// The original's `ReplaceInCreateActivity.ParentFragment`: adds a ``ReplaceInCreateFragment`` to its children.
final class ReplaceInCreateParentFragment: StrictViewFragment {
  var replaceInCreateFragment: ReplaceInCreateFragment?

  override func onCreate(_ savedInstanceState: Bundle?) {
    super.onCreate(savedInstanceState)
    if savedInstanceState == nil {
      let child = ReplaceInCreateFragment.with(FragmentReplaceTest.textA)
      replaceInCreateFragment = child
      childFragmentManager.beginTransaction().add(testFragmentContainerId, child).setReorderingAllowed(true).commit()
    }
  }
}

/// The original's `ReplaceInCreateFragment`: `fragment_a`, replaced by `fragment_b` from its own `onCreate`.
final class ReplaceInCreateFragment: TextFragment {
  override func onCreate(_ savedInstanceState: Bundle?) {
    super.onCreate(savedInstanceState)
    parentFragmentManager.beginTransaction()
      .replace(testFragmentContainerId, TextFragment.with(FragmentReplaceTest.textB))
      .setReorderingAllowed(true)
      .commit()
  }
}
