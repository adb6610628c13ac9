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
    guard appearState == .appeared || appearState == .disappeared else { return }
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
    install(target)
    target.beginAppearance(true, animated: false)
    if !sourceLeavesFirst, let source { takeOffScreen(source) }
    target.finishAppearanceTransition(appearing: true)
    checkHierarchyInvariants()
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
