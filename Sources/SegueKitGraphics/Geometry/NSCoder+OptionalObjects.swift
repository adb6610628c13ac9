import Foundation

extension NSCoder {
  /// The object of class `type` under `key`, or `nil` when the archive has none: swift-corelibs-foundation's
  /// secure decoding records an error for a missing key, which would fail the whole unarchiving.
  func optionalObject<Object: NSObject & NSCoding>(of type: Object.Type, forKey key: String) -> Object? {
    containsValue(forKey: key) ? decodeObject(of: type, forKey: key) : nil
  }
}
