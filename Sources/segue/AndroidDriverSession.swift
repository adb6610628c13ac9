import AndroidControllersTesting

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

  /// Console messages logged since the last report, each on a line starting `console: `.
  private func newConsoleMessages() -> String {
    let messages = app.consoleMessages
    defer { consoleMark = messages.count }
    guard messages.count > consoleMark else { return "" }
    return messages[consoleMark...].map { "console: \($0)\n" }.joined()
  }
}
