import Foundation
import Testing

/// `segue run` at a terminal, in a real pseudo-terminal (tmux): the prompt's line editing and history, a newline
/// when the input ends, and the terminal as it was found on every way out (issue 9, point 7).
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it with apt-get)"))
struct RunPromptTests {
  /// A typo fixed with the left arrow, a command recalled with the up arrow, and Ctrl-D on an empty line, which
  /// exits 0 after a newline so the shell's next line starts on its own.
  @Test func editingHistoryAndEndOfInput() throws {
    let session = try TmuxSession(["run", "Examples/Shop"])
    defer { session.close() }
    _ = try session.waitForPrompt(1)
    try session.type("tap \"Grindr\"")
    try session.press("Left", "Left")
    try session.type("e")
    try session.press("Enter")
    _ = try session.waitForPrompt(2)
    try session.type("back")
    try session.press("Enter")
    _ = try session.waitForPrompt(3)
    try session.press("Up", "Up")
    _ = try session.waitForScreen { $0.hasSuffix("segue> tap \"Grinder\"\n") }
    try session.press("Enter")
    _ = try session.waitForPrompt(4)
    try session.press("C-d")
    let screen = try session.waitForScreen { $0.contains("[exit") }
    #expect(
      screen == RunCommandTests.launchState + """
        Type 'help' for the commands, 'quit' to stop.
        segue> tap "Grinder"
        iPhone 16, portrait
        RootTabBarController tabs=[*Shop, Library, Settings]
          UINavigationController
            [0] Products (ProductListViewController)
            [1] Grinder (ProductDetailViewController)
              embeds ReviewsViewController
        segue> back
        iPhone 16, portrait
        RootTabBarController tabs=[*Shop, Library, Settings]
          UINavigationController
            [0] Products (ProductListViewController)
        segue> tap "Grinder"
        iPhone 16, portrait
        RootTabBarController tabs=[*Shop, Library, Settings]
          UINavigationController
            [0] Products (ProductListViewController)
            [1] Grinder (ProductDetailViewController)
              embeds ReviewsViewController
        segue>
        [exit 0, terminal restored]

        """)
  }

  /// Ctrl-C abandons a line (multi-byte characters and all) and the prompt goes on; an error goes on the screen
  /// and the prompt goes on; SIGTERM while a line is typed ends `segue` with the terminal restored.
  @Test func interruptErrorsAndTermination() throws {
    let session = try TmuxSession(["run", "Examples/Shop"])
    defer { session.close() }
    _ = try session.waitForPrompt(1)
    try session.type("tap \"Grïnder ☕")
    try session.press("C-c")
    _ = try session.waitForPrompt(2)
    try session.type("tap \"Moka pot\"")
    try session.press("Home", "C-k")
    try session.type("dismis")
    try session.press("Enter")
    _ = try session.waitForPrompt(3)
    try session.type("stat")
    _ = try session.waitForScreen { $0.hasSuffix("segue> stat\n") }
    let pid = try #require(
      Int32(
        String(decoding: try Data(contentsOf: session.pidFile), as: UTF8.self).trimmingCharacters(
          in: .whitespacesAndNewlines)))
    #expect(kill(pid, SIGTERM) == 0)
    let screen = try session.waitForScreen { $0.contains("[exit") }
    #expect(
      screen == RunCommandTests.launchState + """
        Type 'help' for the commands, 'quit' to stop.
        segue> tap "Grïnder ☕^C
        segue> dismis
        error: Unknown command 'dismis'. Did you mean 'dismiss'?
        segue> stat
        [exit 143, terminal restored]

        """)
  }
}

extension TmuxSession {
  /// The screen once the `count`th prompt waits on its last row.
  func waitForPrompt(_ count: Int) throws -> String {
    try waitForScreen { screen in
      screen.components(separatedBy: "segue> ").count - 1 + (screen.hasSuffix("segue>\n") ? 1 : 0) == count
        && screen.hasSuffix("segue>\n")
    }
  }
}
