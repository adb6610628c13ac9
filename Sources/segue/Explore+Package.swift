import ArgumentParser
import Foundation
import SegueExplorer

// `segue explore --package DIR` explores a package `segue port` wrote: the app's code is the package's, so segue
// cannot link it. It writes a scratch package in DIR/.build/segue-explore that depends on DIR and on the SegueKit DIR
// depends on, whose executable hands the app's launch (`PortedApp.appFolder`) to the explorer's library
// (`ExplorationRunner`); builds it with `swift build`, time-boxed; and runs it as the child `segue explore` restarts
// after each trap, as it does itself for an app folder.
extension Explore {
  /// The ported package, or the reason it cannot be explored.
  func portedPackage(_ path: String) throws -> ExplorationPackage {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
      throw ValidationError("'\(path)' is not a package folder.")
    }
    do {
      return try ExplorationPackage(folder: URL(fileURLWithPath: path))
    } catch {
      throw ValidationError("\(error).")
    }
  }

  func explorePackage(_ path: String) throws -> ExplorationReport {
    let package = try portedPackage(path)
    do {
      try package.writeScratchPackage()
    } catch {
      throw CommandFailure("cannot write the scratch package in '\(package.scratchFolder.path)': \(error)")
    }
    let executable = try buildScratchPackage(package)
    let request = ExplorationRequest(options: options(knownTraps: []), emitTests: emitTests.map(Self.absolute))
    return try exploreInChildProcesses(name: package.appModule) { journal, traps, report, folder in
      var request = request
      request.options.knownTraps = traps
      let requestFile = folder.appendingPathComponent("request.json")
      try JSONEncoder().encode(request).write(to: requestFile)
      return (
        executable,
        ["--request", requestFile.path, "--journal", journal.path, "--report", report.path]
          + (isatty(STDERR_FILENO) == 1 ? ["--progress"] : [])
      )
    }
  }

  /// `path` made absolute against the current directory.
  static func absolute(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

  /// Builds the scratch package with `swift build`, giving up after `--build-time` seconds; returns the executable.
  /// A failed build is reported with the compiler's first error.
  private func buildScratchPackage(_ package: ExplorationPackage) throws -> URL {
    let scratch = package.scratchFolder
    let log = scratch.appendingPathComponent("build.log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    guard let output = FileHandle(forWritingAtPath: log.path) else {
      throw CommandFailure("cannot write '\(log.path)'")
    }
    defer { try? output.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    let buildFolder = scratchPath.map { URL(fileURLWithPath: Self.absolute($0)) }
    process.arguments =
      ["swift", "build", "--package-path", scratch.path, "--product", ExplorationPackage.runnerName]
      + (buildFolder.map { ["--scratch-path", $0.path] } ?? [])
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    FileHandle.standardError.write(Data("Building \(package.appModule)'s explorer in \(scratch.path)…\n".utf8))
    do {
      try process.run()
    } catch {
      throw CommandFailure("cannot run `swift build`: \(error)")
    }
    let deadline = Date().addingTimeInterval(buildTime)
    while process.isRunning {
      if Date() > deadline {
        process.terminate()
        process.waitUntilExit()
        throw CommandFailure(
          "building '\(scratch.path)' took longer than \(Int(buildTime)) seconds (--build-time); its output is in "
            + "\(log.path)")
      }
      Thread.sleep(forTimeInterval: 0.2)
    }
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      let text = String(decoding: FileManager.default.contents(atPath: log.path) ?? Data(), as: UTF8.self)
      throw CommandFailure(
        "building '\(scratch.path)' failed: \(Self.firstError(in: text) ?? "swift build exited with status \(process.terminationStatus)"); "
          + "the whole output is in \(log.path)")
    }
    return (buildFolder ?? scratch.appendingPathComponent(".build")).appendingPathComponent(
      "debug/\(ExplorationPackage.runnerName)")
  }

  /// The first `error:` line of a build's output.
  static func firstError(in output: String) -> String? {
    output.split(separator: "\n").first { $0.contains("error:") }.map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }
}
