import Foundation
import SegueKit
import Testing

// Written as for iOS: a compositional layout built with a section provider, as apps write it.
@MainActor
private func homeLayout() -> UICollectionViewLayout {
  let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider = {
    sectionIndex, _ -> NSCollectionLayoutSection? in
    guard sectionIndex < 2 else { return nil }
    let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(300.0))
    let item = NSCollectionLayoutItem(layoutSize: itemSize)
    let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 2)
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = .init(top: 0.0, leading: 16.0, bottom: 32.0, trailing: 16.0)
    section.interGroupSpacing = 32.0
    section.orthogonalScrollingBehavior = .groupPaging
    section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "background")]
    let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20))
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    ]
    return section
  }
  let config = UICollectionViewCompositionalLayoutConfiguration()
  config.interSectionSpacing = 8
  let layout = UICollectionViewCompositionalLayout(sectionProvider: sectionProvider, configuration: config)
  layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
  return layout
}

/// Source: Apple's documentation of `UICollectionViewCompositionalLayout` (sections from a section provider, asked
/// per section index; `nil` ends the sections), `NSCollectionLayoutDimension`, `NSCollectionLayoutGroup` and
/// `NSCollectionLayoutSection`; `NSRectAlignment` and the orthogonal behaviour's raw values are the SDK header's.
@MainActor
@Suite struct CompositionalLayoutTests {
  @Test func theSectionProviderBuildsTheSectionsAsWritten() throws {
    let layout = try #require(homeLayout() as? UICollectionViewCompositionalLayout)
    let section = try #require(layout.layoutSection(at: 0))
    #expect(layout.layoutSection(at: 2) == nil)
    #expect(layout.configuration.interSectionSpacing == 8)
    #expect(layout.decorationViewClasses.keys.sorted() == ["background"])
    #expect(section.contentInsets == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 32, trailing: 16))
    #expect(section.interGroupSpacing == 32)
    #expect(section.orthogonalScrollingBehavior.rawValue == 4)
    #expect(section.decorationItems.map(\.elementKind) == ["background"])
    #expect(section.boundarySupplementaryItems.map(\.alignment) == [.top])
    let group = section.group
    #expect(group.layoutDirection == .horizontal)
    #expect(group.subitems.count == 2)
    let width = group.subitems[0].layoutSize.widthDimension
    let height = group.subitems[0].layoutSize.heightDimension
    #expect([width.isFractionalWidth, height.isEstimated] == [true, true])
    #expect([width.dimension, height.dimension] == [1, 300])
  }

  @Test func aSingleSectionLayoutUsesItForEveryIndexAndIsTheViewsLayout() {
    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(50), heightDimension: .absolute(50)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)), subitems: [item])
    group.interItemSpacing = .fixed(4)
    let section = NSCollectionLayoutSection(group: group)
    let layout = UICollectionViewCompositionalLayout(section: section)
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    #expect(view.collectionViewLayout === layout)
    #expect(layout.layoutSection(at: 5) === section)
    #expect(group.interItemSpacing?.spacing == 4 && group.interItemSpacing?.isFixed == true)
    #expect(layout.configuration.scrollDirection == .vertical)
  }
}
