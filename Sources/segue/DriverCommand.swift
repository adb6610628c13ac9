import SegueKit

/// One command of the `segue run` language: what a person types at the prompt or writes in a script line.
///
/// Not in UIKit. `tap "Title"`, `select row N [section M]`, `select item N [section M]`, `back`, `dismiss`,
/// `rotate`, `device NAME`, `perform ID`, `state`, `trace`, `help`; `#` starts a comment.
enum DriverCommand: Equatable, Sendable {
  case tap(String)
  case selectRow(Int, section: Int)
  case selectItem(Int, section: Int)
  case back
  case dismiss
  case rotate
  case device(String)
  case perform(String)
  case state
  case trace
  case help
  case quit

  /// The help text of the language, one command per line.
  static let helpText = """
    tap "Title"               tap a button, bar item, tab or row by title or id
    select row N [section M]  select a row of the table on screen (from 0)
    select item N [section M] select an item of the collection view on screen
    back                      tap the back button of the navigation bar
    dismiss                   swipe the topmost sheet down
    rotate                    rotate between portrait and landscape
    device NAME               simulate another device (names as for --device)
    perform ID                perform the storyboard segue ID
    state                     print the navigation state
    trace                     print the life-cycle events since the last trace
    help                      print this help
    quit                      stop (end of input also stops)
    """

  /// Parses a line; `nil` for a blank line or a comment.
  static func parse(_ line: String) throws(DriverCommandError) -> DriverCommand? {
    let text = line.trimmingWhitespace
    guard !text.isEmpty, !text.hasPrefix("#") else { return nil }
    let (word, rest) = text.splitFirstWord
    switch word {
    case "tap":
      return .tap(try argument(rest, of: "tap", example: "tap \"Buy\""))
    case "select":
      return try parseSelect(rest)
    case "back": return try noArgument(.back, rest, "back")
    case "dismiss": return try noArgument(.dismiss, rest, "dismiss")
    case "rotate": return try noArgument(.rotate, rest, "rotate")
    case "state": return try noArgument(.state, rest, "state")
    case "trace": return try noArgument(.trace, rest, "trace")
    case "help": return try noArgument(.help, rest, "help")
    case "quit", "exit": return try noArgument(.quit, rest, word)
    case "device":
      return .device(try argument(rest, of: "device", example: "device ipad"))
    case "perform":
      return .perform(try argument(rest, of: "perform", example: "perform ShowProduct"))
    default:
      let known = ["tap", "select", "back", "dismiss", "rotate", "device", "perform", "state", "trace", "help", "quit"]
      let suggestion = known.min { word.distance(to: $0) < word.distance(to: $1) }
      let hint = suggestion.flatMap { word.distance(to: $0) <= 2 ? " Did you mean '\($0)'?" : nil } ?? " Type 'help'."
      throw DriverCommandError("Unknown command '\(word)'.\(hint)")
    }
  }

  private static func parseSelect(_ rest: String) throws(DriverCommandError) -> DriverCommand {
    let words = rest.split(separator: " ").map(String.init)
    let usage = DriverCommandError("Usage: select row N [section M], or select item N [section M].")
    guard words.count == 2 || words.count == 4, let index = Int(words[1]), index >= 0 else { throw usage }
    var section = 0
    if words.count == 4 {
      guard words[2] == "section", let number = Int(words[3]), number >= 0 else { throw usage }
      section = number
    }
    switch words[0] {
    case "row": return .selectRow(index, section: section)
    case "item": return .selectItem(index, section: section)
    default: throw usage
    }
  }

  private static func noArgument(_ command: DriverCommand, _ rest: String, _ word: String) throws(DriverCommandError)
    -> DriverCommand
  {
    guard rest.isEmpty else { throw DriverCommandError("'\(word)' takes no argument.") }
    return command
  }

  /// The rest of the line, without surrounding quotes.
  private static func argument(_ rest: String, of word: String, example: String) throws(DriverCommandError) -> String {
    var value = rest
    if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
      value = String(value.dropFirst().dropLast())
    } else if value.hasPrefix("\"") {
      throw DriverCommandError("Missing closing quote in '\(word) \(rest)'.")
    }
    guard !value.isEmpty else { throw DriverCommandError("'\(word)' needs an argument, as in '\(example)'.") }
    return value
  }
}

/// A line the `segue run` language does not understand.
struct DriverCommandError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The explanation, a sentence with a suggestion when one can be computed.
  let message: String

  init(_ message: String) { self.message = message }

  var description: String { message }
}

extension String {
  fileprivate var trimmingWhitespace: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
  }

  fileprivate var splitFirstWord: (String, String) {
    guard let space = firstIndex(of: " ") else { return (self, "") }
    return (String(self[..<space]), String(self[index(after: space)...]).trimmingWhitespace)
  }

  /// The edit distance to `other` (for "Did you mean …?").
  fileprivate func distance(to other: String) -> Int {
    let source = Array(self)
    let target = Array(other)
    var previous = Array(0...target.count)
    for (i, character) in source.enumerated() {
      var current = [i + 1] + Array(repeating: 0, count: target.count)
      for (j, other) in target.enumerated() {
        current[j + 1] = Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (character == other ? 0 : 1))
      }
      previous = current
    }
    return previous[target.count]
  }
}
