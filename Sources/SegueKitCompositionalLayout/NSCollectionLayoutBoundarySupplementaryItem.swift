public import Foundation

/// A header or footer of a section or of the whole compositional layout.
///
/// Mirrors UIKit's `NSCollectionLayoutBoundarySupplementaryItem`.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  /// The edge the item is aligned to.
  ///
  /// Mirrors UIKit's `alignment`.
  public let alignment: NSRectAlignment
  /// The offset from the aligned edge.
  ///
  /// Mirrors UIKit's `offset`.
  public let offset: CGPoint
  /// Whether the item stays visible while its section scrolls (sticky headers).
  ///
  /// Mirrors UIKit's `pinToVisibleBounds`.
  open var pinToVisibleBounds = false
  /// Whether the section's content is inset by the item's size.
  ///
  /// Mirrors UIKit's `extendsBoundary`.
  open var extendsBoundary = true

  /// A boundary item of a size and kind aligned to an edge.
  ///
  /// Mirrors UIKit's `init(layoutSize:elementKind:alignment:)`.
  public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
    self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
  }

  /// A boundary item of a size and kind aligned to an edge, offset from it.
  ///
  /// Mirrors UIKit's `init(layoutSize:elementKind:alignment:absoluteOffset:)`.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
  ) {
    self.alignment = alignment
    self.offset = absoluteOffset
    super.init(layoutSize: layoutSize, elementKind: elementKind)
  }
}
