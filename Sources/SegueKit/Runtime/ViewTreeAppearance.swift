/// Runs appearance callbacks for view controllers whose views app code moves into or out of a window.
///
/// UIKit issues `viewWillAppear`/`viewDidAppear` to a child whose view is added to a container view that is
/// already on screen (and the disappearing pair on removal) [spec §6.5]. The built-in machinery (windows,
/// containers, presentations) moves views with this suppressed and drives appearance itself.
@MainActor
enum ViewTreeAppearance {
  @exclusivity(unchecked) private static var suppression = 0

  /// Whether view moves currently drive appearance (app code moving views, not the built-in machinery).
  static var isActive: Bool { suppression == 0 }

  /// Runs `body` with view-tree driven appearance turned off.
  static func suppressed<R>(_ body: () -> R) -> R {
    suppression += 1
    defer { suppression -= 1 }
    return body()
  }

  static func viewDidMove(_ view: UIView, from oldWindow: UIWindow?, to newWindow: UIWindow?) {
    guard suppression == 0 else { return }
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

  private static func collectTopmostControllers(in view: UIView, into controllers: inout [UIViewController]) {
    if let controller = view.owningViewController {
      controllers.append(controller)
      return
    }
    for subview in view.subviews {
      collectTopmostControllers(in: subview, into: &controllers)
    }
  }
}
