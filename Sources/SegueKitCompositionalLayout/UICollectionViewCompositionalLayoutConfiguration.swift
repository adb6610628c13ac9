public import Foundation

/// Options for a whole compositional layout: scroll direction, section spacing, global headers.
///
/// Mirrors UIKit's `UICollectionViewCompositionalLayoutConfiguration`.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
  /// The axis the layout scrolls along.
  ///
  /// Mirrors UIKit's `scrollDirection`.
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical
  /// The space between sections.
  ///
  /// Mirrors UIKit's `interSectionSpacing`.
  open var interSectionSpacing: CGFloat = 0
  /// Headers and footers of the whole layout.
  ///
  /// Mirrors UIKit's `boundarySupplementaryItems`.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

  /// The default configuration.
  ///
  /// Mirrors UIKit's `init()`.
  public override init() {}
}
