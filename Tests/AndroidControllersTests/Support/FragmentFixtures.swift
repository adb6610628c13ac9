import AndroidControllers
import AndroidControllersTesting

/// A fragment with a view, whose hooks a test sets.
class ViewFragment: Fragment {
  var savedNote: String?
  var createdWith: String?

  override func onCreate(_ savedInstanceState: Bundle?) {
    super.onCreate(savedInstanceState)
    createdWith = savedInstanceState?.getString("note")
  }
  override func onCreateView(_ inflater: LayoutInflater, _ container: ViewGroup?, _ savedInstanceState: Bundle?)
    -> View?
  {
    let view = FrameLayout(context)
    view.id = childContainerId
    return view
  }
  override func onSaveInstanceState(_ outState: Bundle) {
    super.onSaveInstanceState(outState)
    if let savedNote { outState.putString("note", savedNote) }
  }
}

final class HomeFragment: ViewFragment {}
final class ListFragment: ViewFragment {}
final class DetailFragment: ViewFragment {}

/// The container id the host's layout would give (`R.id.container`).
let containerId: Int32 = 0x7f0a_0001
/// The container in each ``ViewFragment``'s view, for child fragments.
let childContainerId: Int32 = 0x7f0a_0002

/// An activity that adds `HomeFragment` to its container in `onCreate` unless it is being re-created.
final class HostActivity: AppCompatActivity {
  static var commitInOnCreate = true
  static var onStopHook: ((HostActivity) -> Void)?

  override func onCreate(_ savedInstanceState: Bundle?) {
    super.onCreate(savedInstanceState)
    let container = FrameLayout(self)
    container.id = containerId
    setContentView(container)
    if savedInstanceState == nil, Self.commitInOnCreate {
      let home = HomeFragment()
      let args = Bundle()
      args.putString("title", "Home")
      home.arguments = args
      supportFragmentManager.beginTransaction().add(containerId, home, "home").commit()
    }
  }

  override func onStop() {
    super.onStop()
    Self.onStopHook?(self)
  }
}

@MainActor
func launchHost(commitInOnCreate: Bool = true) throws -> AndroidApp {
  HostActivity.commitInOnCreate = commitInOnCreate
  HostActivity.onStopHook = nil
  return try AndroidApp.launch(
    manifest: testManifest(launcher: "HostActivity"), activities: [HostActivity.self, DetailActivity.self])
}
