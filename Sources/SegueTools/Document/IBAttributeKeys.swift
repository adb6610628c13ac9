import StoryboardFormat

/// What ``IBDocument``'s reader needs from an element's attributes, found in one pass over their packed bytes (where
/// looking each name up would scan them seven times): the id (or a scene's `sceneID`), the attribute that tells
/// siblings apart and the count. Names are compared as bytes; strings are made only of the values kept.
struct IBAttributeKeys {
  /// The `id`, else the `sceneID`.
  var id: String?
  /// The first of `key`, `name`, `identifier`, `keyPath` and `reference` present (in that order), with its value.
  var discriminator: (name: String, value: String)?
  /// The number of attributes.
  var count = 0

  /// The names looked for, in the order of their rank as a discriminator; `id` and `sceneID` after them.
  private static let discriminators: [StaticString] = ["key", "name", "identifier", "keyPath", "reference"]

  init(_ attributes: Attributes) {
    attributes.withPackedBytes { packed in
      var idValue: Range<Int>?
      var sceneID: Range<Int>?
      var best: (rank: Int, value: Range<Int>)?
      var position = 0
      while position < packed.count {
        var nameEnd = position
        while nameEnd < packed.count, packed[nameEnd] != 0 { nameEnd += 1 }
        var valueEnd = min(nameEnd + 1, packed.count)
        while valueEnd < packed.count, packed[valueEnd] != 0 { valueEnd += 1 }
        count += 1
        let name = UnsafeBufferPointer(rebasing: packed[position..<nameEnd])
        let value = min(nameEnd + 1, valueEnd)..<valueEnd
        if Self.equal(name, "id") {
          if idValue == nil { idValue = value }
        } else if Self.equal(name, "sceneID") {
          if sceneID == nil { sceneID = value }
        } else {
          for (rank, candidate) in Self.discriminators.enumerated() where rank < (best?.rank ?? Int.max) {
            if Self.equal(name, candidate) {
              best = (rank, value)
              break
            }
          }
        }
        position = valueEnd + 1
      }
      func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: packed[range]), as: UTF8.self)
      }
      if let range = idValue ?? sceneID { id = string(range) }
      if let best { discriminator = (Self.discriminators[best.rank].description, string(best.value)) }
    }
  }

  private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
    guard bytes.count == name.utf8CodeUnitCount else { return false }
    let literal = name.utf8Start
    for offset in 0..<bytes.count where bytes[offset] != literal[offset] { return false }
    return true
  }
}
