public import Foundation

/// A line-based layout's settings, kept as set (SegueKit lays nothing out).
///
/// Mirrors UIKit's `UICollectionViewFlowLayout`.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The direction lines run in; raw values are UIKit's `UICollectionView.ScrollDirection`.
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical
  /// The items' size (UIKit's default 50 × 50).
  open var itemSize = CGSize(width: 50, height: 50)
  /// The items' estimated size (`.zero`: none).
  open var estimatedItemSize = CGSize.zero
  /// The spacing between lines.
  open var minimumLineSpacing: CGFloat = 10
  /// The spacing between items of a line.
  open var minimumInteritemSpacing: CGFloat = 10
  /// The headers' size.
  open var headerReferenceSize = CGSize.zero
  /// The footers' size.
  open var footerReferenceSize = CGSize.zero
  /// The margins around each section's items.
  open var sectionInset = UIEdgeInsets.zero

  /// A size that makes the layout size items from their content.
  ///
  /// Mirrors UIKit's `UICollectionViewFlowLayout.automaticSize`.
  public static let automaticSize = CGSize(
    width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)
}
