public import Foundation

// Converting points and rectangles between views' coordinates. Mirrors UIKit's `convert(_:to:)` and
// `convert(_:from:)`, using frames only (transforms are not applied); declared in an extension, so they cannot be
// overridden (UIKit's are `open`, but apps do not override them).
extension UIView {
  /// `point` in the receiver's coordinates converted to `view`'s (the window's when `nil`), using frames.
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let origin = originInWindow
    let target = view?.originInWindow ?? .zero
    return CGPoint(x: point.x + origin.x - target.x, y: point.y + origin.y - target.y)
  }

  /// `point` in `view`'s coordinates (the window's when `nil`) converted to the receiver's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    if let view { return view.convert(point, to: self) }
    let origin = originInWindow
    return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
  }

  /// `rect` in the receiver's coordinates converted to `view`'s (the window's when `nil`).
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// `rect` in `view`'s coordinates (the window's when `nil`) converted to the receiver's.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  /// The receiver's origin in its window's (or topmost superview's) coordinates.
  private var originInWindow: CGPoint {
    var origin = CGPoint.zero
    var view: UIView? = self
    while let current = view, current.windowIfSelf == nil {
      origin.x += current.frame.origin.x
      origin.y += current.frame.origin.y
      view = current.superviewStorage
    }
    return origin
  }
}
