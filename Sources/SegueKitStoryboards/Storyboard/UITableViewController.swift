public import Foundation

/// A view controller whose view is a table view, its data source and delegate.
///
/// Mirrors UIKit's `UITableViewController`: storyboards make one for a `tableViewController` scene, with the
/// scene's static cells or prototypes. It declares every data-source and delegate method as an `open` method with
/// UIKit's default behaviour, so a subclass overrides them with `override func` as on iOS and the table reaches
/// the override (the conformance's witness is the class method, dispatched dynamically). For a static table the
/// default data-source methods answer with the storyboard's cells, as UIKit's do, so a subclass can call `super`.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// The table's style when the controller makes its own table.
  private let tableStyle: UITableView.Style

  /// Whether the table's selected rows are deselected when the view is about to appear (default: `true`).
  ///
  /// Mirrors UIKit's `clearsSelectionOnViewWillAppear`: UIKit deselects in `viewWillAppear(_:)` (Apple's
  /// documentation of the property), so a subclass that overrides it must call `super`.
  open var clearsSelectionOnViewWillAppear = true

  /// Creates a controller whose table has `style`.
  ///
  /// Mirrors UIKit's designated `init(style:)`.
  public init(style: UITableView.Style) {
    self.tableStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.tableStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    self.tableStyle = .plain
    super.init(coder: coder)
  }

  /// The table view: the controller's view.
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// The table's refresh control.
  ///
  /// Mirrors UIKit's `UITableViewController.refreshControl`, which is the table view's.
  open var refreshControl: UIRefreshControl? {
    get { tableView?.refreshControl }
    set { tableView?.refreshControl = newValue }
  }

  open override func loadView() {
    super.loadView()
    guard let table = viewIfLoaded as? UITableView else {
      let table = UITableView(frame: .zero, style: tableStyle)
      table.dataSource = self
      table.delegate = self
      view = table
      return
    }
    // A storyboard table: the controller answers for it, with the static cells when it has some.
    if table.dataSource == nil || table.staticCellsDataSource != nil { table.dataSource = self }
    if table.delegate == nil { table.delegate = self }
  }

  /// Deselects the table's selected rows when ``clearsSelectionOnViewWillAppear`` is set.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? UITableView else { return }
    for indexPath in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: indexPath, animated: animated) }
  }

  /// Sets the controller's and the table's editing state.
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    (viewIfLoaded as? UITableView)?.setEditing(editing, animated: animated)
  }

  private func staticCells(_ tableView: UITableView) -> (any UITableViewDataSource)? {
    tableView.staticCellsDataSource
  }

  // MARK: UITableViewDataSource

  open func numberOfSections(in tableView: UITableView) -> Int {
    staticCells(tableView)?.numberOfSections(in: tableView) ?? 1
  }

  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    staticCells(tableView)?.tableView(tableView, numberOfRowsInSection: section) ?? 0
  }

  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    staticCells(tableView)?.tableView(tableView, cellForRowAt: indexPath)
      ?? UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

  open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
    index
  }

  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}

  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}

  // MARK: UITableViewDelegate

  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }

  open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}

  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }

  open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.estimatedRowHeight
  }

  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }

  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }

  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }

  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }

  open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

  open func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}

  open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}

  open func tableView(
    _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
  ) -> UITableViewCell.EditingStyle { .delete }

  open func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { nil }

  open func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }

  open func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }

  open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }

  @available(iOS 13.0, *)
  open func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }

  @available(iOS 13.0, *)
  open func tableView(
    _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {}

  @available(iOS 14.0, *)
  open func tableView(
    _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}

  @available(iOS 14.0, *)
  open func tableView(
    _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}

  // MARK: - Generated by Scripts/uikit-generate.py: overridable inert members (do not edit)
  @available(iOS 6.0, *)
  open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
  @available(iOS 6.0, *)
  open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
  @available(iOS 7.0, *)
  open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat { 0 }
  @available(iOS 7.0, *)
  open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat { 0 }
  @available(iOS 6.0, *)
  open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  @available(iOS 6.0, *)
  open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  @available(iOS, introduced: 8.0, deprecated: 13.0)
  open func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
    nil
  }
  @available(iOS 2.0, *)
  open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
  @available(iOS 2.0, *)
  open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
  @available(iOS 2.0, *)
  open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
  @available(iOS, introduced: 5.0, deprecated: 13.0)
  open func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { false }
  @available(iOS, introduced: 5.0, deprecated: 13.0)
  open func tableView(
    _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?
  ) -> Bool { false }
  @available(iOS, introduced: 5.0, deprecated: 13.0)
  open func tableView(
    _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?
  ) {}
  @available(iOS 9.0, *)
  open func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { false }
  @available(iOS 9.0, *)
  open func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool {
    false
  }
  @available(iOS 9.0, *)
  open func tableView(
    _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator
  ) {}
  @available(iOS 9.0, *)
  open func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { nil }
  @available(iOS 11.0, *)
  open func tableView(
    _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
    with context: any UISpringLoadedInteractionContext
  ) -> Bool { false }
  @available(iOS 13.0, *)
  open func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
  { false }
  @available(iOS 13.0, *)
  open func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
  @available(iOS 13.0, *)
  open func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
  @available(iOS 13.0, *)
  open func tableView(
    _ tableView: UITableView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }
  @available(iOS 13.0, *)
  open func tableView(
    _ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }
  // MARK: - End of generated members
}
