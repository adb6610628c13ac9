/// Runs appearance callbacks for view controllers whose views app code moves into or out of a window.
///
/// UIKit issues `viewWillAppear`/`viewDidAppear` to a child whose view is added to a container view that is
/// already on screen (and the disappearing pair on removal) (<doc:LifeCycle#§6.5-Containment>). The built-in machinery
/// (windows,
/// containers, presentations) moves views with this suppressed and drives appearance itself.
@MainActor
enum ViewTreeAppearanceCallbacks {
  static func viewDidMove(_ view: UIView, from oldWindow: UIWindow?, to newWindow: UIWindow?) {
    var controllers: [UIViewController] = []
    collectTopmostControllers(in: view, into: &controllers)
    guard !controllers.isEmpty else { return }
    let appearing = newWindow != nil
    for controller in controllers {
      if let parent = controller.parent, !parent.shouldAutomaticallyForwardAppearanceMethods { continue }
      if appearing {
        guard let window = newWindow, window.isVisibleForAppearance else { continue }
        guard controller.appearState == .disappeared || controller.appearState == .disappearing else { continue }
      } else {
        guard controller.appearState == .appeared || controller.appearState == .appearing else { continue }
      }
      controller.beginAppearanceTransition(appearing, animated: false)
      MainQueue.async {
        controller.finishAppearanceTransition(appearing: appearing)
      }
    }
  }

  /// Whether each view controller whose view enters a window with `view` has, as its parent, the controller that
  /// owns the nearest enclosing view of `superview` (none when that is the window); otherwise raises UIKit's
  /// hierarchy exception (<doc:LifeCycle#§6.5-Containment>). Checked for app code adding views; controllers without a
  /// parent are not
  /// checked (a view added without `addChild` only misses appearance forwarding, as in UIKit).
  static func parentsMatch(addingSubtree view: UIView, to superview: UIView) -> Bool {
    var controllers: [UIViewController] = []
    collectTopmostControllers(in: view, into: &controllers)
    guard !controllers.isEmpty else { return true }
    var expected: UIViewController?
    var current: UIView? = superview
    while let node = current, expected == nil {
      expected = node.owningViewController as? UIViewController
      current = node.superviewStorage
    }
    for controller in controllers {
      guard let actual = controller.parentStorage, actual !== expected else { continue }
      UIKitException.raise(
        .viewControllerHierarchyInconsistency,
        "child view controller:\(controller) should have parent view controller:\(expected.map { "\($0)" } ?? "(null)") "
          + "but actual parent is:\(actual)")
      return false
    }
    return true
  }

  private static func collectTopmostControllers(in view: UIView, into controllers: inout [UIViewController]) {
    if let controller = view.owningViewController as? UIViewController {
      controllers.append(controller)
      return
    }
    for subview in view.subviews {
      collectTopmostControllers(in: subview, into: &controllers)
    }
  }
}

extension ViewTreeAppearance {
  /// Runs `body` with view-tree driven appearance turned off (the built-in machinery moving views).
  static func suppressed<R>(_ body: () -> R) -> R {
    beginSuppressing()
    defer { endSuppressing() }
    return body()
  }
}
