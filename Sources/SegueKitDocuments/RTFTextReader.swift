import Foundation

/// Reads the plain text of an RTF document: control words and the groups that are not text (font and colour
/// tables, style sheets, document information, pictures, `\*` destinations) dropped; `\par` a `"\n"`, `\line` a
/// line separator (U+2028), `\tab` a tab; `\'hh` a character of the document's code page (`\ansicpg`, Windows-1252
/// unless set), `\uN` a Unicode character (its `\ucN` fallback characters skipped).
///
/// Not in UIKit, whose RTF import also carries fonts, colours and paragraph styles; SegueKit keeps the text only.
/// After the RTF specification 1.9.1 (Microsoft, 2008), §"Conventions of an RTF reader". Throws
/// `CocoaError(.fileReadCorruptFile)` for data that is no RTF (no leading `{\rtf`) or whose groups do not balance.
struct RTFTextReader {
  /// Groups whose content is not document text.
  static let skippedDestinations: Set<String> = [
    "fonttbl", "colortbl", "stylesheet", "info", "pict", "header", "footer", "headerl", "headerr", "headerf",
    "footerl", "footerr", "footerf", "listtable", "listoverridetable", "rsidtbl", "generator", "xmlnstbl",
    "expandedcolortbl", "filetbl", "revtbl", "themedata", "colorschememapping", "latentstyles", "datastore",
    "object", "fldinst", "bkmkstart", "bkmkend", "footnote", "annotation", "private",
  ]

  private struct Group {
    var skipped: Bool
    var unicodeSkip: Int
  }

  private let bytes: [UInt8]
  private var position = 0
  private var text = ""
  private var pendingBytes: [UInt8] = []
  private var codePage = String.Encoding.windowsCP1252
  private var groups: [Group] = []

  init(_ data: Data) {
    bytes = Array(data)
  }

  /// The plain text of `data`.
  static func read(_ data: Data) throws -> String {
    var reader = RTFTextReader(data)
    return try reader.read()
  }

  private mutating func read() throws -> String {
    let start = bytes.firstIndex { !Self.isSpace($0) } ?? bytes.endIndex
    guard bytes[start...].starts(with: Array("{\\rtf".utf8)) else { throw CocoaError(.fileReadCorruptFile) }
    position = start
    while position < bytes.count {
      let byte = bytes[position]
      position += 1
      switch byte {
      case UInt8(ascii: "{"):
        groups.append(groups.last ?? Group(skipped: false, unicodeSkip: 1))
      case UInt8(ascii: "}"):
        guard groups.popLast() != nil else { throw CocoaError(.fileReadCorruptFile) }
      case UInt8(ascii: "\\"):
        readControl()
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        continue
      default:
        emit(byte: byte)
      }
      if groups.isEmpty { break }
    }
    guard groups.isEmpty else { throw CocoaError(.fileReadCorruptFile) }
    flushBytes()
    return text
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  private var isSkipping: Bool { groups.last?.skipped ?? false }

  private mutating func readControl() {
    guard position < bytes.count else { return }
    let first = bytes[position]
    guard Self.isLetter(first) else {
      position += 1
      readControlSymbol(first)
      return
    }
    let start = position
    while position < bytes.count, Self.isLetter(bytes[position]) { position += 1 }
    let word = String(decoding: bytes[start..<position], as: UTF8.self)
    let numberStart = position
    if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
    while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
    let parameter = Int(String(decoding: bytes[numberStart..<position], as: UTF8.self))
    if position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
    apply(word: word, parameter: parameter)
  }

  private mutating func readControlSymbol(_ symbol: UInt8) {
    switch symbol {
    case UInt8(ascii: "'"):
      guard position + 2 <= bytes.count,
        let value = UInt8(String(decoding: bytes[position..<position + 2], as: UTF8.self), radix: 16)
      else { return }
      position += 2
      emit(byte: value)
    case UInt8(ascii: "*"):
      if !groups.isEmpty { groups[groups.count - 1].skipped = true }
    case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
      emit("\n")
    case UInt8(ascii: "~"):
      emit("\u{A0}")
    case UInt8(ascii: "-"):
      emit("\u{AD}")
    case UInt8(ascii: "_"):
      emit("\u{2011}")
    default:
      emit(byte: symbol)  // \\ \{ \}
    }
  }

  private mutating func apply(word: String, parameter: Int?) {
    if Self.skippedDestinations.contains(word), !groups.isEmpty {
      groups[groups.count - 1].skipped = true
      return
    }
    switch word {
    case "par", "sect", "page": emit("\n")
    case "line": emit("\u{2028}")
    case "tab": emit("\t")
    case "emdash": emit("—")
    case "endash": emit("–")
    case "bullet": emit("•")
    case "lquote": emit("‘")
    case "rquote": emit("’")
    case "ldblquote": emit("“")
    case "rdblquote": emit("”")
    case "ansicpg":
      if let parameter, let encoding = Self.encodings[parameter] { codePage = encoding }
    case "uc":
      if let parameter, !groups.isEmpty { groups[groups.count - 1].unicodeSkip = max(0, parameter) }
    case "u":
      guard let parameter else { return }
      // Negative values are the UTF-16 unit as a signed 16-bit number; anything else out of range is no character.
      let value = parameter < 0 ? parameter + 65_536 : parameter
      let scalar = (0...0x10FFFF).contains(value) ? Unicode.Scalar(UInt32(value)) : nil
      emit(String(scalar.map(Character.init) ?? "\u{FFFD}"))
      skipFallback(groups.last?.unicodeSkip ?? 1)
    default: break
    }
  }

  /// The code pages `\ansicpg` names that Foundation decodes.
  private static let encodings: [Int: String.Encoding] = [
    1250: .windowsCP1250, 1251: .windowsCP1251, 1252: .windowsCP1252, 1253: .windowsCP1253,
    1254: .windowsCP1254, 10000: .macOSRoman, 65001: .utf8,
  ]

  /// Skips the `count` characters a reader that knows `\u` leaves out (a `\'hh` counts as one).
  private mutating func skipFallback(_ count: Int) {
    var left = count
    while left > 0, position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") { return }
      if byte == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "'") {
        position += 4
      } else if byte == UInt8(ascii: "\\") {
        return
      } else {
        position += 1
      }
      left -= 1
    }
  }

  private mutating func emit(byte: UInt8) {
    guard !isSkipping else { return }
    pendingBytes.append(byte)
  }

  private mutating func emit(_ string: String) {
    guard !isSkipping else { return }
    flushBytes()
    text += string
  }

  private mutating func flushBytes() {
    guard !pendingBytes.isEmpty else { return }
    text += String(data: Data(pendingBytes), encoding: codePage) ?? String(decoding: pendingBytes, as: UTF8.self)
    pendingBytes = []
  }
}
