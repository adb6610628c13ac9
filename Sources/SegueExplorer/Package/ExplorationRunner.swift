import Foundation

/// The entry of the executable `segue explore --package` builds: explores the app its driver launches, as a child
/// of `segue explore`, which restarts it after a Swift runtime trap.
///
/// Not in UIKit or Android. Arguments: `--request FILE` (an ``ExplorationRequest`` as JSON), `--report FILE` (where
/// the JSON report goes), `--journal FILE` (each sequence of actions, one JSON line, written before it runs: the last
/// line of a child that trapped is the sequence that trapped) and `--progress` (progress lines on standard error,
/// each starting with ``progressMarker``).
@MainActor
public enum ExplorationRunner {
  /// The marker that starts a progress line on standard error (an ASCII record separator), then states, actions and
  /// findings.
  public nonisolated static let progressMarker = "\u{1E}progress "

  /// Runs the exploration the arguments ask for and exits: 0 once the report is written, 2 on bad arguments or an
  /// app that does not launch (the reason on standard error).
  public static func main(
    app: String, platform: String, arguments: [String] = CommandLine.arguments,
    driver makeDriver: @MainActor () throws -> any ExplorationDriver
  ) -> Never {
    do {
      try run(app: app, platform: platform, arguments: Array(arguments.dropFirst()), driver: makeDriver)
      exit(0)
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      exit(2)
    }
  }

  static func run(
    app: String, platform: String, arguments: [String], driver makeDriver: @MainActor () throws -> any ExplorationDriver
  ) throws {
    var values: [String: String] = [:]
    var showsProgress = false
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--progress" {
        showsProgress = true
      } else if ["--request", "--report", "--journal"].contains(argument), index + 1 < arguments.count {
        values[argument] = arguments[index + 1]
        index += 1
      } else {
        throw ExplorationError("unexpected argument '\(argument)'")
      }
      index += 1
    }
    guard let requestPath = values["--request"], let reportPath = values["--report"] else {
      throw ExplorationError("give --request FILE and --report FILE")
    }
    guard let data = FileManager.default.contents(atPath: requestPath) else {
      throw ExplorationError("cannot read the request '\(requestPath)'")
    }
    let request = try JSONDecoder().decode(ExplorationRequest.self, from: data)
    let journal = values["--journal"].flatMap { FileHandle(forWritingAtPath: $0) }
    let driver = try makeDriver()
    let explorer = Explorer(driver: driver, options: request.options)
    explorer.journal = { actions in
      guard let journal, let line = try? JSONEncoder().encode(actions) else { return }
      journal.write(line + Data("\n".utf8))
    }
    var lastProgress = 0.0
    explorer.progress = { progress in
      // At most twenty lines a second: the parent shows at most ten.
      let now = ProcessInfo.processInfo.systemUptime
      guard showsProgress, now - lastProgress >= 0.05 else { return }
      lastProgress = now
      let line = progressMarker + "\(progress.states) \(progress.actions) \(progress.findings)\n"
      FileHandle.standardError.write(Data(line.utf8))
    }
    let report = try explorer.run(app: app, platform: platform)
    if let folder = request.emitTests {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      for file in try TestEmitter(driver: driver).files(for: report) {
        try Data(file.contents.utf8).write(to: URL(fileURLWithPath: folder).appendingPathComponent(file.name))
      }
    }
    try report.json().write(to: URL(fileURLWithPath: reportPath))
  }
}
