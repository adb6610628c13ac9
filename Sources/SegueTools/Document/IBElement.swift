public import StoryboardFormat

/// One element of an ``IBDocument``: its name, attributes, text, place in the tree and where it lies in the file.
public struct IBElement: Sendable {
  /// The element name (`viewController`, `segue`, `rect` …).
  public var name: String
  /// The attributes in file order, values decoded (packed as the reader keeps them; strings are made when read).
  public var attributes: Attributes
  /// Character data (for example a `<string key="text">`), decoded; `nil` when the element has none.
  public var text: String?
  /// The index of the parent in ``IBDocument/elements``; `nil` for the root.
  public var parent: Int?
  /// The indices of the children in ``IBDocument/elements``, in file order.
  public var children: [Int]
  /// The stable name of the element across versions of the file: `#id` for an object with an `id` (or a scene's
  /// `sceneID`), otherwise the parent's address, `/`, the element name, the attribute that tells siblings apart
  /// (`key`, `name`, `identifier`, `keyPath`) and an ordinal when siblings still share it.
  public var address: String
  /// Where the start tag begins.
  public var location: SourceLocation
  /// The nesting depth: 0 for the root.
  public var depth: Int
  /// Byte ranges in the file.
  var start: Int
  var startTagEnd: Int
  var endTagStart: Int
  var end: Int
  /// Bytes between the previous sibling's end (or the parent's start tag) and this element: the newline, the
  /// indentation and any comment Xcode writes before it.
  var leadingTrivia: Range<Int>
  /// Where the raw (escaped) value of each attribute lies: indices into the document's value ranges, parallel to
  /// ``attributes`` (``IBDocument/rawValues(of:)``).
  var rawValues: Range<Int>

  /// The `id` attribute, if any.
  public var id: String? { self["id"] }

  /// The value of the attribute called `name`.
  public subscript(name: String) -> String? {
    attributes[name]
  }
}
