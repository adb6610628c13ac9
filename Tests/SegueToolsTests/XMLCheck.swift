import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Parses XML with Foundation's `XMLParser`; throws with the line of the first error.
enum XMLCheck {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static func parse(_ xml: String) throws -> Bool {
    let parser = XMLParser(data: Data(xml.utf8))
    guard parser.parse() else {
      throw Failure(description: "line \(parser.lineNumber): \(parser.parserError.map { "\($0)" } ?? "parse error")")
    }
    return true
  }
}
