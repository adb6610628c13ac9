/// Where one element lies in the bytes of its file: what a lossless rewriter needs to copy an unchanged element byte
/// for byte and to rewrite only what changed.
///
/// Offsets are byte offsets into the file as read (conflict-marker lines blanked out keep their length). An element
/// closed implicitly (by an outer end tag or the end of the file) has `endTagStart == end`.
package struct XMLElementSpan: Sendable, Hashable {
  /// The offset of the start tag's `<`.
  package var start: Int
  /// Just past the start tag's `>` (or `/>`).
  package var startTagEnd: Int
  /// The offset of the end tag's `<`; `startTagEnd` for a self-closing element.
  package var endTagStart: Int
  /// Just past the element's last byte.
  package var end: Int
  /// Written `<name …/>`.
  package var isSelfClosing: Bool
  /// The raw (still escaped) bytes of each attribute value the reader kept, in attribute order.
  package var attributeValues: [Range<Int>]
  /// The children's spans, parallel to the element's children.
  package var children: [XMLElementSpan]

  package init(
    start: Int, startTagEnd: Int, endTagStart: Int, end: Int, isSelfClosing: Bool,
    attributeValues: [Range<Int>], children: [XMLElementSpan]
  ) {
    self.start = start
    self.startTagEnd = startTagEnd
    self.endTagStart = endTagStart
    self.end = end
    self.isSelfClosing = isSelfClosing
    self.attributeValues = attributeValues
    self.children = children
  }
}
