/// Re-running adaptation when the presenter's traits change (<doc:Presentation#§4.5-Adaptation>,
/// <doc:Adaptivity#§9.3-Effects>).
extension UIPresentationController {
  /// Re-evaluates the adapted style; when the presentation starts or stops covering the presenter, the covered
  /// controller disappears or reappears as for a full-screen presentation [I].
  func readapt() {
    guard let presenter = presentingViewController, presenter.childModal?.presentationControllerStorage === self,
      !presenter.flags.contains(.presentationTransitioning)
    else { return }
    let wasRemoving = presentedViewIsRemovingPresenter
    let newStyle = adaptiveStyle(for: presenter.traitCollection)
    let styleChanged = newStyle != adaptedStyle
    if styleChanged {
      adapt(to: newStyle)
      if newStyle != .none { presentSubstitute(on: presenter) }
      delegate?.presentationController(self, willPresentWithAdaptiveStyle: newStyle, transitionCoordinator: nil)
    }
    let removes = removesPresenterViews
    guard removes != wasRemoving, let context = presentingViewController else { return }
    presentedViewIsRemovingPresenter = removes
    if removes {
      context.beginAppearance(false, animated: true)
      MainQueue.async {
        guard self.presentedViewIsRemovingPresenter else { return }
        context.finishAppearanceTransition(appearing: false)
        self.removeContextView(of: context)
      }
    } else {
      restoreRemovedView(of: context)
      guard context.viewStorage?.window != nil, isHostVisible else { return }
      context.beginAppearance(true, animated: true)
      MainQueue.async { context.finishAppearanceTransition(appearing: true) }
    }
  }

  /// <doc:Presentation#§4.5-Adaptation> step 2 on re-adaptation: the delegate may supply a controller to present
  /// instead (typically the shown one
  /// wrapped in a navigation controller). It takes the shown controller's place at once; the shown controller stays
  /// on screen inside it, and stays wrapped if the traits change back [I].
  private func presentSubstitute(on presenter: UIViewController) {
    guard let shown = presenter.childModal else { return }
    // The delegate may adopt the shown controller, which must not be a child and presented at once meanwhile.
    shown.parentModal = nil
    let substitute = delegate?.presentationController(self, viewControllerForAdaptivePresentationStyle: adaptedStyle)
    guard let substitute, substitute !== shown, substitute !== presenter, substitute.parentModal == nil,
      substitute.parentStorage == nil
    else {
      shown.parentModal = presenter
      return
    }
    presenter.childModal = substitute
    substitute.parentModal = presenter
    substitute.modalSource = shown.modalSource
    substitute.presentationControllerStorage = self
    shown.modalSource = nil
    // The views change places in the adaptation's transition, after the delegate heard the new style.
    MainQueue.async { self.showSubstitute(substitute, insteadOf: shown) }
  }

  private func showSubstitute(_ substitute: UIViewController, insteadOf shown: UIViewController) {
    guard substitute.parentModal?.childModal === substitute, let shownView = shown.viewStorage,
      let host = shownView.superview, host !== substitute.viewStorage
    else { return }
    let onScreen = shown.appearState == .appeared
    let index = host.subviews.firstIndex { $0 === shownView } ?? host.subviews.count
    ViewTreeAppearance.suppressed { host.insertSubview(substitute.view, at: index) }
    if shown.parentStorage !== substitute {
      // Replaced rather than wrapped: the shown controller leaves the screen.
      if onScreen { shown.beginAppearance(false, animated: false) }
      ViewTreeAppearance.suppressed { shownView.removeFromSuperview() }
      if onScreen { shown.finishAppearanceTransition(appearing: false) }
    }
    guard onScreen else { return }
    substitute.beginAppearance(true, animated: false)
    substitute.finishAppearanceTransition(appearing: true)
  }
}
