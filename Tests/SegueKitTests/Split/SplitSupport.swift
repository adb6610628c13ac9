import Foundation
import SegueKit
import SegueTestSupport

// What the split tests share: a delegate that records, traced controllers, and splits built the usual ways.

/// Records every split delegate call with the split's `isCollapsed` at that moment, and answers as configured.
@MainActor
final class SplitDelegateRecorder: UISplitViewControllerDelegate {
  let trace: Trace
  var handlesShow = false
  var handlesShowDetail = false
  var handlesCollapse = false
  var primaryForCollapsing: UIViewController?
  var primaryForExpanding: UIViewController?
  var separatedSecondary: UIViewController?
  var topColumn: UISplitViewController.Column?

  init(_ trace: Trace) { self.trace = trace }

  private func log(_ split: UISplitViewController, _ call: String) {
    trace.log("delegate.\(call) collapsed=\(split.isCollapsed)")
  }

  func splitViewController(
    _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool {
    log(splitViewController, "collapseSecondary(\(secondaryViewController.name), onto: \(primaryViewController.name))")
    return handlesCollapse
  }
  func splitViewController(
    _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
  ) -> UIViewController? {
    log(splitViewController, "separateSecondary(from: \(primaryViewController.name))")
    return separatedSecondary
  }
  func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
    log(splitViewController, "primaryForCollapsing")
    return primaryForCollapsing
  }
  func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? {
    log(splitViewController, "primaryForExpanding")
    return primaryForExpanding
  }
  func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?)
    -> Bool
  {
    log(splitViewController, "showDetail(\(vc.name))")
    return handlesShowDetail
  }
  func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?)
    -> Bool
  {
    log(splitViewController, "show(\(vc.name))")
    return handlesShow
  }
  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column {
    log(svc, "topColumn(proposed: \(proposedTopColumn))")
    return topColumn ?? proposedTopColumn
  }
  func splitViewControllerDidCollapse(_ svc: UISplitViewController) { log(svc, "didCollapse") }
  func splitViewControllerDidExpand(_ svc: UISplitViewController) { log(svc, "didExpand") }
}

/// A navigation controller that records its life cycle and its own containment calls.
@MainActor
final class MovingNavigationController: TracedNavigationController {
  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent); recordMove("willMove", parent)
  }
  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent); recordMove("didMove", parent)
  }
}

extension UIViewController {
  fileprivate var name: String { title ?? "\(type(of: self))" }
}

/// A classic split titled "Split": primary `PrimaryNav` (root `List`), secondary `Detail`, shown in a window.
@MainActor
func classicSplit(
  _ trace: Trace, device: DevicePreset, orientation: UIInterfaceOrientation = .portrait,
  delegate: (any UISplitViewControllerDelegate)? = nil
) -> (
  split: UISplitViewController, primary: UINavigationController, list: UIViewController, detail: UIViewController,
  window: UIWindow
) {
  let list = TracedViewController("List", trace)
  let primary = MovingNavigationController("PrimaryNav", trace, root: list)
  let detail = TracedViewController("Detail", trace)
  let split = UISplitViewController()
  split.title = "Split"
  split.delegate = delegate
  split.viewControllers = [primary, detail]
  let window = showInWindow(split, trace: trace, device: device, orientation: orientation)
  return (split, primary, list, detail, window)
}

/// A column-style split titled "Split" with traced `Sidebar` and `Content` columns (and `Mailboxes` for triple
/// columns); the wrapping navigation controllers UIKit creates are titled after their columns.
@MainActor
func columnSplit(
  _ style: UISplitViewController.Style, _ trace: Trace, delegate: SplitDelegateRecorder? = nil
) -> UISplitViewController {
  let split = UISplitViewController(style: style)
  split.title = "Split"
  split.delegate = delegate
  split.setViewController(TracedViewController("Sidebar", trace), for: .primary)
  if style == .tripleColumn { split.setViewController(TracedViewController("Mailboxes", trace), for: .supplementary) }
  split.setViewController(TracedViewController("Content", trace), for: .secondary)
  for column in [UISplitViewController.Column.primary, .supplementary, .secondary] {
    split.viewController(for: column)?.navigationController?.title =
      "\(split.viewController(for: column)?.name ?? "")Nav"
  }
  return split
}
