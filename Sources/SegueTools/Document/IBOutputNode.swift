/// What ``IBWriter`` writes for one element: a copy of an element of one of its documents, byte for byte, or an
/// element built from parts (attributes and children that may each come from a different document).
indirect enum IBOutputNode: Sendable {
  case copy(document: Int, element: Int)
  case built(IBBuiltElement)
}

/// An element the writer writes tag by tag, the way Xcode writes it.
struct IBBuiltElement: Sendable {
  /// One attribute: its decoded value and, when it is unchanged from a document, its raw bytes there.
  struct Attribute: Sendable, Equatable {
    var name: String
    var value: String
    var raw: Raw?
  }

  /// Bytes of one of the writer's documents.
  struct Raw: Sendable, Equatable {
    var document: Int
    var range: Range<Int>
  }

  var name: String
  var attributes: [Attribute]
  /// Character data: raw bytes of a document, or a value to escape.
  var rawText: Raw?
  var text: String?
  var children: [IBOutputNode]
  /// The document element this one is built from, for the whitespace and comments around its children.
  var source: (document: Int, element: Int)?
}
