import StoryboardFormat

/// Writes Interface Builder XML the way Xcode writes it: elements copied byte for byte where unchanged; built ones
/// with their attributes in order on one line, four spaces of indentation a level, `<name …/>` when empty, and the
/// newline, indentation and comment Xcode puts before each child kept from the document the child came from.
struct IBWriter {
  let documents: [IBDocument]

  /// The whole file: `root` framed by the text before and after the root element of `documents[frame]` (the XML
  /// declaration and the final newline).
  func write(root: IBOutputNode?, frame: Int) -> [UInt8] {
    let document = documents[frame]
    guard let root, let frameRoot = document.root else { return document.bytes }
    var output: [UInt8] = []
    output.reserveCapacity(document.bytes.count + document.bytes.count / 8)
    output.append(contentsOf: document.bytes[0..<frameRoot.start])
    write(root, depth: 0, into: &output)
    output.append(contentsOf: document.bytes[frameRoot.end...])
    return output
  }

  /// Every element of `element`'s subtree built from its parts, values and text kept as written.
  static func rebuilt(document: Int, element: Int, in documents: [IBDocument]) -> IBOutputNode {
    let source = documents[document]
    let item = source.elements[element]
    let attributes = zip(item.attributes, source.rawValues(of: element)).map { attribute, raw in
      IBBuiltElement.Attribute(
        name: attribute.name, value: attribute.value,
        raw: raw.isEmpty && !attribute.value.isEmpty ? nil : IBBuiltElement.Raw(document: document, range: raw))
    }
    let isEmptyTag = item.startTagEnd == item.endTagStart
    return .built(
      IBBuiltElement(
        name: item.name, attributes: attributes,
        rawText: item.children.isEmpty && !isEmptyTag
          ? IBBuiltElement.Raw(document: document, range: item.startTagEnd..<item.endTagStart) : nil,
        text: item.text,
        children: item.children.map { rebuilt(document: document, element: $0, in: documents) },
        source: (document, element)))
  }

  private func write(_ node: IBOutputNode, depth: Int, into output: inout [UInt8]) {
    switch node {
    case .copy(let document, let element):
      let item = documents[document].elements[element]
      guard item.depth == depth else {
        write(Self.rebuilt(document: document, element: element, in: documents), depth: depth, into: &output)
        return
      }
      output.append(contentsOf: documents[document].bytes[item.start..<item.end])
    case .built(let element):
      write(element, depth: depth, into: &output)
    }
  }

  private func write(_ element: IBBuiltElement, depth: Int, into output: inout [UInt8]) {
    if let tag = unchangedStartTag(of: element) {
      output.append(contentsOf: tag)
    } else {
      writeStartTag(of: element, into: &output)
    }
    guard !element.children.isEmpty || element.rawText != nil || element.text != nil else {
      output.append(contentsOf: "/>".utf8)
      return
    }
    output.append(UInt8(ascii: ">"))
    if let raw = element.rawText {
      output.append(contentsOf: documents[raw.document].bytes[raw.range])
    } else if let text = element.text, element.children.isEmpty {
      Self.escape(text, inAttribute: false, into: &output)
    }
    for child in element.children {
      output.append(contentsOf: leadingTrivia(of: child, depth: depth + 1))
      write(child, depth: depth + 1, into: &output)
    }
    if !element.children.isEmpty {
      output.append(contentsOf: closingTrivia(of: element, depth: depth))
    }
    output.append(contentsOf: "</".utf8)
    output.append(contentsOf: element.name.utf8)
    output.append(UInt8(ascii: ">"))
  }

  /// The source's start tag without its `>` or `/>`, when the element has the source's attributes unchanged (so
  /// however the source wrapped or spaced them survives).
  private func unchangedStartTag(of element: IBBuiltElement) -> ArraySlice<UInt8>? {
    guard let source = element.source else { return nil }
    let document = documents[source.document]
    let item = document.elements[source.element]
    guard item.name == element.name, item.attributes.count == element.attributes.count,
      zip(item.attributes, element.attributes).allSatisfy({ $0.name == $1.name && $0.value == $1.value })
    else { return nil }
    var end = item.startTagEnd - 1
    guard end > item.start, document.bytes[end] == UInt8(ascii: ">") else { return nil }
    if document.bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
    while end > item.start, [0x20, 0x0A, 0x0D, 0x09].contains(document.bytes[end - 1]) { end -= 1 }
    return document.bytes[item.start..<end]
  }

  private func writeStartTag(of element: IBBuiltElement, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "<"))
    output.append(contentsOf: element.name.utf8)
    for attribute in element.attributes {
      output.append(UInt8(ascii: " "))
      output.append(contentsOf: attribute.name.utf8)
      output.append(contentsOf: "=\"".utf8)
      if let raw = attribute.raw {
        output.append(contentsOf: documents[raw.document].bytes[raw.range])
      } else {
        Self.escape(attribute.value, inAttribute: true, into: &output)
      }
      output.append(UInt8(ascii: "\""))
    }
  }

  /// The newline, indentation and comment before `node`: as in its source document when it sits at the same depth
  /// there, otherwise a newline and Xcode's indentation.
  private func leadingTrivia(of node: IBOutputNode, depth: Int) -> ArraySlice<UInt8> {
    let source: (document: Int, element: Int)?
    switch node {
    case .copy(let document, let element): source = (document, element)
    case .built(let element): source = element.source
    }
    if let source {
      let item = documents[source.document].elements[source.element]
      if item.depth == depth, item.parent != nil, !item.leadingTrivia.isEmpty {
        return documents[source.document].bytes[item.leadingTrivia]
      }
    }
    return ArraySlice(Self.newline(depth: depth))
  }

  /// The text between the last child and the end tag: the source's when it had children at the same depth.
  private func closingTrivia(of element: IBBuiltElement, depth: Int) -> ArraySlice<UInt8> {
    if let source = element.source {
      let document = documents[source.document]
      let item = document.elements[source.element]
      if item.depth == depth, let last = item.children.last {
        let lastEnd = document.elements[last].end
        if lastEnd <= item.endTagStart { return document.bytes[lastEnd..<item.endTagStart] }
      }
    }
    return ArraySlice(Self.newline(depth: depth))
  }

  private static func newline(depth: Int) -> [UInt8] {
    [UInt8(ascii: "\n")] + [UInt8](repeating: UInt8(ascii: " "), count: depth * 4)
  }

  /// Escapes as Xcode does: `&`, `<`, `>` always; in attributes also `"` and line breaks and tabs as references.
  static func escape(_ value: String, inAttribute: Bool, into output: inout [UInt8]) {
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
      case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
      case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
      case UInt8(ascii: "\"") where inAttribute: output.append(contentsOf: "&quot;".utf8)
      case 0x0A where inAttribute: output.append(contentsOf: "&#10;".utf8)
      case 0x0D where inAttribute: output.append(contentsOf: "&#13;".utf8)
      case 0x09 where inAttribute: output.append(contentsOf: "&#9;".utf8)
      default: output.append(byte)
      }
    }
  }
}
