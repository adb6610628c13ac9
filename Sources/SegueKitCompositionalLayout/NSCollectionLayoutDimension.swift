public import Foundation

/// One dimension (width or height) of a compositional layout size: fractional, absolute or estimated.
///
/// Mirrors UIKit's `NSCollectionLayoutDimension`.
@preconcurrency @MainActor
open class NSCollectionLayoutDimension: NSObject {
  private enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
  private let kind: Kind

  /// The dimension's value: a fraction, or points.
  ///
  /// Mirrors UIKit's `dimension`.
  public let dimension: CGFloat

  private init(_ kind: Kind, _ dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
  }

  /// A dimension that is a fraction of the container's width.
  ///
  /// Mirrors UIKit's `fractionalWidth(_:)`.
  open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
  }

  /// A dimension that is a fraction of the container's height.
  ///
  /// Mirrors UIKit's `fractionalHeight(_:)`.
  open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
  }

  /// A dimension of a fixed number of points.
  ///
  /// Mirrors UIKit's `absolute(_:)`.
  open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.absolute, absoluteDimension)
  }

  /// A dimension estimated at a number of points, sized by its content at layout.
  ///
  /// Mirrors UIKit's `estimated(_:)`.
  open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.estimated, estimatedDimension)
  }

  /// Whether the dimension is a fraction of the container's width.
  ///
  /// Mirrors UIKit's `isFractionalWidth`.
  open var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether the dimension is a fraction of the container's height.
  ///
  /// Mirrors UIKit's `isFractionalHeight`.
  open var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Whether the dimension is a fixed number of points.
  ///
  /// Mirrors UIKit's `isAbsolute`.
  open var isAbsolute: Bool { kind == .absolute }
  /// Whether the dimension is an estimate.
  ///
  /// Mirrors UIKit's `isEstimated`.
  open var isEstimated: Bool { kind == .estimated }
}
