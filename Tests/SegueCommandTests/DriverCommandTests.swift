import Testing

@testable import segue

/// The `segue run` command language (issue 5, point 6).
@Suite struct DriverCommandTests {
  @Test(arguments: [
    ("tap \"Buy\"", DriverCommand.tap("Buy")),
    ("  tap Pour-over kettle  ", .tap("Pour-over kettle")),
    ("select row 2", .selectRow(2, section: 0)),
    ("select row 0 section 1", .selectRow(0, section: 1)),
    ("select item 3", .selectItem(3, section: 0)),
    ("back", .back), ("dismiss", .dismiss), ("rotate", .rotate), ("device ipad", .device("ipad")),
    ("perform ShowProduct", .perform("ShowProduct")), ("state", .state), ("trace", .trace), ("help", .help),
    ("quit", .quit), ("exit", .quit),
  ])
  func parsesCommands(line: String, command: DriverCommand) throws {
    #expect(try DriverCommand.parse(line) == command)
  }

  @Test func blankLinesAndCommentsAreSkipped() throws {
    #expect(try DriverCommand.parse("") == nil)
    #expect(try DriverCommand.parse("   # a comment") == nil)
  }

  @Test(arguments: [
    ("tpa \"Buy\"", "Unknown command 'tpa'. Did you mean 'tap'?"),
    ("launch", "Unknown command 'launch'. Type 'help'."),
    ("tap", "'tap' needs an argument, as in 'tap \"Buy\"'."),
    ("tap \"Buy", "Missing closing quote in 'tap \"Buy'."),
    ("select row", "Usage: select row N [section M], or select item N [section M]."),
    ("select row -1", "Usage: select row N [section M], or select item N [section M]."),
    ("back now", "'back' takes no argument."),
  ])
  func errorsAreWorded(line: String, message: String) {
    #expect(throws: DriverCommandError.self) { try DriverCommand.parse(line) }
    do {
      _ = try DriverCommand.parse(line)
    } catch {
      #expect(error.message == message)
    }
  }
}
