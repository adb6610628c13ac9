public import Foundation

/// A table: sections, rows, cells, selection and editing — no scrolling or drawing.
///
/// Mirrors UIKit's `UITableView`. Every row counts as visible: ``cellForRow(at:)`` asks the data source once
/// and returns the same cell until ``reloadData()`` or an update puts the cells back in the reuse queue.
/// ``simulateUserSelection(at:)`` calls the delegate exactly as a user tap does;
/// `selectRow(at:animated:scrollPosition:)` from code calls no delegate method, as in UIKit.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// A table's style; raw values are UIKit's.
  public enum Style: Int, Sendable {
    case plain = 0, grouped, insetGrouped
  }

  /// Where to scroll a row (inert: there is no scrolling); raw values are UIKit's.
  public enum ScrollPosition: Int, Sendable {
    case none = 0, top, middle, bottom
  }

  /// The animation of a row update (inert); raw values are UIKit's.
  public enum RowAnimation: Int, Sendable {
    case fade = 0, right, left, top, bottom, none, middle
    case automatic = 100
  }

  /// A height that the table works out from the cell's content.
  ///
  /// Mirrors UIKit's `UITableView.automaticDimension`.
  public static let automaticDimension: CGFloat = -1

  /// The table's style.
  public let style: Style
  open weak var dataSource: (any UITableViewDataSource)?
  /// The delegate as a table's delegate. UIKit's Objective-C narrows `delegate` to `UITableViewDelegate`; Swift
  /// cannot narrow a stored property in a subclass, so `delegate` keeps the scroll view's type and is read here.
  var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }
  /// Whether rows can be selected.
  open var allowsSelection = true
  /// Whether several rows can be selected at once.
  open var allowsMultipleSelection = false
  /// Whether rows can be selected while editing.
  open var allowsSelectionDuringEditing = false
  /// Whether several rows can be selected while editing.
  open var allowsMultipleSelectionDuringEditing = false
  /// Whether the table is in editing mode.
  open var isEditing = false
  /// The rows' height when the delegate does not give one.
  open var rowHeight: CGFloat = UITableView.automaticDimension
  /// The rows' estimated height.
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
  /// The section headers' height when the delegate does not give one.
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
  /// The section footers' height when the delegate does not give one.
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
  /// The section headers' estimated height.
  open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
  /// The section footers' estimated height.
  open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
  /// The separators' style.
  open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
  /// The default insets of cells' separators; inert (nothing is drawn).
  ///
  /// Mirrors UIKit's `separatorInset`, which defaults to the system's leading margin (16 points here).
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
  /// The separators' colour; inert. Mirrors UIKit's `separatorColor`.
  open var separatorColor: UIColor? = .separator
  /// The view above the first section.
  open var tableHeaderView: UIView?
  /// The view below the last section.
  open var tableFooterView: UIView?
  /// The view behind the rows.
  open var backgroundView: UIView?
  private var selected: [IndexPath] = []
  private var registrations: [String: ReuseRegistration<UITableViewCell>] = [:]
  private var headerFooterRegistrations: [String: ReuseRegistration<UITableViewHeaderFooterView>] = [:]
  private var shownCells: [IndexPath: UITableViewCell] = [:]
  private var shownHeaders: [Int: UIView] = [:]
  private var shownFooters: [Int: UIView] = [:]
  private var reuseQueue: [String: [UITableViewCell]] = [:]
  private var headerFooterReuseQueue: [String: [UITableViewHeaderFooterView]] = [:]
  private var updateDepth = 0
  /// The segues of the storyboard's prototype cells, by reuse identifier.
  package final var prototypeSegueTemplates: [String: CellSegueTemplates] = [:]
  /// Makers of the storyboard's prototype cells (custom class, subviews, outlets), by reuse identifier.
  package final var prototypeFactories: [String: @MainActor () -> UITableViewCell] = [:]
  /// A static table's cells, kept here because ``dataSource`` is weak.
  package final var staticCellsDataSource: (any UITableViewDataSource)?

  /// Creates a table with a style.
  ///
  /// Mirrors UIKit's designated `init(frame:style:)`.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }

  /// Creates a plain table.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  public required init?(coder: NSCoder) {
    self.style = .plain
    super.init(coder: coder)
  }

  // MARK: Data

  /// The number of sections, from the data source.
  open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }

  /// The number of rows in `section`, from the data source.
  open func numberOfRows(inSection section: Int) -> Int {
    dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
  }

  /// Drops the cells shown and asks the data source again when rows are next needed.
  ///
  /// Mirrors UIKit's `reloadData()`; the cells go back to the reuse queue.
  open func reloadData() {
    recycleShownCells()
  }

  // MARK: Cells

  /// Registers a cell class for a reuse identifier; `nil` removes the registration.
  ///
  /// Mirrors UIKit's `register(_:forCellReuseIdentifier:)`: a class that is not a `UITableViewCell` raises
  /// `NSInvalidArgumentException` [I] (the reason text is not verified against UIKit).
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellClass else {
      registrations[identifier] = nil
      return
    }
    guard let cellType = cellClass as? UITableViewCell.Type else {
      UIKitException.raise(.invalidArgument, "must pass a class of kind UITableViewCell")
      return
    }
    registrations[identifier] = .viewClass(cellType)
  }

  /// Registers a nib whose one top-level object is the cell for a reuse identifier (replacing a registered class);
  /// `nil` removes the registration.
  ///
  /// Mirrors UIKit's `register(_:forCellReuseIdentifier:)`. Dequeued cells are new instances of the nib, with their
  /// custom class, subviews and outlets; a nib with other top-level objects, or whose cell has another reuse
  /// identifier, raises UIKit's exception when a cell is dequeued.
  open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    registrations[identifier] = nib.map { .nib($0) }
  }

  /// Registers a header or footer view class for a reuse identifier.
  ///
  /// Mirrors UIKit's `register(_:forHeaderFooterViewReuseIdentifier:)`.
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headerFooterRegistrations[identifier] = (aClass as? UITableViewHeaderFooterView.Type).map { .viewClass($0) }
  }

  /// Registers a nib whose one top-level object is the header or footer view for a reuse identifier.
  ///
  /// Mirrors UIKit's `register(_:forHeaderFooterViewReuseIdentifier:)`.
  open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headerFooterRegistrations[identifier] = nib.map { .nib($0) }
  }

  /// A cell for `identifier`: one from the reuse queue (after its `prepareForReuse()`), else a new one of the
  /// registered class or the storyboard prototype; a plain cell when there is neither.
  ///
  /// Mirrors UIKit's `dequeueReusableCell(withIdentifier:for:)`, except for an identifier with neither class nor
  /// prototype, where UIKit raises `NSInternalInconsistencyException`.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    dequeueReusableCell(withIdentifier: identifier) ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// A cell for `identifier` from the reuse queue, the registered class or the storyboard prototype (a registered
  /// class takes the place of a prototype, as in UIKit); `nil` when there is none of these.
  ///
  /// Mirrors UIKit's `dequeueReusableCell(withIdentifier:)`.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if let cell = reuseQueue[identifier]?.popLast() {
      cell.prepareForReuse()
      return cell
    }
    let cell: UITableViewCell
    if let registration = registrations[identifier] {
      guard
        let made = registration.makeView(
          identifier: identifier, kindName: "UITableViewCell", mismatch: "cell reuse indentifier",
          { $0.init(_dequeuedWithReuseIdentifier: identifier) })
      else { return nil }
      cell = made
    } else if let factory = prototypeFactories[identifier] {
      cell = factory()
    } else {
      return nil
    }
    cell.reuseIdentifierStorage = identifier
    return cell
  }

  /// A header or footer view for `identifier` from the reuse queue or the registered class, else `nil`.
  ///
  /// Mirrors UIKit's `dequeueReusableHeaderFooterView(withIdentifier:)`.
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
    if let view = headerFooterReuseQueue[identifier]?.popLast() {
      view.prepareForReuse()
      return view
    }
    // [I] The header/footer texts follow the cells' (UIKit's own are not verified).
    let view = headerFooterRegistrations[identifier]?.makeView(
      identifier: identifier, kindName: "UITableViewHeaderFooterView", mismatch: "view reuse identifier",
      { $0.init(_dequeuedWithReuseIdentifier: identifier) })
    view?.reuseIdentifierStorage = identifier
    return view
  }

  /// The cell shown at `indexPath`: the same one until a reload, made by the data source the first time (the
  /// delegate's `willDisplay` then runs); `nil` for a row that does not exist.
  ///
  /// Mirrors UIKit's `cellForRow(at:)` with every row visible.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    if let cell = shownCells[indexPath] { return cell }
    guard let dataSource, hasRow(at: indexPath) else { return nil }
    let cell = dataSource.tableView(self, cellForRowAt: indexPath)
    shownCells[indexPath] = cell
    cell.isSelected = selected.contains(indexPath)
    tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    return cell
  }

  /// The index path of a shown cell.
  ///
  /// Mirrors UIKit's `indexPath(for:)`.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    shownCells.first { $0.value === cell }?.key
  }

  /// Every row's index path, in order.
  open var indexPathsForVisibleRows: [IndexPath]? {
    guard dataSource != nil else { return [] }
    var paths: [IndexPath] = []
    for section in 0..<numberOfSections {
      for row in 0..<numberOfRows(inSection: section) { paths.append(IndexPath(row: row, section: section)) }
    }
    return paths
  }

  /// Every row's cell, in order.
  open var visibleCells: [UITableViewCell] {
    (indexPathsForVisibleRows ?? []).compactMap { cellForRow(at: $0) }
  }

  /// The row at a point: always `nil`, as SegueKit lays nothing out.
  ///
  /// Mirrors UIKit's `indexPathForRow(at:)`.
  open func indexPathForRow(at point: CGPoint) -> IndexPath? { nil }

  /// A row's rectangle: always `.zero`, as SegueKit lays nothing out.
  ///
  /// Mirrors UIKit's `rectForRow(at:)`.
  open func rectForRow(at indexPath: IndexPath) -> CGRect { .zero }

  /// A section's header view: the delegate's, asked once and kept until a reload (`willDisplayHeaderView` runs
  /// the first time).
  ///
  /// Mirrors UIKit's `headerView(forSection:)`.
  open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    if let view = shownHeaders[section] { return view as? UITableViewHeaderFooterView }
    guard section >= 0, section < numberOfSections,
      let view = tableDelegate?.tableView(self, viewForHeaderInSection: section)
    else { return nil }
    shownHeaders[section] = view
    tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
    return view as? UITableViewHeaderFooterView
  }

  /// A section's footer view: the delegate's, asked once and kept until a reload.
  ///
  /// Mirrors UIKit's `footerView(forSection:)`.
  open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    if let view = shownFooters[section] { return view as? UITableViewHeaderFooterView }
    guard section >= 0, section < numberOfSections,
      let view = tableDelegate?.tableView(self, viewForFooterInSection: section)
    else { return nil }
    shownFooters[section] = view
    tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
    return view as? UITableViewHeaderFooterView
  }

  /// Scrolls to a row (inert).
  open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

  // MARK: Selection

  /// The selected row (the first when several are selected).
  open var indexPathForSelectedRow: IndexPath? { selected.first }
  /// The selected rows, or `nil` when none.
  open var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected }

  /// Selects a row from code: no delegate calls.
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      for old in selected { shownCells[old]?.setSelected(false, animated: animated) }
      selected = []
      return
    }
    if !allowsMultipleSelection {
      for old in selected where old != indexPath { shownCells[old]?.setSelected(false, animated: animated) }
      selected = []
    }
    if !selected.contains(indexPath) { selected.append(indexPath) }
    shownCells[indexPath]?.setSelected(true, animated: animated)
  }

  /// Deselects a row from code: no delegate calls.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selected.removeAll { $0 == indexPath }
    shownCells[indexPath]?.setSelected(false, animated: animated)
  }

  // MARK: Editing

  /// Sets ``isEditing`` and the shown cells' editing state.
  ///
  /// Mirrors UIKit's `setEditing(_:animated:)`.
  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
    for cell in shownCells.values { cell.setEditing(editing, animated: animated) }
  }

  // MARK: Updates

  /// Inserts rows the data source now has.
  ///
  /// Mirrors UIKit's `insertRows(at:with:)`; the shown cells are asked for again.
  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    for path in indexPaths.sorted() {
      selected = selected.map { $0.section == path.section && $0.row >= path.row ? [$0.section, $0.row + 1] : $0 }
    }
    recycleShownCells()
  }

  /// Deletes rows the data source no longer has.
  ///
  /// Mirrors UIKit's `deleteRows(at:with:)`.
  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    selected.removeAll { indexPaths.contains($0) }
    for path in indexPaths.sorted().reversed() {
      selected = selected.map { $0.section == path.section && $0.row > path.row ? [$0.section, $0.row - 1] : $0 }
    }
    recycleShownCells()
  }

  /// Reloads rows: their cells are asked for again.
  ///
  /// Mirrors UIKit's `reloadRows(at:with:)`.
  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    for path in indexPaths { recycle(at: path) }
  }

  /// Moves a row.
  ///
  /// Mirrors UIKit's `moveRow(at:to:)`.
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    recycleShownCells()
  }

  /// Inserts sections the data source now has.
  ///
  /// Mirrors UIKit's `insertSections(_:with:)`.
  open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    for section in sections.sorted() {
      selected = selected.map { $0.section >= section ? [$0.section + 1, $0.row] : $0 }
    }
    recycleShownCells()
  }

  /// Deletes sections the data source no longer has.
  ///
  /// Mirrors UIKit's `deleteSections(_:with:)`.
  open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    selected.removeAll { sections.contains($0.section) }
    for section in sections.sorted().reversed() {
      selected = selected.map { $0.section > section ? [$0.section - 1, $0.row] : $0 }
    }
    recycleShownCells()
  }

  /// Reloads sections: their cells are asked for again.
  ///
  /// Mirrors UIKit's `reloadSections(_:with:)`.
  open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    for path in shownCells.keys where sections.contains(path.section) { recycle(at: path) }
  }

  /// Begins a group of updates.
  ///
  /// Mirrors UIKit's `beginUpdates()`.
  open func beginUpdates() { updateDepth += 1 }

  /// Ends a group of updates.
  ///
  /// Mirrors UIKit's `endUpdates()`.
  open func endUpdates() { updateDepth = max(0, updateDepth - 1) }

  /// Runs `updates` as one group; `completion` runs with `true` when the main queue is drained (the animations'
  /// end).
  ///
  /// Mirrors UIKit's `performBatchUpdates(_:completion:)`.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    beginUpdates()
    updates?()
    endUpdates()
    guard let completion else { return }
    MainQueue.async { completion(true) }
  }

  private func recycle(at indexPath: IndexPath) {
    guard let cell = shownCells.removeValue(forKey: indexPath) else { return }
    tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    if let identifier = cell.reuseIdentifier, staticCellsDataSource == nil {
      reuseQueue[identifier, default: []].append(cell)
    }
  }

  private func recycleShownCells() {
    for path in shownCells.keys.sorted() { recycle(at: path) }
    for view in Array(shownHeaders.values) + Array(shownFooters.values) {
      guard let view = view as? UITableViewHeaderFooterView, let identifier = view.reuseIdentifier else { continue }
      headerFooterReuseQueue[identifier, default: []].append(view)
    }
    shownHeaders = [:]
    shownFooters = [:]
  }

  // MARK: User actions

  /// Simulates the user tapping the row at `indexPath`: `shouldHighlightRowAt`, `willSelectRowAt` (which may
  /// redirect or cancel), the deselection of the previous row (`willDeselectRowAt`/`didDeselectRowAt`), then
  /// `didSelectRowAt`, then the cell's selection segue. Tapping a selected row of a multiple-selection table
  /// deselects it.
  ///
  /// Not in UIKit.
  public final func simulateUserSelection(at indexPath: IndexPath) {
    guard selectsOnTap, isUserInteractionEnabled,
      hasRow(at: indexPath)
    else { return }
    guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
    if allowsMultipleSelection, selected.contains(indexPath) {
      let deselect = tableDelegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
      guard let deselect else { return }
      deselectRow(at: deselect, animated: true)
      tableDelegate?.tableView(self, didDeselectRowAt: deselect)
      return
    }
    let target = tableDelegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
    guard let target else { return }
    if !allowsMultipleSelection {
      for old in selected where old != target {
        let deselect = tableDelegate.map { $0.tableView(self, willDeselectRowAt: old) } ?? old
        guard let deselect else { continue }
        deselectRow(at: deselect, animated: true)
        tableDelegate?.tableView(self, didDeselectRowAt: deselect)
      }
    }
    if !selected.contains(target) { selected.append(target) }
    let cell = cellForRow(at: target)
    cell?.setSelected(true, animated: true)
    tableDelegate?.tableView(self, didSelectRowAt: target)
    // The selection segue fires after `didSelectRowAt` [I].
    segueTemplates(of: cell)?.selection?.perform(sender: cell)
  }

  /// Simulates the user tapping the detail (accessory) button of a row. Not in UIKit.
  public final func simulateAccessoryButtonTap(at indexPath: IndexPath) {
    guard hasRow(at: indexPath) else { return }
    tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
    let cell = cellForRow(at: indexPath)
    segueTemplates(of: cell)?.accessoryAction?.perform(sender: cell)
  }

  /// Simulates the user swiping the row to delete it and confirming: the data source's
  /// `tableView(_:commit:forRowAt:)` with `.delete`, when it allows editing the row.
  ///
  /// Not in UIKit.
  public final func simulateSwipeToDelete(at indexPath: IndexPath) {
    guard let dataSource, hasRow(at: indexPath), dataSource.tableView(self, canEditRowAt: indexPath) else { return }
    dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
  }

  // MARK: - Generated by Scripts/uikit-generate.py: overridable inert members (do not edit)
  @available(iOS 3.0, *)
  open class var indexSearch: String { "" }
  open class var selectionDidChangeNotification: NSNotification.Name {
    NSNotification.Name(rawValue: "UITableViewSelectionDidChangeNotification")
  }
  @available(iOS 10.0, *)
  open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)? = nil
  @available(iOS 11.0, *)
  open weak var dragDelegate: (any UITableViewDragDelegate)? = nil
  @available(iOS 11.0, *)
  open weak var dropDelegate: (any UITableViewDropDelegate)? = nil
  @available(iOS 11.0, *)
  open var separatorInsetReference: UITableView.SeparatorInsetReference = .fromCellEdges
  open func rect(forSection section: Int) -> CGRect { .zero }
  open func rectForHeader(inSection section: Int) -> CGRect { .zero }
  open func rectForFooter(inSection section: Int) -> CGRect { .zero }
  open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? { nil }
  open func scrollToNearestSelectedRow(at scrollPosition: UITableView.ScrollPosition, animated: Bool) {}
  @available(iOS 5.0, *)
  open func moveSection(_ section: Int, toSection newSection: Int) {}
  @available(iOS 11.0, *)
  open var hasUncommittedUpdates: Bool { false }
  @available(iOS 3.0, *)
  open func reloadSectionIndexTitles() {}
  open var sectionIndexMinimumDisplayRowCount: Int = 0
  @available(iOS 6.0, *)
  open var sectionIndexColor: UIColor? = nil
  @available(iOS 7.0, *)
  open var sectionIndexBackgroundColor: UIColor? = nil
  @available(iOS 6.0, *)
  open var sectionIndexTrackingBackgroundColor: UIColor? = nil
  @available(iOS 8.0, *)
  open var separatorEffect: UIVisualEffect? = nil
  @available(iOS 9.0, *)
  open var cellLayoutMarginsFollowReadableWidth: Bool = false
  @available(iOS 11.0, *)
  open var insetsContentViewsToSafeArea: Bool = false
  @available(iOS 9.0, *)
  open var remembersLastFocusedIndexPath: Bool = false
  @available(iOS 14.0, *)
  open var selectionFollowsFocus: Bool = false
  @available(iOS 11.0, *)
  open var dragInteractionEnabled: Bool = false
  @available(iOS 11.0, *)
  open var hasActiveDrag: Bool { false }
  @available(iOS 11.0, *)
  open var hasActiveDrop: Bool { false }
  open func presentationSectionIndex(forDataSourceSectionIndex dataSourceSectionIndex: Int) -> Int { 0 }
  open func dataSourceSectionIndex(forPresentationSectionIndex presentationSectionIndex: Int) -> Int { 0 }
  open func presentationIndexPath(forDataSourceIndexPath dataSourceIndexPath: IndexPath?) -> IndexPath? { nil }
  open func dataSourceIndexPath(forPresentationIndexPath presentationIndexPath: IndexPath?) -> IndexPath? { nil }
  open func performUsingPresentationValues(_ actionsToTranslate: () -> Void) {}
  @available(iOS 11.0, *)
  open var isSpringLoaded: Bool = false
  // MARK: - End of generated members
}

extension UITableView {
  /// Whether the data source has a row at `indexPath` (rows of a table without data source are not checked).
  func hasRow(at indexPath: IndexPath) -> Bool {
    guard let dataSource else { return true }
    return indexPath.section >= 0 && indexPath.section < dataSource.numberOfSections(in: self) && indexPath.row >= 0
      && indexPath.row < dataSource.tableView(self, numberOfRowsInSection: indexPath.section)
  }
}
