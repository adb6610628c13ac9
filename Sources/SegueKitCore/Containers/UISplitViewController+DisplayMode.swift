/// Display modes of an expanded split view controller (<doc:Containers#§7.3-Split-views>): which columns are on screen,
/// `show(_:)` and
/// `hide(_:)` for columns, and the display-mode delegate calls.
extension UISplitViewController {
  /// Shows `column` by changing the display mode to the closest one in which it is fully visible.
  ///
  /// Mirrors UIKit's `show(_:)` for column-style splits (<doc:Containers#§7.3-Split-views>). Does nothing for a classic
  /// split, while
  /// collapsed, for the `.compact` column or for a column already fully visible [I]. The columns' appearance
  /// callbacks run when the main queue is drained.
  ///
  /// ```swift
  /// split.preferredDisplayMode = .secondaryOnly
  /// split.show(.primary)  // displayMode == .oneBesideSecondary
  /// ```
  public func show(_ column: Column) {
    guard style != .unspecified, !isCollapsed, !UIKitException.isUnwinding else { return }
    guard !fullyShownColumns(in: displayMode).contains(column) else { return }
    if let mode = closestDisplayMode(where: { fullyShownColumns(in: $0).contains(column) }) {
      changeDisplayMode(to: mode)
    }
  }

  /// Hides `column` by changing the display mode to the closest one in which it is off screen.
  ///
  /// Mirrors UIKit's `hide(_:)` for column-style splits (<doc:Containers#§7.3-Split-views>). As in UIKit the secondary
  /// column cannot be
  /// hidden; the call also does nothing for a classic split or while collapsed [I].
  public func hide(_ column: Column) {
    guard style != .unspecified, !isCollapsed, !UIKitException.isUnwinding else { return }
    guard column == .primary || column == .supplementary, shownColumns(in: displayMode).contains(column) else { return }
    if let mode = closestDisplayMode(where: { !shownColumns(in: $0).contains(column) }) {
      changeDisplayMode(to: mode)
    }
  }

  // MARK: Resolution

  /// What `.automatic` stands for: every column side by side [I]. UIKit documents that an expanded split "presents
  /// its view controllers side-by-side whenever possible"; SegueKit has no widths, so it always can.
  static func automaticDisplayMode(for style: Style) -> DisplayMode {
    style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
  }

  /// `mode` as this split can show it: `.automatic` resolved, and without a supplementary column the two-sidebar
  /// modes become their one-sidebar counterparts [I].
  func resolvedDisplayMode(_ mode: DisplayMode) -> DisplayMode {
    if mode == .automatic { return Self.automaticDisplayMode(for: style) }
    guard style != .tripleColumn else { return mode }
    switch mode {
    case .twoBesideSecondary, .twoDisplaceSecondary: return .oneBesideSecondary
    case .twoOverSecondary: return .oneOverSecondary
    default: return mode
    }
  }

  func preferredDisplayModeDidChange() {
    guard !isCollapsed, !UIKitException.isUnwinding else { return }
    changeDisplayMode(to: resolvedDisplayMode(preferredDisplayMode))
  }

  /// On expansion: the preferred display mode, which a column-style split's delegate may replace
  /// (<doc:Containers#§7.3-Split-views>, inferred).
  /// Called before the controllers go back to their columns: when the mode hides a column, the split's layout is
  /// queued first, so the hidden column's controllers do not appear and disappear again [I].
  func updateDisplayModeForExpanding() {
    var mode = resolvedDisplayMode(preferredDisplayMode)
    if style != .unspecified, let delegate {
      mode = resolvedDisplayMode(delegate.splitViewController(self, displayModeForExpandingToProposedDisplayMode: mode))
    }
    changeDisplayMode(to: mode, layout: false)
    let columnCount = style == .tripleColumn ? 3 : 2
    if shownColumns(in: mode).count < columnCount { scheduleLayout() }
  }

  /// Tells the delegate, then changes the display mode; the columns follow at the next layout.
  func changeDisplayMode(to mode: DisplayMode, layout: Bool = true) {
    guard mode != displayMode else { return }
    delegate?.splitViewController(self, willChangeTo: mode)
    displayMode = mode
    if layout { scheduleLayout() }
  }

  // MARK: Columns per display mode

  /// The columns on screen, even partly, in `mode`.
  func shownColumns(in mode: DisplayMode) -> [Column] {
    switch mode {
    case .secondaryOnly: [.secondary]
    case .oneBesideSecondary, .oneOverSecondary: [style == .tripleColumn ? .supplementary : .primary, .secondary]
    case .automatic, .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
      [.primary, .supplementary, .secondary]
    }
  }

  /// The columns fully visible in `mode`: a sidebar over or displacing the secondary covers part of it.
  func fullyShownColumns(in mode: DisplayMode) -> [Column] {
    switch mode {
    case .oneOverSecondary, .twoOverSecondary, .twoDisplaceSecondary: shownColumns(in: mode).filter { $0 != .secondary }
    default: shownColumns(in: mode)
    }
  }

  /// The mode satisfying `condition` closest to the current one (by number of sidebars; fewer first on a tie) among
  /// the modes of the current split behavior. SegueKit has no `splitBehavior`: it is read from the display mode, or
  /// from the preferred one when the current mode fits several (tile by default) [I].
  func closestDisplayMode(where condition: (DisplayMode) -> Bool) -> DisplayMode? {
    func behavior(_ mode: DisplayMode) -> [DisplayMode]? {
      switch mode {
      case .oneOverSecondary, .twoOverSecondary: [.secondaryOnly, .oneOverSecondary, .twoOverSecondary]
      case .twoDisplaceSecondary: [.secondaryOnly, .oneBesideSecondary, .twoDisplaceSecondary]
      default: nil
      }
    }
    let modes =
      behavior(displayMode) ?? behavior(resolvedDisplayMode(preferredDisplayMode))
      ?? [.secondaryOnly, .oneBesideSecondary, .twoBesideSecondary]
    let current = Self.sidebarCount(displayMode)
    return
      modes
      .filter { $0 == resolvedDisplayMode($0) && condition($0) }
      .min { abs(Self.sidebarCount($0) - current) < abs(Self.sidebarCount($1) - current) }
  }

  private static func sidebarCount(_ mode: DisplayMode) -> Int {
    switch mode {
    case .automatic, .secondaryOnly: 0
    case .oneBesideSecondary, .oneOverSecondary: 1
    case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: 2
    }
  }

  /// The children whose views are shown: the one child when collapsed; when expanded, the columns the display mode
  /// shows (a classic split hides its primary in `.secondaryOnly` when it has a secondary).
  var visibleChildren: [UIViewController] {
    guard !isCollapsed else { return childList }
    if style == .unspecified {
      return displayMode == .secondaryOnly && childList.count > 1 ? Array(childList.dropFirst()) : childList
    }
    let shown = shownColumns(in: displayMode).compactMap(columnContainer)
    return childList.filter { child in shown.contains { $0 === child } }
  }

  /// The children whose columns the display mode shows. For the testing library.
  package var shownColumnControllers: [UIViewController] { visibleChildren }
}
