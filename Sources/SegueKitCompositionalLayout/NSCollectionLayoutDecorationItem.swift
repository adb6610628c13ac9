/// A view behind a section of a compositional layout, such as its background.
///
/// Mirrors UIKit's `NSCollectionLayoutDecorationItem`.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
  /// The kind of decoration view, as registered on the layout.
  ///
  /// Mirrors UIKit's `elementKind`.
  public let elementKind: String
  /// The vertical stacking order (backgrounds sit at 0, below the cells).
  ///
  /// Mirrors UIKit's `zIndex`.
  open var zIndex = 0

  init(elementKind: String) {
    self.elementKind = elementKind
    super.init(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [])
  }

  /// A background decoration filling its section.
  ///
  /// Mirrors UIKit's `background(elementKind:)`.
  open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
    NSCollectionLayoutDecorationItem(elementKind: elementKind)
  }
}
