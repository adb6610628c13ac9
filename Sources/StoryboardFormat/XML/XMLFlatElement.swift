/// One element of a file read flat (``XMLFlatTree``): what a lossless rewriter needs to copy an unchanged element
/// byte for byte and to rewrite only what changed, with its place in the tree given by indices.
///
/// Offsets are byte offsets into the file as read (conflict-marker lines blanked out keep their length). An element
/// closed implicitly (by an outer end tag or the end of the file) has `endTagStart == end`.
package struct XMLFlatElement: Sendable {
  /// The element name.
  package var name: String
  /// The attributes in file order, values decoded, packed as the decoder keeps them.
  package var attributes: Attributes
  /// Where the raw (still escaped) value of each kept attribute lies: indices into ``XMLFlatTree/valueRanges``,
  /// parallel to ``attributes``.
  package var rawValues: Range<Int>
  /// Character data, decoded; `nil` when the element has none.
  package var text: String?
  /// The parent's index; `nil` for a top-level element.
  package var parent: Int?
  /// The children's indices, in file order.
  package var children: [Int] = []
  /// The nesting depth: 0 for a top-level element.
  package var depth: Int
  /// Where the start tag begins.
  package var location: SourceLocation
  /// The offset of the start tag's `<`.
  package var start: Int
  /// Just past the start tag's `>` (or `/>`).
  package var startTagEnd: Int
  /// The offset of the end tag's `<`; `startTagEnd` for a self-closing element.
  package var endTagStart: Int
  /// Just past the element's last byte.
  package var end: Int

  /// An element with nothing in it, to move a record out of an array with `swap` (no reference counting).
  package static let placeholder = XMLFlatElement(
    name: "", attributes: Attributes(), rawValues: 0..<0, text: nil, parent: nil, depth: 0,
    location: SourceLocation(file: "", line: 0, column: 0), start: 0, startTagEnd: 0, endTagStart: 0, end: 0)
}

/// A file read flat: every element in document order (depth first), each with its byte ranges, for a lossless
/// rewriter (`segue diff` and `segue merge`). Made by ``XMLTree/readFlat(_:path:)``.
package struct XMLFlatTree: Sendable {
  /// Every element in document order; top-level elements have no parent.
  package var elements: [XMLFlatElement]
  /// The raw value ranges of every element's attributes, in document order (each element has a slice).
  package var valueRanges: [Range<Int>]
  /// Parallel to `valueRanges`: where each attribute's name starts in its element's packed attributes (``Attributes``
  /// keeps name, 0, value, 0 for each), so a reader can find a name without scanning the values before it. Empty
  /// when an attribute value has a NUL byte (it would not read back as one packed attribute).
  package var nameStarts: [Int32]
  /// Problems found while reading, in the order found.
  package var diagnostics: [Diagnostic]
  /// True when the file declared entities or external identifiers and nothing was read.
  package var refused: Bool
}
