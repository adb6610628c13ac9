internal import Foundation

/// What a view controller's `topLayoutGuide` and `bottomLayoutGuide` answer: a guide between the edge of the
/// controller's view and its safe area, whose anchors are the view's and the safe area guide's.
///
/// Not in UIKit as a type (UIKit's is the private `_UILayoutGuide`). Apple's deprecation of `topLayoutGuide` (iOS 11)
/// says what it stands for: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor"
/// (and `bottomAnchor` instead of `bottomLayoutGuide.topAnchor`); `length` is the distance from that edge of the view
/// to the safe area, the bars' extent.
@MainActor
final class ViewControllerLayoutSupport: UILayoutGuide, UILayoutSupport {
  enum Edge { case top, bottom }

  private weak var controller: UIViewController?
  private let edge: Edge

  init(controller: UIViewController, edge: Edge) {
    self.controller = controller
    self.edge = edge
    super.init()
    identifier = edge == .top ? "_UIViewControllerTop" : "_UIViewControllerBottom"
  }

  /// The safe area's inset on this guide's edge of the controller's view.
  var length: CGFloat {
    guard let view = controller?.viewIfLoaded else { return 0 }
    return edge == .top ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
  }

  override var topAnchor: NSLayoutYAxisAnchor {
    guard let view = controller?.view else { return super.topAnchor }
    return edge == .top ? view.topAnchor : view.safeAreaLayoutGuide.bottomAnchor
  }

  override var bottomAnchor: NSLayoutYAxisAnchor {
    guard let view = controller?.view else { return super.bottomAnchor }
    return edge == .top ? view.safeAreaLayoutGuide.topAnchor : view.bottomAnchor
  }
}

extension UIViewController {
  /// The guide from the top of the view to the top of its safe area (below the status and navigation bars).
  ///
  /// Mirrors UIKit's deprecated `topLayoutGuide`: its `bottomAnchor` is `view.safeAreaLayoutGuide.topAnchor`.
  @available(
    iOS, introduced: 7.0, deprecated: 11.0,
    message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor"
  )
  public var topLayoutGuide: any UILayoutSupport { layoutSupport(.top, "topLayoutGuide") }

  /// The guide from the bottom of the safe area (above the tab bar and toolbar) to the bottom of the view.
  ///
  /// Mirrors UIKit's deprecated `bottomLayoutGuide`: its `topAnchor` is `view.safeAreaLayoutGuide.bottomAnchor`.
  @available(
    iOS, introduced: 7.0, deprecated: 11.0,
    message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor"
  )
  public var bottomLayoutGuide: any UILayoutSupport { layoutSupport(.bottom, "bottomLayoutGuide") }

  /// The controller's guide for `edge`, made on first use and kept, as UIKit keeps one per controller.
  private func layoutSupport(_ edge: ViewControllerLayoutSupport.Edge, _ key: String) -> ViewControllerLayoutSupport {
    if let made: ViewControllerLayoutSupport = InertState.value(of: self, key) { return made }
    let made = ViewControllerLayoutSupport(controller: self, edge: edge)
    InertState.set(self, key, made)
    return made
  }
}
