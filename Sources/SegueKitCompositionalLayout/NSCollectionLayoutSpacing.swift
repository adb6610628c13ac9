public import Foundation

/// The space between the items of a group: fixed or flexible.
///
/// Mirrors UIKit's `NSCollectionLayoutSpacing`.
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject {
  /// The spacing in points.
  ///
  /// Mirrors UIKit's `spacing`.
  public let spacing: CGFloat
  /// Whether the spacing is fixed.
  ///
  /// Mirrors UIKit's `isFixed` (Objective-C's `isFixedSpacing`).
  public let isFixed: Bool
  /// Whether the spacing is flexible (at least `spacing`).
  ///
  /// Mirrors UIKit's `isFlexible` (Objective-C's `isFlexibleSpacing`).
  open var isFlexible: Bool { !isFixed }

  private init(spacing: CGFloat, fixed: Bool) {
    self.spacing = spacing
    self.isFixed = fixed
  }

  /// A fixed spacing.
  ///
  /// Mirrors UIKit's `fixed(_:)`.
  open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: fixedSpacing, fixed: true)
  }

  /// A spacing of at least a number of points.
  ///
  /// Mirrors UIKit's `flexible(_:)`.
  open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: flexibleSpacing, fixed: false)
  }
}
