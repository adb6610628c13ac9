public import Foundation

/// A collection view's data source that shows a snapshot of identifiers, making cells with a cell provider.
///
/// Mirrors UIKit's `UICollectionViewDiffableDataSource`. Making it sets itself as the collection view's
/// `dataSource` (held weakly, as in UIKit); `apply(_:animatingDifferences:completion:)` reloads the view.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
  UICollectionViewDataSource
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
  /// Makes the cell for an item.
  ///
  /// Mirrors UIKit's `CellProvider`.
  public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
  /// Makes a supplementary view.
  ///
  /// Mirrors UIKit's `SupplementaryViewProvider`.
  public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

  private weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  private var core = DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>()
  /// The section snapshots applied with `apply(_:to:animatingDifferences:completion:)`, by section.
  private var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

  /// Makes supplementary views (headers, footers).
  ///
  /// Mirrors UIKit's `supplementaryViewProvider`.
  open var supplementaryViewProvider: SupplementaryViewProvider?

  /// A data source for `collectionView`, which it becomes the data source of.
  ///
  /// Mirrors UIKit's `init(collectionView:cellProvider:)`.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
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
      snapshot, animated: animatingDifferences, reloadData: { collectionView?.reloadData() }, completion: completion)
  }

  /// Shows `snapshot` in `section`: the section's items become the section snapshot's visible items (those whose
  /// ancestors are all expanded), the section appended when the data source has no such section; the other
  /// sections keep theirs. ``snapshot(for:)`` returns it, expansion included, until the section changes again.
  ///
  /// Mirrors UIKit's `apply(_:to:animatingDifferences:completion:)`.
  open func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    var whole = core.current
    if whole.indexOfSection(section) == nil { whole.appendSections([section]) }
    whole.deleteItems(whole.itemIdentifiers(inSection: section))
    whole.appendItems(snapshot.visibleItems, toSection: section)
    sectionSnapshots[section] = snapshot
    apply(whole, animatingDifferences: animatingDifferences, completion: completion)
  }

  /// The tree of `section`: the section snapshot last applied to it while its items are still those shown, else its
  /// items as root items.
  ///
  /// Mirrors UIKit's `snapshot(for:)`.
  open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
    let shown = core.current.itemIdentifiers(inSection: section)
    if let tree = sectionSnapshots[section], tree.visibleItems == shown { return tree }
    var tree = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    tree.append(shown)
    return tree
  }

  /// Shows `snapshot` by reloading the view, without diffing.
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
  open func numberOfSections(in collectionView: UICollectionView) -> Int { core.current.numberOfSections }

  /// The number of items in a section of the snapshot.
  ///
  /// Mirrors UIKit's `collectionView(_:numberOfItemsInSection:)`.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    core.numberOfItems(in: sectionIdentifier(for: section))
  }

  /// The cell the cell provider makes for the item.
  ///
  /// Mirrors UIKit's `collectionView(_:cellForItemAt:)`; UIKit raises when the provider returns `nil`.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    core.cell(for: itemIdentifier(for: indexPath), at: indexPath, of: "UICollectionViewDiffableDataSource") {
      cellProvider(collectionView, indexPath, $0)
    }
  }

  /// The view the supplementary view provider makes.
  ///
  /// Mirrors UIKit's `collectionView(_:viewForSupplementaryElementOfKind:at:)`.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView()
  }

  // MARK: - Generated by Scripts/uikit-generate.py: overridable inert members (do not edit)
  open func description() -> String { "" }
  @available(iOS 6.0, *)
  open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
  // MARK: - End of generated members
}
