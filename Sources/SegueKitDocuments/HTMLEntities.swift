/// Decodes HTML character references: numeric ones (`&#233;`, `&#xE9;`) and the named ones common in app text.
///
/// Not in UIKit. An unknown or malformed reference is kept as written, as browsers do; a numeric reference to no
/// character (zero, a surrogate, beyond U+10FFFF) becomes U+FFFD, as the HTML standard's tokenizer says.
enum HTMLEntities {
  /// Named references and their characters: the markup escapes and the typographic ones app text uses.
  static let named: [String: String] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "shy": "\u{AD}",
    "copy": "©", "reg": "®", "trade": "™", "hellip": "…", "mdash": "—", "ndash": "–", "lsquo": "‘",
    "rsquo": "’", "sbquo": "‚", "ldquo": "“", "rdquo": "”", "bdquo": "„", "laquo": "«", "raquo": "»",
    "bull": "•", "middot": "·", "deg": "°", "times": "×", "divide": "÷", "euro": "€", "pound": "£", "yen": "¥",
    "cent": "¢", "sect": "§", "para": "¶", "plusmn": "±", "frac12": "½", "frac14": "¼", "frac34": "¾",
    "auml": "ä", "ouml": "ö", "uuml": "ü", "Auml": "Ä", "Ouml": "Ö", "Uuml": "Ü", "szlig": "ß", "eacute": "é",
    "egrave": "è", "agrave": "à", "aacute": "á", "ccedil": "ç", "iacute": "í", "oacute": "ó", "uacute": "ú",
    "ntilde": "ñ", "ensp": "\u{2002}", "emsp": "\u{2003}", "thinsp": "\u{2009}", "zwj": "\u{200D}",
    "zwnj": "\u{200C}", "larr": "←", "rarr": "→", "uarr": "↑", "darr": "↓", "check": "✓",
  ]

  /// `text` with its character references decoded.
  static func decode(_ text: ArraySlice<Unicode.Scalar>) -> [Unicode.Scalar] {
    guard text.contains("&") else { return Array(text) }
    var result: [Unicode.Scalar] = []
    result.reserveCapacity(text.count)
    var index = text.startIndex
    while index < text.endIndex {
      if text[index] == "&", let (decoded, end) = reference(in: text, at: index) {
        result += decoded.unicodeScalars
        index = end
      } else {
        result.append(text[index])
        index += 1
      }
    }
    return result
  }

  /// The reference starting at `start` (an `&`) and the index after its `;`, or `nil` when there is none.
  private static func reference(in text: ArraySlice<Unicode.Scalar>, at start: Int) -> (String, Int)? {
    // The longest name above is 6 characters; a numeric reference has at most 8 digits before it is nonsense.
    let limit = min(text.endIndex, start + 12)
    guard let semicolon = text[start..<limit].firstIndex(of: ";") else { return nil }
    let body = String(String.UnicodeScalarView(text[(start + 1)..<semicolon]))
    if body.hasPrefix("#") {
      let digits = body.dropFirst()
      let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
      guard let value else { return nil }
      let scalar = value == 0 ? nil : Unicode.Scalar(value)
      return (String(scalar ?? "\u{FFFD}"), semicolon + 1)
    }
    return named[body].map { ($0, semicolon + 1) }
  }
}
