/// The split view controller's delegate (<doc:Containers#§7.3-Split-views>).
///
/// Mirrors UIKit's `UISplitViewControllerDelegate`. Every method has a default that behaves like an
/// unimplemented method (for example `collapseSecondary` returns `false`, so the primary collapses it).
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
  func splitViewController(
    _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool
  func splitViewController(
    _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
  ) -> UIViewController?
  func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
  func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
  func splitViewController(
    _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
  ) -> Bool
  func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?)
    -> Bool
  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column
  func splitViewControllerDidCollapse(_ svc: UISplitViewController)
  func splitViewControllerDidExpand(_ svc: UISplitViewController)
  /// Called before the display mode changes (not while collapsed).
  func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
  /// Column style: the display mode to expand to; the default keeps the proposal (the preferred display mode).
  func splitViewController(
    _ svc: UISplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
  ) -> UISplitViewController.DisplayMode
}

extension UISplitViewControllerDelegate {
  public func splitViewController(
    _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool { false }
  public func splitViewController(
    _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
  ) -> UIViewController? { nil }
  public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
    nil
  }
  public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? {
    nil
  }
  public func splitViewController(
    _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
  ) -> Bool { false }
  public func splitViewController(
    _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
  ) -> Bool { false }
  public func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column { proposedTopColumn }
  public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
  public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
  public func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
  ) {}
  public func splitViewController(
    _ svc: UISplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
  ) -> UISplitViewController.DisplayMode { proposedDisplayMode }
}
