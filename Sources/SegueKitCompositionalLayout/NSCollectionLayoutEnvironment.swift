public import Foundation

/// The size of the container a compositional layout section is laid out in.
///
/// Mirrors UIKit's `NSCollectionLayoutContainer`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
  /// The container's size.
  var contentSize: CGSize { get }
  /// The container's size less its insets.
  var effectiveContentSize: CGSize { get }
  /// The container's insets.
  var contentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider is told about where its section is laid out.
///
/// Mirrors UIKit's `NSCollectionLayoutEnvironment`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
  /// The container the section is laid out in.
  var container: any NSCollectionLayoutContainer { get }
}

/// The environment SegueKit passes to section providers: the collection view's bounds.
final class CollectionLayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
  let contentSize: CGSize
  var effectiveContentSize: CGSize { contentSize }
  var contentInsets: NSDirectionalEdgeInsets { .zero }
  var container: any NSCollectionLayoutContainer { self }
  init(contentSize: CGSize) { self.contentSize = contentSize }
}
