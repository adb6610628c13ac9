internal import Foundation

/// Baselines in the solve. Apple, `UIView.forFirstBaselineLayout` and `forLastBaselineLayout`: a baseline constraint
/// uses the baseline of the view the property returns (the view itself by default, or a subview); "if that view does
/// not have a baseline, Auto Layout uses the view's top edge" for the first baseline and "bottom edge" for the last.
/// A view's text decides its baselines (`TextBaselines`), so they move with its frame.
extension ConstraintLayout {
  /// The first or last baseline of `item`, whose frame is `rect` in the solve; a layout guide's is its edge.
  mutating func baseline(of item: AnyObject?, first: Bool, in rect: Rect) -> LinearExpression {
    let edge = first ? rect.y : rect.y + rect.height
    guard let view = item as? UIView else { return edge }
    let target = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
    if target === view {
      guard let text = view.textBaselines else { return edge }
      let position = first ? text.first : text.last
      return rect.y + rect.height * position.heightShare + position.offset
    }
    // A subview (UIKit requires one): in the solve where it takes part, else where its frame puts it in the view.
    guard target.isDescendant(of: view) else { return edge }
    if let inner = self.rect(of: target, margins: false) {
      return baseline(of: target, first: first, in: inner)
    }
    let frame = view.convert(target.bounds, from: target)
    let distance = target.textBaselines?.distance(first: first, height: frame.height) ?? (first ? 0 : frame.height)
    return rect.y + Double(frame.minY + distance)
  }
}
