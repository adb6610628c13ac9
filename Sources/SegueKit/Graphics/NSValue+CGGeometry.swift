public import Foundation

// UIKit's geometry boxing (`NSValue(UIGeometryKeyedCodingAdditions)`), as keyboard notifications' frames come:
// `(userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue`.
extension NSValue {
  /// Mirrors UIKit's `NSValue(cgRect:)`.
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
  /// Mirrors UIKit's `NSValue(cgPoint:)`.
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
  /// Mirrors UIKit's `NSValue(cgSize:)`.
  public convenience init(cgSize size: CGSize) { self.init(size: size) }
  /// Mirrors UIKit's `cgRectValue`.
  public var cgRectValue: CGRect { rectValue }
  /// Mirrors UIKit's `cgPointValue`.
  public var cgPointValue: CGPoint { pointValue }
  /// Mirrors UIKit's `cgSizeValue`.
  public var cgSizeValue: CGSize { sizeValue }
}
