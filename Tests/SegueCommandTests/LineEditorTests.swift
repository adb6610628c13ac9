import Testing

@testable import segue

/// The prompt's editing and history, key by key, with no terminal. `picture` shows the line with `|` at the cursor.
@Suite struct LineEditorTests {
  @Test func typingInsertsAtTheCursor() {
    var editor = LineEditor()
    editor.type("tap \"Grindr\"")
    #expect(editor.picture == "tap \"Grindr\"|")
    #expect(editor.press(.left, .left) == [.edited, .edited])
    editor.type("e")
    #expect(editor.picture == "tap \"Grinde|r\"")
    #expect(editor.handle(.enter) == .submitted("tap \"Grinder\""))
    #expect(editor.picture == "|")
    #expect(editor.history == ["tap \"Grinder\""])
  }

  @Test func movingTheCursor() {
    var editor = LineEditor()
    editor.type("select row 2")
    #expect(editor.press(.home) == [.edited])
    #expect(editor.picture == "|select row 2")
    #expect(editor.press(.left, .control("b")) == [.unchanged, .unchanged])
    #expect(editor.press(.right, .control("f")) == [.edited, .edited])
    #expect(editor.picture == "se|lect row 2")
    #expect(editor.press(.end, .right) == [.edited, .unchanged])
    #expect(editor.picture == "select row 2|")
    #expect(editor.press(.control("a")) == [.edited])
    #expect(editor.picture == "|select row 2")
    #expect(editor.press(.control("e")) == [.edited])
    #expect(editor.picture == "select row 2|")
  }

  @Test func movingByWords() {
    var editor = LineEditor()
    editor.type("select  row 2 ")
    #expect(editor.press(.wordLeft) == [.edited])
    #expect(editor.picture == "select  row |2 ")
    #expect(editor.press(.alt("b"), .alt("b")) == [.edited, .edited])
    #expect(editor.picture == "|select  row 2 ")
    #expect(editor.press(.wordLeft) == [.unchanged])
    #expect(editor.press(.wordRight) == [.edited])
    #expect(editor.picture == "select|  row 2 ")
    #expect(editor.press(.alt("f"), .wordRight, .wordRight) == [.edited, .edited, .edited])
    #expect(editor.picture == "select  row 2 |")
  }

  @Test func backspaceAndDelete() {
    var editor = LineEditor()
    editor.type("bacck")
    #expect(editor.press(.left, .backspace) == [.edited, .edited])
    #expect(editor.picture == "bac|k")
    #expect(editor.press(.delete, .delete) == [.edited, .unchanged])
    #expect(editor.picture == "bac|")
    #expect(editor.press(.control("h"), .home, .backspace, .control("d")) == [.edited, .edited, .unchanged, .edited])
    #expect(editor.picture == "|a")
  }

  /// Ctrl-U deletes before the cursor, Ctrl-K after it, Ctrl-W the word before it (and the spaces after that word).
  @Test func deletingParts() {
    var editor = LineEditor()
    editor.type("tap \"Grinder\"  ")
    #expect(editor.press(.control("w")) == [.edited])
    #expect(editor.picture == "tap |")
    editor.type("\"Espresso cup\"")
    #expect(editor.press(.wordLeft, .control("k")) == [.edited, .edited])
    #expect(editor.picture == "tap \"Espresso |")
    #expect(editor.press(.control("k"), .left, .control("u")) == [.unchanged, .edited, .edited])
    #expect(editor.picture == "| ")
    #expect(editor.press(.control("u"), .control("w")) == [.unchanged, .unchanged])
  }

  /// Up and Down step through the lines entered, and Down past the newest comes back to the line being typed.
  @Test func history() {
    var editor = LineEditor()
    for line in ["tap \"Grinder\"", "back", "back", "   ", "", "state"] {
      editor.type(line)
      #expect(editor.handle(.enter) == .submitted(line))
    }
    #expect(editor.history == ["tap \"Grinder\"", "back", "state"])
    editor.type("rot")
    #expect(editor.press(.down) == [.unchanged])
    #expect(editor.press(.up) == [.edited])
    #expect(editor.picture == "state|")
    #expect(editor.press(.up, .control("p")) == [.edited, .edited])
    #expect(editor.picture == "tap \"Grinder\"|")
    #expect(editor.press(.up) == [.unchanged])
    // An edit to an entry shown is dropped when another is shown.
    editor.type("!")
    #expect(editor.press(.down, .up) == [.edited, .edited])
    #expect(editor.picture == "tap \"Grinder\"|")
    #expect(editor.press(.control("n"), .down, .down) == [.edited, .edited, .edited])
    #expect(editor.picture == "rot|")
    #expect(editor.press(.down) == [.unchanged])
    #expect(editor.press(.up, .enter) == [.edited, .submitted("state")])
    #expect(editor.history == ["tap \"Grinder\"", "back", "state"])
  }

  @Test func historyKeepsTheNewestLines() {
    var editor = LineEditor()
    for number in 0..<(LineEditor.historyLimit + 5) {
      editor.type("select row \(number)")
      _ = editor.handle(.enter)
    }
    #expect(editor.history.count == LineEditor.historyLimit)
    #expect(editor.history.first == "select row 5")
    #expect(editor.history.last == "select row \(LineEditor.historyLimit + 4)")
  }

  /// Ctrl-C abandons the line, which stays out of the history; Ctrl-D ends the input only on an empty line.
  @Test func interruptAndEndOfInput() {
    var editor = LineEditor()
    editor.type("tap \"Gr")
    #expect(editor.press(.up) == [.unchanged])
    #expect(editor.press(.control("c")) == [.interrupted])
    #expect(editor.picture == "|")
    #expect(editor.history == [])
    editor.type("x")
    #expect(editor.press(.control("d"), .left, .control("d")) == [.unchanged, .edited, .edited])
    #expect(editor.press(.control("d")) == [.endOfInput])
    #expect(editor.press(.control("c")) == [.interrupted])
  }

  @Test func keysWithNoBindingChangeNothing() {
    var editor = LineEditor()
    editor.type("back")
    #expect(
      editor.press(.tab, .escape, .control("l"), .control("z"), .alt("x"), .text("\u{85}"), .text("\u{7}"))
        == Array(repeating: .unchanged, count: 7))
    #expect(editor.picture == "back|")
  }

  /// A character of several scalars (a combining accent, a flag, an emoji family) is one cursor step and one
  /// Backspace, however it was typed.
  @Test func charactersOfSeveralScalarsMoveAsOne() {
    var editor = LineEditor()
    editor.type("e\u{301}🇫🇷👩‍👩‍👧x")
    #expect(editor.characters == ["e\u{301}", "🇫🇷", "👩‍👩‍👧", "x"])
    #expect(editor.press(.left, .left, .backspace) == [.edited, .edited, .edited])
    #expect(editor.picture == "e\u{301}|👩‍👩‍👧x")
    #expect(editor.press(.right, .backspace, .backspace) == [.edited, .edited, .edited])
    #expect(editor.picture == "|x")
    // A combining accent typed first stands on its own.
    editor.type("\u{301}")
    #expect(editor.characters == ["\u{301}", "x"])
  }
}

/// How the line is drawn in a terminal row.
@Suite struct LineEditorRenderingTests {
  @Test func aShortLineIsShownWhole() {
    var editor = LineEditor()
    editor.type("tap \"Grinder\"")
    _ = editor.press(.left)
    #expect(
      editor.rendering(prompt: "segue> ", columns: 80)
        == LineEditor.Rendering(text: "segue> tap \"Grinder\"", cursorColumn: 19))
    #expect(
      LineEditor().rendering(prompt: "segue> ", columns: 80) == LineEditor.Rendering(text: "segue> ", cursorColumn: 7))
  }

  /// Wide characters take two columns; a combining accent none.
  @Test func wideCharactersTakeTwoColumns() {
    var editor = LineEditor()
    editor.type("tap \"漢字🙂e\u{301}\"")
    #expect(editor.rendering(prompt: "> ", columns: 80).cursorColumn == 2 + 5 + 4 + 2 + 1 + 1)
  }

  /// A line wider than the row scrolls to keep the cursor in view, and the last column stays empty.
  @Test func aLongLineScrollsSideways() {
    var editor = LineEditor()
    editor.type("tap \"abcdefghijklmnopqrstuvwxyz\"")
    #expect(
      editor.rendering(prompt: "> ", columns: 20)
        == LineEditor.Rendering(text: "> klmnopqrstuvwxyz\"", cursorColumn: 19))
    _ = editor.press(.home)
    #expect(
      editor.rendering(prompt: "> ", columns: 20) == LineEditor.Rendering(text: "> tap \"abcdefghijkl", cursorColumn: 2)
    )
    _ = editor.press(.wordRight, .wordRight, .left)
    #expect(
      editor.rendering(prompt: "> ", columns: 20)
        == LineEditor.Rendering(text: "> jklmnopqrstuvwxyz", cursorColumn: 19))
    // A row narrower than the prompt still shows the character before the cursor.
    #expect(editor.rendering(prompt: "> ", columns: 1) == LineEditor.Rendering(text: "> z", cursorColumn: 3))
  }

  @Test(
    arguments: [
      ("a", 1), ("é", 1), ("e\u{301}", 1), ("\u{301}", 0), ("漢", 2), ("ｈ", 2), ("한", 2), ("🙂", 2), ("🇫🇷", 2),
      ("❤", 1), ("❤️", 2), ("\u{200B}", 0),
    ] as [(Character, Int)])
  func terminalColumns(character: Character, columns: Int) {
    #expect(character.terminalColumns == columns)
  }
}

extension LineEditor {
  /// Types `text` scalar by scalar, as `KeyDecoder` decodes it.
  mutating func type(_ text: String) {
    for scalar in text.unicodeScalars { #expect(handle(.text(scalar)) == .edited) }
  }

  /// Presses `keys` in order.
  mutating func press(_ keys: Key...) -> [Outcome] {
    keys.map { handle($0) }
  }

  /// The line with `|` at the cursor.
  var picture: String {
    String(characters[..<cursor]) + "|" + String(characters[cursor...])
  }
}
