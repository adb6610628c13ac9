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
  /// The element index of each address, by the addresses' hashes.
  private var addressIndex = IBAddressIndex(capacity: 0)
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
    // The reader's name starts, when it gives them (not when a value has a NUL byte).
    let nameStarts = tree.nameStarts.count == tree.valueRanges.count ? tree.nameStarts : nil
    let (elements, builder) = tree.elements.withUnsafeMutableBufferPointer { records in
      // The first root's subtree: it runs up to the next element without a parent.
      var count = 1
      while count < records.count, records[count].parent != nil { count += 1 }
      // The records are read where the reader left them (the builder keeps only what it adds, in arrays of its own);
      // then each is moved once, straight into its element, and its slot refilled with the empty placeholder (the
      // reader's array must stay whole; the placeholder holds only empty values).
      var builder = Builder(count: count)
      let read = UnsafeBufferPointer(rebasing: records[0..<count])
      if let nameStarts {
        nameStarts.withUnsafeBufferPointer { starts in
          for index in 0..<count { builder.add(index, of: read, nameStarts: starts) }
        }
      } else {
        for index in 0..<count { builder.add(index, of: read, nameStarts: nil) }
      }
      let first = records.baseAddress!
      let elements = [IBElement](unsafeUninitializedCapacity: count) { buffer, initialized in
        let target = buffer.baseAddress!
        for index in 0..<count {
          (target + index).initialize(
            to: IBElement(
              record: (first + index).move(), addressHash: builder.hashes[index],
              addressOrdinal: builder.ordinals[index], leadingTrivia: builder.leadingTrivia[index]))
        }
        initialized = count
      }
      first.initialize(repeating: XMLFlatElement.placeholder, count: count)
      return (elements, builder)
    }
    self.elements = elements
    addressIndex = builder.addressIndex
    duplicateIDs = builder.duplicateIDs
    valueRanges = tree.valueRanges
  }

  /// The root element, if the file has one.
  public var root: IBElement? { elements.first }

  /// The index of the element with `address` (``address(of:)``).
  public func index(of address: String) -> Int? {
    addressIndex.first(
      hash: IBAddressIndex.hash(IBAddressIndex.basis, address), hashes: { elements[$0].addressHash },
      where: { self.address(of: $0) == address })
  }

  /// The index of the element with the address that `other`'s element at `index` has.
  func index(matching index: Int, in other: IBDocument) -> Int? {
    var address: String?
    return addressIndex.first(
      hash: other.elements[index].addressHash, hashes: { elements[$0].addressHash },
      where: { candidate in
        if address == nil { address = other.address(of: index) }
        return self.address(of: candidate) == address
      })
  }

  /// The stable name of the element at `index` across versions of the file: `#id` for an object with an `id` (or a
  /// scene's `sceneID`), otherwise the parent's address, `/`, the element name, the attribute that tells siblings
  /// apart (`key`, `name`, `identifier`, `keyPath`, `reference`) as `[name=value]`, and `#` and an ordinal when
  /// earlier siblings share all that. Made when asked for: reading keeps only its hash.
  public func address(of index: Int) -> String {
    // The element and its ancestors up to the nearest with an `#id` address (or the root), innermost first.
    var chain = [index]
    while elements[chain[chain.count - 1]].addressOrdinal != 0, let parent = elements[chain[chain.count - 1]].parent {
      chain.append(parent)
    }
    var address = ""
    for member in chain.reversed() {
      // The element's fields are read in place (a copy of the element would retain every one of them).
      let keys = IBAttributeKeys(elements[member].record.attributes)
      let ordinal = elements[member].addressOrdinal
      if ordinal == 0 {
        address = "#" + (keys.id ?? "")
        continue
      }
      address += "/"
      address += elements[member].record.name
      if let (name, value) = keys.discriminator {
        address += "["
        address += name
        address += "="
        address += value
        address += "]"
      }
      if ordinal > 1 { address += "#\(ordinal)" }
    }
    return address
  }

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
  /// What ``IBDocument/elements`` adds to the reader's flat elements, computed in document order as the reader
  /// made them.
  ///
  /// One pass over the records where they lie: each element's attributes are read once as packed bytes
  /// (`IBAttributeKeys`, only their names when the reader says where they start), no address string is made (each
  /// element's address is hashed from its parent's hash and its own step, `IBAddressIndex`), and the ordinals of
  /// id-less siblings are counted on one stack of the open parents. What it adds is kept in arrays of its own, sized
  /// up front, so nothing is allocated per element and a parent's hash is read from a dense array.
  fileprivate struct Builder {
    /// Per element, the hash of its address, its ordinal (0 for `#id`) and its leading trivia.
    private(set) var hashes: [UInt64] = []
    private(set) var ordinals: [Int] = []
    private(set) var leadingTrivia: [Range<Int>] = []
    private(set) var addressIndex: IBAddressIndex
    private(set) var duplicateIDs: [String: [Int]] = [:]
    /// Per element: where its last child seen so far ends (its start tag's end before the first), for the next
    /// child's leading trivia.
    private var previousEnd: [Int] = []
    private var siblings = SiblingCounts()

    init(count: Int) {
      hashes.reserveCapacity(count)
      ordinals.reserveCapacity(count)
      leadingTrivia.reserveCapacity(count)
      addressIndex = IBAddressIndex(capacity: count)
      previousEnd.reserveCapacity(count)
    }

    /// Adds the element at `index` of `records` (all before it are added); `nameStarts` are the reader's name starts
    /// of the whole document, when it gives them.
    mutating func add(
      _ index: Int, of records: UnsafeBufferPointer<XMLFlatElement>, nameStarts: UnsafeBufferPointer<Int32>?
    ) {
      let (hash, ordinal) = address(of: index, in: records, nameStarts: nameStarts)
      let record = records.baseAddress! + index
      let start = record.pointee.start
      var leading = 0..<start
      if let parent = record.pointee.parent {
        leading = min(previousEnd[parent], start)..<start
        previousEnd[parent] = record.pointee.end
      }
      previousEnd.append(record.pointee.startTagEnd)
      hashes.append(hash)
      ordinals.append(ordinal)
      leadingTrivia.append(leading)
      addressIndex.insert(index, hash: hash)
    }

    /// The hash of the address of the element at `index`, and its ordinal (0 for `#id`): `#id` for the first element
    /// with an id (or a scene's `sceneID`), otherwise the parent's address and a step.
    private mutating func address(
      of index: Int, in records: UnsafeBufferPointer<XMLFlatElement>, nameStarts: UnsafeBufferPointer<Int32>?
    ) -> (hash: UInt64, ordinal: Int) {
      let record = records.baseAddress! + index
      let parent = record.pointee.parent
      let parentHash = parent.map { hashes[$0] } ?? IBAddressIndex.basis
      // One pass over the packed attributes, in a closure that touches nothing else: the id's hash when there is an
      // id, else the hash of the address's path (the builder's state is changed out here).
      let rawValues = record.pointee.rawValues
      let (idHash, pathHash) = record.pointee.attributes.withPackedBytes { packed -> (UInt64?, UInt64) in
        let keys =
          nameStarts.map {
            IBAttributeKeys.ranges(in: packed, nameStarts: UnsafeBufferPointer(rebasing: $0[rawValues]))
          } ?? IBAttributeKeys.ranges(in: packed)
        if let range = keys.id {
          let idHash = IBAddressIndex.hash(
            IBAddressIndex.hash(IBAddressIndex.basis, UInt8(ascii: "#")),
            text: UnsafeBufferPointer(rebasing: packed[range]))
          return (idHash, 0)
        }
        return (
          nil,
          Self.pathHash(packed, name: record.pointee.name, discriminator: keys.discriminator, parentHash: parentHash)
        )
      }
      var path = pathHash
      if let idHash {
        var id: String?
        let (hashes, ordinals) = (hashes, ordinals)
        let owner = addressIndex.first(
          hash: idHash, hashes: { hashes[$0] },
          where: { candidate in
            if id == nil { id = IBAttributeKeys(record.pointee.attributes).id }
            return ordinals[candidate] == 0 && IBAttributeKeys(records[candidate].attributes).id == id
          })
        guard let owner else { return (idHash, 0) }
        duplicateIDs[id ?? "", default: [owner]].append(index)
        // A later element with the id: its address is made as if it had none.
        path = record.pointee.attributes.withPackedBytes { packed in
          let keys = IBAttributeKeys.ranges(in: packed)
          return Self.pathHash(
            packed, name: record.pointee.name, discriminator: keys.discriminator, parentHash: parentHash)
        }
      }
      guard let parent else { return (path, 1) }
      // Siblings share the parent's hash, so the hash up to here tells their steps apart.
      let ordinal = siblings.next(path, parent: parent, depth: record.pointee.depth - 1)
      guard ordinal > 1 else { return (path, ordinal) }
      return (IBAddressIndex.hash(IBAddressIndex.hash(path, UInt8(ascii: "#")), decimal: ordinal), ordinal)
    }

    /// The hash of an id-less element's address before any ordinal: the parent's address, `/`, the name, and
    /// `[name=value]` for the discriminator.
    private static func pathHash(
      _ packed: UnsafeBufferPointer<UInt8>, name: String, discriminator: (rank: Int, value: Range<Int>)?,
      parentHash: UInt64
    ) -> UInt64 {
      var hash = IBAddressIndex.hash(IBAddressIndex.hash(parentHash, UInt8(ascii: "/")), name)
      guard let (rank, value) = discriminator else { return hash }
      let open = IBAddressIndex.hash(hash, UInt8(ascii: "["))
      hash = IBAttributeKeys.discriminators[rank].withUTF8Buffer { IBAddressIndex.hash(open, $0) }
      hash = IBAddressIndex.hash(hash, UInt8(ascii: "="))
      hash = IBAddressIndex.hash(hash, text: UnsafeBufferPointer(rebasing: packed[value]))
      return IBAddressIndex.hash(hash, UInt8(ascii: "]"))
    }
  }

  /// How many id-less children of each open parent have taken each address (by its hash, before the ordinal) so far,
  /// for the ordinals. Elements come in document order, so a parent's children all come while it is open, and the
  /// counts of the open parents form a stack: one array for all of them, the innermost parent's at the top (a
  /// dictionary for a parent with many different children). A parent's counts are dropped when an element of its
  /// depth or above comes.
  fileprivate struct SiblingCounts {
    private var open: [(parent: Int, depth: Int, first: Int, table: [UInt64: Int]?)] = []
    private var counts: [(path: UInt64, count: Int)] = []

    /// The ordinal, from 1, of the next child of `parent` (at `depth`) whose address hashes to `path`.
    mutating func next(_ path: UInt64, parent: Int, depth: Int) -> Int {
      while let top = open.last, top.depth > depth || (top.depth == depth && top.parent != parent) {
        counts.removeSubrange(top.first...)
        open.removeLast()
      }
      if open.last?.parent != parent { open.append((parent, depth, counts.count, nil)) }
      let last = open.count - 1
      if open[last].table == nil {
        let first = open[last].first
        if let position = counts[first...].firstIndex(where: { $0.path == path }) {
          counts[position].count += 1
          return counts[position].count
        }
        if counts.count - first < 8 {
          counts.append((path, 1))
          return 1
        }
        var table: [UInt64: Int] = [:]
        for entry in counts[first...] { table[entry.path] = entry.count }
        counts.removeSubrange(first...)
        open[last].table = table
      }
      let ordinal = (open[last].table?[path] ?? 0) + 1
      open[last].table?[path] = ordinal
      return ordinal
    }
  }
}
