import Foundation

/// The built `segue` binary in a detached tmux window: a real pseudo-terminal, keys typed as a user types them and
/// the screen read back as tmux draws it.
///
/// Each session has a server of its own (its own socket, no configuration file), which `close()` ends. A shell
/// wraps the binary and, when it exits, prints `[exit STATUS, terminal restored|changed]`, comparing the terminal's
/// settings (`stty -g`) before and after, then sleeps so that the window stays (tmux's `remain-on-exit` would add a
/// line of its own); the wrapper writes the binary's process id to `pidFile`.
struct TmuxSession {
  /// tmux, if it is on the `PATH`.
  static let executable: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    .map { URL(fileURLWithPath: String($0)).appendingPathComponent("tmux") }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }

  static var isAvailable: Bool { executable != nil }

  private let socket: String
  let pidFile: URL

  /// How long `waitForScreen` waits, for a loaded CI machine.
  static let timeout: TimeInterval = 30

  /// Starts `segue arguments` in a window of `columns` × `rows`, in the package root.
  init(_ arguments: [String], columns: Int = 80, rows: Int = 50) throws {
    let name = "segue-\(UUID().uuidString.prefix(8))"
    socket = FileManager.default.temporaryDirectory.appendingPathComponent("\(name).sock").path
    pidFile = FileManager.default.temporaryDirectory.appendingPathComponent("\(name).pid")
    let wrapper = """
      saved=$(stty -g); "$0" "$@" < /dev/tty & echo $! > \(Self.quoted(pidFile.path)); wait $! 2>/dev/null; status=$?
      if [ "$(stty -g)" = "$saved" ]; then terminal=restored; else terminal=changed; fi
      printf '[exit %d, terminal %s]\\n' "$status" "$terminal"; exec sleep 3600
      """
    let command = (["sh", "-c", wrapper, SegueProcess.binary.path] + arguments).map(Self.quoted).joined(separator: " ")
    try tmux(
      "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "-c", SegueProcess.packageRoot.path, command)
  }

  /// Types `text` as it is (no key names).
  func type(_ text: String) throws {
    try tmux("send-keys", "-l", text)
  }

  /// Presses keys by tmux's names: `Left`, `Up`, `Enter`, `C-d`, ….
  func press(_ keys: String...) throws {
    try tmux(["send-keys"] + keys)
  }

  /// The screen's rows and any scrolled off the top, with trailing spaces and trailing empty rows left out.
  func screen() throws -> String {
    var rows = try tmux("capture-pane", "-p", "-S", "-").split(separator: "\n", omittingEmptySubsequences: false)
    while rows.last?.isEmpty == true { rows.removeLast() }
    return rows.map { $0 + "\n" }.joined()
  }

  /// The screen once `condition` holds for it; after `timeout` seconds, the screen as it is then.
  func waitForScreen(until condition: (String) -> Bool) throws -> String {
    let deadline = Date(timeIntervalSinceNow: Self.timeout)
    var screen = try screen()
    while !condition(screen) && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.05)
      screen = try self.screen()
    }
    return screen
  }

  /// Ends the tmux server of this session, and with it the window and `segue` if it still runs.
  func close() {
    _ = try? tmux("kill-server")
    try? FileManager.default.removeItem(atPath: socket)
    try? FileManager.default.removeItem(at: pidFile)
  }

  @discardableResult
  private func tmux(_ arguments: String...) throws -> String {
    try tmux(arguments)
  }

  /// Runs tmux with `arguments` and returns what it printed, or throws when it fails.
  ///
  /// Through `posix_spawn` and `waitpid`, not `Process`: on Linux, Foundation learns that a process ended when a
  /// socket it shares with it closes, and the server that `new-session` starts keeps that socket open for good.
  @discardableResult
  private func tmux(_ arguments: [String]) throws -> String {
    let executable = Self.executable?.path ?? "tmux"
    let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("segue-tmux-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: outputFile) }
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    // No signal blocked and every one at its default action, whatever the test thread's settings (Dispatch's
    // threads block most): tmux's server, the shell and `segue` inherit them.
    #if canImport(Darwin)
      var attributes: posix_spawnattr_t? = nil
    #else
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGTERM, SIGCHLD, SIGTSTP, SIGTTIN, SIGTTOU, SIGWINCH] {
      sigaddset(&defaults, signal)
    }
    posix_spawnattr_setsigmask(&attributes, &unblocked)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = ([executable, "-S", socket, "-f", "/dev/null"] + arguments).map { strdup($0) } + [nil]
    let environment = ProcessInfo.processInfo.environment.map { strdup("\($0)=\($1)") } + [nil]
    defer { (argv + environment).forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, environment)
    guard spawned == 0 else { throw Failure(message: "cannot run tmux: \(String(cString: strerror(spawned)))") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let output = String(decoding: (try? Data(contentsOf: outputFile)) ?? Data(), as: UTF8.self)
    guard status == 0 else { throw Failure(message: "tmux \(arguments.first ?? "") failed (\(status)): \(output)") }
    return output
  }

  private static func quoted(_ argument: String) -> String {
    "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  struct Failure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }
}
