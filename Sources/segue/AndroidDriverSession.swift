import AndroidControllersTesting
import AndroidFormat
import StoryboardFormat

/// Runs ``AndroidDriverCommand``s on an ``AndroidApp`` and says what to print after each: new console messages,
/// then the tasks. The counterpart of SegueKitTesting's `DriverSession` for `segue run` and `segue demo --android`.
@MainActor
final class AndroidDriverSession {
  let app: AndroidApp
  private var consoleMark = 0

  init(app: AndroidApp) {
    self.app = app
  }

  /// What follows the launch: console messages and the tasks.
  func launchReport() -> String {
    newConsoleMessages() + app.snapshot.description + "\n"
  }

  /// Runs `command` and returns what to print; a step that fails (an exception Android would crash the app with,
  /// a view not shown) throws a ``CommandFailure``.
  func run(_ command: AndroidDriverCommand) throws(CommandFailure) -> String {
    do {
      switch command {
      case .clickText(let text): try app.click(text: text)
      case .clickId(let id): try app.click(id: id)
      case .start(let name, let flags):
        try start(Intent().setClassName(app.device.packageName, try className(name)), flags: flags)
      case .open(let uri, let flags): try start(Intent(Intent.ACTION_VIEW, Uri.parse(uri)), flags: flags)
      case .back: try app.pressBack()
      case .home: try app.pressHome()
      case .launch: try app.relaunch()
      case .rotate: try app.rotate()
      case .kill:
        let killed = try app.killProcess()
        if !killed { return newConsoleMessages() + "the process was not killed\n" + app.snapshot.description + "\n" }
      case .state: return app.snapshot.description + "\n"
      case .views: return app.viewTree.isEmpty ? "(no activity in front)\n" : app.viewTree + "\n"
      case .trace:
        let events = app.takeTrace()
        return events.isEmpty ? "(no life-cycle events)\n" : events.map { "\($0)\n" }.joined()
      case .help: return AndroidDriverCommand.helpText + "\n"
      case .quit: return ""
      }
    } catch {
      throw CommandFailure("\(error)")
    }
    return newConsoleMessages() + app.snapshot.description + "\n"
  }

  /// The `FLAG_ACTIVITY_` flags `start` and `open` take, by their short names.
  static let intentFlags: [String: Int32] = [
    "NEW_TASK": Intent.FLAG_ACTIVITY_NEW_TASK, "CLEAR_TOP": Intent.FLAG_ACTIVITY_CLEAR_TOP,
    "SINGLE_TOP": Intent.FLAG_ACTIVITY_SINGLE_TOP, "CLEAR_TASK": Intent.FLAG_ACTIVITY_CLEAR_TASK,
    "REORDER_TO_FRONT": Intent.FLAG_ACTIVITY_REORDER_TO_FRONT, "NO_HISTORY": Intent.FLAG_ACTIVITY_NO_HISTORY,
    "MULTIPLE_TASK": Intent.FLAG_ACTIVITY_MULTIPLE_TASK, "NEW_DOCUMENT": Intent.FLAG_ACTIVITY_NEW_DOCUMENT,
  ]

  /// Starts `intent` with `flags` from the activity in front, or from outside when the home screen is.
  private func start(_ intent: Intent, flags: [String]) throws {
    for flag in flags {
      guard let value = Self.intentFlags[flag] else {
        let hint = Spelling.closest(to: flag, among: Self.intentFlags.keys.sorted()).map { " Did you mean '\($0)'?" }
        throw CommandFailure("Unknown flag '\(flag)'.\(hint ?? "")")
      }
      _ = intent.addFlags(value)
    }
    try app.step {
      if let top = app.topActivity { top.startActivity(intent) } else { app.device.startActivity(intent) }
    }
  }

  /// The manifest's class name for `name` (`.Detail`, `Detail`, `com.example.Detail`), or a failure that suggests
  /// the closest declared activity.
  private func className(_ name: String) throws -> String {
    let simple = name.split(separator: ".").last.map(String.init) ?? name
    let activities = app.device.manifest.activities
    guard
      let activity = activities.first(where: {
        $0.className == name || $0.className.split(separator: ".").last.map(String.init) == simple
      })
    else {
      let names = activities.map { $0.className.split(separator: ".").last.map(String.init) ?? $0.className }
      let hint = Spelling.closest(to: simple, among: names).map { " Did you mean '\($0)'?" } ?? ""
      throw CommandFailure("The manifest declares no activity '\(name)'.\(hint)")
    }
    return activity.className
  }

  /// Console messages logged since the last report, each on a line starting `console: `.
  private func newConsoleMessages() -> String {
    let messages = app.consoleMessages
    defer { consoleMark = messages.count }
    guard messages.count > consoleMark else { return "" }
    return messages[consoleMark...].map { "console: \($0)\n" }.joined()
  }
}
