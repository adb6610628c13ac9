import AndroidControllers
import AndroidControllersTesting

// The test classes AndroidX's fragment tests share, written again for ours: `EmptyFragmentTestActivity`,
// `FragmentTestActivity`, `StrictFragment`, `StrictViewFragment`, `CountCallsFragment` (androidx/androidx,
// fragment/fragment/src/androidTest/java/androidx/fragment/app/; Apache-2.0). `StrictFragment` there also checks
// the order of its callbacks; here the runtime's own checks and the trace do that.

/// AndroidX's `EmptyFragmentTestActivity`: no content view; fragments go into `android.R.id.content`.
final class EmptyFragmentTestActivity: FragmentActivity {
  /// Runs at the end of `onCreate`, where AndroidX's `FragmentController` tests add fragments before the host
  /// moves up.
  static var onCreateHook: ((EmptyFragmentTestActivity) -> Void)?

  override func onCreate(_ savedInstanceState: Bundle?) {
    super.onCreate(savedInstanceState)
    Self.onCreateHook?(self)
  }
}

/// AndroidX's `FragmentTestActivity`: a content view with one container, `R.id.content` (the test app's id).
final class FragmentTestActivity: FragmentActivity {
  override func onCreate(_ savedInstanceState: Bundle?) {
    super.onCreate(savedInstanceState)
    setTestContent()
  }
}

extension FragmentActivity {
  /// The content view of AndroidX's `FragmentTestActivity`: one `FrameLayout`, `R.id.content`.
  func setTestContent() {
    let content = FrameLayout(self)
    content.id = testContentId
    setContentView(content)
  }
}

/// The test app's `R.id.content`, distinct from `android.R.id.content`.
let testContentId: Int32 = 0x7f0b_0001
/// The test app's `R.id.fragmentContainer`, the container in a ``StrictViewFragment``'s view.
let testFragmentContainerId: Int32 = 0x7f0b_0002

/// AndroidX's `StrictFragment`: a headless fragment that remembers which callbacks ran.
class StrictFragment: Fragment {
  var calledOnResume = false
  var calledOnDestroy = false

  override func onResume() {
    super.onResume()
    calledOnResume = true
  }
  override func onDestroy() {
    super.onDestroy()
    calledOnDestroy = true
  }
}

/// `FragmentTransactionTest`'s `CorrectFragment`: a public class with the no-argument constructor, at the top level
/// so that the Swift runtime finds it by name.
final class CorrectFragment: Fragment {}

/// AndroidX's `StrictViewFragment`: a ``StrictFragment`` with a view, holding a `fragmentContainer` for children.
class StrictViewFragment: StrictFragment {
  override func onCreateView(_ inflater: LayoutInflater, _ container: ViewGroup?, _ savedInstanceState: Bundle?)
    -> View?
  {
    let view = FrameLayout(context)
    view.id = testFragmentContainerId
    return view
  }
}

/// AndroidX's `CountCallsFragment`: a ``StrictViewFragment`` that counts its `onCreateView`, `onDestroyView`,
/// `onHiddenChanged` (as hides and shows), `onAttach` and `onDetach` calls.
final class CountCallsFragment: StrictViewFragment {
  var onCreateViewCount = 0
  var onDestroyViewCount = 0
  var onHideCount = 0
  var onShowCount = 0
  var onAttachCount = 0
  var onDetachCount = 0

  override func onCreateView(_ inflater: LayoutInflater, _ container: ViewGroup?, _ savedInstanceState: Bundle?)
    -> View?
  {
    onCreateViewCount += 1
    return super.onCreateView(inflater, container, savedInstanceState)
  }
  override func onHiddenChanged(_ hidden: Bool) {
    if hidden {
      onHideCount += 1
    } else {
      onShowCount += 1
    }
    super.onHiddenChanged(hidden)
  }
  override func onAttach(_ context: Context) {
    onAttachCount += 1
    super.onAttach(context)
  }
  override func onDetach() {
    onDetachCount += 1
    super.onDetach()
  }
  override func onDestroyView() {
    onDestroyViewCount += 1
    super.onDestroyView()
  }
}

/// Launches `activity` as AndroidX's tests do (`ActivityScenario.launch`), with the hooks cleared, and returns
/// the scenario and the launched activity.
@MainActor
func launchAndroidX<A: FragmentActivity>(
  _ activity: A.Type, onCreate: ((EmptyFragmentTestActivity) -> Void)? = nil
) throws -> (ActivityScenario<A>, A) {
  EmptyFragmentTestActivity.onCreateHook = onCreate
  defer { EmptyFragmentTestActivity.onCreateHook = nil }
  let scenario = try ActivityScenario.launch(activity)
  var launched: A?
  try scenario.onActivity { launched = $0 }
  guard let launched else { throw AndroidXFixtureError.notLaunched(String(describing: activity)) }
  return (scenario, launched)
}

/// A launch that did not leave the activity resumed.
enum AndroidXFixtureError: Error {
  case notLaunched(String)
}

/// A fragment's flags as AndroidX's assertions read them: `added detached resumed`, the ones that are true.
@MainActor
func flags(_ fragment: Fragment) -> String {
  [("added", fragment.isAdded), ("detached", fragment.isDetached), ("resumed", fragment.isResumed)]
    .filter(\.1).map(\.0).joined(separator: " ")
}

/// The exceptions `body` raised, as `class: message` lines.
@MainActor
func thrownTexts(_ body: () -> Void) -> [String] {
  AndroidException.capture(body).map(\.description)
}
