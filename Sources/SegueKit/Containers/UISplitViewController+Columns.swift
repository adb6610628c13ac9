/// Column-style split view controllers (iOS 14+) [spec §7.3].
extension UISplitViewController {
  /// Assigns `vc` to `column`; controllers that are not navigation controllers are wrapped in one (except for the
  /// `.compact` column), as UIKit does.
  public func setViewController(_ vc: UIViewController?, for column: Column) {
    guard style != .unspecified, !UIKitException.isUnwinding else { return }
    if let vc {
      columns[column] = vc
      if column == .compact || vc is UINavigationController {
        columnWrappers[column] = nil
      } else if let wrapper = columnWrappers[column] {
        wrapper.setViewControllers([vc], animated: false)
      } else {
        columnWrappers[column] = UINavigationController(rootViewController: vc)
      }
    } else {
      columns[column] = nil
      columnWrappers[column] = nil
    }
    setChildren(columnChildren())
  }

  /// The controller assigned to `column` (not its wrapping navigation controller).
  public func viewController(for column: Column) -> UIViewController? {
    columns[column]
  }

  /// The container shown for `column`: its wrapper, else the controller itself.
  func columnContainer(_ column: Column) -> UIViewController? {
    columnWrappers[column] ?? columns[column]
  }

  /// The children for the current state: the columns when expanded, the compact column (or the primary) when
  /// collapsed.
  func columnChildren() -> [UIViewController] {
    if isCollapsed {
      return [columnContainer(.compact) ?? columnContainer(.primary)].compactMap { $0 }
    }
    return [columnContainer(.primary), columnContainer(.supplementary), columnContainer(.secondary)].compactMap { $0 }
  }

  /// Collapse without classic delegate calls; without a compact column the secondary column's stack is pushed
  /// onto the primary's navigation controller unless the delegate keeps the primary on top [I].
  func collapseColumns() {
    isCollapsed = true
    if columns[.compact] == nil, let primaryNav = columnContainer(.primary) as? UINavigationController,
      let secondaryNav = columnContainer(.secondary) as? UINavigationController
    {
      let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
      if top == .secondary {
        let moved = secondaryNav.viewControllers
        secondaryNav.setViewControllers([], animated: false)
        secondaryNav.completeContainment()
        for controller in moved { primaryNav.pushViewController(controller, animated: false) }
        stackedFromSecondary = moved
      }
    }
    setChildren(columnChildren())
  }

  /// Expand: controllers stacked onto the primary on collapse go back to the secondary column [I].
  func expandColumns() {
    if let primaryNav = columnContainer(.primary) as? UINavigationController,
      let secondaryNav = columnContainer(.secondary) as? UINavigationController, !stackedFromSecondary.isEmpty
    {
      let moved = stackedFromSecondary.filter { controller in primaryNav.viewControllers.contains { $0 === controller } }
      primaryNav.setViewControllers(
        primaryNav.viewControllers.filter { controller in !moved.contains { $0 === controller } }, animated: false)
      primaryNav.completeContainment()
      secondaryNav.setViewControllers(moved, animated: false)
    }
    stackedFromSecondary = []
    isCollapsed = false
    setChildren(columnChildren())
  }
}
