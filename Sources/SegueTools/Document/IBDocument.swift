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
    var builder = Builder(bytes: bytes)
    builder.add(root, span: span, parent: nil, depth: 0, leading: 0..<span.start)
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
  fileprivate struct Builder {
    let bytes: [UInt8]
    var elements: [IBElement] = []
    var indexByAddress: [String: Int] = [:]
    var duplicateIDs: [String: [Int]] = [:]
    /// How many elements have taken each address step so far, for the ordinals.
    var stepCounts: [String: Int] = [:]

    init(bytes: [UInt8]) { self.bytes = bytes }

    @discardableResult
    mutating func add(
      _ object: StoryboardObject, span: XMLElementSpan, parent: Int?, depth: Int, leading: Range<Int>
    ) -> Int {
      let index = elements.count
      let attributes = object.attributes
      let address = address(of: object, index: index, parent: parent)
      let attributeCount = attributes.count
      elements.append(
        IBElement(
          name: object.element, attributes: attributes, text: object.content, parent: parent, children: [],
          address: address, location: object.location, depth: depth, subtreeHash: 0, layoutFreeHash: 0,
          start: span.start,
          startTagEnd: span.startTagEnd, endTagStart: span.endTagStart, end: span.end, leadingTrivia: leading,
          rawValues: span.attributeValues.count == attributeCount
            ? span.attributeValues : Array(repeating: span.start..<span.start, count: attributeCount)))
      indexByAddress[address] = index
      var previousEnd = span.startTagEnd
      var children: [Int] = []
      children.reserveCapacity(object.children.count)
      for (child, childSpan) in zip(object.children, span.children) {
        let childIndex = add(
          child, span: childSpan, parent: index, depth: depth + 1,
          leading: min(previousEnd, childSpan.start)..<childSpan.start)
        children.append(childIndex)
        previousEnd = childSpan.end
      }
      var hasher = Hasher()
      var layoutFree = Hasher()
      hasher.combine(object.element)
      layoutFree.combine(object.element)
      let isFrame =
        (object.element == "rect" && attributes["key"] == "frame")
        || (object.element == "point" && attributes["key"] == "canvasLocation")
      // The packed attributes hash as they are; strings are made only for the rare element with layout flags.
      hasher.combine(attributes)
      if !isFrame {
        if attributes["misplaced"] == nil, attributes["ambiguous"] == nil {
          layoutFree.combine(attributes)
        } else {
          for attribute in attributes where attribute.name != "misplaced" && attribute.name != "ambiguous" {
            layoutFree.combine(attribute.name)
            layoutFree.combine(attribute.value)
          }
        }
      }
      hasher.combine(object.content)
      layoutFree.combine(object.content)
      for child in children {
        hasher.combine(elements[child].subtreeHash)
        layoutFree.combine(elements[child].layoutFreeHash)
      }
      elements[index].children = children
      elements[index].subtreeHash = hasher.finalize()
      elements[index].layoutFreeHash = layoutFree.finalize()
      return index
    }

    /// `#id` for the first element with an id (or a scene's `sceneID`), otherwise the parent's address and a step.
    mutating func address(
      of object: StoryboardObject, index: Int, parent: Int?
    ) -> String {
      func value(_ name: String) -> String? { object.attributes[name] }
      if let id = value("id") ?? value("sceneID") {
        let address = "#" + id
        if let first = indexByAddress[address] {
          duplicateIDs[id, default: [first]].append(index)
        } else {
          return address
        }
      }
      let parentAddress = parent.map { elements[$0].address } ?? ""
      var step = parentAddress + "/" + object.element
      for name in ["key", "name", "identifier", "keyPath", "reference"] {
        if let discriminator = value(name) {
          step += "[\(name)=\(discriminator)]"
          break
        }
      }
      let ordinal = stepCounts[step, default: 0] + 1
      stepCounts[step] = ordinal
      return ordinal == 1 ? step : step + "#\(ordinal)"
    }
  }
}
