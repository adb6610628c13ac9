internal import Foundation
internal import StoryboardFormat

/// The geometry a view's `init(coder:)` decodes in UIKit: the frame Interface Builder stored (`<rect key="frame">`,
/// the bounds following it), the autoresizing mask (`<autoresizingMask key="autoresizingMask" …/>`) and
/// `autoresizesSubviews`. A view whose element stores no mask has none (Interface Builder omits the element for views
/// placed by constraints, which it marks `translatesAutoresizingMaskIntoConstraints="NO"`), so autoresizing leaves it
/// where it is; that flag is applied with the view's constraints (`StoryboardViewLoader+Constraints.swift`).
extension StoryboardViewLoader {
  /// Applies `object`'s stored frame, mask and `autoresizesSubviews` to `view`, before its subviews are added.
  static func applyGeometry(_ view: UIView, _ object: StoryboardObject) {
    if let frame = storedFrame(of: object) { view.frame = frame }
    if let mask = object.children.first(where: { $0.element == "autoresizingMask" && $0.key == "autoresizingMask" }) {
      view.autoresizingMask = autoresizingMask(mask.attributes)
    }
    if let flag = object.attributes.bool("autoresizesSubviews") { view.autoresizesSubviews = flag }
  }

  /// The `<rect key="frame">` child of `object`.
  static func storedFrame(of object: StoryboardObject) -> CGRect? {
    guard let rect = object.children.first(where: { $0.element == "rect" && $0.key == "frame" }) else { return nil }
    func value(_ name: String) -> CGFloat { rect.attributes[name].flatMap(Double.init).map { CGFloat($0) } ?? 0 }
    return CGRect(x: value("x"), y: value("y"), width: value("width"), height: value("height"))
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
