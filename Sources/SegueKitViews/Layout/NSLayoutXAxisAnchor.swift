public import Foundation

/// A horizontal anchor: leading, trailing, left, right or center X.
///
/// Mirrors UIKit's `NSLayoutXAxisAnchor`; system spacing is UIKit's standard 8 points.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// A constraint placing `self` the system spacing × `multiplier` after `anchor`.
  open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, constant: systemSpacing * multiplier)
  }

  /// A constraint placing `self` at least the system spacing × `multiplier` after `anchor`.
  open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }

  /// A constraint placing `self` at most the system spacing × `multiplier` after `anchor`.
  open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }

  /// A dimension for the distance from `self` to `otherAnchor`.
  open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
    NSLayoutDimension(item: item, attribute: .width)
  }
}
