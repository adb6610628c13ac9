import Foundation
import Testing

/// `segue explore`: the built binary's output and exit status (0 none, 1 findings, 2 usage).
@Suite struct ExploreCommandTests {
  private static let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("segue")

  private func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String)? {
    guard FileManager.default.isExecutableFile(atPath: Self.binary.path) else {
      print("Skipped: no built segue at \(Self.binary.path)")
      return nil
    }
    let process = Process()
    process.executableURL = Self.binary
    process.arguments = ["explore"] + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, out, err)
  }

  @Test func findingsExitOneAndNoFindingsZero() throws {
    guard let shop = try run(["Examples/Shop"]), let planted = try run(["Examples/PlantedBugs", "--format", "json"])
    else { return }
    #expect(shop.status == 0)
    #expect(shop.output == "Explored Shop: 18 states, 257 actions, 40 launches, 17 of 17 scenes; 0 findings.\n")
    #expect(planted.status == 1)
    #expect(planted.output.contains("\"kind\" : \"leak\""))
  }

  @Test func usageErrorsExitTwo() throws {
    guard let missing = try run(["Examples/Nowhere"]), let budget = try run(["Examples/Shop", "--max-states", "0"])
    else { return }
    #expect(missing.status == 2)
    #expect(missing.errors.contains("'Examples/Nowhere' is not an app folder."))
    #expect(budget.status == 2)
    #expect(budget.errors.contains("--max-actions, --max-depth and --max-states must be positive."))
  }

  /// `--package DIR` takes a package `segue port` wrote; anything else is a usage error (exit 2) saying why.
  @Test func packageUsageErrorsExitTwo() throws {
    guard let missing = try run(["--package", "Examples/Nowhere"]),
      let notAPackage = try run(["--package", "Examples/Shop"]),
      let both = try run(["Examples/Shop", "--package", "Examples/Shop"]),
      let inProcess = try run(["--package", "Examples/Shop", "--in-process"]),
      let scratch = try run(["Examples/Shop", "--scratch-path", "/tmp/scratch"])
    else { return }
    #expect(missing.status == 2)
    #expect(missing.errors.contains("'Examples/Nowhere' is not a package folder."))
    #expect(notAPackage.status == 2)
    let shop = URL(fileURLWithPath: "Examples/Shop").standardizedFileURL.path
    #expect(notAPackage.errors.contains("'\(shop)' has no Package.swift."))
    #expect(both.status == 2)
    #expect(both.errors.contains("--package explores a package; give no app folder."))
    #expect(inProcess.status == 2)
    #expect(inProcess.errors.contains("--package explores in a process of its own; drop --in-process."))
    #expect(scratch.status == 2)
    #expect(scratch.errors.contains("--scratch-path is for --package."))
  }

  @Test func emitTestsWritesAFilePerReplayableFinding() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SegueExploreCLI-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    guard let result = try run(["Examples/PlantedBugs", "--emit-tests", folder.path]) else { return }
    #expect(result.status == 1)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "ExploreFinding1Tests.swift", "ExploreFinding2Tests.swift", "ExploreFinding3Tests.swift",
        "ExploreFinding4Tests.swift",
      ])
  }
}

extension ExploreCommandTests {
  /// `--shard K/N` jobs' JSON reports merge into a single run's report, byte for byte.
  @Test func shardReportsMergeFromTheCommandLine() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "SegueExploreShards-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var paths: [String] = []
    for shard in ["1/2", "2/2"] {
      guard let result = try run(["Examples/PlantedBugs", "--shard", shard, "--format", "json"]) else { return }
      #expect(result.status == 1)
      let path = folder.appendingPathComponent("shard\(paths.count + 1).json").path
      try Data(result.output.utf8).write(to: URL(fileURLWithPath: path))
      paths.append(path)
    }
    guard let merged = try run(["--merge-reports"] + paths), let single = try run(["Examples/PlantedBugs"]),
      let mergedJSON = try run(["--merge-reports"] + paths + ["--format", "json"]),
      let singleJSON = try run(["Examples/PlantedBugs", "--format", "json"])
    else { return }
    #expect(merged.status == 1)
    #expect(merged.output == single.output)
    #expect(mergedJSON.output == singleJSON.output)
    guard let partial = try run(["--merge-reports", paths[0]]),
      let twice = try run(["--merge-reports", paths[0], paths[0], paths[1]])
    else { return }
    #expect(partial.status == 2)
    #expect(partial.output.isEmpty)
    #expect(partial.errors == "error: shard 2/2 is missing\n")
    #expect(twice.status == 2)
    #expect(twice.errors == "error: shard 1/2 is given twice\n")
    guard let bad = try run(["Examples/Shop", "--shard", "3/2"]) else { return }
    #expect(bad.status == 2)
    #expect(bad.errors.contains("--shard takes K/N with 1 ≤ K ≤ N, such as 2/4; not '3/2'."))
  }
}

extension ExploreCommandTests {
  /// `--strategy guided` explores toward the scenes not shown yet; standard error is a pipe here, not a terminal, so
  /// neither the parent nor its child process writes a progress line: it stays empty.
  @Test func guidedStrategyAndNoProgressWithoutATerminal() throws {
    guard let guided = try run(["Examples/Shop", "--strategy", "guided"]),
      let inProcess = try run(["Examples/Shop", "--in-process"]),
      let wrong = try run(["Examples/Shop", "--strategy", "depth-first"])
    else { return }
    #expect(guided.status == 0)
    #expect(guided.output == "Explored Shop: 18 states, 183 actions, 17 launches, 17 of 17 scenes; 0 findings.\n")
    #expect(guided.errors == "")
    #expect(inProcess.status == 0)
    #expect(inProcess.errors == "")
    #expect(wrong.status == 2)
    #expect(wrong.errors.contains("depth-first"))
  }
}
