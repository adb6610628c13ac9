import Foundation
import SegueKit
import Testing

/// Source: Apple's documentation of `NSDiffableDataSourceSectionSnapshot` ("a representation of the state of the
/// data in a layout section at a specific point in time"; `append(_:to:)` adds items as children of a parent,
/// `visibleItems` are "the items in the section snapshot that are currently visible", `expand(_:)`/`collapse(_:)`,
/// `snapshot(of:includingParent:)`, `replace(childrenOf:using:)`), `UICollectionViewDiffableDataSource.apply(_:to:
/// animatingDifferences:completion:)` ("applies the section snapshot to the specified section") and
/// `NSDiffableDataSourceSnapshot.moveSection(_:beforeSection:)`/`(_:afterSection:)`; the outline sample of
/// "Implementing Modern Collection Views" builds its tree this way.
@MainActor
@Suite struct SectionSnapshotTests {
  enum Section: Hashable, Sendable { case outline, recent, settings }

  static func tree() -> NSDiffableDataSourceSectionSnapshot<String> {
    var tree = NSDiffableDataSourceSectionSnapshot<String>()
    tree.append(["Fruit", "Vegetables"])
    tree.append(["Apple", "Pear"], to: "Fruit")
    tree.append(["Kale"], to: "Vegetables")
    tree.append(["Cox"], to: "Apple")
    return tree
  }

  @Test func aTreeListsItsItemsDepthFirstAndShowsOnlyExpandedChildren() {
    var tree = Self.tree()
    #expect(tree.items == ["Fruit", "Apple", "Cox", "Pear", "Vegetables", "Kale"])
    #expect(tree.rootItems == ["Fruit", "Vegetables"])
    #expect(tree.visibleItems == ["Fruit", "Vegetables"])
    tree.expand(["Fruit", "Apple"])
    #expect(tree.visibleItems == ["Fruit", "Apple", "Cox", "Pear", "Vegetables"])
    tree.collapse(["Fruit"])
    #expect(tree.visibleItems == ["Fruit", "Vegetables"])
    #expect(tree.isExpanded("Apple") && !tree.isVisible("Cox") && tree.isVisible("Vegetables"))
    let levels: [Int] = [tree.level(of: "Cox"), tree.level(of: "Pear"), tree.level(of: "Fruit")]
    #expect(levels == [2, 1, 0])
    #expect(tree.parent(of: "Cox") == "Apple" && tree.parent(of: "Fruit") == nil)
    #expect(tree.index(of: "Pear") == 3 && tree.contains("Kale") && !tree.contains("Plum"))
  }

  @Test func insertingDeletingAndReplacingKeepTheTree() {
    var tree = Self.tree()
    tree.insert(["Banana"], before: "Pear")
    tree.insert(["Herbs"], after: "Fruit")
    tree.delete(["Apple"])
    #expect(tree.items == ["Fruit", "Banana", "Pear", "Herbs", "Vegetables", "Kale"])
    #expect(!tree.contains("Cox"))
    var greens = NSDiffableDataSourceSectionSnapshot<String>()
    greens.append(["Leeks", "Spinach"])
    greens.append(["Baby spinach"], to: "Spinach")
    tree.replace(childrenOf: "Vegetables", using: greens)
    #expect(tree.items == ["Fruit", "Banana", "Pear", "Herbs", "Vegetables", "Leeks", "Spinach", "Baby spinach"])
    let vegetables = tree.snapshot(of: "Vegetables", includingParent: true)
    #expect(vegetables.items == ["Vegetables", "Leeks", "Spinach", "Baby spinach"])
    #expect(tree.snapshot(of: "Vegetables").rootItems == ["Leeks", "Spinach"])
    tree.deleteAll()
    #expect(tree.items.isEmpty)
  }

  @Test func aCollectionDataSourceShowsASectionSnapshotsVisibleItemsInItsSection() {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: view) {
      collectionView, indexPath, _ in
      collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    var whole = NSDiffableDataSourceSnapshot<Section, String>()
    whole.appendSections([.recent])
    whole.appendItems(["Today"])
    dataSource.apply(whole, animatingDifferences: false)
    var tree = Self.tree()
    tree.expand(["Fruit"])
    dataSource.apply(tree, to: .outline, animatingDifferences: false)
    #expect(dataSource.snapshot().sectionIdentifiers == [.recent, .outline])
    #expect(dataSource.snapshot().itemIdentifiers(inSection: .outline) == ["Fruit", "Apple", "Pear", "Vegetables"])
    #expect(view.numberOfItems(inSection: 1) == 4)
    #expect(dataSource.snapshot(for: .outline).items == tree.items)
    #expect(dataSource.snapshot(for: .recent).rootItems == ["Today"])
  }

  @Test func sectionsMoveWithTheirItems() {
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.outline, .recent, .settings])
    snapshot.appendItems(["Wi-Fi"], toSection: .settings)
    snapshot.moveSection(.settings, beforeSection: .outline)
    #expect(snapshot.sectionIdentifiers == [.settings, .outline, .recent])
    snapshot.moveSection(.settings, afterSection: .recent)
    #expect(snapshot.sectionIdentifiers == [.outline, .recent, .settings])
    snapshot.moveSection(.recent, afterSection: .recent)
    #expect(snapshot.sectionIdentifiers == [.outline, .recent, .settings])
    #expect(snapshot.itemIdentifiers(inSection: .settings) == ["Wi-Fi"])
  }
}
