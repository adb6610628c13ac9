import ArgumentParser
import Foundation
import SegueExplorer

// `segue explore` survives Swift runtime traps in the app's code (`fatalError`, an index out of range, a
// force-unwrapped nil), which stop the process: it explores in a child process (itself, with the hidden --child-…
// options) that writes each sequence of actions to a journal before running it. When the child dies of a signal,
// the journal's last line is the sequence that trapped; the parent records it with the runtime's message and starts
// a new child that knows it (the explorer reports a known trap instead of running it). Exploration is deterministic,
// so each child repeats its predecessor's search up to the trap and goes on from there.
extension Explore {
  /// How many children may trap before the parent gives up.
  static let maximumRestarts = 25

  func exploreInChildProcesses() throws -> ExplorationReport {
    try exploreInChildProcesses(name: URL(fileURLWithPath: app).lastPathComponent) { journal, traps, report, folder in
      let trapsFile = folder.appendingPathComponent("traps.json")
      try JSONEncoder().encode(traps).write(to: trapsFile)
      return (
        Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]),
        Array(CommandLine.arguments.dropFirst()) + [
          "--child-journal", journal.path, "--child-traps", trapsFile.path, "--child-report", report.path,
        ] + (isatty(STDERR_FILENO) == 1 ? ["--child-progress"] : [])
      )
    }
  }

  /// Explores in children that `child` describes (its executable and arguments, given the journal, the known traps,
  /// the report file and a scratch folder), starting a new one after each trap.
  func exploreInChildProcesses(
    name: String,
    child makeChild: (_ journal: URL, _ traps: [Trap], _ report: URL, _ folder: URL) throws -> (URL, [String])
  ) throws -> ExplorationReport {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-explore-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let journal = folder.appendingPathComponent("journal")
    let reportFile = folder.appendingPathComponent("report.json")
    var traps: [Trap] = []
    let line = MainActor.assumeIsolated { ProgressLine.standardError(app: name) }
    defer { MainActor.assumeIsolated { line.finish() } }
    for _ in 0...Self.maximumRestarts {
      _ = FileManager.default.createFile(atPath: journal.path, contents: nil)
      let (executable, arguments) = try makeChild(journal, traps, reportFile, folder)
      let child = try runChild(executable: executable, arguments: arguments, progress: line)
      if child.reason == .exit {
        guard child.status == 0, let data = FileManager.default.contents(atPath: reportFile.path) else {
          FileHandle.standardError.write(Data(child.errors.utf8))
          throw ExitCode(child.status == 0 ? 2 : child.status)
        }
        return try ExplorationReport(json: data)
      }
      let lines = String(decoding: FileManager.default.contents(atPath: journal.path) ?? Data(), as: UTF8.self)
        .split(separator: "\n")
      guard let last = lines.last, let actions = try? JSONDecoder().decode([ExplorerAction].self, from: Data(last.utf8))
      else {
        throw CommandFailure("the exploration stopped before its first action: \(child.errors)")
      }
      traps.append(
        Trap(actions: actions, standardError: child.errors)
          ?? Trap(actions: actions, message: "the process stopped with signal \(child.status)"))
    }
    throw CommandFailure("the app trapped more than \(Self.maximumRestarts) times; explore with smaller budgets")
  }

  /// Runs a child (this command again with the hidden options, or a package's explorer); returns how it ended and
  /// what it wrote on standard error.
  private func runChild(executable: URL, arguments: [String], progress: ProgressLine) throws -> (
    reason: Process.TerminationReason, status: Int32, errors: String
  ) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    // A trap is expected: no backtrace (it takes seconds), just the runtime's one-line message.
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    var text = ""
    var pending = Data()
    // The child's progress lines are shown on this process's line; the rest is what it wrote on standard error.
    while case let data = errors.fileHandleForReading.availableData, !data.isEmpty {
      pending.append(data)
      while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let lineText = String(decoding: pending[..<newline], as: UTF8.self)
        pending.removeSubrange(...newline)
        if let shown = Self.progress(fromChildLine: lineText) {
          MainActor.assumeIsolated { progress.update(shown) }
        } else {
          text += lineText + "\n"
        }
      }
    }
    text += String(decoding: pending, as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationReason, process.terminationStatus, text)
  }

  /// The marker that starts a child's progress line on its standard error (an ASCII record separator).
  static let progressMarker = ExplorationRunner.progressMarker

  /// A child's progress line: the marker, then states, actions and findings.
  static func progress(fromChildLine line: String) -> ExplorationProgress? {
    guard line.hasPrefix(progressMarker) else { return nil }
    let numbers = line.dropFirst(progressMarker.count).split(separator: " ").compactMap { Int($0) }
    guard numbers.count == 3 else { return nil }
    return ExplorationProgress(states: numbers[0], actions: numbers[1], findings: numbers[2])
  }

  /// The child's side: explores with the known traps, journalling each sequence before it runs, and writes its
  /// report as JSON (and the tests, when asked).
  func runAsChild(report path: String) throws {
    let traps: [Trap] =
      try childTraps.flatMap { FileManager.default.contents(atPath: $0) }
      .map { try JSONDecoder().decode([Trap].self, from: $0) } ?? []
    let journal = childJournal.flatMap { FileHandle(forWritingAtPath: $0) }
    let showsProgress = childProgress
    let report = try MainActor.assumeIsolated {
      var lastProgress = 0.0
      return try explore(
        knownTraps: traps,
        journal: { actions in
          guard let journal, let line = try? JSONEncoder().encode(actions) else { return }
          journal.write(line + Data("\n".utf8))
        },
        progress: { progress in
          // At most twenty lines a second: the parent shows at most ten.
          let now = ProcessInfo.processInfo.systemUptime
          guard showsProgress, now - lastProgress >= 0.05 else { return }
          lastProgress = now
          let line = Self.progressMarker + "\(progress.states) \(progress.actions) \(progress.findings)\n"
          FileHandle.standardError.write(Data(line.utf8))
        })
    }
    try report.json().write(to: URL(fileURLWithPath: path))
  }
}
