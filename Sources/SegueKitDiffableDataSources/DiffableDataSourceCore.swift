import Foundation

/// What the table and collection view diffable data sources share: the snapshot shown, applying a new one, and the
/// answers a data source gives from it. Each data source keeps one and adds its view's calls.
///
/// Not in UIKit as a type (UIKit's two classes wrap one private implementation too, `__UIDiffableDataSource`).
@MainActor
struct DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
  /// The snapshot shown.
  private(set) var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

  /// Shows `snapshot` (its reload marks cleared): `reloadData` redraws the view, then `completion` runs, after the
  /// animation's drain when animating.
  mutating func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animated: Bool,
    reloadData: () -> Void, completion: (() -> Void)?
  ) {
    current = snapshot.applied
    reloadData()
    current.complete(animated: animated, completion)
  }

  /// The number of items in `section`; none without a section.
  func numberOfItems(in section: SectionIdentifierType?) -> Int {
    section.map(current.numberOfItems(inSection:)) ?? 0
  }

  /// The cell `provider` makes for `item`, at `indexPath`; UIKit raises when there is no item or no cell.
  func cell<Cell>(
    for item: ItemIdentifierType?, at indexPath: IndexPath, of dataSource: String,
    _ provider: (ItemIdentifierType) -> Cell?
  ) -> Cell {
    guard let item, let cell = provider(item) else {
      preconditionFailure("\(dataSource): no cell for \(indexPath)")
    }
    return cell
  }
}
