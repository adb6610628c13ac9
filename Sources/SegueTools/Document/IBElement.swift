public import StoryboardFormat

/// One element of an ``IBDocument``: its name, attributes, text, place in the tree and where it lies in the file.
///
/// It holds the reader's record of the element as it is (moved in whole, so reading a document retains and releases
/// nothing per field), with what the document adds: the address's hash and ordinal and the leading trivia.
public struct IBElement: Sendable {
  /// The reader's record: name, attributes, text, parent, children, location and byte ranges.
  var record: XMLFlatElement
  /// The hash of the element's address (``IBDocument/address(of:)``), for ``IBAddressIndex``.
  var addressHash: UInt64
  /// 0 when the address is `#id`; otherwise the ordinal among the siblings that share the address step, from 1.
  var addressOrdinal: Int
  /// Bytes between the previous sibling's end (or the parent's start tag) and this element: the newline, the
  /// indentation and any comment Xcode writes before it.
  var leadingTrivia: Range<Int>

  /// The element name (`viewController`, `segue`, `rect` …).
  public var name: String {
    get { record.name }
    set { record.name = newValue }
  }
  /// The attributes in file order, values decoded (packed as the reader keeps them; strings are made when read).
  public var attributes: Attributes {
    get { record.attributes }
    set { record.attributes = newValue }
  }
  /// Character data (for example a `<string key="text">`), decoded; `nil` when the element has none.
  public var text: String? {
    get { record.text }
    set { record.text = newValue }
  }
  /// The index of the parent in ``IBDocument/elements``; `nil` for the root.
  public var parent: Int? {
    get { record.parent }
    set { record.parent = newValue }
  }
  /// The indices of the children in ``IBDocument/elements``, in file order.
  public var children: [Int] {
    get { record.children }
    set { record.children = newValue }
  }
  /// Where the start tag begins.
  public var location: SourceLocation {
    get { record.location }
    set { record.location = newValue }
  }
  /// The nesting depth: 0 for the root.
  public var depth: Int {
    get { record.depth }
    set { record.depth = newValue }
  }
  /// Byte ranges in the file: where the start tag begins, just past its end, where the end tag begins (the start
  /// tag's end for a self-closing element) and just past the element.
  var start: Int { record.start }
  var startTagEnd: Int { record.startTagEnd }
  var endTagStart: Int { record.endTagStart }
  var end: Int { record.end }
  /// Where the raw (escaped) value of each attribute lies: indices into the document's value ranges, parallel to
  /// ``attributes`` (``IBDocument/rawValues(of:)``).
  var rawValues: Range<Int> { record.rawValues }

  /// The `id` attribute, if any.
  public var id: String? { self["id"] }

  /// The value of the attribute called `name`.
  public subscript(name: String) -> String? {
    attributes[name]
  }
}
