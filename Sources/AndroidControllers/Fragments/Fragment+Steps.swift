// The fragment's steps between AndroidX's states (`FragmentStateManager`): each runs the callback, checks that it
// called `super`, tells the life-cycle observers (upward events after, downward events before) and drives the child
// fragment manager (children go up after the parent's callback and down before it).
extension Fragment {
  func performAttach(_ context: Context) {
    manager?.dispatchLifecycleCallbacks(of: self) { $0.onFragmentPreAttached($1, self, context) }
    state = .attached
    perform(.onAttach) { onAttach(context) }
    manager?.dispatchLifecycleCallbacks(of: self) { $0.onFragmentAttached($1, self, context) }
  }

  func performCreate() {
    let savedState = savedFragmentState
    manager?.dispatchLifecycleCallbacks(of: self) { $0.onFragmentPreCreated($1, self, savedState) }
    state = .created
    perform(.onCreate(savedState: savedFragmentState != nil)) { onCreate(savedFragmentState) }
    lifecycle.handleLifecycleEvent(.ON_CREATE)
    if savedFragmentState?.containsKey(FragmentManager.savedStateKey) == true {
      childFragmentManager.restoreIfNeeded(from: savedFragmentState)
    }
    childManagerIfAny?.dispatch(.created)
    manager?.dispatchLifecycleCallbacks(of: self) { $0.onFragmentCreated($1, self, savedState) }
  }

  func performCreateView() {
    state = .viewCreated
    let container = manager?.container(for: containerId)
    if containerId != 0, container == nil {
      let name = activity?.resources.getResourceName(containerId) ?? "unknown"
      AndroidException.raise(
        .illegalArgument(
          "No view found for id 0x\(String(UInt32(bitPattern: containerId), radix: 16)) (\(name)) for fragment \(self)")
      )
      return
    }
    let created = onCreateView(LayoutInflater(activity), container, savedFragmentState)
    LifecycleObservation.notify(self, .onCreateView)
    if let created {
      if let container {
        container.addView(created, manager?.viewIndex(of: self, in: container) ?? -1)
      }
      view = created
      viewOwner = FragmentViewLifecycleOwner()
      onViewCreated(created, savedFragmentState)
      LifecycleObservation.notify(self, .onViewCreated)
      let savedState = savedFragmentState
      manager?.dispatchLifecycleCallbacks(of: self) { $0.onFragmentViewCreated($1, self, created, savedState) }
    }
  }

  func performActivityCreated() {
    state = .activityCreated
    perform(.onViewStateRestored) { onViewStateRestored(savedFragmentState) }
    viewOwner?.lifecycle.handleLifecycleEvent(.ON_CREATE)
    childManagerIfAny?.dispatch(.activityCreated)
    let savedState = savedFragmentState
    manager?.dispatchLifecycleCallbacks(of: self) { $0.onFragmentActivityCreated($1, self, savedState) }
  }

  func performStart() {
    state = .started
    perform(.onStart) { onStart() }
    lifecycle.handleLifecycleEvent(.ON_START)
    viewOwner?.lifecycle.handleLifecycleEvent(.ON_START)
    childManagerIfAny?.dispatch(.started)
    manager?.dispatchLifecycleCallbacks(of: self) { $0.onFragmentStarted($1, self) }
  }

  func performResume() {
    state = .resumed
    perform(.onResume) { onResume() }
    lifecycle.handleLifecycleEvent(.ON_RESUME)
    viewOwner?.lifecycle.handleLifecycleEvent(.ON_RESUME)
    childManagerIfAny?.dispatch(.resumed)
    manager?.dispatchLifecycleCallbacks(of: self) { $0.onFragmentResumed($1, self) }
  }

  func performPause() {
    childManagerIfAny?.dispatch(.started)
    viewOwner?.lifecycle.handleLifecycleEvent(.ON_PAUSE)
    lifecycle.handleLifecycleEvent(.ON_PAUSE)
    state = .started
    perform(.onPause) { onPause() }
    manager?.dispatchLifecycleCallbacks(of: self) { $0.onFragmentPaused($1, self) }
  }

  func performStop() {
    childManagerIfAny?.dispatch(.activityCreated)
    viewOwner?.lifecycle.handleLifecycleEvent(.ON_STOP)
    lifecycle.handleLifecycleEvent(.ON_STOP)
    state = .activityCreated
    perform(.onStop) { onStop() }
    manager?.dispatchLifecycleCallbacks(of: self) { $0.onFragmentStopped($1, self) }
  }

  func performDestroyView() {
    childManagerIfAny?.dispatch(.created)
    viewOwner?.lifecycle.handleLifecycleEvent(.ON_DESTROY)
    state = .created
    perform(.onDestroyView) { onDestroyView() }
    view?.parent?.removeView(view!)
    manager?.dispatchLifecycleCallbacks(of: self) { $0.onFragmentViewDestroyed($1, self) }
    view = nil
    viewOwner = nil
  }

  func performDestroy() {
    // AndroidX's `performDestroy` destroys the child manager first: its fragments are destroyed and detached.
    childManagerIfAny?.dispatch(.initializing)
    lifecycle.handleLifecycleEvent(.ON_DESTROY)
    state = .attached
    perform(.onDestroy) { onDestroy() }
    manager?.dispatchLifecycleCallbacks(of: self) { $0.onFragmentDestroyed($1, self) }
  }

  func performDetach() {
    state = .initializing
    perform(.onDetach) { onDetach() }
    manager?.dispatchLifecycleCallbacks(of: self) { $0.onFragmentDetached($1, self) }
  }

  /// The fragment's state for the host to save: its own `onSaveInstanceState` and its children's.
  func performSaveInstanceState() -> Bundle {
    let outState = Bundle()
    onSaveInstanceState(outState)
    LifecycleObservation.notify(self, .onSaveInstanceState)
    if let children = childManagerIfAny?.saveAllState() { outState.putBundle(FragmentManager.savedStateKey, children) }
    manager?.dispatchLifecycleCallbacks(of: self) { $0.onFragmentSaveInstanceState($1, self, outState) }
    return outState
  }

  private func perform(_ step: LifecycleCallback, _ callback: () -> Void) {
    calledSuper = false
    callback()
    LifecycleObservation.notify(self, step)
    if !calledSuper {
      AndroidException.raise(
        AndroidException(
          "androidx.fragment.app.SuperNotCalledException",
          "Fragment \(self) did not call through to super.\(step.methodName)()"))
    }
  }
}
