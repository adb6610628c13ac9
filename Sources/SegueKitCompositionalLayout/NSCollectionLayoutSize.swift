public import Foundation

/// The width and height of a compositional layout component.
///
/// Mirrors UIKit's `NSCollectionLayoutSize`.
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject {
  /// The width.
  ///
  /// Mirrors UIKit's `widthDimension`.
  public let widthDimension: NSCollectionLayoutDimension
  /// The height.
  ///
  /// Mirrors UIKit's `heightDimension`.
  public let heightDimension: NSCollectionLayoutDimension

  /// A size of a width and a height dimension.
  ///
  /// Mirrors UIKit's `init(widthDimension:heightDimension:)`.
  public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
    self.widthDimension = width
    self.heightDimension = height
  }
}
