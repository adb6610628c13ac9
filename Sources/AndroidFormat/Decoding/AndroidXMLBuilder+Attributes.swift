import Foundation
import StoryboardFormat

/// What reading an element's attributes gives a builder: the scope inside the element, and its attributes in
/// Android's and the app's namespaces by local name (the first of a repeated local name), values as written.
struct AttributeRead {
  var scope: NamespaceScope
  var android: [String: String]
  var app: [String: String]
  /// When the reader was asked for marks and read the element on its bytes: which of its attributes (bit `n` for
  /// the `n`th in file order) the tables would hold, and the tables are left empty; `nil` when they were made.
  var marks: (android: UInt64, app: UInt64)? = nil
}

/// What the Android builders reuse from one element's attribute reading to the next.
struct AttributeScratch {
  /// The values of the attributes the last reading was asked for by name, in its order; each builder takes them
  /// before it reads the element's children. As many slots as the longest list a builder asks for.
  var fieldValues = [String?](repeating: nil, count: 16)
  /// Each attribute's name (then local name) and value ranges in the packed bytes, and its namespace's kind.
  var spans: [(name: Range<Int>, value: Range<Int>, kind: NamespaceScope.Kind?)] = []
}

/// Attributes a builder takes by name, each in Android's or the app's namespace (at most sixteen).
/// The names are ASCII string literals: a table keyed by one of them shares the literal, no string is made for it.
typealias WantedAttributes = [(kind: NamespaceScope.Kind, name: String)]

extension AndroidXMLBuilder {
  /// The scope inside `node` and its attributes in Android's namespace (and the app's, when `keepsApp`) by local
  /// name, from one pass over its attributes, reporting unbound prefixes. A name without a prefix goes to `plain`
  /// (which reports it or not); an Android attribute whose local name is not in `knownAndroid` (when given) is
  /// noted. The values of the `wanted` attributes (what the tables hold under those names) are left in
  /// `attributeScratch.fieldValues`, in their order. With `marksOnly`, an element read on its bytes (at most 64
  /// attributes) gets no tables but `marks`: which attributes they would hold, for `NamespacedAttributes`.
  ///
  /// An element whose attribute names are all ASCII (every real file's) is read on its packed bytes: names are
  /// compared as bytes, prefixes are looked up without hashing, strings are made only of what is kept, and each
  /// table is made once at its size. Any other element, or every one when `readsAttributesAsStrings`, is read on
  /// its attributes as strings, with the same result and the same diagnostics in the same order (on ASCII names,
  /// `String`'s comparisons are the bytes').
  mutating func readAttributes(
    _ node: RecordedElement, in parent: NamespaceScope, keepsApp: Bool, knownAndroid: Set<String>? = nil,
    wanted: WantedAttributes = [], marksOnly: Bool = false, plain: (inout Self, String) -> Void
  ) -> AttributeRead {
    for index in wanted.indices { attributeScratch.fieldValues[index] = nil }
    if !readsAttributesAsStrings,
      let read = readASCIINames(
        node, in: parent, keepsApp: keepsApp, knownAndroid: knownAndroid, wanted: wanted, marksOnly: marksOnly,
        plain: plain)
    {
      return read
    }
    let read = readAsStrings(node, in: parent, keepsApp: keepsApp, knownAndroid: knownAndroid, plain: plain)
    for (index, field) in wanted.enumerated() {
      attributeScratch.fieldValues[index] =
        field.kind == .android ? read.android[field.name] : read.app[field.name]
    }
    return read
  }

  /// `readAttributes` for any element, on the attributes as strings.
  private mutating func readAsStrings(
    _ node: RecordedElement, in parent: NamespaceScope, keepsApp: Bool, knownAndroid: Set<String>?,
    plain: (inout Self, String) -> Void
  ) -> AttributeRead {
    let attributes = node.attributes.all
    let scope = parent.entering(attributes)
    var android: [String: String] = [:]
    var app: [String: String] = [:]
    for attribute in attributes where attribute.name != "xmlns" && !attribute.name.hasPrefix("xmlns:") {
      guard let (local, uri) = qualified(attribute.name, of: node, in: scope, unboundCode: .unboundPrefix) else {
        plain(&self, attribute.name)
        continue
      }
      // Another tool's namespace (`tools:`, `dist:`) is kept in `attributes`, not the builder's to read.
      if uri == AndroidManifest.androidNamespace {
        if android[local] == nil { android[local] = attribute.value }
        if let knownAndroid, !knownAndroid.contains(local) {
          reportUnknown(attribute.name, on: node)
        }
      } else if keepsApp, let uri, LayoutVocabulary.isAppNamespace(uri) {
        if app[local] == nil { app[local] = attribute.value }
      }
    }
    return AttributeRead(scope: scope, android: android, app: app)
  }

  private mutating func reportUnknown(_ name: String, on node: RecordedElement) {
    report(
      .note, .unknownAttribute, "Unknown attribute '\(name)' on '<\(node.element)>' is kept as is", at: node.location)
  }

  /// `readAttributes` on the packed attribute bytes; `nil` for an element with a name that is not ASCII.
  private mutating func readASCIINames(
    _ node: RecordedElement, in parent: NamespaceScope, keepsApp: Bool, knownAndroid: Set<String>?,
    wanted: WantedAttributes, marksOnly: Bool, plain: (inout Self, String) -> Void
  ) -> AttributeRead? {
    var spans: [(name: Range<Int>, value: Range<Int>, kind: NamespaceScope.Kind?)] = []
    swap(&spans, &attributeScratch.spans)
    defer {
      spans.removeAll(keepingCapacity: true)
      swap(&spans, &attributeScratch.spans)
    }
    return node.attributes.withPackedBytes { packed in
      // The attributes as `Attributes`' iterator reads them: name NUL value NUL, to the last complete pair.
      var declarations = 0
      var position = 0
      while position < packed.count {
        var nameEnd = position
        while nameEnd < packed.count, packed[nameEnd] != 0 {
          guard packed[nameEnd] < 0x80 else { return nil }
          nameEnd += 1
        }
        guard nameEnd < packed.count, let valueEnd = PackedBytes.offsetOfNUL(in: packed, from: nameEnd + 1) else {
          break
        }
        if PackedBytes.hasPrefix(packed, position..<nameEnd, "xmlns:") { declarations += 1 }
        spans.append((position..<nameEnd, (nameEnd + 1)..<valueEnd, nil))
        position = valueEnd + 1
      }
      func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: packed[range]), as: UTF8.self)
      }
      var scope = parent
      if declarations > 0 {
        scope = parent.entering(
          spans.filter { PackedBytes.hasPrefix(packed, $0.name, "xmlns:") }.map {
            Attributes.Attribute(name: string($0.name), value: string($0.value))
          })
      }
      // Each attribute's namespace first (reporting as it goes, in the order `readAsStrings` does): what is kept
      // gets its kind, and its local name's range for its name's, so that each table is made once, at its size.
      var androidCount = 0
      var appCount = 0
      for index in spans.indices {
        let nameRange = spans[index].name
        let name = UnsafeBufferPointer(rebasing: packed[nameRange])
        guard !PackedBytes.hasPrefix(packed, nameRange, "xmlns:"), !PackedBytes.equals(name, "xmlns") else {
          continue
        }
        guard let colon = name.firstIndex(of: UInt8(ascii: ":")) else {
          plain(&self, string(nameRange))
          continue
        }
        guard var kind = scope.kind(of: UnsafeBufferPointer(rebasing: name[..<colon])) else {
          report(
            .warning, .unboundPrefix,
            "Prefix '\(string(nameRange.lowerBound..<(nameRange.lowerBound + colon)))' of attribute "
              + "'\(string(nameRange))' is not bound to a namespace; the attribute is kept but not read",
            at: node.location)
          continue
        }
        if kind == .app, !keepsApp { kind = .other }
        let local = (nameRange.lowerBound + colon + 1)..<nameRange.upperBound
        if kind == .android, let knownAndroid, !knownAndroid.contains(string(local)) {
          reportUnknown(string(nameRange), on: node)
        }
        guard kind != .other else { continue }
        // The first of two attributes with one local name in one namespace (`android:` and `a:` bound alike).
        let localBytes = UnsafeBufferPointer(rebasing: packed[local])
        let repeated = spans[..<index].contains {
          $0.kind == kind && PackedBytes.equals(UnsafeBufferPointer(rebasing: packed[$0.name]), localBytes)
        }
        guard !repeated else { continue }
        if kind == .android { androidCount += 1 } else { appCount += 1 }
        spans[index].name = local
        spans[index].kind = kind
      }
      if marksOnly, spans.count <= NamespacedAttributes.markableCount {
        return marked(spans, packed: packed, scope: scope, wanted: wanted)
      }
      var android = [String: String](minimumCapacity: androidCount)
      var app = [String: String](minimumCapacity: appCount)
      for span in spans {
        guard let kind = span.kind else { continue }
        let value = string(span.value)
        // A wanted attribute's name is the wanted literal (the same string; none is made).
        var field: Int?
        if !wanted.isEmpty {
          let local = UnsafeBufferPointer(rebasing: packed[span.name])
          field = wanted.firstIndex { $0.kind == kind && PackedBytes.equals(local, $0.name) }
        }
        let name = field.map { wanted[$0].name } ?? string(span.name)
        if kind == .android {
          android[name] = value
        } else {
          app[name] = value
        }
        if let field { attributeScratch.fieldValues[field] = value }
      }
      return AttributeRead(scope: scope, android: android, app: app)
    }
  }

  /// What `readASCIINames` gives with `marksOnly`, from the kept `spans` (local names, kinds): the marks, and the
  /// `wanted` values (the only strings made).
  private mutating func marked(
    _ spans: [(name: Range<Int>, value: Range<Int>, kind: NamespaceScope.Kind?)], packed: UnsafeBufferPointer<UInt8>,
    scope: NamespaceScope, wanted: WantedAttributes
  ) -> AttributeRead {
    var android: UInt64 = 0
    var app: UInt64 = 0
    for (ordinal, span) in spans.enumerated() {
      guard let kind = span.kind else { continue }
      if kind == .android { android |= 1 << ordinal } else { app |= 1 << ordinal }
      let local = UnsafeBufferPointer(rebasing: packed[span.name])
      if let field = wanted.firstIndex(where: { $0.kind == kind && PackedBytes.equals(local, $0.name) }) {
        attributeScratch.fieldValues[field] = String(
          decoding: UnsafeBufferPointer(rebasing: packed[span.value]), as: UTF8.self)
      }
    }
    return AttributeRead(scope: scope, android: [:], app: [:], marks: (android, app))
  }
}

/// Byte comparisons on packed attributes (`name NUL value NUL …`).
enum PackedBytes {
  /// The offset of the first NUL byte of `packed` from `start` on (C's `memchr`: values are long), or `nil`.
  static func offsetOfNUL(in packed: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard start < packed.count, let base = packed.baseAddress,
      let found = memchr(base + start, 0, packed.count - start)
    else { return nil }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }

  /// Whether the bytes of `packed` in `range` start with `prefix` (ASCII).
  static func hasPrefix(_ packed: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ prefix: StaticString) -> Bool {
    let count = prefix.utf8CodeUnitCount
    guard range.count >= count else { return false }
    let bytes = prefix.utf8Start
    for offset in 0..<count where packed[range.lowerBound + offset] != bytes[offset] { return false }
    return true
  }

  /// Whether two byte runs are equal.
  static func equals(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for offset in 0..<lhs.count where lhs[offset] != rhs[offset] { return false }
    return true
  }

  /// Whether `name` is the bytes of `literal` (an ASCII string literal).
  static func equals(_ name: UnsafeBufferPointer<UInt8>, _ literal: String) -> Bool {
    literal.utf8.withContiguousStorageIfAvailable { equals(name, $0) } ?? literal.utf8.elementsEqual(name)
  }

  /// Whether `name` is `literal` (ASCII).
  static func equals(_ name: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard name.count == count else { return false }
    let bytes = literal.utf8Start
    for offset in 0..<count where name[offset] != bytes[offset] { return false }
    return true
  }
}
