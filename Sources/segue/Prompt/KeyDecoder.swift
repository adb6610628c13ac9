/// Decodes the bytes a terminal sends in raw mode into key presses: UTF-8 text, control characters, and the
/// VT100/xterm escape sequences for the arrows, Home, End and Delete.
///
/// Bytes are fed as they are read, since an escape sequence or a multi-byte character can arrive split across
/// reads. A lone Escape cannot be told from the start of a sequence until more bytes come or none do: the reader
/// calls `flush()` when the terminal stays quiet.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode(Array("\u{1B}[Dé".utf8))  // [.left, .text("é")]
/// ```
struct KeyDecoder {
  private enum State: Equatable {
    case ground
    /// After Escape.
    case escape
    /// After Escape `[`, collecting parameter and intermediate bytes (nil: too many, dropped up to the final byte).
    case controlSequence([UInt8]?)
    /// After Escape `O`.
    case singleShift
    /// Inside a multi-byte UTF-8 character: the bytes so far and how many more it needs.
    case utf8([UInt8], remaining: Int)
  }

  private var state = State.ground

  /// The most parameter bytes a control sequence keeps; a longer one is dropped whole (no key sends one).
  private static let controlSequenceLimit = 16
  private static let escapeByte: UInt8 = 0x1B

  /// Whether bytes of an unfinished key are held back.
  var isPending: Bool { state != .ground }

  /// The keys completed by `bytes`.
  mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    bytes.flatMap { feed($0) }
  }

  /// The keys completed by one more byte: none while a sequence is unfinished, more than one when the byte ends a
  /// malformed sequence and starts a key of its own.
  mutating func feed(_ byte: UInt8) -> [Key] {
    switch state {
    case .ground:
      return ground(byte)
    case .escape:
      switch byte {
      case UInt8(ascii: "["):
        state = .controlSequence([])
        return []
      case UInt8(ascii: "O"):
        state = .singleShift
        return []
      case Self.escapeByte:
        return [.escape]
      case 0x20...0x7E:
        state = .ground
        return [.alt(Unicode.Scalar(byte))]
      default:
        state = .ground
        return [.escape] + ground(byte)
      }
    case .controlSequence(let bytes):
      switch byte {
      case 0x20...0x3F:
        state = .controlSequence(bytes.flatMap { $0.count < Self.controlSequenceLimit ? $0 + [byte] : nil })
        return []
      case 0x40...0x7E:
        state = .ground
        guard let bytes, let key = Self.controlSequenceKey(parameters: bytes, final: byte) else { return [] }
        return [key]
      default:
        // Malformed: dropped; the control byte or text that cut it short counts on its own.
        state = .ground
        return ground(byte)
      }
    case .singleShift:
      state = .ground
      guard (0x40...0x7E).contains(byte) else { return ground(byte) }
      return Self.singleShiftKey(byte).map { [$0] } ?? []
    case .utf8(var bytes, let remaining):
      guard byte & 0xC0 == 0x80 else {
        state = .ground
        return [.text(Self.replacement)] + ground(byte)
      }
      bytes.append(byte)
      guard remaining == 1 else {
        state = .utf8(bytes, remaining: remaining - 1)
        return []
      }
      state = .ground
      var iterator = bytes.makeIterator()
      var decoder = UTF8()
      guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return [.text(Self.replacement)] }
      return [.text(scalar)]
    }
  }

  /// The keys held back when no more bytes come: a lone Escape, or a replacement character for a cut-off UTF-8
  /// character; an unfinished control sequence is dropped.
  mutating func flush() -> [Key] {
    defer { state = .ground }
    switch state {
    case .ground, .controlSequence, .singleShift: return []
    case .escape: return [.escape]
    case .utf8: return [.text(Self.replacement)]
    }
  }

  private static let replacement = Unicode.Scalar(0xFFFD)!

  private mutating func ground(_ byte: UInt8) -> [Key] {
    switch byte {
    case Self.escapeByte:
      state = .escape
      return []
    case 0x0D, 0x0A: return [.enter]
    case 0x09: return [.tab]
    case 0x08, 0x7F: return [.backspace]
    case 0x01...0x1A: return [.control(Character(Unicode.Scalar(byte + 0x60)))]
    case 0x00, 0x1C...0x1F: return [.control(Character(Unicode.Scalar(byte + 0x40)))]
    case 0x20...0x7E: return [.text(Unicode.Scalar(byte))]
    case 0xC2...0xDF:
      state = .utf8([byte], remaining: 1)
      return []
    case 0xE0...0xEF:
      state = .utf8([byte], remaining: 2)
      return []
    case 0xF0...0xF4:
      state = .utf8([byte], remaining: 3)
      return []
    default:
      return [.text(Self.replacement)]
    }
  }

  /// `Escape [ parameters final`: arrows (`A`–`D`, with a modifier such as `1;5D` for Control), Home and End (`H`,
  /// `F`, or `1~`, `7~`, `4~`, `8~` as rxvt and the Linux console send them) and Delete (`3~`).
  private static func controlSequenceKey(parameters: [UInt8], final: UInt8) -> Key? {
    let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
      .map { Int(String(decoding: $0, as: UTF8.self)) }
    switch Unicode.Scalar(final) {
    case "A": return .up
    case "B": return .down
    case "C", "D":
      // xterm's modifier parameter is 1 + (Shift 1, Alt 2, Control 4, …): a word move when Alt or Control is held.
      let modifiers = fields.count > 1 ? (fields[1] ?? 1) - 1 : 0
      let word = modifiers & 0b110 != 0
      return final == UInt8(ascii: "C") ? (word ? .wordRight : .right) : (word ? .wordLeft : .left)
    case "H": return .home
    case "F": return .end
    case "~":
      switch fields.first ?? nil {
      case 1, 7: return .home
      case 4, 8: return .end
      case 3: return .delete
      default: return nil
      }
    default: return nil
    }
  }

  /// `Escape O final`, sent in the terminal's application cursor mode (and by rxvt for Control with an arrow).
  private static func singleShiftKey(_ final: UInt8) -> Key? {
    switch Unicode.Scalar(final) {
    case "A": .up
    case "B": .down
    case "C": .right
    case "D": .left
    case "H": .home
    case "F": .end
    case "c": .wordRight
    case "d": .wordLeft
    default: nil
    }
  }
}
