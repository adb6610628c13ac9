/// Escaping of text for XML and HTML: every string from a file goes through here before it is written.
///
/// `&`, `<`, `>`, `"` and `'` become entity references, so the result is safe in element content and in attributes
/// quoted either way; characters XML 1.0 does not allow (C0 controls other than tab, line feed and carriage return,
/// U+FFFE and U+FFFF) are dropped, so a hostile name cannot make the document invalid.
public enum XMLEscaping {
  /// `text` escaped for element content and quoted attribute values.
  public static func escape(_ text: some StringProtocol) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
