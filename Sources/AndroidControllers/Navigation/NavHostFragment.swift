/// A fragment that shows a navigation graph's destinations in its own view, driven by its ``navController``:
/// AndroidX's `NavHostFragment`.
///
/// Made from a layout (`<androidx.fragment.app.FragmentContainerView android:name="androidx.navigation.fragment.
/// NavHostFragment" app:navGraph="@navigation/nav_graph" app:defaultNavHost="true"/>`) or with
/// ``create(_:_:)``. In `onCreate` it makes its `NavHostController` with a `FragmentNavigator` and a
/// `DialogFragmentNavigator` on its child fragment manager, sets the graph (or restores the back stack after
/// re-creation), and handles the activity's deep link. With `app:defaultNavHost="true"` it is the primary navigation
/// fragment and system Back pops its back stack.
@preconcurrency @MainActor
open class NavHostFragment: Fragment {
  private var controller: NavHostController?
  private var graphId: Int32 = 0
  private var defaultNavHost = false
  private var backCallback: OnBackPressedCallback?

  static let graphIdKey = "android-support-nav:fragment:graphId"
  static let startDestinationArgsKey = "android-support-nav:fragment:startDestinationArgs"
  static let navControllerStateKey = "android-support-nav:fragment:navControllerState"
  static let defaultNavHostKey = "android-support-nav:fragment:defaultHost"

  public required init() { super.init() }

  /// AndroidX's `NavHostFragment.create(int, Bundle)`: a host for the graph resource.
  public static func create(_ graphResId: Int32, _ startDestinationArgs: Bundle? = nil) -> NavHostFragment {
    let fragment = NavHostFragment()
    let args = Bundle()
    args.putInt(graphIdKey, graphResId)
    if let startDestinationArgs { args.putBundle(startDestinationArgsKey, startDestinationArgs) }
    fragment.arguments = args
    return fragment
  }

  /// AndroidX's `getNavController()`; before `onCreate` it fails with AndroidX's text.
  public var navController: NavHostController {
    guard let controller else {
      AndroidException.raise(.illegalState("NavController is not available before onCreate()"))
      return NavHostController(Context())
    }
    return controller
  }

  open override func onInflate(_ context: Context, _ attrs: AttributeSet, _ savedInstanceState: Bundle?) {
    super.onInflate(context, attrs, savedInstanceState)
    if let graph = attrs.getAttributeValue(AttributeSet.appNamespace, "navGraph"),
      let name = graph.split(separator: "/").last, let resources = context.device?.resources
    {
      graphId = resources.getIdentifier(String(name), "navigation", context.packageName)
    }
    defaultNavHost = attrs.getAttributeValue(AttributeSet.appNamespace, "defaultNavHost") == "true"
  }

  open override func onCreate(_ savedInstanceState: Bundle?) {
    super.onCreate(savedInstanceState)
    let context = requireContext()
    let controller = NavHostController(context)
    self.controller = controller
    controller.navigatorProvider.addNavigator(DialogFragmentNavigator(context, childFragmentManager))
    controller.navigatorProvider.addNavigator(FragmentNavigator(context, childFragmentManager, containerViewId))
    if let saved = savedInstanceState {
      defaultNavHost = saved.getBoolean(Self.defaultNavHostKey)
      graphId = saved.getInt(Self.graphIdKey)
      controller.restoreState(saved.getBundle(Self.navControllerStateKey))
    }
    if defaultNavHost {
      parentFragmentManager.beginTransaction().setPrimaryNavigationFragment(self).commit()
    }
    if let activity = activity {
      let callback = OnBackPressedCallback(false) { [weak controller] _ in _ = controller?.popBackStack() }
      backCallback = callback
      controller.onBackStackChanged = { [weak callback, weak controller] in
        callback?.isEnabled = (controller?.destinationCount ?? 0) > 1
      }
      if defaultNavHost { activity.onBackPressedDispatcher.addCallback(self, callback) }
    }
    let args = arguments
    if graphId == 0 { graphId = args?.getInt(Self.graphIdKey) ?? 0 }
    if graphId != 0 { controller.setGraph(graphId, args?.getBundle(Self.startDestinationArgsKey)) }
  }

  open override func onCreateView(_ inflater: LayoutInflater, _ container: ViewGroup?, _ savedInstanceState: Bundle?)
    -> View?
  {
    let view = FragmentContainerView(context)
    view.id = containerViewId
    return view
  }

  open override func onSaveInstanceState(_ outState: Bundle) {
    super.onSaveInstanceState(outState)
    if let state = controller?.saveState() { outState.putBundle(Self.navControllerStateKey, state) }
    if defaultNavHost { outState.putBoolean(Self.defaultNavHostKey, true) }
    if graphId != 0 { outState.putInt(Self.graphIdKey, graphId) }
  }

  /// The id of the view destinations go in: the fragment's own id, else AndroidX's
  /// `R.id.nav_host_fragment_container`.
  var containerViewId: Int32 { id != 0 && id != View.NO_ID ? id : Self.navHostFragmentContainer }

  /// AndroidX's `R.id.nav_host_fragment_container` (a value of this runtime's; AndroidX's is generated).
  static let navHostFragmentContainer: Int32 = 0x7f0b_0001
}
