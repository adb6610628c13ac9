/// The attributes of an XML element, in file order, every one kept as written.
///
/// Storage is one packed UTF-8 buffer (`name NUL value NUL …`), because a storyboard has four
/// attributes per element on average and a pair of `String`s for each would double the decoded
/// size of a file. Values are made into `String`s only when read.
public struct Attributes: Sendable, Hashable, Sequence {
  public struct Attribute: Sendable, Hashable, Codable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  private var storage: [UInt8]

  public init(_ attributes: [Attribute] = []) {
    storage = []
    for attribute in attributes { append(attribute) }
  }

  /// Takes a buffer already packed as `name NUL value NUL …` (the scanner's form).
  init(packed: [UInt8]) {
    storage = packed
  }

  /// Calls `body` with the packed buffer (`name NUL value NUL …`), for a reader that compares names as bytes and
  /// makes strings only of the values it keeps.
  package func withPackedBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
    try storage.withUnsafeBufferPointer(body)
  }

  public var all: [Attribute] { Array(self) }

  /// The attributes by name (the first of a repeated name, which the decoder reports and drops anyway).
  public var dictionary: [String: String] {
    Dictionary(map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
  }

  public subscript(name: String) -> String? {
    get {
      guard let range = valueRange(of: name) else { return nil }
      return storage.withUnsafeBufferPointer {
        String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self)
      }
    }
    set {
      let others = filter { $0.name != name }
      storage = []
      for attribute in others { append(attribute) }
      if let newValue { append(Attribute(name: name, value: newValue)) }
    }
  }

  /// `YES` is true, `NO` is false, anything else (or absence) is `nil`.
  public func bool(_ name: String) -> Bool? {
    switch self[name] {
    case "YES": true
    case "NO": false
    default: nil
    }
  }

  public var count: Int { storage.lazy.filter { $0 == 0 }.count / 2 }

  public var isEmpty: Bool { storage.isEmpty }

  public func makeIterator() -> Iterator { Iterator(storage: storage) }

  public struct Iterator: IteratorProtocol {
    let storage: [UInt8]
    var position = 0

    public mutating func next() -> Attribute? {
      guard position < storage.count,
        let nameEnd = storage[position...].firstIndex(of: 0),
        let valueEnd = storage[(nameEnd + 1)...].firstIndex(of: 0)
      else { return nil }
      defer { position = valueEnd + 1 }
      return Attribute(
        name: String(decoding: storage[position..<nameEnd], as: UTF8.self),
        value: String(decoding: storage[(nameEnd + 1)..<valueEnd], as: UTF8.self))
    }
  }

  private mutating func append(_ attribute: Attribute) {
    storage.append(contentsOf: attribute.name.utf8)
    storage.append(0)
    storage.append(contentsOf: attribute.value.utf8)
    storage.append(0)
  }

  private func valueRange(of name: String) -> Range<Int>? {
    var name = name
    return name.withUTF8 { key in
      storage.withUnsafeBufferPointer { bytes in
        var position = 0
        while position < bytes.count {
          var cursor = position
          while cursor < bytes.count, bytes[cursor] != 0 { cursor += 1 }
          let valueStart = cursor + 1
          var valueEnd = valueStart
          while valueEnd < bytes.count, bytes[valueEnd] != 0 { valueEnd += 1 }
          if bytesEqual(UnsafeBufferPointer(rebasing: bytes[position..<cursor]), key) {
            return valueStart..<valueEnd
          }
          position = valueEnd + 1
        }
        return nil
      }
    }
  }
}
