/// Column-style split view controllers (iOS 14+) (<doc:Containers#§7.3-Split-views>).
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

  /// Collapse without classic delegate calls (<doc:Containers#§7.3-Split-views>): without a compact column, the
  /// supplementary and secondary
  /// columns' stacks are pushed onto the primary's navigation controller, up to the column the delegate puts on top
  /// [I].
  func collapseColumns() {
    isCollapsed = true
    if columns[.compact] == nil, let primaryNav = columnContainer(.primary) as? UINavigationController {
      let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
      let stacked: [Column] =
        top == .secondary ? [.supplementary, .secondary] : top == .supplementary ? [.supplementary] : []
      let sources = stacked.compactMap { column -> (Column, UINavigationController)? in
        guard let nav = columnContainer(column) as? UINavigationController, !nav.viewControllers.isEmpty else {
          return nil
        }
        return (column, nav)
      }
      for (column, nav) in sources {
        let moved = nav.viewControllers
        // The top of the collapsed stack was on screen in its column and stays there.
        if nav === sources.last?.1, let shown = moved.last { handOver(shown, from: nav) }
        nav.setViewControllers([], animated: false)
        nav.completeContainment()
        for controller in moved { primaryNav.pushViewController(controller, animated: false) }
        stackedOnPrimary[column] = moved
      }
    }
    setChildren(columnChildren())
  }

  /// Expand: controllers stacked onto the primary on collapse go back to their columns [I].
  func expandColumns() {
    if let primaryNav = columnContainer(.primary) as? UINavigationController, !stackedOnPrimary.isEmpty {
      let onPrimary = primaryNav.viewControllers
      let returning = stackedOnPrimary.mapValues { stack in
        stack.filter { controller in onPrimary.contains { $0 === controller } }
      }
      let leaving = returning.values.flatMap { $0 }
      for controller in leaving { handOver(controller, from: primaryNav) }
      primaryNav.setViewControllers(
        onPrimary.filter { controller in !leaving.contains { $0 === controller } }, animated: false)
      primaryNav.completeContainment()
      for column in [Column.supplementary, .secondary] {
        guard let stack = returning[column], let nav = columnContainer(column) as? UINavigationController else {
          continue
        }
        nav.setViewControllers(stack, animated: false)
      }
    }
    stackedOnPrimary = [:]
    isCollapsed = false
    setChildren(columnChildren())
  }
}
