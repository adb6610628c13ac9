public import StoryboardFormat

/// An Interface Builder document (storyboard or xib) read losslessly: every element with its attributes, text,
/// position and byte ranges, so that unchanged parts are written back byte for byte.
///
/// Not in Xcode: Interface Builder has no API for its files; this is the tree `segue diff` and `segue merge` work on.
/// Reading goes through StoryboardFormat's XML reader, so it never traps, reports problems with file:line:column and
/// refuses documents that declare entities.
///
/// ```swift
/// let document = IBDocument.read(bytes: Array(data), path: "Main.storyboard")
/// assert(document.written() == Array(data))
/// ```
public struct IBDocument: Sendable {
  /// The path that names the file in locations.
  public let path: String
  /// The file's bytes, as read.
  public let bytes: [UInt8]
  /// Every element in document order (depth first); the root, when there is one, is at index 0.
  public private(set) var elements: [IBElement] = []
  /// Problems the reader found, with file:line:column.
  public private(set) var diagnostics: [Diagnostic]
  /// Ids used by more than one element, each with the elements' indices (the first keeps the `#id` address).
  public private(set) var duplicateIDs: [String: [Int]] = [:]
  /// The element index of each address.
  private(set) var indexByAddress: [String: Int] = [:]
  /// The raw (escaped) value range of every element's attributes, in document order; each element's
  /// ``IBElement/rawValues`` indexes it.
  private(set) var valueRanges: [Range<Int>] = []

  /// Reads `bytes`; `path` names the file in locations and diagnostics.
  public static func read(bytes: [UInt8], path: String) -> IBDocument {
    IBDocument(bytes: bytes, path: path)
  }

  private init(bytes: [UInt8], path: String) {
    self.path = path
    self.bytes = bytes
    var tree = XMLTree.readFlat(bytes, path: path)
    diagnostics = tree.diagnostics
    guard !tree.elements.isEmpty else { return }
    // The first root's subtree: it runs up to the next element without a parent.
    var count = 1
    while count < tree.elements.count, tree.elements[count].parent != nil { count += 1 }
    var builder = Builder(count: count)
    for index in 0..<count {
      var record = XMLFlatElement.placeholder
      swap(&record, &tree.elements[index])
      builder.add(record)
    }
    elements = builder.elements
    indexByAddress = builder.indexByAddress
    duplicateIDs = builder.duplicateIDs
    valueRanges = tree.valueRanges
  }

  /// The root element, if the file has one.
  public var root: IBElement? { elements.first }

  /// The index of the element with `address`.
  public func index(of address: String) -> Int? { indexByAddress[address] }

  /// Whether the reader found an error (malformed XML, conflict markers, a refused declaration).
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// The raw (escaped) value ranges of the attributes of the element at `index`, parallel to its attributes.
  func rawValues(of index: Int) -> ArraySlice<Range<Int>> {
    valueRanges[elements[index].rawValues]
  }

  /// The raw bytes of `range` as a string.
  func string(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// The file written back: the original bytes, since nothing changed.
  public func written() -> [UInt8] {
    IBWriter(documents: [self]).write(root: elements.isEmpty ? nil : .copy(document: 0, element: 0), frame: 0)
  }

  /// The file written back with every element rebuilt the way Xcode writes it (attribute values and text kept as
  /// written): equal to ``bytes`` for a file Xcode wrote, which is what the writer's own tests check.
  public func rewrittenAsXcode() -> [UInt8] {
    guard !elements.isEmpty else { return bytes }
    return IBWriter(documents: [self]).write(root: IBWriter.rebuilt(document: 0, element: 0, in: [self]), frame: 0)
  }
}

extension IBDocument {
  /// Turns the reader's flat elements into ``IBDocument/elements``, in document order as the reader made them.
  ///
  /// One pass, each record moved in, not copied: each element's attributes are scanned once as packed bytes
  /// (``IBAttributeKeys``), nothing is hashed (``IBSubtreeComparer`` compares subtrees by their bytes), and the
  /// ordinals of id-less siblings are counted per parent, so nothing grows with the file but the element list and
  /// the address index (both sized up front).
  fileprivate struct Builder {
    var elements: [IBElement] = []
    var indexByAddress: [String: Int] = [:]
    var duplicateIDs: [String: [Int]] = [:]
    /// Per element: where its last child seen so far ends (its start tag's end before the first), for the next
    /// child's leading trivia; and the address steps its id-less children took.
    private var previousEnd: [Int] = []
    private var steps: [SiblingSteps] = []

    init(count: Int) {
      elements.reserveCapacity(count)
      indexByAddress.reserveCapacity(count)
      previousEnd.reserveCapacity(count)
      steps.reserveCapacity(count)
    }

    mutating func add(_ record: XMLFlatElement) {
      let index = elements.count
      let keys = IBAttributeKeys(record.attributes)
      let address = address(name: record.name, keys: keys, index: index, parent: record.parent)
      var leading = 0..<record.start
      if let parent = record.parent {
        leading = min(previousEnd[parent], record.start)..<record.start
        previousEnd[parent] = record.end
      }
      previousEnd.append(record.startTagEnd)
      steps.append(SiblingSteps())
      elements.append(
        IBElement(
          name: record.name, attributes: record.attributes, text: record.text, parent: record.parent,
          children: record.children, address: address, location: record.location, depth: record.depth,
          start: record.start, startTagEnd: record.startTagEnd, endTagStart: record.endTagStart, end: record.end,
          leadingTrivia: leading, rawValues: record.rawValues))
    }

    /// `#id` for the first element with an id (or a scene's `sceneID`), otherwise the parent's address and a step;
    /// records the address in the index.
    private mutating func address(name: String, keys: IBAttributeKeys, index: Int, parent: Int?) -> String {
      if let id = keys.id {
        let address = "#" + id
        let owner = Self.claim(&indexByAddress[address, default: -1], index)
        if owner == index { return address }
        duplicateIDs[id, default: [owner]].append(index)
      }
      let parentAddress = parent.map { elements[$0].address } ?? ""
      var step = ""
      step.reserveCapacity(parentAddress.utf8.count + name.utf8.count + 24)
      step += parentAddress
      step += "/"
      step += name
      if let (name, value) = keys.discriminator {
        step += "["
        step += name
        step += "="
        step += value
        step += "]"
      }
      let ordinal = parent.map { steps[$0].next(step) } ?? 1
      let address = ordinal == 1 ? step : step + "#\(ordinal)"
      indexByAddress[address] = index
      return address
    }

    /// Stores `index` in an unclaimed slot (-1); returns the slot's owner.
    private static func claim(_ slot: inout Int, _ index: Int) -> Int {
      if slot == -1 { slot = index }
      return slot
    }
  }

  /// How many id-less siblings have taken each address step so far, for the ordinals: a short list (most elements
  /// have a few such children, all different), a dictionary once it grows.
  fileprivate struct SiblingSteps {
    private var list: [(step: String, count: Int)] = []
    private var table: [String: Int] = [:]

    /// The ordinal of the next sibling taking `step`, from 1.
    mutating func next(_ step: String) -> Int {
      if table.isEmpty {
        if let position = list.firstIndex(where: { $0.step == step }) {
          list[position].count += 1
          return list[position].count
        }
        if list.count < 8 {
          list.append((step, 1))
          return 1
        }
        for (step, count) in list { table[step] = count }
      }
      let ordinal = table[step, default: 0] + 1
      table[step] = ordinal
      return ordinal
    }
  }
}
