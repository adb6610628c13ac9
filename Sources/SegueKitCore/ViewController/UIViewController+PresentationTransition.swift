internal import Foundation

/// The deferred presentation transition (<doc:Presentation#§4.6-Presenting>, <doc:LifeCycle#§6.3-Callback-order>),
/// custom animators and presentation controllers included (<doc:CustomTransitions#§11.1-Presentation>).
extension UIViewController {
  func runPresentationTransition(presenter: UIViewController, animated: Bool, completion: (() -> Void)?) {
    let controller = presentationControllerStorage!
    loadViewIfNeeded()
    let adapted = controller.adaptedStyle
    let coordinator =
      controller.inFlightCoordinator
      ?? TransitionCoordinator(
        animated: animated, duration: animated ? Self.modalTransitionDuration : 0, from: presenter, to: self,
        style: controller.presentationStyle)
    let animator = coordinator.animator
    controller.delegate?.presentationController(
      controller, willPresentWithAdaptiveStyle: adapted, transitionCoordinator: coordinator)
    let context = presenter
    let removes = controller.removesPresenterViews
    controller.presentedViewIsRemovingPresenter = removes
    guard context.viewStorage?.window != nil, controller.isHostVisible else {
      // [I] the context went off screen before the transition ran (e.g. its tab was switched away): the
      // presentation is in place without appearance callbacks; its container shows it when it shows the context.
      if removes { controller.removeContextView(of: context) }
      controller.inFlightCoordinator = nil
      flags.remove(.beingPresented)
      presenter.flags.remove(.presentationTransitioning)
      coordinator.finish()
      completion?()
      presenter.checkHierarchyInvariants()
      return
    }
    let container = controller.makeContainerIfCustom(for: self)
    if animator == nil {
      // The standard animation puts the presented view in place; a custom animator adds it itself (§11.1 step 4).
      ViewTreeAppearance.suppressed {
        if let container, let presentedView = controller.presentedView {
          container.addSubview(presentedView)
          presentedView.frame = controller.frameOfPresentedViewInContainerView
        } else if let host = controller.hostView {
          // A full-screen presentation fills the window; a current-context one covers its context's view.
          view.frame = controller.hostIsWindow ? host.bounds : (context.viewStorage?.frame ?? host.bounds)
          host.addSubview(view)
        }
      }
    }
    let containerBounds = container?.bounds ?? controller.hostView?.bounds ?? .zero
    let presenterFrame = context.viewStorage?.frame ?? containerBounds
    coordinator.configure(
      container: container ?? controller.hostView, fromView: removes ? context.viewStorage : nil,
      toView: controller.presentedView, fromFrames: (presenterFrame, removes ? .zero : presenterFrame),
      toFrames: (.zero, controller.frameOfPresentedViewInContainerView))
    controller.inFlightCoordinator = coordinator
    controller.presentationTransitionWillBegin()
    if removes { context.beginAppearance(false, animated: animated) }
    beginAppearance(true, animated: animated)
    coordinator.start { didComplete in
      controller.inFlightCoordinator = nil
      if didComplete {
        self.completePresentation(presenter: presenter, removes: removes, completion: completion)
      } else {
        self.rollBackPresentation(presenter: presenter, removes: removes)
      }
    }
  }

  /// The end of a presentation, inside `completeTransition(true)`: `presentationTransitionDidEnd(true)`, the
  /// did-callbacks, the presenter's views leaving when the style removes them, the completion.
  private func completePresentation(presenter: UIViewController, removes: Bool, completion: (() -> Void)?) {
    let controller = presentationControllerStorage!
    controller.presentationTransitionDidEnd(true)
    finishAppearanceTransition(appearing: true)
    if viewStorage?.window == nil, appearState == .appeared {
      // [I] the container showing the presentation went off screen meanwhile (e.g. a tab switch).
      beginAppearance(false, animated: false)
      endAppearance()
    }
    if removes {
      presenter.finishAppearanceTransition(appearing: false)
      controller.removeContextView(of: presenter)
    }
    flags.remove(.beingPresented)
    presenter.flags.remove(.presentationTransitioning)
    completion?()
    presenter.checkHierarchyInvariants()
  }

  /// A cancelled (interactive) presentation, inside `completeTransition(false)`: `presentationTransitionDidEnd(false)`,
  /// the presented controller disappears again (`viewWillDisappear`, `viewDidDisappear`), the presenter reappears
  /// when it was disappearing, and the presentation is undone; the completion does not run [I]
  /// (<doc:CustomTransitions#§11.3-Interactive>).
  private func rollBackPresentation(presenter: UIViewController, removes: Bool) {
    let controller = presentationControllerStorage!
    controller.presentationTransitionDidEnd(false)
    beginAppearance(false, animated: true)
    ViewTreeAppearance.suppressed { viewStorage?.removeFromSuperview() }
    finishAppearanceTransition(appearing: false)
    if removes {
      presenter.beginAppearance(true, animated: true)
      presenter.finishAppearanceTransition(appearing: true)
    }
    controller.removeContainer(keeping: presenter)
    if presenter.childModal === self { presenter.childModal = nil }
    parentModal = nil
    modalSource = nil
    controller.detach()
    flags.remove([.beingPresented, .presentationTransitioning])
    presenter.flags.remove(.presentationTransitioning)
    presenter.checkHierarchyInvariants()
  }
}

extension UIPresentationController {
  /// Whether the presentation runs through a container view of its own: it has a transitioning delegate or the
  /// `.custom` style, and it goes into the window.
  func usesContainer(for presented: UIViewController) -> Bool {
    hostIsWindow && (presented.transitioningDelegate != nil || requestedStyle == .custom)
  }

  /// Creates the container view of a custom presentation above everything in the window, or returns `nil`.
  func makeContainerIfCustom(for presented: UIViewController) -> UIView? {
    guard usesContainer(for: presented), let host = hostView else { return nil }
    let container = UIView(frame: host.bounds)
    ViewTreeAppearance.suppressed { host.addSubview(container) }
    containerViewStorage = container
    return container
  }

  /// Takes the container view out of the window once the presentation is over; a view of `kept` that the animator
  /// moved into it goes back where the container was.
  func removeContainer(keeping kept: UIViewController?) {
    guard let container = containerViewStorage else { return }
    containerViewStorage = nil
    ViewTreeAppearance.suppressed {
      if let keptView = kept?.viewStorage, keptView.superview === container, let host = container.superview {
        host.insertSubview(keptView, at: host.subviews.firstIndex { $0 === container } ?? 0)
      }
      container.removeFromSuperview()
    }
  }
}
