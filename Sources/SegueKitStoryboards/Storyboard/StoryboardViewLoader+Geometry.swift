internal import Foundation
internal import StoryboardFormat

/// The geometry a view's `init(coder:)` decodes in UIKit: the frame Interface Builder stored (`<rect key="frame">`,
/// the bounds following it), the autoresizing mask (`<autoresizingMask key="autoresizingMask" …/>`) and
/// `autoresizesSubviews`. A view whose element stores no mask has none (Interface Builder omits the element for views
/// placed by constraints, which it marks `translatesAutoresizingMaskIntoConstraints="NO"`), so autoresizing leaves it
/// where it is; that flag is applied with the view's constraints (`StoryboardViewLoader+Constraints.swift`).
extension StoryboardViewLoader {
  /// Applies the stored frame, mask and `autoresizesSubviews` of a view's element (`layout`, read once per file by
  /// `StoredViewLayout`) to `view`, before its subviews are added.
  static func applyGeometry(_ view: UIView, _ layout: StoredViewLayout) {
    if let frame = layout.frame { view.frame = frame }
    if let mask = layout.autoresizingMask { view.autoresizingMask = mask }
    if let flag = layout.autoresizesSubviews { view.autoresizesSubviews = flag }
  }

  /// Interface Builder's mask attributes, by the names its XML uses (AppKit's: `flexibleMinX` is UIKit's flexible
  /// left margin, `widthSizable` its flexible width, `flexibleMaxY` its flexible bottom margin).
  static func autoresizingMask(_ attributes: Attributes) -> UIView.AutoresizingMask {
    var mask: UIView.AutoresizingMask = []
    let names: [(String, UIView.AutoresizingMask)] = [
      ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
      ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
    ]
    for (name, option) in names where attributes.bool(name) == true { mask.insert(option) }
    return mask
  }
}
