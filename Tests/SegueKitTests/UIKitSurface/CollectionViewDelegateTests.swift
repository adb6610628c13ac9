import Foundation
import SegueKit
import Testing

// Written as for iOS: a collection controller overriding UIKit's methods, and adding the flow layout's delegate
// in an extension.

/// A grid of photos.
final class PhotoGridController: UICollectionViewController {
  var log: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
    collectionView.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "Header")
  }

  override func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    log.append("cellForItemAt \(indexPath.item)")
    return collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
  }

  override func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
  }

  override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    indexPath.item != 2
  }

  override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log.append("didSelectItemAt \(indexPath.item)")
  }
}

extension PhotoGridController: UICollectionViewDelegateFlowLayout {
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    CGSize(width: collectionView.bounds.width / 3, height: 100)
  }
}

/// Source: Apple's documentation of `UICollectionViewController` (its collection view's data source and delegate),
/// `UICollectionViewDelegate.collectionView(_:shouldSelectItemAt:)` and `UICollectionViewFlowLayout` (default item
/// size 50 × 50, spacing 10).
@MainActor
@Suite struct CollectionViewDelegateTests {
  @Test func anItemTapCallsTheOverriddenDelegateMethods() throws {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    let grid = PhotoGridController(collectionViewLayout: layout)
    _ = showInWindow(UINavigationController(rootViewController: grid))
    let collection = try #require(grid.collectionView)
    #expect(collection.dataSource === grid && collection.delegate === grid)
    #expect(grid.collectionViewLayout === layout && layout.collectionView === collection)
    collection.simulateUserSelection(at: IndexPath(item: 1, section: 0))
    collection.simulateUserSelection(at: IndexPath(item: 2, section: 0))
    #expect(grid.log == ["cellForItemAt 1", "didSelectItemAt 1"])
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
    #expect(collection.visibleCells.count == 3)
    let header = grid.collectionView(
      collection, viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader, at: [0, 0])
    #expect(header.reuseIdentifier == "Header")
  }

  @Test func theFlowLayoutDelegateAnswersThroughTheProtocol() throws {
    let grid = PhotoGridController(collectionViewLayout: UICollectionViewFlowLayout())
    grid.loadViewIfNeeded()
    let collection = try #require(grid.collectionView)
    let delegate = try #require(collection.delegate as? any UICollectionViewDelegateFlowLayout)
    #expect(
      delegate.collectionView(collection, layout: grid.collectionViewLayout, sizeForItemAt: [0, 0]).height == 100)
    let spacing = delegate.collectionView(
      collection, layout: grid.collectionViewLayout, minimumLineSpacingForSectionAt: 0)
    #expect(spacing == 10)
    #expect(UICollectionViewFlowLayout().itemSize == CGSize(width: 50, height: 50))
  }
}
