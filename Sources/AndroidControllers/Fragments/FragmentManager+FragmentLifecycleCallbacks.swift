// AndroidX's `FragmentManager.FragmentLifecycleCallbacks` and its dispatcher (`FragmentLifecycleCallbacksDispatcher`):
// what LeakCanary, dependency injectors and analytics use to watch every fragment of an activity without touching the
// fragments' code. Each callback comes after the fragment's own (the "pre" ones before it), as `FragmentStateManager`
// calls them; a manager first tells its parent fragment's manager, whose recursive registrations hear it.
extension FragmentManager {
  /// AndroidX's `FragmentManager.FragmentLifecycleCallbacks`: every method is empty; override the ones you need.
  @preconcurrency @MainActor
  open class FragmentLifecycleCallbacks {
    public init() {}
    /// AndroidX's `onFragmentPreAttached(FragmentManager, Fragment, Context)`: before `onAttach`.
    open func onFragmentPreAttached(_ fm: FragmentManager, _ f: Fragment, _ context: Context) {}
    /// AndroidX's `onFragmentAttached(FragmentManager, Fragment, Context)`: after `onAttach`.
    open func onFragmentAttached(_ fm: FragmentManager, _ f: Fragment, _ context: Context) {}
    /// AndroidX's `onFragmentPreCreated(FragmentManager, Fragment, Bundle)`: before `onCreate`.
    open func onFragmentPreCreated(_ fm: FragmentManager, _ f: Fragment, _ savedInstanceState: Bundle?) {}
    /// AndroidX's `onFragmentCreated(FragmentManager, Fragment, Bundle)`: after `onCreate`.
    open func onFragmentCreated(_ fm: FragmentManager, _ f: Fragment, _ savedInstanceState: Bundle?) {}
    /// AndroidX's deprecated `onFragmentActivityCreated(FragmentManager, Fragment, Bundle)`.
    open func onFragmentActivityCreated(_ fm: FragmentManager, _ f: Fragment, _ savedInstanceState: Bundle?) {}
    /// AndroidX's `onFragmentViewCreated(FragmentManager, Fragment, View, Bundle)`: after `onViewCreated`, only for a
    /// fragment that made a view.
    open func onFragmentViewCreated(_ fm: FragmentManager, _ f: Fragment, _ v: View, _ savedInstanceState: Bundle?) {}
    /// AndroidX's `onFragmentStarted(FragmentManager, Fragment)`.
    open func onFragmentStarted(_ fm: FragmentManager, _ f: Fragment) {}
    /// AndroidX's `onFragmentResumed(FragmentManager, Fragment)`.
    open func onFragmentResumed(_ fm: FragmentManager, _ f: Fragment) {}
    /// AndroidX's `onFragmentPaused(FragmentManager, Fragment)`.
    open func onFragmentPaused(_ fm: FragmentManager, _ f: Fragment) {}
    /// AndroidX's `onFragmentStopped(FragmentManager, Fragment)`.
    open func onFragmentStopped(_ fm: FragmentManager, _ f: Fragment) {}
    /// AndroidX's `onFragmentSaveInstanceState(FragmentManager, Fragment, Bundle)`: `outState` as the fragment
    /// filled it.
    open func onFragmentSaveInstanceState(_ fm: FragmentManager, _ f: Fragment, _ outState: Bundle) {}
    /// AndroidX's `onFragmentViewDestroyed(FragmentManager, Fragment)`.
    open func onFragmentViewDestroyed(_ fm: FragmentManager, _ f: Fragment) {}
    /// AndroidX's `onFragmentDestroyed(FragmentManager, Fragment)`.
    open func onFragmentDestroyed(_ fm: FragmentManager, _ f: Fragment) {}
    /// AndroidX's `onFragmentDetached(FragmentManager, Fragment)`.
    open func onFragmentDetached(_ fm: FragmentManager, _ f: Fragment) {}
  }

  /// AndroidX's `registerFragmentLifecycleCallbacks(FragmentLifecycleCallbacks, boolean)`: `recursive` also hears the
  /// fragments of every child fragment manager below this one.
  public func registerFragmentLifecycleCallbacks(_ cb: FragmentLifecycleCallbacks, _ recursive: Bool) {
    lifecycleCallbacks.append((cb, recursive))
  }

  /// AndroidX's `unregisterFragmentLifecycleCallbacks(FragmentLifecycleCallbacks)`: the first registration of `cb`.
  public func unregisterFragmentLifecycleCallbacks(_ cb: FragmentLifecycleCallbacks) {
    guard let index = lifecycleCallbacks.firstIndex(where: { $0.callbacks === cb }) else { return }
    lifecycleCallbacks.remove(at: index)
  }

  /// Tells the registrations about `fragment`, as each `dispatchOnFragment…` of AndroidX's dispatcher does: the parent
  /// fragment's manager first (only its recursive registrations), then this manager's; each is given the manager it
  /// registered with. The list is read once, so a callback that registers or unregisters affects the next event.
  func dispatchLifecycleCallbacks(
    of fragment: Fragment, onlyRecursive: Bool = false, _ call: (FragmentLifecycleCallbacks, FragmentManager) -> Void
  ) {
    parentFragment?.manager?.dispatchLifecycleCallbacks(of: fragment, onlyRecursive: true, call)
    for (callbacks, recursive) in lifecycleCallbacks where !onlyRecursive || recursive { call(callbacks, self) }
  }
}
