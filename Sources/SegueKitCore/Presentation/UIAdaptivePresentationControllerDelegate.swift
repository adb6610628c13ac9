/// The delegate that adapts a presentation to size classes and hears about interactive dismissal
/// (<doc:Presentation#§4.5-Adaptation>,
/// <doc:Presentation#§4.8-Swipe-to-dismiss>).
///
/// Mirrors UIKit's protocol. Swift has no optional protocol requirements on Linux, so every method has a default
/// that behaves as if the method were not implemented.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  /// The style to adapt to for `traitCollection`; `.none` means "don't adapt".
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle
  /// The style to adapt to in a horizontally compact environment.
  func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
  /// A view controller to present instead of the original one in the adapted style, or `nil`.
  func presentationController(
    _ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
  ) -> UIViewController?
  /// Tells the delegate the adapted style (`.none` when the presentation does not adapt).
  func presentationController(
    _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
  /// Lets the delegate configure the presentation controller the presentation adapts to (for a popover adapting to
  /// a sheet, its ``UIPopoverPresentationController/adaptiveSheetPresentationController``) before it is used.
  func presentationController(
    _ presentationController: UIPresentationController, prepare adaptivePresentationController: UIPresentationController
  )
  /// Whether an interactive (swipe) dismissal may proceed.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
  /// An interactive dismissal was prevented.
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  /// An interactive dismissal is starting.
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// An interactive dismissal finished.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  public func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    if traitCollection.horizontalSizeClass == .compact {
      return adaptivePresentationStyle(for: controller)
    }
    return controller.defaultAdaptivePresentationStyle(for: traitCollection)
  }

  public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
    controller.defaultAdaptivePresentationStyle(for: controller.traitCollection)
  }

  public func presentationController(
    _ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
  ) -> UIViewController? { nil }

  public func presentationController(
    _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
  ) {}

  public func presentationController(
    _ presentationController: UIPresentationController, prepare adaptivePresentationController: UIPresentationController
  ) {}

  public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
  public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}
