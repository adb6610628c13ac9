/// Re-running adaptation when the presenter's traits change [spec §4.5, §9.3].
extension UIPresentationController {
  /// Re-evaluates the adapted style; when the presentation starts or stops covering the presenter, the covered
  /// controller disappears or reappears as for a full-screen presentation [I].
  func readapt() {
    guard let presenter = presentingViewController, presenter.childModal === presentedViewController,
      !presenter.flags.contains(.presentationTransitioning)
    else { return }
    let wasRemoving = presentedViewIsRemovingPresenter
    let newStyle = adaptiveStyle(for: presenter.traitCollection)
    let styleChanged = newStyle != adaptedStyle
    if styleChanged {
      adapt(to: newStyle)
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
}
