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

  /// Reads `bytes`; `path` names the file in locations and diagnostics.
  public static func read(bytes: [UInt8], path: String) -> IBDocument {
    IBDocument(bytes: bytes, path: path)
  }

  private init(bytes: [UInt8], path: String) {
    self.path = path
    self.bytes = bytes
    let tree = XMLTree.read(bytes, path: path, recordingSpans: true)
    diagnostics = tree.diagnostics
    guard let root = tree.roots.first, let span = tree.spans.first else { return }
    var builder = Builder(bytes: bytes, span: span)
    var rootSteps = SiblingSteps()
    builder.add(root, span: span, parent: nil, depth: 0, leading: 0..<span.start, steps: &rootSteps)
    elements = builder.elements
    indexByAddress = builder.indexByAddress
    duplicateIDs = builder.duplicateIDs
  }

  /// The root element, if the file has one.
  public var root: IBElement? { elements.first }

  /// The index of the element with `address`.
  public func index(of address: String) -> Int? { indexByAddress[address] }

  /// Whether the reader found an error (malformed XML, conflict markers, a refused declaration).
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

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
  /// Flattens the reader's tree (objects and spans side by side) into ``IBDocument/elements``.
  ///
  /// One pass: each element's attributes are scanned once as packed bytes (``IBAttributeKeys``), nothing is hashed
  /// (``IBSubtreeComparer`` compares subtrees by their bytes), and the ordinals of id-less siblings are counted per
  /// parent, so nothing grows with the file but the element list and the address index (both sized up front).
  fileprivate struct Builder {
    let bytes: [UInt8]
    var elements: [IBElement] = []
    var indexByAddress: [String: Int] = [:]
    var duplicateIDs: [String: [Int]] = [:]

    init(bytes: [UInt8], span: XMLElementSpan) {
      self.bytes = bytes
      let count = Self.count(span)
      elements.reserveCapacity(count)
      indexByAddress.reserveCapacity(count)
    }

    private static func count(_ span: XMLElementSpan) -> Int {
      var total = 1
      for child in span.children { total += count(child) }
      return total
    }

    @discardableResult
    mutating func add(
      _ object: StoryboardObject, span: XMLElementSpan, parent: Int?, depth: Int, leading: Range<Int>,
      steps: inout SiblingSteps
    ) -> Int {
      let index = elements.count
      let attributes = object.attributes
      let keys = IBAttributeKeys(attributes)
      let address = address(of: object, keys: keys, index: index, parent: parent, steps: &steps)
      elements.append(
        IBElement(
          name: object.element, attributes: attributes, text: object.content, parent: parent, children: [],
          address: address, location: object.location, depth: depth,
          start: span.start,
          startTagEnd: span.startTagEnd, endTagStart: span.endTagStart, end: span.end, leadingTrivia: leading,
          rawValues: span.attributeValues.count == keys.count
            ? span.attributeValues : Array(repeating: span.start..<span.start, count: keys.count)))
      var previousEnd = span.startTagEnd
      var children: [Int] = []
      children.reserveCapacity(object.children.count)
      var childSteps = SiblingSteps()
      for (child, childSpan) in zip(object.children, span.children) {
        let childIndex = add(
          child, span: childSpan, parent: index, depth: depth + 1,
          leading: min(previousEnd, childSpan.start)..<childSpan.start, steps: &childSteps)
        children.append(childIndex)
        previousEnd = childSpan.end
      }
      elements[index].children = children
      return index
    }

    /// `#id` for the first element with an id (or a scene's `sceneID`), otherwise the parent's address and a step;
    /// records the address in the index.
    private mutating func address(
      of object: StoryboardObject, keys: IBAttributeKeys, index: Int, parent: Int?, steps: inout SiblingSteps
    ) -> String {
      if let id = keys.id {
        let address = "#" + id
        let owner = Self.claim(&indexByAddress[address, default: -1], index)
        if owner == index { return address }
        duplicateIDs[id, default: [owner]].append(index)
      }
      let parentAddress = parent.map { elements[$0].address } ?? ""
      var step = ""
      step.reserveCapacity(parentAddress.utf8.count + object.element.utf8.count + 24)
      step += parentAddress
      step += "/"
      step += object.element
      if let (name, value) = keys.discriminator {
        step += "["
        step += name
        step += "="
        step += value
        step += "]"
      }
      let ordinal = steps.next(step)
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
