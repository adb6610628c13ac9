/// An extra view (a badge) attached to an item in a compositional layout.
///
/// Mirrors UIKit's `NSCollectionLayoutSupplementaryItem`.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  /// The kind of supplementary view, as registered on the collection view.
  ///
  /// Mirrors UIKit's `elementKind`.
  public let elementKind: String
  /// The vertical stacking order.
  ///
  /// Mirrors UIKit's `zIndex`.
  open var zIndex = 1

  /// A supplementary item of a size and kind.
  ///
  /// Mirrors UIKit's `init(layoutSize:elementKind:containerAnchor:)` without the anchor (SegueKit lays nothing out).
  init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
    self.elementKind = elementKind
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }
}
