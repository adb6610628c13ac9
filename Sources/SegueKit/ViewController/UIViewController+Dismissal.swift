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

  /// Runs the dismissal of `chain` (bottom first, all presented above the receiver).
  private func runDismissalTransition(
    chain: [UIViewController], animated: Bool, completion: (() -> Void)?
  ) {
    let bottom = chain[0]
    let top = chain[chain.count - 1]
    let bottomController = bottom.presentationControllerStorage
    let revealed =
      bottomController?.presentedViewIsRemovingPresenter == true
      ? self : nil
    // Intermediate presentations that are on screen disappear too, without animation [I].
    let visibleIntermediates = chain.dropLast().reversed().filter { $0.isVisibleOrAppearing }
    top.beginAppearance(false, animated: animated)
    for presented in visibleIntermediates { presented.beginAppearance(false, animated: false) }
    if let revealed {
      bottomController?.restoreRemovedView(of: revealed)
      if revealed.viewStorage?.window != nil, bottomController?.isHostVisible ?? true {
        revealed.beginAppearance(true, animated: animated)
      }
    }
    let duration = animated ? Self.modalTransitionDuration : 0
    MainQueue.perform(after: duration) {
      if let revealed { revealed.finishAppearanceTransition(appearing: true) }
      for presented in visibleIntermediates { presented.finishAppearanceTransition(appearing: false) }
      top.finishAppearanceTransition(appearing: false)
      self.completeDismissal(chain: chain)
      completion?()
    }
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
