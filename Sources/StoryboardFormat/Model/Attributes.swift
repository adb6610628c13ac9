/// The attributes of an XML element, in file order, every one kept as written.
public struct Attributes: Sendable, Hashable, Sequence {
  public struct Attribute: Sendable, Hashable, Codable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  public private(set) var all: [Attribute]

  public init(_ all: [Attribute] = []) {
    self.all = all
  }

  public subscript(name: String) -> String? {
    get {
      for attribute in all where attribute.name == name { return attribute.value }
      return nil
    }
    set {
      all.removeAll { $0.name == name }
      if let newValue { all.append(Attribute(name: name, value: newValue)) }
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

  public var count: Int { all.count }

  public func makeIterator() -> IndexingIterator<[Attribute]> { all.makeIterator() }
}
