/// FNV-1a, 64 bits: a hash of a state's key that is the same in every process (Swift's `Hasher` is seeded per
/// process).
enum Fingerprint {
  static func of(_ text: String) -> String {
    let digits = String(value(of: text), radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  static func value(of text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01B3
    }
    return hash
  }
}
