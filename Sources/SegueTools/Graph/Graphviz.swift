import Foundation

/// Runs Graphviz's `dot` to turn DOT text into SVG.
public enum Graphviz {
  public struct Failure: Error, Sendable, CustomStringConvertible {
    public var description: String
  }

  /// The first executable `dot` in `searchPath` (default: `PATH`), if Graphviz is installed.
  public static func findDot(searchPath: String? = nil) -> String? {
    let path = searchPath ?? ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/dot" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Renders DOT to SVG with the `dot` found in `searchPath` (default: `PATH`); throws with a message
  /// that says what to do when `dot` is missing or fails.
  public static func svg(fromDOT dot: String, searchPath: String? = nil) throws(Failure) -> String {
    guard let executable = findDot(searchPath: searchPath) else {
      throw Failure(
        description: "Graphviz is not installed ('dot' is not on PATH); install it (apt install graphviz, "
          + "brew install graphviz) or use '--format dot' and render the output elsewhere")
    }
    // Files, not pipes: nothing can block on a full pipe, and stderr is read after the exit.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-graph-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("flow.dot")
    let target = folder.appendingPathComponent("flow.svg")
    let log = folder.appendingPathComponent("dot.log")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["-Tsvg", "-o", target.path, source.path]
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(dot.utf8).write(to: source)
      _ = FileManager.default.createFile(atPath: log.path, contents: nil)
      process.standardError = try FileHandle(forWritingTo: log)
      try process.run()
    } catch {
      throw Failure(description: "Cannot run '\(executable)': \(error.localizedDescription)")
    }
    process.waitUntilExit()
    guard process.terminationStatus == 0, let svg = try? String(contentsOf: target, encoding: .utf8) else {
      let reason = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      throw Failure(description: "'dot' failed with status \(process.terminationStatus): \(reason)")
    }
    return svg
  }
}
