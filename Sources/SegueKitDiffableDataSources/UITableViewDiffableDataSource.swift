public import Foundation

/// A table view's data source that shows a snapshot of identifiers, making cells with a cell provider.
///
/// Mirrors UIKit's `UITableViewDiffableDataSource`. Making it sets itself as the table view's `dataSource` (held
/// weakly, as in UIKit); `apply(_:animatingDifferences:completion:)` reloads the table.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UITableViewDataSource
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
  /// Makes the cell for an item.
  ///
  /// Mirrors UIKit's `CellProvider`.
  public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  private var core = DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>()

  /// The row animation used when applying with animation (inert).
  ///
  /// Mirrors UIKit's `defaultRowAnimation`.
  open var defaultRowAnimation: UITableView.RowAnimation = .automatic

  /// A data source for `tableView`, which it becomes the data source of.
  ///
  /// Mirrors UIKit's `init(tableView:cellProvider:)`.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    super.init()
    tableView.dataSource = self
  }

  /// A copy of the snapshot shown.
  ///
  /// Mirrors UIKit's `snapshot()`.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { core.current }

  /// Shows `snapshot`, then calls `completion` (after the animation's drain when animating).
  ///
  /// Mirrors UIKit's `apply(_:animatingDifferences:completion:)`.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    core.apply(
      snapshot, animated: animatingDifferences, reloadData: { tableView?.reloadData() }, completion: completion)
  }

  /// Shows `snapshot` by reloading the table, without diffing.
  ///
  /// Mirrors UIKit's `applySnapshotUsingReloadData(_:completion:)`.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    apply(snapshot, animatingDifferences: false, completion: completion)
  }

  /// The item at an index path.
  ///
  /// Mirrors UIKit's `itemIdentifier(for:)`.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    core.current.itemIdentifier(at: indexPath)
  }

  /// The index path of an item.
  ///
  /// Mirrors UIKit's `indexPath(for:)`.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    core.current.indexPath(of: itemIdentifier)
  }

  /// The section at an index.
  ///
  /// Mirrors UIKit's `sectionIdentifier(for:)`.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    core.current.sectionIdentifier(at: index)
  }

  /// The index of a section.
  ///
  /// Mirrors UIKit's `index(for:)`.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    core.current.indexOfSection(sectionIdentifier)
  }

  /// The number of sections in the snapshot.
  ///
  /// Mirrors UIKit's `numberOfSections(in:)`.
  open func numberOfSections(in tableView: UITableView) -> Int { core.current.numberOfSections }

  /// The number of rows in a section of the snapshot.
  ///
  /// Mirrors UIKit's `tableView(_:numberOfRowsInSection:)`.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    core.numberOfItems(in: sectionIdentifier(for: section))
  }

  /// The cell the cell provider makes for the row.
  ///
  /// Mirrors UIKit's `tableView(_:cellForRowAt:)`; UIKit raises when the provider returns `nil`.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    core.cell(for: itemIdentifier(for: indexPath), at: indexPath, of: "UITableViewDiffableDataSource") {
      cellProvider(tableView, indexPath, $0)
    }
  }

  /// The title of a section's header; none unless overridden.
  ///
  /// Mirrors UIKit's `tableView(_:titleForHeaderInSection:)`.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

  /// The title of a section's footer; none unless overridden.
  ///
  /// Mirrors UIKit's `tableView(_:titleForFooterInSection:)`.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

  /// Whether a row can be edited; `false` unless overridden (UIKit's diffable default).
  ///
  /// Mirrors UIKit's `tableView(_:canEditRowAt:)`.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

  /// Whether a row can be moved; `false` unless overridden.
  ///
  /// Mirrors UIKit's `tableView(_:canMoveRowAt:)`.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

  /// Commits an insertion or deletion the user asked for; nothing unless overridden.
  ///
  /// Mirrors UIKit's `tableView(_:commit:forRowAt:)`.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}

  /// Moves a row's data; nothing unless overridden.
  ///
  /// Mirrors UIKit's `tableView(_:moveRowAt:to:)`.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}

  // MARK: - Generated by Scripts/uikit-generate.py: overridable inert members (do not edit)
  open func description() -> String { "" }
  // MARK: - End of generated members
}
