import Foundation
import StoryboardFormat

/// One command of `segue run`'s language for an Android app: what a person types or a script line holds.
///
/// Not in Android (compare `adb shell input` and `adb shell am start`): `click "Text"`, `click id/NAME`,
/// `start NAME [FLAG…]`, `open URI [FLAG…]`, `back`, `home`, `launch`, `rotate`, `kill`, `state`, `views`, `trace`,
/// `help`, `quit`; `#` starts a comment.
enum AndroidDriverCommand: Equatable {
  case clickText(String)
  case clickId(String)
  /// An explicit intent for the manifest's activity `NAME`, with `FLAG_ACTIVITY_` flags by their short names.
  case start(String, flags: [String])
  /// `ACTION_VIEW` with the URI as data, as `adb shell am start -d URI` sends.
  case open(String, flags: [String])
  case back
  case home
  case launch
  case rotate
  case kill
  case state
  case views
  case trace
  case help
  case quit

  /// The help text of the language, one command per line.
  static let helpText = """
    click "Text"       click the shown button or text view with that text
    click id/NAME      click the shown view with the id @+id/NAME
    start NAME [FLAG…] start the manifest's activity NAME (.Detail, Detail or
                       com.example.Detail) from the activity in front, or from
                       outside when the home screen is; FLAGs by short name:
                       NEW_TASK CLEAR_TOP SINGLE_TOP CLEAR_TASK NO_HISTORY
                       REORDER_TO_FRONT MULTIPLE_TASK NEW_DOCUMENT
    open URI [FLAG…]   start ACTION_VIEW with URI as its data (a deep link)
    back               press Back
    home               press Home
    launch             tap the launcher icon (brings the app's task back)
    rotate             turn the device a quarter (a configuration change)
    kill               press Home and let the system kill the app's process
    state              print the tasks, activities and fragments
    views              print the top activity's window, a view per line
    trace              print the life-cycle callbacks since the last trace
    help               print this help
    quit               stop (end of input also stops)
    """

  private static let words = [
    "click", "start", "open", "back", "home", "launch", "rotate", "kill", "state", "views", "trace", "help", "quit",
  ]

  /// Parses a line; `nil` for a blank line or a comment.
  static func parse(_ line: String) throws(CommandFailure) -> AndroidDriverCommand? {
    let text = line.trimmingCharacters(in: .whitespaces)
    guard !text.isEmpty, !text.hasPrefix("#") else { return nil }
    let word = String(text.prefix { $0 != " " })
    let rest = text.dropFirst(word.count).trimmingCharacters(in: .whitespaces)
    if word == "click" { return try click(rest) }
    if word == "start" || word == "open" {
      let parts = rest.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
      guard let target = parts.first else {
        throw CommandFailure(
          word == "start"
            ? "'start' needs an activity, as in 'start .DetailActivity'."
            : "'open' needs a URI, as in 'open https://example.com/item/1'.")
      }
      let flags = Array(parts.dropFirst())
      return word == "start" ? .start(target, flags: flags) : .open(target, flags: flags)
    }
    let simple: [String: AndroidDriverCommand] = [
      "back": .back, "home": .home, "launch": .launch, "rotate": .rotate, "kill": .kill, "state": .state,
      "views": .views, "trace": .trace, "help": .help, "quit": .quit, "exit": .quit,
    ]
    guard let command = simple[word] else {
      let hint = Spelling.closest(to: word, among: words).map { " Did you mean '\($0)'?" } ?? " Type 'help'."
      throw CommandFailure("Unknown command '\(word)'.\(hint)")
    }
    guard rest.isEmpty else { throw CommandFailure("'\(word)' takes no argument.") }
    return command
  }

  private static func click(_ rest: String) throws(CommandFailure) -> AndroidDriverCommand {
    if rest.hasPrefix("id/"), rest.count > 3 { return .clickId(String(rest.dropFirst(3))) }
    var value = rest
    if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
      value = String(value.dropFirst().dropLast())
    } else if value.hasPrefix("\"") {
      throw CommandFailure("Missing closing quote in 'click \(rest)'.")
    }
    guard !value.isEmpty else { throw CommandFailure("'click' needs a text or an id, as in 'click \"Buy\"'.") }
    return .clickText(value)
  }
}
