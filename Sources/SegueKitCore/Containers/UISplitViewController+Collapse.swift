internal import Foundation

/// Collapse and expand (<doc:Containers#§7.3-Split-views>) and the deferred column layout.
extension UISplitViewController {
  /// Collapses or expands to match the split's horizontal size class.
  func updateCollapse() {
    collapseEvaluated = true
    let shouldCollapse = traitCollection.horizontalSizeClass == .compact
    guard shouldCollapse != isCollapsed else { return }
    if shouldCollapse {
      if style == .unspecified { collapseClassic() } else { collapseColumns() }
      isCollapsed = true
      delegate?.splitViewControllerDidCollapse(self)
    } else {
      // First, so that a column the new display mode hides leaves before its controllers settle [I].
      updateDisplayModeForExpanding()
      if style == .unspecified { expandClassic() } else { expandColumns() }
      isCollapsed = false
      delegate?.splitViewControllerDidExpand(self)
    }
    NotificationCenter.default.post(name: UIViewController.showDetailTargetDidChangeNotification, object: self)
    scheduleLayout()
    checkHierarchyInvariants()
  }

  private func collapseClassic() {
    if let replacement = delegate?.primaryViewController(forCollapsing: self), replacement !== childList.first {
      var controllers = childList
      if controllers.isEmpty { controllers = [replacement] } else { controllers[0] = replacement }
      setChildren(controllers)
    }
    guard childList.count > 1 else { return }
    let primary = childList[0]
    let secondary = childList[1]
    if delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) != true {
      primary.collapseSecondaryViewController(secondary, for: self)
    }
    if secondary.parentStorage === self {
      setChildren(childList.filter { $0 === primary })
    } else {
      childList = childList.filter { $0 === primary }
    }
  }

  private func expandClassic() {
    if let replacement = delegate?.primaryViewController(forExpanding: self), replacement !== childList.first {
      var controllers = childList
      if controllers.isEmpty { controllers = [replacement] } else { controllers[0] = replacement }
      setChildren(controllers)
    }
    guard let primary = childList.first else { return }
    let secondary =
      delegate?.splitViewController(self, separateSecondaryFrom: primary)
      ?? primary.separateSecondaryViewController(for: self)
    if let secondary {
      handOver(secondary, from: primary)
      setChildren([primary, secondary])
    }
  }

  /// `controller`, shown by the navigation controller `container`, moves to another place in the split and stays on
  /// screen: the navigation controller lets it go without a disappearance, and the split forwards appearance changes
  /// to it until its next layout. Only controllers whose visibility changes get appearance callbacks
  /// (<doc:Adaptivity#§9.3-Effects>).
  func handOver(_ controller: UIViewController, from container: UIViewController) {
    guard appearState == .appeared, let nav = container as? UINavigationController, nav.displayedTop === controller
    else { return }
    nav.displayedTop = nil
    displayedChildren.append(controller)
  }

  // MARK: Layout

  func install(_ controllers: [UIViewController]) {
    let container: UIView = view
    ViewTreeAppearance.suppressed {
      for controller in controllers where controller.viewStorage?.superview !== container {
        container.addSubview(controller.view)
      }
    }
    displayedChildren = controllers
    layOutColumns()
  }

  /// The shown columns side by side: one fills the split view; of several, each but the last is 320 points wide
  /// (UIKit's default column width on an iPad [I]) and the last takes the rest.
  func layOutColumns() {
    guard let bounds = viewIfLoaded?.bounds else { return }
    var x: CGFloat = 0
    for (index, controller) in displayedChildren.enumerated() {
      guard let view = controller.viewIfLoaded else { continue }
      let isLast = index == displayedChildren.count - 1
      let width = isLast ? max(bounds.width - x, 0) : min(320, bounds.width)
      view.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
      x += width
    }
  }

  func scheduleLayout() {
    guard !layoutScheduled else { return }
    layoutScheduled = true
    MainQueue.async {
      self.layoutScheduled = false
      self.runLayout()
    }
  }

  /// Brings the shown children up to date: `old.wD, new.wA, old.dD, new.dA` (<doc:LifeCycle#§6.3-Callback-order> split
  /// replacement, inferred).
  func runLayout() {
    guard appearState == .appeared || appearState == .disappeared else { return }
    let target = visibleChildren
    let old = displayedChildren
    let removed = old.filter { controller in !target.contains { $0 === controller } }
    let added = target.filter { controller in !old.contains { $0 === controller } }
    guard appearState == .appeared, viewStorage?.window != nil else {
      // Off screen: departed children's views leave without appearance callbacks.
      ViewTreeAppearance.suppressed {
        for controller in removed where controller.viewStorage?.superview === viewStorage {
          controller.viewStorage?.removeFromSuperview()
        }
      }
      displayedChildren = old.filter { controller in target.contains { $0 === controller } }
      completeContainment()
      return
    }
    guard !removed.isEmpty || !added.isEmpty else {
      install(target)  // a controller handed over by a navigation controller may still have its view there
      completeContainment()
      return
    }
    // A controller moved into another container (a collapsed primary) is managed there now.
    let disappearing = removed.filter { $0.parentStorage == nil || $0.parentStorage === self }
    for controller in added { controller.loadViewIfNeeded() }
    install(target)
    for controller in disappearing { controller.beginAppearance(false, animated: false) }
    for controller in added { controller.beginAppearance(true, animated: false) }
    ViewTreeAppearance.suppressed {
      for controller in removed where controller.viewStorage?.superview === viewStorage {
        controller.viewStorage?.removeFromSuperview()
      }
    }
    for controller in disappearing { controller.finishAppearanceTransition(appearing: false) }
    for controller in added { controller.finishAppearanceTransition(appearing: true) }
    completeContainment()
  }

  /// Sends the deferred `didMove(toParent:)` calls.
  func completeContainment() {
    let leaving = pendingDidMoveOut
    let arriving = pendingDidMoveIn
    pendingDidMoveOut = []
    pendingDidMoveIn = []
    for controller in leaving where controller.parentStorage == nil { controller.didMove(toParent: nil) }
    for controller in arriving where controller.parentStorage === self { controller.didMove(toParent: self) }
  }
}
