public import Foundation

/// The smallest component of a compositional layout: one cell's size and insets.
///
/// Mirrors UIKit's `NSCollectionLayoutItem`.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
  /// The item's size.
  ///
  /// Mirrors UIKit's `layoutSize`.
  public let layoutSize: NSCollectionLayoutSize
  /// The supplementary items (badges) attached to the item.
  ///
  /// Mirrors UIKit's `supplementaryItems`.
  public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  /// The space inside the item's bounds around its content.
  ///
  /// Mirrors UIKit's `contentInsets`.
  open var contentInsets: NSDirectionalEdgeInsets = .zero

  /// An item of a size.
  ///
  /// Mirrors UIKit's `init(layoutSize:)`.
  public convenience init(layoutSize: NSCollectionLayoutSize) {
    self.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// An item of a size with supplementary items attached.
  ///
  /// Mirrors UIKit's `init(layoutSize:supplementaryItems:)`.
  public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
    self.layoutSize = layoutSize
    self.supplementaryItems = supplementaryItems
  }
}
