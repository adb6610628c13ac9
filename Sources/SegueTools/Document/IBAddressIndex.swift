/// The index from addresses to elements of an ``IBDocument``, with no address string made while reading: each
/// element keeps a 64-bit FNV-1a hash of its address, computed from its parent's hash and the bytes of its own step
/// (FNV-1a's state is its value, so hashing a parent's address and then the step is hashing the whole address), and
/// the index is one open-addressing table of element indices. A lookup hashes the address it is given, and an
/// element whose hash matches is confirmed by making its address, so a collision can never match a wrong element.
struct IBAddressIndex {
  /// Element indices (-1: empty), linear probing; the capacity is a power of two, at least twice the elements.
  private var slots: [Int32]
  private let mask: Int

  /// The FNV-1a offset basis: the hash of no bytes.
  static let basis: UInt64 = 0xcbf2_9ce4_8422_2325
  private static let prime: UInt64 = 0x0000_0100_0000_01b3

  init(capacity: Int) {
    var size = 16
    while size < capacity * 2 { size *= 2 }
    slots = Array(repeating: -1, count: size)
    mask = size - 1
  }

  /// `hash` continued with `bytes`.
  static func hash(_ hash: UInt64, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var result = hash
    for byte in bytes { result = (result ^ UInt64(byte)) &* prime }
    return result
  }

  /// `hash` continued with the UTF-8 bytes of `String(decoding: bytes, as: UTF8.self)`: `bytes` themselves unless
  /// they are not valid UTF-8 (the string repairs them, and addresses are strings).
  static func hash(_ hash: UInt64, text bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    guard bytes.contains(where: { $0 >= 0x80 }) else { return Self.hash(hash, bytes) }
    return Self.hash(hash, String(decoding: bytes, as: UTF8.self))
  }

  /// `hash` continued with one byte.
  static func hash(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
    (hash ^ UInt64(byte)) &* prime
  }

  /// `hash` continued with `string`'s UTF-8 bytes.
  static func hash(_ hash: UInt64, _ string: String) -> UInt64 {
    var result = hash
    for byte in string.utf8 { result = (result ^ UInt64(byte)) &* prime }
    return result
  }

  /// `hash` continued with the decimal digits of `number` (not negative).
  static func hash(_ hash: UInt64, decimal number: Int) -> UInt64 {
    // Most significant digit first, with no array of digits made.
    var divisor = 1
    while number / divisor >= 10 { divisor *= 10 }
    var result = hash
    var rest = number
    while divisor > 0 {
      result = Self.hash(result, UInt8(ascii: "0") + UInt8(rest / divisor))
      rest %= divisor
      divisor /= 10
    }
    return result
  }

  /// Adds the element at `index`, whose address hashes to `hash`.
  mutating func insert(_ index: Int, hash: UInt64) {
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] != -1 { slot = (slot + 1) & mask }
    slots[slot] = Int32(index)
  }

  /// The first element (in the order added) whose address hashes to `hash` and that `matches`.
  func first(hash: UInt64, hashes: (Int) -> UInt64, where matches: (Int) -> Bool) -> Int? {
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] != -1 {
      let index = Int(slots[slot])
      if hashes(index) == hash, matches(index) { return index }
      slot = (slot + 1) & mask
    }
    return nil
  }
}
