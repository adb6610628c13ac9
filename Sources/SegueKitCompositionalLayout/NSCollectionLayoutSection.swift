public import Foundation

/// A section of a compositional layout: a repeating group, with insets, spacing and boundary views.
///
/// Mirrors UIKit's `NSCollectionLayoutSection`.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
  /// Not in UIKit (UIKit keeps it private): the group the section repeats.
  public let group: NSCollectionLayoutGroup
  /// The space around the section's content.
  ///
  /// Mirrors UIKit's `contentInsets`.
  open var contentInsets: NSDirectionalEdgeInsets = .zero
  /// The space between groups.
  ///
  /// Mirrors UIKit's `interGroupSpacing`.
  open var interGroupSpacing: CGFloat = 0
  /// How the section scrolls across the layout's axis.
  ///
  /// Mirrors UIKit's `orthogonalScrollingBehavior`.
  open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
  /// The section's headers and footers.
  ///
  /// Mirrors UIKit's `boundarySupplementaryItems`.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Whether boundary items are pinned to the section's content insets.
  ///
  /// Mirrors UIKit's `supplementariesFollowContentInsets`.
  open var supplementariesFollowContentInsets = true
  /// The section's decoration views (backgrounds).
  ///
  /// Mirrors UIKit's `decorationItems`.
  open var decorationItems: [NSCollectionLayoutDecorationItem] = []

  /// A section repeating a group.
  ///
  /// Mirrors UIKit's `init(group:)`.
  public init(group: NSCollectionLayoutGroup) {
    self.group = group
  }
}
