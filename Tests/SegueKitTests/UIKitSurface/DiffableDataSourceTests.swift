import Foundation
import SegueKit
import Testing

/// Source: Apple's documentation of `NSDiffableDataSourceSnapshot` (appending to the last section when none is
/// named; `deleteItems`, `reloadItems`), `UICollectionViewDiffableDataSource` and `UITableViewDiffableDataSource`
/// ("connect a diffable data source to your collection view"; the cell provider makes each cell;
/// `apply(_:animatingDifferences:completion:)`).
@MainActor
@Suite struct DiffableDataSourceTests {
  enum Section: Hashable, Sendable { case main, settings }

  @Test func aSnapshotEditsSectionsAndItemsByIdentifier() {
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.main])
    snapshot.appendItems(["a", "b", "c"])
    snapshot.appendSections([.settings])
    snapshot.appendItems(["x"])
    snapshot.appendItems(["d"], toSection: .main)
    snapshot.deleteItems(["b"])
    snapshot.insertItems(["z"], beforeItem: "x")
    snapshot.reloadItems(["a"])
    #expect(snapshot.sectionIdentifiers == [.main, .settings])
    #expect(snapshot.itemIdentifiers == ["a", "c", "d", "z", "x"])
    #expect(snapshot.numberOfItems == 5)
    #expect(snapshot.numberOfItems(inSection: .settings) == 2)
    #expect(snapshot.sectionIdentifier(containingItem: "z") == .settings)
    #expect(snapshot.indexOfItem("d") == 2)
    #expect(snapshot.reloadedItemIdentifiers == ["a"])
  }

  @Test func aCollectionDataSourceServesTheAppliedSnapshotThroughItsCellProvider() {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    var provided: [String] = []
    let dataSource = UICollectionViewDiffableDataSource<Section, UUID>(collectionView: view) {
      collectionView, indexPath, identifier in
      provided.append("\(indexPath.section).\(indexPath.item)")
      return collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    let ids = [UUID(), UUID(), UUID()]
    var snapshot = NSDiffableDataSourceSnapshot<Section, UUID>()
    snapshot.appendSections([.main, .settings])
    snapshot.appendItems(Array(ids[0..<2]), toSection: .main)
    snapshot.appendItems([ids[2]], toSection: .settings)
    var completed: [String] = []
    dataSource.apply(snapshot, animatingDifferences: true) { completed.append("done") }
    #expect(view.dataSource === dataSource)
    let counts = [view.numberOfSections, view.numberOfItems(inSection: 0), view.numberOfItems(inSection: 1)]
    #expect(counts == [2, 2, 1])
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 1)) != nil)
    #expect(provided.contains("1.0"))
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == ids[1])
    #expect(dataSource.indexPath(for: ids[2]) == IndexPath(item: 0, section: 1))
    #expect(completed == [])
    MainQueue.drain()
    #expect(completed == ["done"])
    #expect(dataSource.snapshot().itemIdentifiers == ids)
  }

  @Test func aTableDataSourceServesRowsAndCompletesAtOnceWithoutAnimation() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let dataSource = UITableViewDiffableDataSource<Section, String>(tableView: table) { _, _, name in
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = name
      return cell
    }
    var snapshot = dataSource.snapshot()
    snapshot.appendSections([.main])
    snapshot.appendItems(["Wi-Fi", "Bluetooth"])
    var completed = false
    dataSource.apply(snapshot, animatingDifferences: false) { completed = true }
    #expect(completed)
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Bluetooth")
  }
}
