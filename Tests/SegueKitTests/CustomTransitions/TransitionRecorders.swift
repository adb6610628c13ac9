import Foundation
import SegueKit
import SegueTestSupport

/// An animator as apps write them: it adds the `to` view to the container at its final frame, animates with
/// `UIView.animate` (virtual time) and completes the transition from the animation's completion with
/// `!transitionWasCancelled`. It records what the context told it.
@MainActor
final class RecordingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let trace: Trace
  let duration: TimeInterval
  /// The context of the last `animateTransition(using:)`.
  private(set) var context: (any UIViewControllerContextTransitioning)?

  init(_ trace: Trace, duration: TimeInterval = 0.4) {
    self.trace = trace
    self.duration = duration
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    duration
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    context = transitionContext
    let from = transitionContext.viewController(forKey: .from)
    let to = transitionContext.viewController(forKey: .to)
    let fromView = transitionContext.view(forKey: .from)
    let toView = transitionContext.view(forKey: .to)
    trace.log(
      "animator.animateTransition(from: \(from?.title ?? "nil"), to: \(to?.title ?? "nil"), "
        + "fromView: \(fromView === from?.viewIfLoaded && fromView != nil ? "from" : "nil"), "
        + "toView: \(toView === to?.viewIfLoaded && toView != nil ? "to" : "nil"), "
        + "animated: \(transitionContext.isAnimated), interactive: \(transitionContext.isInteractive))")
    if let toView, let to {
      transitionContext.containerView.addSubview(toView)
      toView.frame = transitionContext.finalFrame(for: to)
    }
    UIView.animate(withDuration: duration, animations: { fromView?.alpha = 0.5 }) { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }

  func animationEnded(_ transitionCompleted: Bool) {
    trace.log("animator.animationEnded(\(transitionCompleted))")
  }
}

/// A presentation controller as apps write them: a dimming view in the container, animated alongside the transition,
/// and the presented view on the right half of the container.
@MainActor
final class RecordingPresentationController: UIPresentationController {
  var trace = Trace()
  var removesPresentersView = false
  let dimmingView = UIView()

  override var shouldRemovePresentersView: Bool { removesPresentersView }

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let bounds = containerView?.bounds else { return .zero }
    return CGRect(x: bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height)
  }

  override func presentationTransitionWillBegin() {
    trace.log("pc.presentationTransitionWillBegin")
    containerView?.insertSubview(dimmingView, at: 0)
    presentedViewController.transitionCoordinator?.animate(
      alongsideTransition: { _ in self.trace.log("alongside.animation") },
      completion: { context in self.trace.log("alongside.completion(cancelled: \(context.isCancelled))") })
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    trace.log("pc.presentationTransitionDidEnd(\(completed))")
  }

  override func dismissalTransitionWillBegin() {
    trace.log("pc.dismissalTransitionWillBegin")
    presentedViewController.transitionCoordinator?.animate(
      alongsideTransition: nil,
      completion: { context in self.trace.log("alongside.completion(cancelled: \(context.isCancelled))") })
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    trace.log("pc.dismissalTransitionDidEnd(\(completed))")
    if completed { dimmingView.removeFromSuperview() }
  }
}

/// A transitioning delegate that records each question and answers with what the test set.
@MainActor
final class RecordingTransitioningDelegate: UIViewControllerTransitioningDelegate {
  let trace: Trace
  var animator: RecordingAnimator?
  var presentationInteraction: UIPercentDrivenInteractiveTransition?
  var dismissalInteraction: UIPercentDrivenInteractiveTransition?
  var makesPresentationController = true
  var removesPresentersView = false
  private(set) var presentationControllers: [RecordingPresentationController] = []

  init(_ trace: Trace, animator: RecordingAnimator?) {
    self.trace = trace
    self.animator = animator
  }

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? {
    trace.log(
      "delegate.presentationController(forPresented: \(presented.title ?? "?"), presenting: "
        + "\(presenting?.title ?? "nil"), source: \(source.title ?? "?"))")
    guard makesPresentationController else { return nil }
    let controller = RecordingPresentationController(presentedViewController: presented, presenting: presenting)
    controller.trace = trace
    controller.removesPresentersView = removesPresentersView
    presentationControllers.append(controller)
    return controller
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    trace.log(
      "delegate.animationController(forPresented: \(presented.title ?? "?"), presenting: \(presenting.title ?? "?"), "
        + "source: \(source.title ?? "?"))")
    return animator
  }

  func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
    trace.log("delegate.animationController(forDismissed: \(dismissed.title ?? "?"))")
    return animator
  }

  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    trace.log("delegate.interactionControllerForPresentation")
    return presentationInteraction
  }

  func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    trace.log("delegate.interactionControllerForDismissal")
    return dismissalInteraction
  }
}

/// A navigation and tab bar delegate that records the show callbacks and the transition questions.
@MainActor
final class RecordingContainerDelegate: UINavigationControllerDelegate, UITabBarControllerDelegate {
  let trace: Trace
  var animator: RecordingAnimator?
  var interaction: UIPercentDrivenInteractiveTransition?

  init(_ trace: Trace, animator: RecordingAnimator?) {
    self.trace = trace
    self.animator = animator
  }

  func navigationController(_ nav: UINavigationController, willShow vc: UIViewController, animated: Bool) {
    trace.log("delegate.willShow(\(vc.title ?? "?"), \(animated))")
  }

  func navigationController(_ nav: UINavigationController, didShow vc: UIViewController, animated: Bool) {
    trace.log("delegate.didShow(\(vc.title ?? "?"), \(animated))")
  }

  func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    trace.log("delegate.animationControllerFor(\(operation), from: \(fromVC.title ?? "?"), to: \(toVC.title ?? "?"))")
    return animator
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    trace.log("delegate.interactionControllerFor")
    return interaction
  }

  func tabBarController(_ tab: UITabBarController, didSelect vc: UIViewController) {
    trace.log("delegate.didSelect(\(vc.title ?? "?"))")
  }

  func tabBarController(
    _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
    to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    trace.log("delegate.animationControllerForTransition(from: \(fromVC.title ?? "?"), to: \(toVC.title ?? "?"))")
    return animator
  }

  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    trace.log("delegate.interactionControllerFor")
    return interaction
  }
}

extension UIViewController {
  /// Records the coordinator's interaction-change notifications of the transition under way.
  func recordInteractionChanges(into trace: Trace) {
    transitionCoordinator?.notifyWhenInteractionChanges { context in
      trace.log("coordinator.interactionChanged(cancelled: \(context.isCancelled))")
    }
  }
}
