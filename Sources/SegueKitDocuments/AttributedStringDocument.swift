import Foundation

/// A document read into an attributed string: what `NSAttributedString(data:options:documentAttributes:)` and its
/// siblings do.
///
/// Not in UIKit (UIFoundation's importers are private). The type is the `.documentType` option's, else the file
/// extension's (`.rtf`, `.html`, `.htm`, `.txt`), else detected from the data as UIKit does: `{\rtf` starts RTF,
/// a leading `<!doctype html`, `<html`, `<head` or `<body` starts HTML, anything else is plain text.
struct AttributedStringDocument {
  /// The text read.
  let string: NSAttributedString
  /// What UIKit reports through `documentAttributes`: the type and, for text, the encoding.
  let attributes: [NSAttributedString.DocumentAttributeKey: Any]

  /// Reads `data` (from `url`, when it came from a file).
  init(data: Data, options: [NSAttributedString.DocumentReadingOptionKey: Any], url: URL? = nil) throws {
    let type = try Self.documentType(of: data, options: options, url: url)
    var attributes: [NSAttributedString.DocumentAttributeKey: Any] = [.documentType: type.rawValue]
    let requested = Self.encoding(in: options)
    switch type {
    case .plain:
      let encoding = requested ?? .utf8
      guard let text = String(data: data, encoding: encoding) else {
        throw CocoaError(.fileReadInapplicableStringEncoding)
      }
      let defaults = options[.defaultAttributes] as? [NSAttributedString.Key: Any]
      string = NSAttributedString(string: text, attributes: defaults)
      attributes[.characterEncoding] = encoding.rawValue
    case .html:
      let encoding = requested ?? Self.declaredEncoding(of: data) ?? .windowsCP1252
      let html: String
      if encoding == .utf8 {
        html = String(decoding: data, as: UTF8.self)  // Browsers show invalid bytes as U+FFFD.
      } else if let decoded = String(data: data, encoding: encoding) {
        html = decoded
      } else {
        throw CocoaError(.fileReadInapplicableStringEncoding)
      }
      let result = HTMLTextReader.read(html)
      let text = NSMutableAttributedString(string: result.text)
      for link in result.links {
        text.addAttribute(.link, value: URL(string: link.url) as Any? ?? link.url, range: link.range)
      }
      string = text
      attributes[.characterEncoding] = encoding.rawValue
    case .rtf:
      string = NSAttributedString(string: try RTFTextReader.read(data))
    default:
      // RTFD is a package of files, not read here; an unknown type is no document UIKit reads either.
      throw CocoaError(.fileReadCorruptFile)
    }
    self.attributes = attributes
  }

  /// The attributes as the `NSDictionary` UIKit hands back, keyed by raw value.
  var attributeDictionary: NSDictionary {
    NSDictionary(dictionary: Dictionary(uniqueKeysWithValues: attributes.map { ($0.key.rawValue, $0.value) }))
  }

  private static func documentType(
    of data: Data, options: [NSAttributedString.DocumentReadingOptionKey: Any], url: URL?
  ) throws -> NSAttributedString.DocumentType {
    if let type = options[.documentType] as? NSAttributedString.DocumentType { return type }
    if let raw = options[.documentType] as? String { return NSAttributedString.DocumentType(raw) }
    switch url?.pathExtension.lowercased() {
    case "rtf": return .rtf
    case "html", "htm": return .html
    case "txt": return .plain
    default: break
    }
    let head = String(decoding: data.prefix(64), as: UTF8.self).drop { $0.isWhitespace || $0 == "\u{FEFF}" }
      .lowercased()
    if head.hasPrefix("{\\rtf") { return .rtf }
    if ["<!doctype html", "<html", "<head", "<body"].contains(where: head.hasPrefix) { return .html }
    return .plain
  }

  /// The `.characterEncoding` option: a `String.Encoding` raw value, as `UInt` or `Int`.
  private static func encoding(in options: [NSAttributedString.DocumentReadingOptionKey: Any]) -> String.Encoding? {
    switch options[.characterEncoding] {
    case let raw as UInt: String.Encoding(rawValue: raw)
    case let raw as Int where raw >= 0: String.Encoding(rawValue: UInt(raw))
    case let encoding as String.Encoding: encoding
    default: nil
    }
  }

  /// The encoding an HTML document declares: a UTF-8 byte order mark, or a `charset=` in its first kilobyte (a
  /// `<meta charset>` or `http-equiv` content type). WebKit reads undeclared HTML as Windows-1252.
  private static func declaredEncoding(of data: Data) -> String.Encoding? {
    if data.starts(with: [0xEF, 0xBB, 0xBF]) { return .utf8 }
    let head = String(decoding: data.prefix(1024), as: UTF8.self).lowercased()
    guard let range = head.range(of: "charset=") else { return nil }
    let name = head[range.upperBound...].drop { $0 == "\"" || $0 == "'" }
      .prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
    let names: [String: String.Encoding] = [
      "utf-8": .utf8, "utf8": .utf8, "iso-8859-1": .isoLatin1, "latin1": .isoLatin1, "windows-1252": .windowsCP1252,
      "us-ascii": .ascii, "utf-16": .utf16, "iso-8859-2": .isoLatin2, "windows-1250": .windowsCP1250,
      "windows-1251": .windowsCP1251, "shift_jis": .shiftJIS, "euc-jp": .japaneseEUC, "macintosh": .macOSRoman,
    ]
    return names[String(name)]
  }
}
