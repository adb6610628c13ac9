import Foundation

/// Runs the built `segue` binary, as a user would, and captures what it prints.
struct SegueProcess {
  var status: Int32
  var standardOutput: String
  var standardError: String

  /// The package root, found from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// `swift test` builds every product; the binary sits beside the test bundle.
  static let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("segue")

  /// Where child processes keep their lint cache, so tests never write to the user's cache folder.
  static let cacheHome = FileManager.default.temporaryDirectory.appendingPathComponent("segue-cli-tests-cache")

  /// Runs the binary (or `executable`) with `arguments`, in `folder` (the package root by default), with
  /// `environment` added to this process's.
  static func run(
    _ arguments: [String], in folder: URL = packageRoot, environment: [String: String] = [:], executable: URL = binary
  ) throws -> SegueProcess {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": cacheHome.path]) { _, new in
      new
    }
    .merging(environment) { _, new in new }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return SegueProcess(
      status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self))
  }
}
