/// A key press read from a terminal, decoded from its bytes by `KeyDecoder`.
///
/// Keys name what was pressed, not what it does: `LineEditor` binds them to edits.
enum Key: Equatable, Sendable {
  /// Text: a Unicode scalar typed or pasted (one of several for a character such as "é" typed as "e" and a combining
  /// accent, or an emoji sequence).
  case text(Unicode.Scalar)
  /// Control and a letter, e.g. `control("a")` for Ctrl-A, except those with keys of their own (Return, Tab,
  /// Backspace, Escape).
  case control(Character)
  /// Escape followed by a printable character, as terminals send Alt (Meta) and the character, e.g. Alt-B.
  case alt(Unicode.Scalar)
  case enter
  case tab
  case backspace
  /// The forward-delete key (`Del`, `⌦`).
  case delete
  /// Escape pressed on its own.
  case escape
  case left
  case right
  case up
  case down
  case home
  case end
  /// Control or Alt with the left arrow.
  case wordLeft
  /// Control or Alt with the right arrow.
  case wordRight
}
