import StoryboardFormat

/// What ``IBDocument``'s reader needs from an element's attributes, found in one pass over their packed bytes (where
/// looking each name up would scan them seven times): the id (or a scene's `sceneID`), the attribute that tells
/// siblings apart and the count. Names are compared as bytes; ``ranges(in:)`` makes no strings at all, and the
/// initializer makes strings only of the values kept.
struct IBAttributeKeys {
  /// The `id`, else the `sceneID`.
  var id: String?
  /// The first of `key`, `name`, `identifier`, `keyPath` and `reference` present (in that order), with its value.
  var discriminator: (name: String, value: String)?
  /// The number of attributes.
  var count = 0

  /// The names looked for, in the order of their rank as a discriminator; `id` and `sceneID` after them.
  static let discriminators: [StaticString] = ["key", "name", "identifier", "keyPath", "reference"]

  /// Where the keys' values lie in packed attribute bytes: the id (else the `sceneID`), and the discriminator's
  /// rank in ``discriminators`` with its value.
  struct Ranges {
    var id: Range<Int>?
    var discriminator: (rank: Int, value: Range<Int>)?
    var count = 0

    /// Takes the discriminator of `rank` with `value` if no better one (of a lower rank) was found.
    mutating func consider(rank: Int, value: Range<Int>) {
      if rank < (discriminator?.rank ?? Int.max) { discriminator = (rank, value) }
    }
  }

  init(_ attributes: Attributes) {
    attributes.withPackedBytes { packed in
      let ranges = Self.ranges(in: packed)
      count = ranges.count
      func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: packed[range]), as: UTF8.self)
      }
      if let range = ranges.id { id = string(range) }
      if let best = ranges.discriminator {
        discriminator = (Self.discriminators[best.rank].description, string(best.value))
      }
    }
  }

  /// The keys of `packed` (an ``Attributes``' packed bytes: name, 0, value, 0, …), as ranges into it.
  static func ranges(in packed: UnsafeBufferPointer<UInt8>) -> Ranges {
    var result = Ranges()
    var sceneID: Range<Int>?
    var position = 0
    while position < packed.count {
      var nameEnd = position
      while nameEnd < packed.count, packed[nameEnd] != 0 { nameEnd += 1 }
      var valueEnd = min(nameEnd + 1, packed.count)
      while valueEnd < packed.count, packed[valueEnd] != 0 { valueEnd += 1 }
      result.count += 1
      let name = UnsafeBufferPointer(rebasing: packed[position..<nameEnd])
      let value = min(nameEnd + 1, valueEnd)..<valueEnd
      // By length first: most names are none of these, and most lengths rule out all but one.
      switch name.count {
      case 2 where equal(name, "id"):
        if result.id == nil { result.id = value }
      case 7 where equal(name, "sceneID"):
        if sceneID == nil { sceneID = value }
      case 3, 4, 7, 9, 10:
        let rank = discriminatorRank(name)
        if let rank, rank < (result.discriminator?.rank ?? Int.max) { result.discriminator = (rank, value) }
      default: break
      }
      position = valueEnd + 1
    }
    if result.id == nil { result.id = sceneID }
    return result
  }

  /// `ranges(in:)` given where each attribute's name starts in `packed` (the reader's name starts, in order): each
  /// value ends just before the next name, so the values are not read, and a name is told by its first byte and then
  /// compared (with its NUL) only against the key names that start with that byte, so most names are not read past
  /// their first byte either.
  static func ranges(in packed: UnsafeBufferPointer<UInt8>, nameStarts: UnsafeBufferPointer<Int32>) -> Ranges {
    var result = Ranges()
    var sceneID: Range<Int>?
    result.count = nameStarts.count
    for position in 0..<nameStarts.count {
      let nameStart = Int(nameStarts[position])
      let next = position + 1 < nameStarts.count ? Int(nameStarts[position + 1]) : packed.count
      guard nameStart < next else { continue }
      // The value of a name of `length` bytes: after its NUL, up to the NUL before the next name.
      func value(_ length: Int) -> Range<Int> { (nameStart + length + 1)..<max(next - 1, nameStart + length + 1) }
      func named(_ literal: StaticString) -> Bool {
        hasName(packed, at: nameStart, before: next, literal)
      }
      switch packed[nameStart] {
      case UInt8(ascii: "i"):
        if named("id") {
          if result.id == nil { result.id = value(2) }
        } else if named("identifier") {
          result.consider(rank: 2, value: value(10))
        }
      case UInt8(ascii: "s"):
        if sceneID == nil, named("sceneID") { sceneID = value(7) }
      case UInt8(ascii: "k"):
        if named("key") {
          result.consider(rank: 0, value: value(3))
        } else if named("keyPath") {
          result.consider(rank: 3, value: value(7))
        }
      case UInt8(ascii: "n"):
        if named("name") { result.consider(rank: 1, value: value(4)) }
      case UInt8(ascii: "r"):
        if named("reference") { result.consider(rank: 4, value: value(9)) }
      default: break
      }
    }
    if result.id == nil { result.id = sceneID }
    return result
  }

  /// Whether the name at `start` in `packed` (ending at its NUL, before `limit`) is `literal`.
  private static func hasName(
    _ packed: UnsafeBufferPointer<UInt8>, at start: Int, before limit: Int, _ literal: StaticString
  ) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard start + count < limit, packed[start + count] == 0 else { return false }
    let bytes = literal.utf8Start
    for offset in 1..<count where packed[start + offset] != bytes[offset] { return false }
    return packed[start] == bytes[0]
  }

  /// The rank of `name` in ``discriminators``, if it is one.
  private static func discriminatorRank(_ name: UnsafeBufferPointer<UInt8>) -> Int? {
    switch name.count {
    case 3: equal(name, "key") ? 0 : nil
    case 4: equal(name, "name") ? 1 : nil
    case 10: equal(name, "identifier") ? 2 : nil
    case 7: equal(name, "keyPath") ? 3 : nil
    case 9: equal(name, "reference") ? 4 : nil
    default: nil
    }
  }

  private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
    guard bytes.count == name.utf8CodeUnitCount else { return false }
    let literal = name.utf8Start
    for offset in 0..<bytes.count where bytes[offset] != literal[offset] { return false }
    return true
  }
}
