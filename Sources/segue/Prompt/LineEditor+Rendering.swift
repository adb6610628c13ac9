extension LineEditor {
  /// What a terminal row shows of the line: the prompt, the part of the line that fits, and where the cursor goes.
  struct Rendering: Equatable {
    /// The prompt and the visible part of the line.
    var text: String
    /// The cursor's column, from 0.
    var cursorColumn: Int
  }

  /// The line as one terminal row `columns` wide after `prompt`.
  ///
  /// A line too long for the row scrolls sideways to keep the cursor in view, as readline's horizontal-scroll mode
  /// and linenoise do; the last column stays empty so the terminal never wraps. Wide characters (CJK, emoji) take
  /// two columns.
  func rendering(prompt: String, columns: Int) -> Rendering {
    let promptColumns = prompt.reduce(0) { $0 + $1.terminalColumns }
    let room = max(columns - promptColumns - 1, 1)
    let widths = characters.map(\.terminalColumns)
    var start = 0
    var beforeCursor = widths[..<cursor].reduce(0, +)
    while beforeCursor > room && start < cursor {
      beforeCursor -= widths[start]
      start += 1
    }
    var end = start
    var shown = 0
    while end < characters.count && shown + widths[end] <= room {
      shown += widths[end]
      end += 1
    }
    return Rendering(text: prompt + String(characters[start..<end]), cursorColumn: promptColumns + beforeCursor)
  }
}
