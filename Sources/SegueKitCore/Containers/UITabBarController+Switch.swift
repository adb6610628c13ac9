internal import Foundation

/// The deferred tab switch (<doc:LifeCycle#§6.3-Callback-order> Tab switch).
extension UITabBarController {
  func scheduleSwitch() {
    guard !switchScheduled else { return }
    switchScheduled = true
    MainQueue.enqueue(self)
  }

  /// Shows the selected tab: `new.viewDidLoad` (first time), `new.wA`, `old.wD`, `old.dD`, `new.dA`.
  func runSwitch() {
    guard appearState == .appeared || appearState == .disappeared, !switchInFlight else { return }
    let target = selectedStorage
    let source = displayedSelected
    guard source !== target else { return }
    guard appearState == .appeared, let target else {
      if let source { removeRepresentation(of: source) }
      displayedSelected = nil
      return
    }
    // [I] When the selected tab moved between the bar and More (a size-class change), what showed it disappears
    // with it first, then its new place appears with it, so the tab disappears and reappears.
    let sourceLeavesFirst = movedBetweenBarAndMore
    movedBetweenBarAndMore = false
    if sourceLeavesFirst, let source { takeOffScreen(source) }
    // <doc:CustomTransitions#§11.2-Containers>: every switch on screen asks the delegate for an animator (programmatic
    // ones too), then (only with one) for an interaction controller.
    if !sourceLeavesFirst, let source, let delegate,
      let animator = delegate.tabBarController(self, animationControllerForTransitionFrom: source, to: target)
    {
      let interaction = delegate.tabBarController(self, interactionControllerFor: animator)
      runCustomSwitch(from: source, to: target, animator: animator, interaction: interaction)
      return
    }
    install(target)
    target.beginAppearance(true, animated: false)
    if !sourceLeavesFirst, let source { takeOffScreen(source) }
    target.finishAppearanceTransition(appearing: true)
    checkHierarchyInvariants()
  }

  /// A switch through the delegate's animator: `new.wA`, `old.wD` now (animated [I]); inside
  /// `completeTransition(true)` `old.dD`, `new.dA`; inside `completeTransition(false)` the new tab disappears again,
  /// the old one reappears and stays selected (<doc:CustomTransitions#§11.3-Interactive>).
  private func runCustomSwitch(
    from source: UIViewController, to target: UIViewController, animator: any UIViewControllerAnimatedTransitioning,
    interaction: (any UIViewControllerInteractiveTransitioning)?
  ) {
    switchInFlight = true
    target.loadViewIfNeeded()
    displayedSelected = target  // the animator adds the new tab's view to the container
    target.beginAppearance(true, animated: true)
    source.beginAppearance(false, animated: true)
    let coordinator = TransitionCoordinator(
      animated: true, duration: 0, from: source, to: target, animator: animator, interaction: interaction)
    let bounds = view.bounds
    coordinator.configure(
      container: view, fromView: source.viewStorage, toView: target.view, fromFrames: (bounds, .zero),
      toFrames: (.zero, bounds))
    extra.containerTransitionCoordinator = coordinator
    coordinator.start { didComplete in
      self.extraStorage?.containerTransitionCoordinator = nil
      self.switchInFlight = false
      if didComplete {
        self.removeRepresentation(of: source)
        source.finishAppearanceTransition(appearing: false)
        target.finishAppearanceTransition(appearing: true)
      } else {
        target.beginAppearance(false, animated: true)
        self.removeRepresentation(of: target)
        target.finishAppearanceTransition(appearing: false)
        source.beginAppearance(true, animated: true)
        self.install(source)
        source.finishAppearanceTransition(appearing: true)
        if self.selectedStorage === target { self.selectedStorage = source }
      }
      self.checkHierarchyInvariants()
      if self.appearState == .appeared, self.displayedSelected !== self.selectedStorage { self.scheduleSwitch() }
    }
  }

  private func takeOffScreen(_ source: UIViewController) {
    source.beginAppearance(false, animated: false)
    removeRepresentation(of: source)
    source.finishAppearanceTransition(appearing: false)
  }

  /// Makes `controller` the displayed tab: its views (or those of a current-context presentation over it) go into
  /// the tab bar controller's view; its own view loads now if needed.
  func install(_ controller: UIViewController) {
    let container: UIView = view
    if let old = displayedSelected, old !== controller, !old.isVisibleOrAppearing {
      removeRepresentation(of: old)
    }
    if controller.childModal == nil {
      let childView: UIView = controller.view
      childView.frame = container.bounds
      if childView.superviewStorage !== container {
        ViewTreeAppearance.suppressed { container.addSubview(childView) }
      }
    } else {
      let views = controller.representationViews()
      ViewTreeAppearance.suppressed {
        for childView in views where childView.superview !== container { container.addSubview(childView) }
      }
    }
    displayedSelected = controller
  }

  /// Takes the views showing `controller` out of the tab bar controller's view.
  func removeRepresentation(of controller: UIViewController) {
    let container = viewStorage
    if controller.childModal == nil {
      if let childView = controller.viewStorage, childView.superviewStorage === container {
        ViewTreeAppearance.suppressed { childView.removeFromSuperview() }
      }
      return
    }
    var views: [UIView] = controller.viewStorage.map { [$0] } ?? []
    var presented = controller.contextPresentation
    while let current = presented {
      if let presentedView = current.viewStorage { views.append(presentedView) }
      presented = current.contextPresentation
    }
    ViewTreeAppearance.suppressed {
      for childView in views where childView.superview === container { childView.removeFromSuperview() }
    }
  }
}

extension UITabBarController: QueuedTask {
  @usableFromInline package func runQueuedTask() {
    switchScheduled = false
    runSwitch()
  }
}
