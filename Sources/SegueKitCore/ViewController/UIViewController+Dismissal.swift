/// Modal dismissal (<doc:Presentation#§4.7-Dismissing>) and interactive (swipe) dismissal
/// (<doc:Presentation#§4.8-Swipe-to-dismiss>).
extension UIViewController {
  func dismissImplementation(animated: Bool, completion: (() -> Void)?) {
    // Step 1: the receiver dismisses what it (or an ancestor) presents, else its own presentation.
    let target: UIViewController
    if let presented = presentedViewController, let owner = presented.parentModal {
      target = owner
    } else if let presenter = presentingViewController {
      target = presenter
    } else {
      completion?()
      return
    }
    // Step 2.
    if target.flags.contains(.presentationTransitioning) {
      Console.log(
        "Warning: Attempt to dismiss from view controller \(target) while a presentation or dismiss is in progress!")
      completion?()
      return
    }
    // Step 3: the chain above the target, bottom first.
    var chain: [UIViewController] = []
    var seen: Set<ObjectIdentifier> = [ObjectIdentifier(target)]
    var next = target.childModal
    while let presented = next {
      guard seen.insert(ObjectIdentifier(presented)).inserted else {
        UIKitException.raise(
          .viewControllerHierarchyInconsistencyOnDismiss,
          "presentedViewController for controller is itself on dismiss for: \(presented)")
        return
      }
      chain.append(presented)
      next = presented.childModal
    }
    guard !chain.isEmpty else {
      completion?()
      return
    }
    // <doc:CustomTransitions#§11.1-Presentation> step 7: the top controller's transitioning delegate gives the
    // animator, then (only with one) the interaction controller, inside `dismiss`; only when animated [I].
    let top = chain[chain.count - 1]
    if let topController = top.presentationControllerStorage {
      topController.pendingAnimator = nil
      topController.pendingInteraction = nil
      if animated, UIView.areAnimationsEnabled, let delegate = top.transitioningDelegate,
        let animator = delegate.animationController(forDismissed: top)
      {
        topController.pendingAnimator = animator
        topController.pendingInteraction = delegate.interactionControllerForDismissal(using: animator)
      }
    }
    target.flags.insert(.presentationTransitioning)
    for presented in chain {
      // [I] a controller being dismissed counts as running a transition: presenting from it logs
      // (<doc:Presentation#§4.6-Presenting> step 11).
      presented.flags.insert([.beingDismissed, .presentationTransitioning])
    }
    MainQueue.async {
      target.runDismissalTransition(chain: chain, animated: animated, completion: completion)
    }
  }

  /// Runs the dismissal of `chain` (bottom first, all presented above the receiver), through the top controller's
  /// custom animator if it has one (<doc:CustomTransitions#§11.1-Presentation> step 7).
  private func runDismissalTransition(
    chain: [UIViewController], animated: Bool, completion: (() -> Void)?
  ) {
    let bottom = chain[0]
    let top = chain[chain.count - 1]
    let bottomController = bottom.presentationControllerStorage
    let topController = top.presentationControllerStorage
    let revealed =
      bottomController?.presentedViewIsRemovingPresenter == true
      ? self : nil
    let coordinator = TransitionCoordinator(
      animated: animated, duration: animated ? Self.modalTransitionDuration : 0, from: top, to: self,
      style: topController?.presentationStyle ?? .none, animator: topController?.pendingAnimator,
      interaction: topController?.pendingInteraction)
    topController?.pendingAnimator = nil
    topController?.pendingInteraction = nil
    // Intermediate presentations that are on screen disappear too, without animation [I].
    let visibleIntermediates = chain.dropLast().reversed().filter { $0.isVisibleOrAppearing }
    let container = topController?.containerView ?? top.viewStorage?.superview
    let topFrame = top.viewStorage?.frame ?? .zero
    let revealedFrame = viewStorage?.frame ?? container?.bounds ?? .zero
    coordinator.configure(
      container: container, fromView: topController?.presentedView ?? top.viewStorage,
      toView: revealed?.viewStorage, fromFrames: (topFrame, .zero), toFrames: (revealedFrame, revealedFrame))
    topController?.inFlightCoordinator = coordinator
    topController?.dismissalTransitionWillBegin()
    top.beginAppearance(false, animated: animated)
    for presented in visibleIntermediates { presented.beginAppearance(false, animated: false) }
    var revealedAppears = false
    if let revealed {
      bottomController?.restoreRemovedView(of: revealed)
      if revealed.viewStorage?.window != nil, bottomController?.isHostVisible ?? true {
        revealed.beginAppearance(true, animated: animated)
        revealedAppears = true
      }
    }
    coordinator.start { didComplete in
      topController?.inFlightCoordinator = nil
      guard didComplete else {
        self.rollBackDismissal(
          chain: chain, revealed: revealedAppears ? revealed : nil, intermediates: Array(visibleIntermediates))
        return
      }
      topController?.dismissalTransitionDidEnd(true)
      if let revealed { revealed.finishAppearanceTransition(appearing: true) }
      for presented in visibleIntermediates { presented.finishAppearanceTransition(appearing: false) }
      top.finishAppearanceTransition(appearing: false)
      for presented in chain { presented.presentationControllerStorage?.removeContainer(keeping: revealed) }
      self.completeDismissal(chain: chain)
      completion?()
    }
  }

  /// A cancelled (interactive) dismissal, inside `completeTransition(false)`: `dismissalTransitionDidEnd(false)`, the
  /// revealed presenter disappears again, the presented controllers reappear and stay presented; the completion does
  /// not run [I] (<doc:CustomTransitions#§11.3-Interactive>).
  private func rollBackDismissal(
    chain: [UIViewController], revealed: UIViewController?, intermediates: [UIViewController]
  ) {
    let top = chain[chain.count - 1]
    top.presentationControllerStorage?.dismissalTransitionDidEnd(false)
    if let revealed, let bottomController = chain[0].presentationControllerStorage {
      revealed.beginAppearance(false, animated: true)
      revealed.finishAppearanceTransition(appearing: false)
      bottomController.removeContextView(of: revealed)
    }
    let topView = top.presentationControllerStorage?.presentedView ?? top.viewStorage
    if let topView, topView.superview == nil, let container = top.presentationControllerStorage?.containerView {
      // The animator took the presented view out (as on iOS, a cancelled animator puts it back; SegueKit keeps the
      // presented view on screen because the controller stays presented).
      ViewTreeAppearance.suppressed { container.addSubview(topView) }
    }
    for presented in intermediates.reversed() {
      presented.beginAppearance(true, animated: false)
      presented.finishAppearanceTransition(appearing: true)
    }
    top.beginAppearance(true, animated: true)
    top.finishAppearanceTransition(appearing: true)
    for presented in chain { presented.flags.remove([.beingDismissed, .presentationTransitioning]) }
    flags.remove(.presentationTransitioning)
    checkHierarchyInvariants()
  }

  /// Removes the presentations of `chain` from the hierarchy (top first).
  func completeDismissal(chain: [UIViewController]) {
    for presented in chain.reversed() {
      ViewTreeAppearance.suppressed { presented.viewStorage?.removeFromSuperview() }
      if let presenter = presented.parentModal, presenter.childModal === presented {
        presenter.childModal = nil
        presenter.flags.remove(.presentationTransitioning)
      }
      presented.parentModal = nil
      presented.modalSource = nil
      presented.presentationControllerStorage?.detach()
      presented.flags.remove([.beingDismissed, .beingPresented, .presentationTransitioning])
    }
    flags.remove(.presentationTransitioning)
    checkHierarchyInvariants()
  }

  /// The rest of a simulated swipe on the receiver's sheet, after the delegate allowed it.
  func runInteractiveDismissal(
    completing: Bool, presenter: UIViewController, controller: UIPresentationController
  ) {
    presenter.flags.insert(.presentationTransitioning)
    flags.insert([.beingDismissed, .presentationTransitioning])
    beginAppearance(false, animated: true)
    MainQueue.async {
      if completing {
        var chain = [self]
        var next = self.childModal
        while let presented = next {
          chain.append(presented)
          next = presented.childModal
        }
        self.finishAppearanceTransition(appearing: false)
        presenter.completeDismissal(chain: chain)
        controller.delegate?.presentationControllerDidDismiss(controller)
      } else {
        self.flags.remove([.beingDismissed, .presentationTransitioning])
        self.beginAppearance(true, animated: true)
        self.finishAppearanceTransition(appearing: true)
        presenter.flags.remove(.presentationTransitioning)
        presenter.checkHierarchyInvariants()
      }
    }
  }
}

extension UIPresentationController {
  /// Removes the covered controller's view after a presentation that removes the presenter's views.
  func removeContextView(of controller: UIViewController) {
    ViewTreeAppearance.suppressed {
      if let view = controller.viewStorage, let superview = view.superview {
        removedViewIndex = superview.subviews.firstIndex { $0 === view } ?? 0
        view.removeFromSuperview()
      }
    }
    contextViewRemoved = true
  }

  /// Puts the covered controller's view back, just below the presented view. When the presented view is not shown
  /// (its tab is not selected) the view stays out; the container puts both back when it shows them again [I].
  func restoreRemovedView(of controller: UIViewController) {
    contextViewRemoved = false
    guard let view = controller.viewStorage, view.superview == nil else { return }
    ViewTreeAppearance.suppressed {
      if let presentedView = presentingViewController?.childModal?.viewStorage, let superview = presentedView.superview
      {
        superview.insertSubview(view, at: superview.subviews.firstIndex { $0 === presentedView } ?? 0)
      } else if hostIsWindow, let window = hostView?.window {
        window.insertSubview(view, at: min(removedViewIndex, window.subviews.count))
      }
    }
  }
}
