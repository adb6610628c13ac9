/// A small, forgiving XML reader that builds a ``StoryboardObject`` tree straight from UTF-8 bytes.
///
/// It knows only what storyboards use: elements, attributes, character data, comments, CDATA,
/// processing instructions and the five predefined entities plus character references. Document
/// type declarations are never processed, so nothing is fetched and nothing expands: a declaration
/// that declares entities refuses the whole file. Every other problem is recorded and reading goes
/// on, so one broken tag costs one element, not the file.
struct XMLScanner {
  static let maximumDepth = 256

  private let bytes: UnsafeBufferPointer<UInt8>
  private let lines: LineIndex
  private let path: String
  private var index = 0
  /// Open elements, innermost last, each with where its finished children start in `finished`.
  private var stack: [(object: StoryboardObject, firstChild: Int)] = []
  /// Finished elements whose parent is still open, so each parent's children array is made once, at its exact size.
  private var finished: [StoryboardObject] = []
  private var roots: [StoryboardObject] = []
  /// Reused for every start tag, packed as ``Attributes`` stores them; each element gets an exact-size
  /// copy made through a buffer pointer (converting the array itself would share this buffer and its
  /// spare capacity).
  private var scratchAttributes: [UInt8] = []
  /// Where each attribute name of the current start tag lies in `scratchAttributes`, to catch duplicates.
  private var scratchNames: [Range<Int>] = []
  /// Once a tag has many attributes: the index in `scratchNames` of the first name with each hash, so duplicate
  /// checks stay linear in the tag (a hash shared by two different names falls back to a scan).
  private var scratchNamesByHash: [Int: Int] = [:]
  private(set) var problems: [Diagnostic] = []
  private(set) var refused = false
  /// Whether to record every element flat, in ``flatElements`` with its byte ranges (for lossless rewriting),
  /// instead of building the ``StoryboardObject`` tree (for decoding). Both read the same way and report the same.
  private let recordsFlat: Bool
  /// Whether to record every element in document order, without its children, in `orderedElements` with where its
  /// subtree ends in `orderedEnds` (for a builder that walks the elements in order), instead of building the tree.
  private let recordsInOrder: Bool
  /// Recording in order: every element, in document order, with its attributes and text and no children.
  private(set) var orderedElements: [StoryboardObject] = []
  /// Parallel to `orderedElements`: the index just past each element's last descendant.
  private(set) var orderedEnds: [Int] = []
  /// Recording in order: the index of each open element, innermost last (`stack` stays empty).
  private var orderedOpen: [Int] = []
  /// The flat elements in document order (depth first).
  private(set) var flatElements: [XMLFlatElement] = []
  /// The raw (still escaped) value range of every kept attribute, in document order.
  private(set) var flatValueRanges: [Range<Int>] = []
  /// Parallel to `flatValueRanges`: where each attribute's name starts in its element's packed attributes.
  private(set) var flatNameStarts: [Int32] = []
  /// The flat index of each open element, innermost last, with where its children start in `flatChildren`. Reading
  /// flat, the open elements are these records (`stack` stays empty: no ``StoryboardObject`` is made).
  private var flatOpen: [(index: Int, firstChild: Int)] = []
  /// The position of the last start tag: start tags come in file order, so each location is counted on from the one
  /// before, not searched for.
  private var lastTag = LineIndex.Cursor()
  /// The flat indices of the children of open elements, so each parent's children array is made once.
  private var flatChildren: [Int] = []
  /// Reading flat, the long element names met so far (at most `sharedLongNames`), each shared by every element
  /// with that name.
  private var flatLongNames: [String] = []
  /// Whether an attribute value read so far has a NUL byte (seen while its closing quote is looked for, so the file
  /// is not searched again for one).
  private var valueHasNUL = false

  init(
    bytes: UnsafeBufferPointer<UInt8>, lines: LineIndex, path: String, recordsFlat: Bool = false,
    recordsInOrder: Bool = false
  ) {
    self.bytes = bytes
    self.lines = lines
    self.path = path
    self.recordsFlat = recordsFlat
    self.recordsInOrder = recordsInOrder && !recordsFlat
    if self.recordsInOrder {
      orderedElements.reserveCapacity(bytes.count / Self.bytesPerElementEstimate)
      orderedEnds.reserveCapacity(bytes.count / Self.bytesPerElementEstimate)
    }
    if recordsFlat {
      // Sized up front from the file's length (Xcode writes an element about every 150 bytes and an attribute about
      // every 40), so the records, some 150 bytes each, are not moved again and again as the arrays grow; memory
      // reserved and never written costs no page. A denser file grows the arrays as before.
      flatElements.reserveCapacity(bytes.count / Self.bytesPerElementEstimate)
      flatValueRanges.reserveCapacity(bytes.count / Self.bytesPerAttributeEstimate)
      flatNameStarts.reserveCapacity(bytes.count / Self.bytesPerAttributeEstimate)
      flatOpen.reserveCapacity(64)
      flatChildren.reserveCapacity(1_024)
    }
  }

  /// Reading flat, the file bytes per element and per attribute the arrays are first sized for: below what Xcode's
  /// storyboards have (about 150 and 40), so they nearly always fit.
  private static let bytesPerElementEstimate = 64
  private static let bytesPerAttributeEstimate = 24

  /// The longest name a `String` stores inline (on 64-bit platforms), and how many longer names reading flat shares.
  private static let smallNameLength = 15
  private static let sharedLongNames = 32

  /// Past this many attributes in one tag, names are also kept by hash (a linear scan is faster below it).
  private static let hashedNamesThreshold = 16

  /// Whether the current start tag already has an attribute called `name`.
  private func isDuplicateName(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
    scratchAttributes.withUnsafeBufferPointer { packed in
      func matches(_ range: Range<Int>) -> Bool { bytesEqual(UnsafeBufferPointer(rebasing: packed[range]), name) }
      guard scratchNames.count >= Self.hashedNamesThreshold else { return scratchNames.contains(where: matches) }
      guard let first = scratchNamesByHash[Self.hash(name)] else { return false }
      return matches(scratchNames[first]) || scratchNames.contains(where: matches)
    }
  }

  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hasher = Hasher()
    hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
    return hasher.finalize()
  }

  private func hash(scratchRange range: Range<Int>) -> Int {
    scratchAttributes.withUnsafeBufferPointer { Self.hash(UnsafeBufferPointer(rebasing: $0[range])) }
  }

  /// Reads the whole buffer and returns the top-level elements (a well-formed file has one).
  mutating func scan() -> [StoryboardObject] {
    while index < bytes.count, !refused {
      let before = index
      if bytes[index] == UInt8(ascii: "<") {
        scanMarkup()
      } else {
        scanText()
      }
      if index == before { index += 1 }  // Whatever the input, every step moves forward.
    }
    while openCount > 0 {
      if !refused {
        let open = openElement(openCount - 1)
        report(
          .error, .xmlUnclosed, "Element '\(open.name)' is not closed before the end of the file",
          at: open.location)
      }
      closeInnermost(endTagStart: bytes.count)
    }
    if refused {
      flatElements = []
      orderedElements = []
      orderedEnds = []
    }
    // A value with a NUL byte in it would read as two packed attributes; then the name starts are not given at all.
    if valueHasNUL { flatNameStarts = [] }
    return refused ? [] : roots
  }

  // MARK: - Markup

  private mutating func scanMarkup() {
    let start = index
    guard index + 1 < bytes.count else {
      report(.error, .xmlSyntax, "Unexpected '<' at the end of the file", at: start)
      index = bytes.count
      return
    }
    switch bytes[index + 1] {
    case UInt8(ascii: "/"): scanEndTag()
    case UInt8(ascii: "?"): skip(past: "?>", from: start, what: "processing instruction")
    case UInt8(ascii: "!"): scanDeclaration()
    default:
      if isNameStart(bytes[index + 1]) {
        scanStartTag()
      } else {
        report(.error, .xmlSyntax, "Unescaped '<' in character data", at: start)
        index += 1
      }
    }
  }

  private mutating func scanStartTag() {
    let start = index
    index += 1
    let name = readName()
    let position = lines.position(of: start, in: bytes, from: &lastTag)
    let location = SourceLocation(file: path, line: position.line, column: position.column)
    scratchAttributes.removeAll(keepingCapacity: true)
    scratchNames.removeAll(keepingCapacity: true)
    let firstValue = flatValueRanges.count
    if !scratchNamesByHash.isEmpty { scratchNamesByHash.removeAll() }
    while true {
      skipWhitespace()
      guard index < bytes.count else {
        report(.error, .xmlSyntax, "Start tag '<\(name)' is not finished before the end of the file", at: start)
        if recordsFlat { dropFlatValues(from: firstValue) }
        return
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: ">") {
        index += 1
        let attributes = Attributes(packed: scratchAttributes.withUnsafeBufferPointer { Array($0) })
        if recordsFlat {
          openFlat(
            name, location: location, attributes: attributes, rawValues: firstValue..<flatValueRanges.count,
            start: start)
        } else {
          var node = StoryboardObject(element: name, location: location)
          node.attributes = attributes
          open(node)
        }
        return
      }
      if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") {
        index += 2
        let attributes = Attributes(packed: scratchAttributes.withUnsafeBufferPointer { Array($0) })
        if recordsFlat {
          appendFlat(
            name, location: location, attributes: attributes, rawValues: firstValue..<flatValueRanges.count,
            start: start, endTagStart: index, end: index)
        } else {
          var node = StoryboardObject(element: name, location: location)
          node.attributes = attributes
          append(node)
        }
        return
      }
      guard isNameStart(byte), readAttribute() else {
        report(.error, .xmlSyntax, "Malformed start tag '<\(name)'; the element is skipped", at: start)
        if recordsFlat { dropFlatValues(from: firstValue) }
        recoverPastTagEnd()
        return
      }
    }
  }

  /// Reads `name="value"` into `scratchAttributes`; false (and nothing kept) when it is malformed.
  private mutating func readAttribute() -> Bool {
    let start = index
    let mark = scratchAttributes.count
    while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
    let nameRange = start..<index
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return false }
    index += 1
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
      return false
    }
    let quote = bytes[index]
    index += 1
    let valueStart = index
    var hasEntity = false
    var hasNUL = false
    while index < bytes.count, bytes[index] != quote {
      let byte = bytes[index]
      if byte == UInt8(ascii: "&") { hasEntity = true }
      if byte == 0 { hasNUL = true }
      if byte == UInt8(ascii: "<") { return false }
      index += 1
    }
    if hasNUL { valueHasNUL = true }
    guard index < bytes.count else { return false }
    let valueEnd = index
    index += 1
    let name = UnsafeBufferPointer(rebasing: bytes[nameRange])
    let isDuplicate = isDuplicateName(name)
    if isDuplicate {
      report(
        .error, .xmlDuplicateAttribute, "Attribute '\(string(nameRange))' appears twice; the second is ignored",
        at: start)
      return true
    }
    scratchAttributes.append(contentsOf: name)
    scratchNames.append(mark..<scratchAttributes.count)
    if scratchNames.count == Self.hashedNamesThreshold {
      for (index, range) in scratchNames.enumerated() where scratchNamesByHash[hash(scratchRange: range)] == nil {
        scratchNamesByHash[hash(scratchRange: range)] = index
      }
    } else if scratchNames.count > Self.hashedNamesThreshold, scratchNamesByHash[Self.hash(name)] == nil {
      scratchNamesByHash[Self.hash(name)] = scratchNames.count - 1
    }
    scratchAttributes.append(0)
    if recordsFlat {
      flatValueRanges.append(valueStart..<valueEnd)
      flatNameStarts.append(Int32(truncatingIfNeeded: mark))
    }
    if hasEntity {
      var packed: [UInt8] = []
      swap(&packed, &scratchAttributes)
      decodeEntities(valueStart..<valueEnd, normalizingWhitespace: true, into: &packed)
      swap(&packed, &scratchAttributes)
    } else {
      scratchAttributes.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[valueStart..<valueEnd]))
    }
    scratchAttributes.append(0)
    return true
  }

  private mutating func scanEndTag() {
    let start = index
    index += 2
    let name = readName()
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: ">") {
      index += 1
    } else {
      report(.error, .xmlSyntax, "Malformed end tag '</\(name)'", at: start)
      recoverPastTagEnd()
    }
    let match =
      recordsFlat
      ? flatOpen.lastIndex(where: { flatElements[$0.index].name == name })
      : recordsInOrder
        ? orderedOpen.lastIndex(where: { orderedElements[$0].element == name })
        : stack.lastIndex(where: { $0.object.element == name })
    guard let match else {
      report(.error, .xmlMismatchedTag, "End tag '</\(name)>' has no matching start tag; it is ignored", at: start)
      return
    }
    while openCount > match + 1 {
      let unclosed = openElement(openCount - 1)
      report(
        .error, .xmlMismatchedTag,
        "Element '\(unclosed.name)' is not closed before '</\(name)>'; it is closed there", at: unclosed.location)
      closeInnermost(endTagStart: start)
    }
    closeInnermost(endTagStart: start, end: index)
  }

  private mutating func scanDeclaration() {
    let start = index
    if matches("<!--") {
      skip(past: "-->", from: start, what: "comment")
    } else if matches("<![CDATA[") {
      let contentStart = index + 9
      skip(past: "]]>", from: start, what: "CDATA section")
      appendText(string(contentStart..<max(contentStart, index - 3)))
    } else if matches("<!DOCTYPE") {
      scanDoctype()
    } else {
      report(.error, .xmlSyntax, "Unknown markup declaration", at: start)
      index += 2
      recoverPastTagEnd()
    }
  }

  /// Skips a document type declaration; one that declares entities refuses the file.
  private mutating func scanDoctype() {
    let start = index
    var depth = 0
    var end = index
    while end < bytes.count {
      let byte = bytes[end]
      if byte == UInt8(ascii: "[") { depth += 1 }
      if byte == UInt8(ascii: "]") { depth -= 1 }
      if byte == UInt8(ascii: ">"), depth <= 0 { break }
      end += 1
    }
    let declaration = UnsafeBufferPointer(rebasing: bytes[start..<min(end, bytes.count)])
    if contains(declaration, "<!ENTITY") || contains(declaration, "SYSTEM") || contains(declaration, "PUBLIC") {
      report(
        .error, .xmlEntityRefused,
        "Document type declarations with entities or external identifiers are refused; the file is not loaded",
        at: start)
      refused = true
      return
    }
    report(.warning, .xmlDoctype, "Document type declaration ignored", at: start)
    index = min(end + 1, bytes.count)
  }

  // MARK: - Character data

  private mutating func scanText() {
    let start = index
    var hasEntity = false
    var blank = true
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "<") { break }
      if byte == UInt8(ascii: "&") { hasEntity = true }
      if blank, byte != 0x20, byte != 0x0A, byte != 0x0D, byte != 0x09 { blank = false }
      index += 1
    }
    guard !blank else { return }
    if openCount == 0 {
      report(.error, .xmlSyntax, "Text outside the root element", at: start)
      return
    }
    guard hasEntity else {
      appendText(string(start..<index))
      return
    }
    var decoded: [UInt8] = []
    decodeEntities(start..<index, normalizingWhitespace: false, into: &decoded)
    appendText(String(decoding: decoded, as: UTF8.self))
  }

  private mutating func appendText(_ text: String) {
    if recordsFlat {
      guard let last = flatOpen.last?.index else { return }
      flatElements[last].text = (flatElements[last].text ?? "") + text
      return
    }
    if recordsInOrder {
      guard let last = orderedOpen.last else { return }
      orderedElements[last].content = (orderedElements[last].content ?? "") + text
      return
    }
    guard !stack.isEmpty else { return }
    let last = stack.count - 1
    stack[last].object.content = (stack[last].object.content ?? "") + text
  }

  /// Appends the bytes of `range` to `output` with entity and character references replaced.
  private mutating func decodeEntities(_ range: Range<Int>, normalizingWhitespace: Bool, into output: inout [UInt8]) {
    var position = range.lowerBound
    while position < range.upperBound {
      let byte = bytes[position]
      guard byte == UInt8(ascii: "&") else {
        output.append(normalizingWhitespace && (byte == 0x0A || byte == 0x09 || byte == 0x0D) ? 0x20 : byte)
        position += 1
        continue
      }
      var end = position + 1
      while end < range.upperBound, end - position <= 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
      let reference = end < range.upperBound && bytes[end] == UInt8(ascii: ";") ? string(position + 1..<end) : nil
      if let reference, let scalar = Self.resolve(reference: reference) {
        output.append(contentsOf: String(Character(scalar)).utf8)
        position = end + 1
      } else {
        let shown = reference.map { "&\($0);" } ?? "&"
        report(.error, .xmlEntityUndefined, "Undefined entity '\(shown)' kept as written", at: position)
        output.append(byte)
        position += 1
      }
    }
  }

  private static func resolve(reference: String) -> Unicode.Scalar? {
    switch reference {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    default:
      guard reference.hasPrefix("#") else { return nil }
      let digits = reference.dropFirst()
      let value =
        digits.hasPrefix("x") || digits.hasPrefix("X")
        ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
      return value.flatMap(Unicode.Scalar.init).flatMap { $0.value == 0 ? nil : $0 }
    }
  }

  // MARK: - Tree building

  /// The open elements: the tree's, or reading flat, the records'.
  private var openCount: Int { recordsFlat ? flatOpen.count : recordsInOrder ? orderedOpen.count : stack.count }

  /// The name and location of the open element at `position` (0 is the outermost).
  private func openElement(_ position: Int) -> (name: String, location: SourceLocation) {
    if recordsInOrder {
      let record = orderedOpen[position]
      return (orderedElements[record].element, orderedElements[record].location)
    }
    guard recordsFlat else { return (stack[position].object.element, stack[position].object.location) }
    let record = flatElements[flatOpen[position].index]
    return (record.name, record.location)
  }

  /// Whether another element may open; reports and skips the element (whose start tag was just read) if not.
  private mutating func mayOpen(_ name: String, at location: SourceLocation) -> Bool {
    guard openCount >= Self.maximumDepth else { return true }
    report(
      .error, .xmlTooDeep, "Elements nest deeper than \(Self.maximumDepth) levels; '<\(name)>' is skipped",
      at: location)
    skipElement()
    return false
  }

  /// Opens `node` (reading into the tree, or recording in order).
  private mutating func open(_ node: StoryboardObject) {
    guard mayOpen(node.element, at: node.location) else { return }
    guard !recordsInOrder else {
      orderedOpen.append(orderedElements.count)
      orderedElements.append(node)
      orderedEnds.append(orderedElements.count)
      return
    }
    stack.append((node, finished.count))
  }

  /// Opens an element reading flat: records it, with its attributes and raw value ranges; its end and text are set
  /// when it closes.
  private mutating func openFlat(
    _ name: String, location: SourceLocation, attributes: Attributes, rawValues: Range<Int>, start: Int
  ) {
    guard mayOpen(name, at: location) else {
      dropFlatValues(from: rawValues.lowerBound)
      return
    }
    appendFlat(
      name, location: location, attributes: attributes, rawValues: rawValues, start: start, endTagStart: index,
      end: index)
    flatOpen.append((flatElements.count - 1, flatChildren.count))
  }

  /// Forgets the raw values (and name starts) of attributes from `first` on, of a start tag that is not kept.
  private mutating func dropFlatValues(from first: Int) {
    flatValueRanges.removeSubrange(first...)
    flatNameStarts.removeSubrange(first...)
  }

  /// Records an element flat, as a child of the innermost open element.
  private mutating func appendFlat(
    _ name: String, location: SourceLocation, attributes: Attributes, rawValues: Range<Int>, start: Int,
    endTagStart: Int, end: Int
  ) {
    let parent = flatOpen.last?.index
    if parent != nil { flatChildren.append(flatElements.count) }
    flatElements.append(
      XMLFlatElement(
        name: name, attributes: attributes, rawValues: rawValues, text: nil, parent: parent, depth: flatOpen.count,
        location: location, start: start, startTagEnd: index, endTagStart: endTagStart, end: end))
  }

  /// Closes the innermost open element, whose end tag starts at `endTagStart` and ends at `end` (both the same when
  /// the element is closed implicitly, by an outer end tag or the end of the file).
  private mutating func closeInnermost(endTagStart: Int, end: Int? = nil) {
    guard !recordsFlat else {
      let (flatIndex, firstFlatChild) = flatOpen.removeLast()
      flatElements[flatIndex].children = Array(flatChildren[firstFlatChild...])
      flatChildren.removeSubrange(firstFlatChild...)
      flatElements[flatIndex].endTagStart = endTagStart
      flatElements[flatIndex].end = end ?? endTagStart
      return
    }
    if recordsInOrder {
      orderedEnds[orderedOpen.removeLast()] = orderedElements.count
      return
    }
    var (node, firstChild) = stack.removeLast()
    node.children = Array(finished[firstChild...])
    finished.removeSubrange(firstChild...)
    append(node)
  }

  private mutating func append(_ node: StoryboardObject) {
    if recordsInOrder {
      orderedElements.append(node)
      orderedEnds.append(orderedElements.count)
    } else if stack.isEmpty {
      roots.append(node)
    } else {
      finished.append(node)
    }
  }

  /// Skips past the end of an element that is too deeply nested to keep, counting its own nesting.
  private mutating func skipElement() {
    var depth = 1
    while index < bytes.count, depth > 0 {
      guard bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count else {
        index += 1
        continue
      }
      let closing = bytes[index + 1] == UInt8(ascii: "/")
      let opening = isNameStart(bytes[index + 1])
      while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
      let selfClosing = index < bytes.count && bytes[index - 1] == UInt8(ascii: "/")
      index += 1
      if closing {
        depth -= 1
      } else if opening, !selfClosing {
        depth += 1
      }
    }
  }

  // MARK: - Low-level reading

  private mutating func readName() -> String {
    let start = index
    while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
    guard recordsFlat, index - start > Self.smallNameLength else { return string(start..<index) }
    // Reading flat, a long name (a string of its own, where a short one is stored inline) is made once per file and
    // shared: a storyboard repeats a few (`autoresizingMask`, `tableViewCellContentView`) hundreds of times.
    let name = UnsafeBufferPointer(rebasing: bytes[start..<index])
    for known in flatLongNames {
      let same = known.utf8.withContiguousStorageIfAvailable { bytesEqual($0, name) } ?? false
      if same { return known }
    }
    let made = string(start..<index)
    if flatLongNames.count < Self.sharedLongNames { flatLongNames.append(made) }
    return made
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
      index += 1
    }
  }

  private mutating func recoverPastTagEnd() {
    while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
      if bytes[index] == UInt8(ascii: "<") { return }
      index += 1
    }
    index = min(index + 1, bytes.count)
  }

  private mutating func skip(past terminator: StaticString, from start: Int, what: String) {
    let terminatorBytes = UnsafeBufferPointer(start: terminator.utf8Start, count: terminator.utf8CodeUnitCount)
    var position = index + 2
    while position + terminatorBytes.count <= bytes.count {
      if bytes[position] == terminatorBytes[0], matches(terminatorBytes, at: position) {
        index = position + terminatorBytes.count
        return
      }
      position += 1
    }
    report(.error, .xmlSyntax, "Unterminated \(what)", at: start)
    index = bytes.count
  }

  private func matches(_ literal: StaticString) -> Bool {
    matches(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount), at: index)
  }

  private func matches(_ literal: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
    guard position + literal.count <= bytes.count else { return false }
    for offset in 0..<literal.count where bytes[position + offset] != literal[offset] { return false }
    return true
  }

  private func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool {
    let needleBytes = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
    guard haystack.count >= needleBytes.count else { return false }
    outer: for start in 0...(haystack.count - needleBytes.count) {
      for offset in 0..<needleBytes.count where haystack[start + offset] != needleBytes[offset] { continue outer }
      return true
    }
    return false
  }

  private func string(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  private func isNameStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
  }

  private func isNameByte(_ byte: UInt8) -> Bool {
    isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: ".")
  }

  private mutating func report(
    _ severity: Diagnostic.Severity, _ code: DiagnosticCode, _ message: String, at offset: Int
  ) {
    let position = lines.position(of: offset, in: bytes)
    report(severity, code, message, at: SourceLocation(file: path, line: position.line, column: position.column))
  }

  private mutating func report(
    _ severity: Diagnostic.Severity, _ code: DiagnosticCode, _ message: String, at location: SourceLocation
  ) {
    problems.append(Diagnostic(severity: severity, code: code, message: message, location: location))
  }
}
