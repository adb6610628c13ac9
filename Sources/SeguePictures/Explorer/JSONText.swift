/// JSON strings for data inside an HTML `<script>`: quotes, backslashes and control characters escaped as JSON
/// requires, and `<`, `>`, `&`, U+2028 and U+2029 as `\u` escapes too, so no file's text can close the script
/// element or start a comment.
enum JSONText {
  static func string(_ text: some StringProtocol) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "<", ">", "&", "\u{2028}", "\u{2029}":
        out += "\\u" + hex(scalar.value)
      default:
        if scalar.value < 0x20 {
          out += "\\u" + hex(scalar.value)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  static func array(_ values: [String]) -> String {
    "[" + values.map { string($0) }.joined(separator: ",") + "]"
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: max(4 - digits.count, 0)) + digits
  }
}
