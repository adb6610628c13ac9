/// The line being typed at a prompt and the lines entered before it: a buffer of characters with a cursor, changed
/// by key presses.
///
/// The bindings are readline's (emacs mode), as in bash, zsh and Python's prompt: arrows, Home and End (Ctrl-A,
/// Ctrl-E, Ctrl-B, Ctrl-F; Ctrl or Alt with an arrow, Alt-B and Alt-F by word), Backspace and Delete, Ctrl-U, Ctrl-K
/// and Ctrl-W delete before the cursor, after it and the word before it; Up and Down (Ctrl-P, Ctrl-N) step through the
/// history, coming back to the line being typed. Ctrl-C abandons the line, Ctrl-D ends the input on an empty line and
/// deletes forward otherwise, Return submits. The cursor moves by characters, so "é" or "🇫🇷" is one step however
/// many bytes or scalars it takes.
///
/// Pure state with no terminal: `TerminalPrompt` reads the keys and draws `rendering(prompt:columns:)`.
///
/// ```swift
/// var editor = LineEditor()
/// for scalar in "tap".unicodeScalars { _ = editor.handle(.text(scalar)) }
/// editor.handle(.enter)  // .submitted("tap"), and "tap" is in the history
/// ```
struct LineEditor {
  /// What a key press did.
  enum Outcome: Equatable {
    /// The line or its cursor changed: draw it again.
    case edited
    /// Nothing changed (a key with no binding, or a move past an end).
    case unchanged
    /// Return: the line is entered (and kept in the history unless blank or a repeat); a new empty line starts.
    case submitted(String)
    /// Ctrl-C: the line is abandoned and a new empty one starts.
    case interrupted
    /// Ctrl-D on an empty line.
    case endOfInput
  }

  /// The line's characters.
  private(set) var characters: [Character] = []
  /// The cursor's position in `characters`, from 0 (before the first) to `characters.count` (after the last).
  private(set) var cursor = 0
  /// The lines entered, oldest first.
  private(set) var history: [String] = []
  /// Which history entry the line shows: `history.count` for the line being typed.
  private var historyIndex = 0
  /// The line being typed, kept while the history is shown.
  private var draft: [Character] = []

  /// The most lines the history keeps; the oldest go first.
  static let historyLimit = 1000

  /// The line as text.
  var line: String { String(characters) }

  mutating func handle(_ key: Key) -> Outcome {
    switch key {
    case .text(let scalar): return insert(scalar)
    case .enter: return submit()
    case .left, .control("b"): return move(to: cursor - 1)
    case .right, .control("f"): return move(to: cursor + 1)
    case .home, .control("a"): return move(to: 0)
    case .end, .control("e"): return move(to: characters.count)
    case .wordLeft, .alt("b"): return move(to: startOfWord(before: cursor))
    case .wordRight, .alt("f"): return move(to: endOfWord(after: cursor))
    case .backspace, .control("h"): return delete(max(cursor - 1, 0)..<cursor)
    case .delete: return delete(cursor..<min(cursor + 1, characters.count))
    case .control("d"):
      if characters.isEmpty { return .endOfInput }
      return delete(cursor..<min(cursor + 1, characters.count))
    case .control("u"): return delete(0..<cursor)
    case .control("k"): return delete(cursor..<characters.count)
    case .control("w"): return delete(startOfWord(before: cursor)..<cursor)
    case .up, .control("p"): return showHistory(historyIndex - 1)
    case .down, .control("n"): return showHistory(historyIndex + 1)
    case .control("c"):
      startLine()
      return .interrupted
    case .control, .alt, .tab, .escape: return .unchanged
    }
  }

  private mutating func insert(_ scalar: Unicode.Scalar) -> Outcome {
    guard scalar.properties.generalCategory != .control else { return .unchanged }
    // A combining accent, a variation selector or the rest of an emoji sequence joins the character before it.
    if cursor > 0 {
      var joined = String(characters[cursor - 1])
      joined.unicodeScalars.append(scalar)
      if joined.count == 1 {
        characters[cursor - 1] = Character(joined)
        return .edited
      }
    }
    characters.insert(Character(scalar), at: cursor)
    cursor += 1
    return .edited
  }

  private mutating func submit() -> Outcome {
    let line = self.line
    if !line.allSatisfy(\.isWhitespace) && history.last != line {
      history.append(line)
      if history.count > Self.historyLimit { history.removeFirst(history.count - Self.historyLimit) }
    }
    startLine()
    return .submitted(line)
  }

  private mutating func startLine() {
    characters = []
    cursor = 0
    draft = []
    historyIndex = history.count
  }

  private mutating func move(to position: Int) -> Outcome {
    let position = min(max(position, 0), characters.count)
    guard position != cursor else { return .unchanged }
    cursor = position
    return .edited
  }

  private mutating func delete(_ range: Range<Int>) -> Outcome {
    guard !range.isEmpty else { return .unchanged }
    characters.removeSubrange(range)
    cursor = range.lowerBound
    return .edited
  }

  /// Shows history entry `index`, or the line being typed at `history.count`. Edits to a shown entry are dropped
  /// when another is shown; the history itself does not change.
  private mutating func showHistory(_ index: Int) -> Outcome {
    guard index >= 0 && index <= history.count && index != historyIndex else { return .unchanged }
    if historyIndex == history.count { draft = characters }
    historyIndex = index
    characters = index == history.count ? draft : Array(history[index])
    cursor = characters.count
    return .edited
  }

  /// The start of the word before `position`: back over spaces, then over the word (words are separated by spaces,
  /// as for readline's Ctrl-W).
  private func startOfWord(before position: Int) -> Int {
    var index = position
    while index > 0 && characters[index - 1].isWhitespace { index -= 1 }
    while index > 0 && !characters[index - 1].isWhitespace { index -= 1 }
    return index
  }

  /// The end of the word after `position`: on over spaces, then over the word.
  private func endOfWord(after position: Int) -> Int {
    var index = position
    while index < characters.count && characters[index].isWhitespace { index += 1 }
    while index < characters.count && !characters[index].isWhitespace { index += 1 }
    return index
  }
}
