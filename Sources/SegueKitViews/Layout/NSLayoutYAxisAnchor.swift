public import Foundation

/// A vertical anchor: top, bottom, center Y or a baseline.
///
/// Mirrors UIKit's `NSLayoutYAxisAnchor`; system spacing is UIKit's standard 8 points.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// A constraint placing `self` the system spacing × `multiplier` below `anchor`.
  open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, constant: systemSpacing * multiplier)
  }

  /// A constraint placing `self` at least the system spacing × `multiplier` below `anchor`.
  open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }

  /// A constraint placing `self` at most the system spacing × `multiplier` below `anchor`.
  open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }

  /// A dimension for the distance from `self` to `otherAnchor`.
  open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
    NSLayoutDimension(item: item, attribute: .height)
  }
}
