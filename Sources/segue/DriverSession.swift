import SegueKit
import SegueKitTesting

/// Runs `segue run` commands on a ``SegueApp`` and words what each did, as the prompt and scripts print it.
///
/// Not in UIKit. After each step the session prints the navigation state and any new UIKit log messages; `trace`
/// prints the life-cycle events since the previous `trace`.
@preconcurrency @MainActor
final class DriverSession {
  /// The app the commands drive.
  let app: SegueApp
  private var consoleMark = 0

  init(app: SegueApp) {
    self.app = app
  }

  /// The text to print at launch: new console messages, then the navigation state.
  func launchReport() -> String {
    newConsoleMessages() + app.snapshot.description + "\n"
  }

  /// Runs `command` and returns what to print; throws ``SegueAppError`` when the step fails.
  func run(_ command: DriverCommand) throws(SegueAppError) -> String {
    do {
      switch command {
      case .tap(let text): try app.tap(text)
      case .selectRow(let row, let section): try app.select(row: row, section: section)
      case .selectItem(let item, let section): try app.select(item: item, section: section)
      case .back: try app.back()
      case .dismiss: try app.swipeDown()
      case .rotate: try app.rotate()
      case .device(let name):
        guard let device = DevicePreset(commandLineName: name) else {
          throw SegueAppError.element(
            "unknown device '\(name)'; choose one of \(DevicePreset.commandLineNames.joined(separator: ", "))")
        }
        try app.setDevice(device)
      case .perform(let identifier): try app.performSegue(identifier)
      case .state: return app.snapshot.description + "\n"
      case .trace:
        let events = app.takeTrace()
        return events.isEmpty ? "(no life-cycle events)\n" : events.map { "\($0)\n" }.joined()
      case .help: return DriverCommand.helpText + "\n"
      case .quit: return ""
      }
    } catch let error as SegueAppError {
      throw error
    } catch {
      throw SegueAppError.element("\(error)")
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
