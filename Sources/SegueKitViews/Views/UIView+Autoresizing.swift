public import Foundation

// Autoresizing: when a view's size changes, each subview with an autoresizing mask takes its share of the change.
//
// The rule is Apple's, in the documentation of `UIView.AutoresizingMask`: "When more than one option along an axis is
// set, the default behavior is to distribute the size difference proportionally among the flexible portions. The
// larger the flexible portion, relative to the other flexible portions, the more it is likely to grow." Along each
// axis the portions are the leading margin, the size and the trailing margin (in the old superview size); the flexible
// ones share the change in proportion to their lengths, or equally when they are all zero long. This is the arithmetic
// of Chameleon's `_superviewSizeDidChangeFrom:to:` (and AppKit's `resizeWithOldSuperviewSize:`), except that
// Chameleon splits a change between two flexible margins in half and rounds down; UIKit keeps fractions [I].
extension UIView {
  /// Resizes the subviews by their masks after the receiver's size changed from `oldSize`, when
  /// ``autoresizesSubviews`` is on. UIKit's private `_resizeSubviewsWithOldSize:`; not API.
  func boundsSizeDidChange(from oldSize: CGSize) {
    guard !subviews.isEmpty, autoresizesSubviews else { return }
    let newSize = frame.size
    for subview in subviews {
      subview.resize(withOldSuperviewSize: oldSize, to: newSize)
    }
  }

  /// Applies the receiver's mask to a superview size change from `oldSize` to `newSize`. A view whose mask is empty,
  /// or that is placed by constraints (`translatesAutoresizingMaskIntoConstraints` off), keeps its frame.
  private func resize(withOldSuperviewSize oldSize: CGSize, to newSize: CGSize) {
    let mask = autoresizingMask
    guard !mask.isEmpty, translatesAutoresizingMaskIntoConstraints else { return }
    let resized = Self.autoresizedFrame(frame, mask: mask, oldSuperviewSize: oldSize, newSuperviewSize: newSize)
    if resized != frame { frame = resized }
  }

  /// `frame` after its superview's size changed from `oldSuperviewSize` to `newSuperviewSize`, by `mask`.
  ///
  /// Not in UIKit (UIKit does this inside the view); exposed so the arithmetic can be checked by itself.
  public static func autoresizedFrame(
    _ frame: CGRect, mask: AutoresizingMask, oldSuperviewSize: CGSize, newSuperviewSize: CGSize
  ) -> CGRect {
    let x = share(
      origin: frame.origin.x, length: frame.size.width, in: oldSuperviewSize.width,
      delta: newSuperviewSize.width - oldSuperviewSize.width,
      flexible: (
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
      ))
    let y = share(
      origin: frame.origin.y, length: frame.size.height, in: oldSuperviewSize.height,
      delta: newSuperviewSize.height - oldSuperviewSize.height,
      flexible: (
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)
      ))
    return CGRect(x: x.origin, y: y.origin, width: x.length, height: y.length)
  }

  /// One axis: the new origin and length when `delta` is shared among the flexible portions (leading margin, length,
  /// trailing margin) in proportion to their old lengths.
  private static func share(
    origin: CGFloat, length: CGFloat, in superviewLength: CGFloat, delta: CGFloat,
    flexible: (leading: Bool, length: Bool, trailing: Bool)
  ) -> (origin: CGFloat, length: CGFloat) {
    guard delta != 0 else { return (origin, length) }
    let portions = [origin, length, superviewLength - origin - length]
    let isFlexible = [flexible.leading, flexible.length, flexible.trailing]
    let count = isFlexible.filter { $0 }.count
    guard count > 0 else { return (origin, length) }
    // A negative margin (a view sticking out) counts as zero long.
    let total = zip(portions, isFlexible).reduce(CGFloat(0)) { $0 + ($1.1 ? max($1.0, 0) : 0) }
    func part(_ index: Int) -> CGFloat {
      guard isFlexible[index] else { return 0 }
      return total > 0 ? delta * max(portions[index], 0) / total : delta / CGFloat(count)
    }
    return (origin + part(0), max(length + part(1), 0))
  }
}
