import Testing

@testable import segue

/// Bytes as a terminal sends them in raw mode, decoded into key presses.
@Suite struct KeyDecoderTests {
  @Test func textAndControlCharacters() {
    var decoder = KeyDecoder()
    #expect(
      decoder.decode(Array("ab \r\n\t".utf8) + [0x7F, 0x08, 0x01, 0x05, 0x15, 0x17, 0x04, 0x03, 0x00, 0x1F])
        == [
          .text("a"), .text("b"), .text(" "), .enter, .enter, .tab, .backspace, .backspace, .control("a"),
          .control("e"), .control("u"), .control("w"), .control("d"), .control("c"), .control("@"), .control("_"),
        ])
    #expect(!decoder.isPending)
  }

  /// The sequences of xterm, VTE, tmux, rxvt, the Linux console and macOS Terminal, in normal and application
  /// cursor mode.
  @Test(arguments: [
    ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
    ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
    ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
    ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end), ("\u{1B}[3~", .delete),
    ("\u{1B}[1;5D", .wordLeft), ("\u{1B}[1;5C", .wordRight), ("\u{1B}[1;3D", .wordLeft), ("\u{1B}[1;3C", .wordRight),
    ("\u{1B}[1;2C", .right), ("\u{1B}Od", .wordLeft), ("\u{1B}Oc", .wordRight),
    ("\u{1B}b", .alt("b")), ("\u{1B}f", .alt("f")),
  ])
  func escapeSequences(bytes: String, key: Key) {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array(bytes.utf8)) == [key])
    #expect(!decoder.isPending)
  }

  /// A sequence split across reads is held back until its last byte.
  @Test func sequencesSplitAcrossReads() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(0x1B) == [])
    #expect(decoder.isPending)
    #expect(decoder.feed(UInt8(ascii: "[")) == [])
    #expect(decoder.feed(UInt8(ascii: "1")) == [])
    #expect(decoder.feed(UInt8(ascii: ";")) == [])
    #expect(decoder.feed(UInt8(ascii: "5")) == [])
    #expect(decoder.feed(UInt8(ascii: "C")) == [.wordRight])
    let flag = Array("🇫🇷".utf8)
    #expect(decoder.decode(flag[..<3]) == [])
    #expect(decoder.isPending)
    #expect(decoder.decode(flag[3...]) == [.text("\u{1F1EB}"), .text("\u{1F1F7}")])
    #expect(!decoder.isPending)
  }

  /// Escape with nothing after it is a lone Escape once the reader stops waiting; twice in a row, the first is one.
  @Test func loneEscape() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.isPending)
    #expect(decoder.decode(Array("\u{1B}\u{1B}[A".utf8)) == [.escape, .up])
    #expect(decoder.decode(Array("\u{1B}\r".utf8)) == [.escape, .enter])
    #expect(decoder.flush() == [])
  }

  /// Keys with no meaning here (Insert, Page Up, F5, bracketed paste markers) and malformed or runaway sequences are
  /// dropped whole; what follows them is read as usual.
  @Test func unknownAndMalformedSequencesAreDropped() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[2~\u{1B}[5~\u{1B}[15~\u{1B}[200~\u{1B}OPx".utf8)) == [.text("x")])
    #expect(decoder.decode(Array("\u{1B}[1\rx".utf8)) == [.enter, .text("x")])
    #expect(decoder.decode(Array("\u{1B}[\(String(repeating: "1", count: 40))Dx".utf8)) == [.text("x")])
    #expect(decoder.decode(Array("\u{1B}[".utf8)) == [])
    #expect(decoder.flush() == [])
  }

  @Test func multiByteCharacters() {
    var decoder = KeyDecoder()
    #expect(
      decoder.decode(Array("é漢🙂".utf8)) == [.text("é"), .text("漢"), .text("🙂")])
  }

  /// Bytes that are not UTF-8 each become U+FFFD, as `String(decoding:as:)` makes them, and never swallow the next
  /// key.
  @Test func invalidUTF8BecomesReplacementCharacters() {
    var decoder = KeyDecoder()
    let replacement = Key.text("\u{FFFD}")
    #expect(decoder.decode([0xFF, 0x80, UInt8(ascii: "a")]) == [replacement, replacement, .text("a")])
    #expect(decoder.decode([0xC3, UInt8(ascii: "a")]) == [replacement, .text("a")])
    #expect(decoder.decode([0xE0, 0x80, 0x80]) == [replacement])  // overlong
    #expect(decoder.decode([0xED, 0xA0, 0x80]) == [replacement])  // a surrogate
    #expect(decoder.decode([0xE6, 0xBC, 0x1B, UInt8(ascii: "["), UInt8(ascii: "D")]) == [replacement, .left])
    #expect(decoder.decode([0xF0, 0x9F]) == [])
    #expect(decoder.flush() == [replacement])
  }
}
