extension Character {
  /// How many terminal columns the character takes: 2 for East Asian wide characters and emoji, 0 for a lone
  /// combining mark or format character, 1 otherwise.
  ///
  /// The common subset of `wcwidth(3)`'s tables, without its dependence on the C locale.
  var terminalColumns: Int {
    guard let first = unicodeScalars.first(where: { $0.terminalColumns != 0 }) else { return 0 }
    if first.terminalColumns == 2 { return 2 }
    // A text-style emoji with the emoji variation selector (U+FE0F) is drawn wide, like "❤️".
    if first.properties.isEmoji && unicodeScalars.contains("\u{FE0F}") { return 2 }
    return 1
  }
}

extension Unicode.Scalar {
  /// The columns of the scalar on its own: see `Character.terminalColumns`.
  fileprivate var terminalColumns: Int {
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: break
    }
    if properties.isEmojiPresentation { return 2 }
    switch value {
    case 0x1100...0x115F,  // Hangul Jamo initial consonants
      0x2E80...0x303E,  // CJK radicals, Kangxi radicals, CJK symbols and punctuation
      0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
      0x3400...0x4DBF,  // CJK unified ideographs extension A
      0x4E00...0x9FFF,  // CJK unified ideographs
      0xA000...0xA4CF,  // Yi
      0xAC00...0xD7A3,  // Hangul syllables
      0xF900...0xFAFF,  // CJK compatibility ideographs
      0xFE30...0xFE4F,  // CJK compatibility forms
      0xFF00...0xFF60,  // fullwidth forms
      0xFFE0...0xFFE6,
      0x20000...0x3FFFD:  // CJK unified ideographs extensions B and later
      return 2
    default:
      return 1
    }
  }
}
