/// A row or column of items (or nested groups) in a compositional layout.
///
/// Mirrors UIKit's `NSCollectionLayoutGroup`.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  /// The direction a group lays out its subitems in.
  ///
  /// Not in UIKit (UIKit keeps it private); read through ``layoutDirection``.
  public enum LayoutDirection: Sendable, Equatable {
    /// Side by side.
    case horizontal
    /// One above another.
    case vertical
  }

  /// The items (or groups) the group lays out, repeated `count` times by `subitem:count:`.
  ///
  /// Mirrors UIKit's `subitems`.
  public let subitems: [NSCollectionLayoutItem]
  /// Not in UIKit: whether the group is horizontal or vertical.
  public let layoutDirection: LayoutDirection
  /// The space between subitems.
  ///
  /// Mirrors UIKit's `interItemSpacing`.
  open var interItemSpacing: NSCollectionLayoutSpacing?

  init(layoutSize: NSCollectionLayoutSize, direction: LayoutDirection, subitems: [NSCollectionLayoutItem]) {
    self.subitems = subitems
    self.layoutDirection = direction
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// A group laying out its subitems side by side.
  ///
  /// Mirrors UIKit's `horizontal(layoutSize:subitems:)`.
  open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
    -> NSCollectionLayoutGroup
  {
    NSCollectionLayoutGroup(layoutSize: layoutSize, direction: .horizontal, subitems: subitems)
  }

  /// A group laying out `count` copies of one item side by side.
  ///
  /// Mirrors UIKit's `horizontal(layoutSize:subitem:count:)`.
  open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
    -> NSCollectionLayoutGroup
  {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, direction: .horizontal, subitems: Array(repeating: subitem, count: max(count, 0)))
  }

  /// A group laying out its subitems one above another.
  ///
  /// Mirrors UIKit's `vertical(layoutSize:subitems:)`.
  open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
    -> NSCollectionLayoutGroup
  {
    NSCollectionLayoutGroup(layoutSize: layoutSize, direction: .vertical, subitems: subitems)
  }

  /// A group laying out `count` copies of one item one above another.
  ///
  /// Mirrors UIKit's `vertical(layoutSize:subitem:count:)`.
  open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
    -> NSCollectionLayoutGroup
  {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, direction: .vertical, subitems: Array(repeating: subitem, count: max(count, 0)))
  }
}
