/// Reads the resource references navigation files use: `@+id/home`, `@id/home`, `@android:id/home`,
/// `@navigation/other`.
public enum NavigationReference {
  /// `home` for `@+id/home`, `@id/home` or `@android:id/home`; `nil` for anything else.
  public static func idName(_ reference: String) -> String? {
    var reference = reference
    if let name = reference.withUTF8(asciiIDName) { return name.isEmpty ? nil : name }
    for prefix in idPrefixes where reference.hasPrefix(prefix) {
      let name = String(reference.dropFirst(prefix.count))
      return name.isEmpty ? nil : name
    }
    return nil
  }

  private static let idPrefixes = ["@+id/", "@id/", "@android:id/", "@+android:id/"]

  /// `idName(_:)` on the bytes of an ASCII reference (every real one), where `String`'s comparisons are the bytes':
  /// the name after the prefix, empty when there is none or nothing follows it; `nil` when the reference is not
  /// ASCII, for `idName(_:)`'s own reading.
  private static func asciiIDName(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    for byte in bytes where byte >= 0x80 { return nil }
    for prefix in idPrefixes {
      let count = prefix.utf8.count
      guard bytes.count >= count, prefix.utf8.elementsEqual(UnsafeBufferPointer(rebasing: bytes[..<count])) else {
        continue
      }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[count...]), as: UTF8.self)
    }
    return ""
  }

  /// `other` for `@navigation/other` when `type` is `navigation`; `nil` for anything else.
  public static func resourceName(_ reference: String, type: String) -> String? {
    let prefix = "@\(type)/"
    guard reference.hasPrefix(prefix), reference.count > prefix.count else { return nil }
    return String(reference.dropFirst(prefix.count))
  }
}
