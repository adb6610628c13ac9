internal import Foundation

/// Containment: parent and children (<doc:LifeCycle#§6.5-Containment>).
extension UIViewController {
  /// The parent view controller; never the presenting view controller.
  public var parent: UIViewController? { parentStorage }

  /// The child view controllers, in order; never includes presented view controllers.
  public var children: [UIViewController] { childList }

  /// The nearest ancestor that is a navigation controller.
  public var navigationController: UINavigationController? {
    var current = parentStorage
    while let node = current {
      if let nav = node as? UINavigationController { return nav }
      current = node.parentStorage
    }
    return nil
  }

  /// The nearest ancestor that is a tab bar controller.
  public var tabBarController: UITabBarController? {
    var current = parentStorage
    while let node = current {
      if let tab = node as? UITabBarController { return tab }
      current = node.parentStorage
    }
    return nil
  }

  /// The nearest ancestor that is a split view controller.
  public var splitViewController: UISplitViewController? {
    var current = parentStorage
    while let node = current {
      if let split = node as? UISplitViewController { return split }
      current = node.parentStorage
    }
    return nil
  }

  /// Whether the receiver is appearing because it was added to a parent (pushed, embedded)
  /// (<doc:LifeCycle#§6.4-Movement-flags>).
  public var isMovingToParent: Bool { flags.contains(.movingToParent) }

  /// Whether the receiver is disappearing because it is being removed from its parent (popped)
  /// (<doc:LifeCycle#§6.4-Movement-flags>).
  public var isMovingFromParent: Bool { flags.contains(.movingFromParent) }

  func addChildImplementation(_ child: UIViewController) {
    guard child !== self, child.parentStorage !== self else { return }
    if child.parentStorage != nil {
      child.removeFromParent()
    }
    attachChild(child, at: childList.count)
    child.flags.insert(.movingToParent)
    child.willMove(toParent: self)
    checkHierarchyInvariants()
  }

  func removeFromParentImplementation() {
    guard let parent = parentStorage else { return }
    parent.detachChild(self)
    parent.childWasDetached(self)
    didMove(toParent: nil)
    parent.checkHierarchyInvariants()
  }

  func didMoveBookkeeping(toParent parent: UIViewController?) {
    // The flags stay while the controller is still appearing or disappearing (<doc:LifeCycle#§6.4-Movement-flags>).
    if parent == nil {
      if appearState == .disappeared { flags.remove(.movingFromParent) }
    } else if appearState == .appeared || appearState == .disappeared {
      flags.remove(.movingToParent)
    }
  }

  /// Inserts `child` into ``children`` and sets its parent, without callbacks.
  func attachChild(_ child: UIViewController, at index: Int) {
    childList.insert(child, at: index)
    child.parentStorage = self
  }

  /// Removes `child` from ``children`` and clears its parent, without callbacks.
  func detachChild(_ child: UIViewController) {
    if let index = childList.firstIndex(where: { $0 === child }) {
      childList.remove(at: index)
    }
    if child.parentStorage === self {
      child.parentStorage = nil
    }
  }

  func transitionImplementation(
    from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
    animations: (() -> Void)?, completion: ((Bool) -> Void)?
  ) {
    guard fromViewController.parentStorage === self, toViewController.parentStorage === self else {
      UIKitException.raise(
        .invalidArgument,
        "Children view controllers \(fromViewController) and \(toViewController) must have a common parent view "
          + "controller when calling -[UIViewController transitionFromViewController:toViewController:duration:"
          + "options:animations:completion:]")
      return
    }
    let animated = duration > 0
    let forwards = shouldAutomaticallyForwardAppearanceMethods && isVisibleOrAppearing
    ViewTreeAppearance.suppressed {
      if let fromView = fromViewController.viewStorage, let container = fromView.superview {
        container.addSubview(toViewController.view)
      }
    }
    if forwards {
      fromViewController.beginAppearance(false, animated: animated)
      toViewController.beginAppearance(true, animated: animated)
    }
    animations?()
    MainQueue.async(after: duration) {
      ViewTreeAppearance.suppressed {
        fromViewController.viewStorage?.removeFromSuperview()
      }
      if forwards {
        toViewController.finishAppearanceTransition(appearing: true)
        fromViewController.finishAppearanceTransition(appearing: false)
      }
      completion?(true)
      self.checkHierarchyInvariants()
    }
  }
}
