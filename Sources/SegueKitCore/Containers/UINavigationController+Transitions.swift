/// The deferred stack transition of a navigation controller (<doc:LifeCycle#§0.2-Deferred-work>,
/// <doc:LifeCycle#§6.3-Callback-order> Push/Pop,
/// <doc:Containers#§7.1-Navigation>).
extension UINavigationController {
  /// Takes `controller` from its previous parent (UIKit's `addChildViewController:` does the same).
  func adopt(_ controller: UIViewController) {
    if let nav = controller.parentStorage as? UINavigationController, nav !== self,
      nav.pendingOut.contains(where: { $0 === controller })
    {
      nav.pendingOut.removeAll { $0 === controller }
      controller.parentStorage = nil
      controller.didMove(toParent: nil)
    } else if controller.parentStorage === self {
      pendingOut.removeAll { $0 === controller }
    } else if controller.parentStorage != nil {
      controller.removeFromParent()
    }
  }

  /// `willMove(toParent: self)` for a controller joining the stack.
  func announceArrival(of controller: UIViewController) {
    controller.flags.insert(.movingToParent)
    controller.willMove(toParent: self)
    pendingIn.append(controller)
  }

  /// `willMove(toParent: nil)` for a controller leaving the stack; it keeps its parent until the transition ends.
  func announceDeparture(of controller: UIViewController) {
    controller.flags.insert(.movingFromParent)
    controller.willMove(toParent: nil)
    pendingIn.removeAll { $0 === controller }
    pendingOut.append(controller)
  }

  func popAll(above index: Int, animated: Bool) -> [UIViewController]? {
    let popped = Array(childList[(index + 1)...])
    guard !popped.isEmpty else { return nil }
    for controller in popped.reversed() { announceDeparture(of: controller) }
    childList.removeSubrange((index + 1)...)
    scheduleTransition(animated: animated)
    checkHierarchyInvariants()
    return popped
  }

  func scheduleTransition(animated: Bool) {
    nextTransitionAnimated = animated
    guard !transitionScheduled else { return }
    transitionScheduled = true
    MainQueue.enqueue(self)
  }

  /// Runs one transition from the displayed child to the model's top, or finishes bookkeeping off screen.
  func runTransition() {
    guard !transitionInFlight, appearState == .appeared || appearState == .disappeared else {
      return  // the running transition or the appearance end schedules the next one
    }
    let target = topViewController
    // An appeared navigation controller's view is in a window (a checked invariant), so the state suffices.
    guard appearState == .appeared else {
      // Off screen: no view loading and no appearance callbacks (<doc:LifeCycle#§6.2-Appearance-states>).
      if let shown = displayedTop, shown !== target {
        // The view may already be elsewhere (a controller that moved to another container).
        if let shownView = shown.viewStorage, shownView.superviewStorage === viewStorage {
          ViewTreeAppearance.suppressed { shownView.removeFromSuperview() }
        }
        displayedTop = nil
      }
      completeContainment()
      if let target { navigationTransitionDidFinish(showing: target) }
      return
    }
    let source = displayedTop
    guard let target else {
      // The stack was emptied on screen: the last top disappears and nothing replaces it.
      if let source {
        source.beginAppearance(false, animated: false)
        if let sourceView = source.viewStorage, sourceView.superviewStorage === viewStorage {
          ViewTreeAppearance.suppressed { sourceView.removeFromSuperview() }
        }
        source.finishAppearanceTransition(appearing: false)
        displayedTop = nil
      }
      completeContainment()
      return
    }
    guard source !== target else {
      completeContainment()
      return
    }
    let animated = nextTransitionAnimated
    target.loadViewIfNeeded()
    delegate?.navigationController(self, willShow: target, animated: animated)
    transitionInFlight = true
    // <doc:CustomTransitions#§11.2-Containers>: an animated push or pop asks the delegate for an animator, then (only
    // with one) for an interaction controller. A target that just joined the stack is pushed, else popped to.
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var interaction: (any UIViewControllerInteractiveTransitioning)?
    if animated, let source, let delegate {
      let operation: Operation = pendingIn.contains { $0 === target } ? .push : .pop
      animator = delegate.navigationController(self, animationControllerFor: operation, from: source, to: target)
      if let animator { interaction = delegate.navigationController(self, interactionControllerFor: animator) }
    }
    if animator == nil {
      install(target, keeping: source)
    } else {
      displayedTop = target  // the animator adds the target's view to the container
    }
    source?.beginAppearance(false, animated: animated)
    target.beginAppearance(true, animated: animated)
    if animated {
      let arriving = pendingIn
      let leaving = pendingOut
      let generation = containmentGeneration
      let coordinator = TransitionCoordinator(
        animated: true, duration: Self.transitionDuration, from: source, to: target, animator: animator,
        interaction: interaction)
      let bounds = view.bounds
      coordinator.configure(
        container: view, fromView: source?.viewStorage, toView: target.view, fromFrames: (bounds, .zero),
        toFrames: (.zero, bounds))
      extra.containerTransitionCoordinator = coordinator
      coordinator.start { didComplete in
        self.extraStorage?.containerTransitionCoordinator = nil
        guard didComplete else {
          self.rollBackTransition(from: source, to: target, arriving: arriving, leaving: leaving)
          return
        }
        self.finishTransition(from: source, to: target, animated: true) {
          self.completeContainment(arriving: arriving, leaving: leaving, unchangedSince: generation)
        }
      }
    } else {
      // Nothing can change the pending lists before a non-animated transition finishes.
      finishTransition(from: source, to: target, animated: false) { self.completeContainment() }
    }
  }

  /// A cancelled (interactive) custom push or pop, inside `completeTransition(false)`
  /// (<doc:CustomTransitions#§11.3-Interactive>): the target disappears again (`viewWillDisappear`,
  /// `viewDidDisappear`), the source reappears (`viewWillAppear`, `viewDidAppear`), the stack goes back to what it was
  /// and the delegate hears no `didShow`. Popped controllers return without containment callbacks and pushed ones
  /// leave without them [I].
  private func rollBackTransition(
    from source: UIViewController?, to target: UIViewController, arriving: [UIViewController],
    leaving: [UIViewController]
  ) {
    target.beginAppearance(false, animated: true)
    if let targetView = target.viewStorage, targetView.superviewStorage === viewStorage {
      ViewTreeAppearance.suppressed { targetView.removeFromSuperview() }
    }
    target.finishAppearanceTransition(appearing: false)
    if let source {
      source.beginAppearance(true, animated: true)
      if let sourceView = source.viewStorage, sourceView.superviewStorage !== viewStorage {
        ViewTreeAppearance.suppressed { view.addSubview(sourceView) }
      }
      source.finishAppearanceTransition(appearing: true)
      displayedTop = source
    }
    let popped = leaving.filter { controller in
      controller.parentStorage === self && !childList.contains { $0 === controller }
    }
    pendingOut.removeAll { controller in popped.contains { $0 === controller } }
    for controller in popped.reversed() {
      controller.flags.remove(.movingFromParent)
      childList.append(controller)
    }
    for controller in arriving where controller !== source && childList.contains(where: { $0 === controller }) {
      pendingIn.removeAll { $0 === controller }
      controller.flags.remove(.movingToParent)
      detachChild(controller)
    }
    transitionInFlight = false
    checkHierarchyInvariants()
    if displayedTop !== topViewController || !pendingIn.isEmpty || !pendingOut.isEmpty {
      scheduleTransition(animated: nextTransitionAnimated)
    }
  }

  /// The end of a transition: the source's view leaves, the did-callbacks run, containment completes, the
  /// delegate hears `didShow`, and a transition for later changes is scheduled.
  private func finishTransition(
    from source: UIViewController?, to target: UIViewController, animated: Bool, containment: () -> Void
  ) {
    if let sourceView = source?.viewStorage, sourceView.superviewStorage === viewStorage {
      ViewTreeAppearance.suppressed { sourceView.removeFromSuperview() }
    }
    source?.finishAppearanceTransition(appearing: false)
    target.finishAppearanceTransition(appearing: true)
    transitionInFlight = false
    containment()
    navigationTransitionDidFinish(showing: target)
    delegate?.navigationController(self, didShow: target, animated: animated)
    checkHierarchyInvariants()
    if displayedTop !== topViewController || !pendingIn.isEmpty || !pendingOut.isEmpty {
      scheduleTransition(animated: nextTransitionAnimated)
    }
  }

  /// Makes `controller` the displayed child: its view goes into the navigation controller's view.
  func install(_ controller: UIViewController, keeping kept: UIViewController? = nil) {
    let container: UIView = view
    ViewTreeAppearance.suppressed {
      if let old = displayedTop, old !== kept, old.viewStorage?.superview === container {
        old.viewStorage?.removeFromSuperview()
      }
      let childView: UIView = controller.view
      childView.frame = container.bounds
      container.addSubview(childView)
    }
    displayedTop = controller
  }

  /// Sends the deferred `didMove(toParent:)` calls: departing controllers leave, arriving ones settle.
  func completeContainment() {
    guard !pendingIn.isEmpty || !pendingOut.isEmpty else { return }
    // Swap in the spare buffers so neither list is copied and no buffer is reallocated in steady state.
    swap(&pendingOut, &spareOut)
    swap(&pendingIn, &spareIn)
    completeContainment(arriving: spareIn, leaving: spareOut)
    spareOut.removeAll(keepingCapacity: true)
    spareIn.removeAll(keepingCapacity: true)
  }

  /// Sends the deferred `didMove(toParent:)` calls for the controllers of one transition.
  func completeContainment(
    arriving: [UIViewController], leaving: [UIViewController], unchangedSince generation: Int? = nil
  ) {
    if generation == containmentGeneration {
      // Nothing was pushed or popped meanwhile: the pending lists are exactly this transition's.
      if !pendingOut.isEmpty { pendingOut = [] }
      if !pendingIn.isEmpty { pendingIn = [] }
    } else {
      pendingOut.removeAll { controller in leaving.contains { $0 === controller } }
      pendingIn.removeAll { controller in arriving.contains { $0 === controller } }
    }
    for controller in leaving
    where controller.parentStorage === self && !childList.contains(where: { $0 === controller }) {
      ViewTreeAppearance.suppressed {
        if controller.viewStorage?.superview === viewStorage { controller.viewStorage?.removeFromSuperview() }
      }
      controller.parentStorage = nil
      controller.didMove(toParent: nil)
    }
    for controller in arriving
    where controller.parentStorage === self && childList.contains(where: { $0 === controller }) {
      controller.didMove(toParent: self)
    }
  }

  /// The cancelled interactive pop: `Cur.wD, New.wA` now; `New.wD, New.dD, Cur.wA, Cur.dA` after the gesture.
  func runCancelledInteractivePop(from current: UIViewController, to revealed: UIViewController) {
    revealed.loadViewIfNeeded()
    delegate?.navigationController(self, willShow: revealed, animated: true)
    transitionInFlight = true
    ViewTreeAppearance.suppressed { viewStorage?.insertSubview(revealed.view, at: 0) }
    current.beginAppearance(false, animated: true)
    revealed.beginAppearance(true, animated: true)
    MainQueue.async(after: Self.transitionDuration) {
      revealed.beginAppearance(false, animated: true)
      revealed.finishAppearanceTransition(appearing: false)
      ViewTreeAppearance.suppressed { revealed.viewStorage?.removeFromSuperview() }
      current.beginAppearance(true, animated: true)
      current.finishAppearanceTransition(appearing: true)
      self.transitionInFlight = false
      if self.displayedTop !== self.topViewController {
        self.scheduleTransition(animated: self.nextTransitionAnimated)
      }
    }
  }
}
