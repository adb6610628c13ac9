internal import Foundation

extension UIDocumentBrowserTransitionController {
  /// Runs the transition a document browser's animator runs when an app presents or dismisses a document's controller
  /// through it (the controller that `UIDocumentBrowserViewController.transitionController(forDocumentAt:)` returns,
  /// given as the animator of a `UIViewControllerTransitioningDelegate`): the incoming view is put in the container at
  /// its final frame and the transition ends, completed unless it was cancelled.
  ///
  /// Mirrors UIKit's `UIDocumentBrowserTransitionController`, an animator (it adopts
  /// `UIViewControllerAnimatedTransitioning`). UIKit zooms the document's thumbnail into the view for
  /// ``transitionDuration(using:)``; SegueKit has no thumbnail to zoom, so the transition takes no time. Without this,
  /// a transition it animates would never end, as no `completeTransition(_:)` would come.
  public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    if let view = transitionContext.view(forKey: .to) {
      if let controller = transitionContext.viewController(forKey: .to) {
        view.frame = transitionContext.finalFrame(for: controller)
      }
      transitionContext.containerView.addSubview(view)
    }
    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
  }
}
