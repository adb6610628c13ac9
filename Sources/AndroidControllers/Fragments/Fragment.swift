/// A reusable part of an activity's interface with its own life cycle, hosted by a ``FragmentManager``.
///
/// Mirrors AndroidX's `androidx.fragment.app.Fragment`. Fragments are made through their no-argument `init` (the
/// ``FragmentFactory`` re-creates them that way after a configuration change or process death), so data goes in
/// ``arguments``, which are saved and given back to the new instance. Override the callbacks (each must call
/// `super`); the state never exceeds the host's: an activity's for fragments of its `supportFragmentManager`, the
/// parent fragment's for a ``childFragmentManager``'s (<doc:AndroidBehaviour> §5.4, §5.5).
@preconcurrency @MainActor
open class Fragment: LifecycleOwner, @MainActor CustomStringConvertible {
  /// AndroidX's internal states: `INITIALIZING` … `RESUMED`.
  enum State: Int, Comparable {
    case initializing = -1, attached = 0, created = 1, viewCreated = 2, activityCreated = 4, started = 5, resumed = 7

    static func < (lhs: State, rhs: State) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  var state: State = .initializing
  var calledSuper = false
  /// The manager that holds the fragment (`getParentFragmentManager()`).
  weak var manager: FragmentManager?
  var containerId: Int32 = 0
  var isAddedFlag = false
  var isRemovingFlag = false
  var isDetachedFlag = false
  var isHiddenFlag = false
  /// AndroidX's `mHiddenChanged`: a hide or show in a reordered batch not yet told (`onHiddenChanged`); a show that
  /// undoes a hide in the same batch flips it back.
  var hiddenChanged = false
  /// AndroidX's `FragmentStateManager.mMovingToState`: a re-entrant move of the same fragment is ignored.
  var isMovingToState = false
  /// Whether a back-stack transaction removed it (it stays CREATED, its state kept for the pop).
  var backStackNesting = 0
  var savedFragmentState: Bundle?
  /// AndroidX's `mBeingSaved`: a `saveBackStack` is taking the fragment off; its state is kept in
  /// ``backStackSavedState`` when it goes down.
  var isBeingSaved = false
  var backStackSavedState: Bundle?
  var maxLifecycle: Lifecycle.State = .RESUMED
  var instanceNumber = 0
  var viewOwner: FragmentViewLifecycleOwner?
  var isPrimaryNavigationFlag = false
  private var argumentsBundle: Bundle?
  private var tagName: String?
  private var childManager: FragmentManager?

  /// AndroidX's public no-argument constructor, the only one the framework calls.
  public required init() {}

  /// AndroidX's `getLifecycle()`.
  public private(set) lazy var lifecycle = Lifecycle(owner: self)

  // MARK: Identity and arguments

  /// AndroidX's `getArguments()`/`setArguments(Bundle)`; setting them once the fragment is added and its state saved
  /// throws.
  public var arguments: Bundle? {
    get { argumentsBundle }
    set {
      if manager != nil, manager?.isStateSaved == true {
        AndroidException.raise(.illegalState("Fragment already added and state has been saved"))
        return
      }
      argumentsBundle = newValue
    }
  }

  /// AndroidX's `requireArguments()`.
  public func requireArguments() -> Bundle {
    guard let argumentsBundle else {
      AndroidException.raise(.illegalState("Fragment \(self) does not have any arguments."))
      return Bundle()
    }
    return argumentsBundle
  }

  /// AndroidX's `getTag()`.
  public var tag: String? {
    get { tagName }
    set { tagName = newValue }
  }

  /// AndroidX's `getId()`: the container view id it was added to, or 0.
  public var id: Int32 { containerId }

  /// AndroidX's `toString()`: `HomeFragment{1} (f1 id=0x7f0a0001 tag=home)`.
  public var description: String {
    var text = "\(simpleClassName(of: self)){\(String(instanceNumber, radix: 16))} (f\(instanceNumber)"
    if containerId != 0 { text += " id=0x\(String(UInt32(bitPattern: containerId), radix: 16))" }
    if let tagName { text += " tag=\(tagName)" }
    return text + ")"
  }

  // MARK: Where it is

  /// AndroidX's `getParentFragmentManager()`.
  public var parentFragmentManager: FragmentManager {
    guard let manager else {
      AndroidException.raise(.illegalState("Fragment \(self) not associated with a fragment manager."))
      return FragmentManager.detached
    }
    return manager
  }

  /// AndroidX's `getChildFragmentManager()`: the fragments nested in this one.
  public var childFragmentManager: FragmentManager {
    if let childManager { return childManager }
    let made = FragmentManager(parent: self)
    made.hostState = state
    childManager = made
    return made
  }

  /// The child manager if `childFragmentManager` was ever asked for, without making one.
  package var childManagerIfAny: FragmentManager? { childManager }

  /// AndroidX's `getParentFragment()`.
  public var parentFragment: Fragment? { manager?.parentFragment }

  /// AndroidX's `getActivity()`: the host activity while attached.
  public var activity: FragmentActivity? { state >= .attached ? manager?.hostActivity : nil }

  /// AndroidX's `requireActivity()`.
  public func requireActivity() -> FragmentActivity {
    guard let activity else {
      AndroidException.raise(.illegalState("Fragment \(self) not attached to an activity."))
      return FragmentActivity()
    }
    return activity
  }

  /// AndroidX's `getContext()`.
  public var context: Context? { activity }

  /// AndroidX's `requireContext()`.
  public func requireContext() -> Context {
    guard let context else {
      AndroidException.raise(.illegalState("Fragment \(self) not attached to a context."))
      return Context()
    }
    return context
  }

  /// AndroidX's `getView()`: the view ``onCreateView(_:_:_:)`` returned, while it exists.
  public internal(set) var view: View?

  /// AndroidX's `requireView()`.
  public func requireView() -> View {
    guard let view else {
      AndroidException.raise(
        .illegalState(
          "Fragment \(self) did not return a View from onCreateView() or this was called before onCreateView()."))
      return View()
    }
    return view
  }

  /// AndroidX's `getViewLifecycleOwner()`: exists between `onCreateView` (with a view) and `onDestroyView`.
  public var viewLifecycleOwner: any LifecycleOwner {
    guard let viewOwner else {
      AndroidException.raise(
        .illegalState(
          "Can't access the Fragment View's LifecycleOwner for \(self) when getView() is null i.e., before "
            + "onCreateView() or after onDestroyView()"))
      return FragmentViewLifecycleOwner()
    }
    return viewOwner
  }

  /// AndroidX's `isAdded()`.
  public var isAdded: Bool { manager != nil && isAddedFlag }
  /// AndroidX's `isDetached()`.
  public var isDetached: Bool { isDetachedFlag }
  /// AndroidX's `isRemoving()`.
  public var isRemoving: Bool { isRemovingFlag }
  /// AndroidX's `isHidden()`.
  public var isHidden: Bool { isHiddenFlag }
  /// AndroidX's `isResumed()`.
  public var isResumed: Bool { state >= .resumed }
  /// AndroidX's `isVisible()`: added, not hidden, with a view.
  public var isVisible: Bool { isAdded && !isHidden && view != nil }
  /// AndroidX's `isStateSaved()`.
  public var isStateSaved: Bool { manager?.isStateSaved ?? false }

  // MARK: Callbacks (§5.4)

  /// AndroidX's `onAttach(Context)`.
  /// AndroidX's `onInflate(Context, AttributeSet, Bundle)`: the fragment is being made from a layout's
  /// `<fragment>` or `FragmentContainerView`, whose attributes `attrs` are; called before it is added.
  open func onInflate(_ context: Context, _ attrs: AttributeSet, _ savedInstanceState: Bundle?) {}

  open func onAttach(_ context: Context) { calledSuper = true }
  /// AndroidX's `onCreate(Bundle)`.
  open func onCreate(_ savedInstanceState: Bundle?) { calledSuper = true }
  /// AndroidX's `onCreateView(LayoutInflater, ViewGroup, Bundle)`: the fragment's view, or `nil` for none.
  open func onCreateView(_ inflater: LayoutInflater, _ container: ViewGroup?, _ savedInstanceState: Bundle?) -> View? {
    nil
  }
  /// AndroidX's `onViewCreated(View, Bundle)`: called only when `onCreateView` returned a view.
  open func onViewCreated(_ view: View, _ savedInstanceState: Bundle?) {}
  /// AndroidX's `onViewStateRestored(Bundle)`.
  open func onViewStateRestored(_ savedInstanceState: Bundle?) { calledSuper = true }
  /// AndroidX's `onStart()`.
  open func onStart() { calledSuper = true }
  /// AndroidX's `onResume()`.
  open func onResume() { calledSuper = true }
  /// AndroidX's `onPause()`.
  open func onPause() { calledSuper = true }
  /// AndroidX's `onStop()`.
  open func onStop() { calledSuper = true }
  /// AndroidX's `onSaveInstanceState(Bundle)`.
  open func onSaveInstanceState(_ outState: Bundle) {}
  /// AndroidX's `onDestroyView()`.
  open func onDestroyView() { calledSuper = true }
  /// AndroidX's `onDestroy()`.
  open func onDestroy() { calledSuper = true }
  /// AndroidX's `onDetach()`.
  open func onDetach() { calledSuper = true }
  /// AndroidX's `onHiddenChanged(boolean)`: after `hide()` or `show()`.
  open func onHiddenChanged(_ hidden: Bool) {}
  /// AndroidX's `onPrimaryNavigationFragmentChanged(boolean)`: when the fragment becomes, or stops being, its
  /// manager's primary navigation fragment.
  open func onPrimaryNavigationFragmentChanged(_ isPrimaryNavigationFragment: Bool) {}

  /// AndroidX's `initState()`, once the fragment is detached: a new `Lifecycle` and cleared flags, so that the
  /// instance can be added again (`FragmentStateManager.detach`).
  func initState() {
    lifecycle = Lifecycle(owner: self)
    isAddedFlag = false
    isRemovingFlag = false
    isDetachedFlag = false
    isHiddenFlag = false
    backStackNesting = 0
    containerId = 0
    tagName = nil
    childManager = nil
  }

  /// Tells the fragment that it was hidden or shown.
  func performHiddenChanged() {
    onHiddenChanged(isHiddenFlag)
    LifecycleObservation.notify(self, .onHiddenChanged(isHiddenFlag))
  }

  /// AndroidX's `performPrimaryNavigationFragmentChanged()`: tells the fragment when its place changed.
  func performPrimaryNavigationFragmentChanged() {
    let isPrimary = manager?.primaryNavigationFragment === self
    guard isPrimary != isPrimaryNavigationFlag else { return }
    isPrimaryNavigationFlag = isPrimary
    onPrimaryNavigationFragmentChanged(isPrimary)
  }
}

/// The life-cycle owner of a fragment's view: AndroidX's `FragmentViewLifecycleOwner`.
@preconcurrency @MainActor
final class FragmentViewLifecycleOwner: LifecycleOwner {
  lazy var lifecycle = Lifecycle(owner: self)
}
