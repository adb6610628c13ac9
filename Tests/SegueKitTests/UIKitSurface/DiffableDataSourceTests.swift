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

  /// VocabularyTrainer's home screen, as written (`HomeViewController.swift`): a cell registration made in the data
  /// source's closure configures each dequeued cell for its item (`UICollectionView.CellRegistration`, iOS 14: "the
  /// registration's handler configures the cell"); two registrations of one class keep their cells apart; a
  /// supplementary registration configures its kind's view.
  @Test func cellRegistrationsConfigureTheCellsTheyDequeue() throws {
    final class LanguageCell: UICollectionViewCell {
      var language = ""
      func configure(with item: String) { language = item }
    }
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
    var configured: [String] = []
    lazy var datasource: UICollectionViewDiffableDataSource<Int, String> = {
      let cellConfig = UICollectionView.CellRegistration<LanguageCell, String> { cell, indexPath, item in
        configured.append("\(indexPath.item): \(item)")
        cell.configure(with: item)
      }
      return UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
        collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(using: cellConfig, for: indexPath, item: item)
      }
    }()
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["German", "Spanish"])
    datasource.apply(snapshot, animatingDifferences: false)

    let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? LanguageCell)
    let second = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? LanguageCell)
    #expect([first.language, second.language] == ["German", "Spanish"])
    #expect(configured == ["0: German", "1: Spanish"])

    let plain = UICollectionView.CellRegistration<LanguageCell, String> { cell, _, _ in cell.language = "plain" }
    let other = UICollectionView.CellRegistration<LanguageCell, String> { _, _, _ in }
    let cell = collectionView.dequeueConfiguredReusableCell(
      using: plain, for: IndexPath(item: 0, section: 0), item: "x")
    let unconfigured = collectionView.dequeueConfiguredReusableCell(
      using: other, for: IndexPath(item: 0, section: 0), item: nil)
    #expect(cell.language == "plain" && unconfigured.language == "")
    #expect(cell.reuseIdentifier != unconfigured.reuseIdentifier)

    var headers: [String] = []
    let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { view, kind, indexPath in headers.append("\(kind) \(indexPath.section)") }
    let view = collectionView.dequeueConfiguredReusableSupplementary(using: header, for: IndexPath(item: 0, section: 0))
    #expect(headers == ["\(UICollectionView.elementKindSectionHeader) 0"])
    #expect(view.reuseIdentifier != nil)
  }
}
