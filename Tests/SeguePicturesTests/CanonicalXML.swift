import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Parses XML with Foundation's `XMLParser` and prints it in one canonical form: one element a line, indented by
/// depth, attributes sorted by name, text trimmed. Two documents that differ only in attribute order or whitespace
/// print the same; a document that does not parse throws.
enum CanonicalXML {
  struct ParseError: Error, CustomStringConvertible {
    var description: String
  }

  static func canonical(_ xml: String) throws -> String {
    let delegate = Printer()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = delegate
    parser.shouldProcessNamespaces = false
    guard parser.parse() else {
      throw ParseError(
        description: "line \(parser.lineNumber): \(parser.parserError.map { "\($0)" } ?? "parse error")")
    }
    return delegate.lines.joined(separator: "\n") + "\n"
  }

  /// Every text node's content, in document order (entities resolved).
  static func texts(_ xml: String) throws -> [String] {
    try canonical(xml).split(separator: "\n").compactMap { line in
      let trimmed = line.drop { $0 == " " }
      return trimmed.hasPrefix("#text ") ? String(trimmed.dropFirst(6)) : nil
    }
  }

  private final class Printer: NSObject, XMLParserDelegate {
    var lines: [String] = []
    var depth = 0
    var text = ""

    func flush() {
      let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
      if !trimmed.isEmpty { lines.append(String(repeating: "  ", count: depth) + "#text " + trimmed) }
      text = ""
    }

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      flush()
      let sorted = attributes.sorted { $0.key < $1.key }.map { "\($0.key)=\"\($0.value)\"" }
      lines.append(String(repeating: "  ", count: depth) + "<" + ([elementName] + sorted).joined(separator: " ") + ">")
      depth += 1
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
      flush()
      depth -= 1
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
  }
}
