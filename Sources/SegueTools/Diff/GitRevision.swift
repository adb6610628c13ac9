import Foundation

/// Files of a git revision, read with the `git` command (`git show`, `git ls-tree`).
enum GitRevision {
  /// The contents of `path` (relative to `folder`) at `revision`; `nil` when the file is not there.
  static func contents(of path: String, at revision: String, in folder: URL) throws(DiffInputs.Failure) -> [UInt8]? {
    let result = try run(["show", "\(revision):./\(path)"], in: folder)
    return result.status == 0 ? result.output : nil
  }

  /// The storyboards and xibs at `revision` below `path` (or `path` itself), relative to `folder`.
  static func files(below path: String, at revision: String, in folder: URL) throws(DiffInputs.Failure) -> Set<String> {
    let result = try run(["ls-tree", "-r", "--name-only", "--full-name", revision, "--", path], in: folder)
    guard result.status == 0 else {
      throw DiffInputs.Failure(
        description: "'\(revision)' is not a file, a folder or a git revision here: "
          + String(decoding: result.error, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
    let prefix = try run(["rev-parse", "--show-prefix"], in: folder)
    let relative = String(decoding: prefix.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    let names = String(decoding: result.output, as: UTF8.self).split(separator: "\n").map(String.init)
    return Set(
      names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.map { name in
        name.hasPrefix(relative) ? String(name.dropFirst(relative.count)) : name
      })
  }

  private static func run(
    _ arguments: [String], in folder: URL
  ) throws(DiffInputs.Failure) -> (status: Int32, output: [UInt8], error: [UInt8]) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = folder
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    do { try process.run() } catch { throw DiffInputs.Failure(description: "Cannot run git: \(error)") }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, [UInt8](outputData), [UInt8](errorData))
  }
}
