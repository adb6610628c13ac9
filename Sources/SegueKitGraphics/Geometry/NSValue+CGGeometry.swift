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

// Darwin's Foundation bridges the geometry structs to `NSValue`, so that a frame in a `userInfo` dictionary reads
// back either way: `as? NSValue` then `cgRectValue`, or `as? CGRect`. swift-corelibs-foundation does not, so a
// keyboard notification's `NSValue` failed every `as? CGRect` (and a plain `CGRect`, every `as? NSValue`).
#if !canImport(ObjectiveC)
  extension CGRect: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(rect: self) }

    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
      result = source.rectValue
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
      guard GeometryEncoding.holds(source, like: NSValue(rect: .zero)) else { return false }
      result = source.rectValue
      return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect { source?.rectValue ?? .zero }
  }

  extension CGPoint: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(point: self) }

    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) {
      result = source.pointValue
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) -> Bool {
      guard GeometryEncoding.holds(source, like: NSValue(point: .zero)) else { return false }
      result = source.pointValue
      return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGPoint {
      source?.pointValue ?? .zero
    }
  }

  extension CGSize: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(size: self) }

    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) {
      result = source.sizeValue
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) -> Bool {
      guard GeometryEncoding.holds(source, like: NSValue(size: .zero)) else { return false }
      result = source.sizeValue
      return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGSize { source?.sizeValue ?? .zero }
  }

  /// Which struct an `NSValue` boxes, by its type encoding.
  private enum GeometryEncoding {
    static func holds(_ value: NSValue, like sample: NSValue) -> Bool {
      strcmp(value.objCType, sample.objCType) == 0
    }
  }
#endif
