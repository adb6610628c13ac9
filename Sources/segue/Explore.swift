import AndroidControllersTesting
import AndroidFormat
import AndroidShop
import ArgumentParser
import Foundation
// The examples' classes are linked into segue, so that exploring Examples/Shop and Examples/PlantedBugs runs their
// code (another app's custom classes are UIKit's base classes here, as in `segue run`).
import PlantedBugs
import SegueExplorer
import SegueKitTesting

struct Explore: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Explore every path through an app's navigation and report crashes, warnings, leaks and dead ends.",
    discussion: """
      Launches the app folder (an Info.plist and its storyboards, or an Android app's src/main/ folder) headlessly \
      and explores it breadth first: every tappable element, Back, swiping a sheet down, rotating, leaving the app \
      and coming back, text typed into fields; on Android also process death. Each finding comes with the \
      shortest sequence of actions that shows it; --emit-tests writes each as a Swift Testing file. The formats \
      and finding kinds are described in Documentation/explore.md.

      Exit status: 0 when nothing was found, 1 when something was, 2 on a usage error or an app that cannot \
      launch.
      """
  )

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif, dot, mermaid
  }

  enum Abstraction: String, ExpressibleByArgument, CaseIterable {
    case structure, texts
  }

  enum Strategy: String, ExpressibleByArgument, CaseIterable {
    case breadthFirst = "breadth-first"
    case guided
  }

  @Argument(help: "An app folder: one with an Info.plist, or an Android app's src/main/ folder.")
  var appFolder: String?

  @Option(
    name: .customLong("package"),
    help: ArgumentHelp(
      "Explore a package `segue port` wrote, instead of an app folder: builds a small explorer that links its app.",
      valueName: "dir"))
  var packageFolder: String?

  @Option(help: ArgumentHelp("With --package: give up building after this many seconds.", valueName: "seconds"))
  var buildTime = 1800.0

  @Option(
    help: ArgumentHelp(
      "With --package: build the explorer in this SwiftPM scratch path (as `swift build --scratch-path`), so that "
        + "several packages' explorers share one build of SegueKit.", valueName: "dir"))
  var scratchPath: String?

  /// The app folder (validated to be given unless reports are merged).
  var app: String { appFolder ?? "" }

  @Option(
    help: ArgumentHelp(
      "Explore only part K of N of the search (breadth first: the states K, K+N … of the first depth with N states "
        + "queued, and what follows them; guided: the launch screen's actions K, K+N …).", valueName: "K/N"))
  var shard: String?

  @Option(
    parsing: .upToNextOption,
    help: ArgumentHelp("Merge the JSON reports of a sharded search into one, instead of exploring.", valueName: "file"))
  var mergeReports: [String] = []

  @Option(help: "Output format: text, json, sarif, dot or mermaid.")
  var format: Format = .text

  @Option(help: "At most this many actions while searching (replays included; minimizing findings comes after).")
  var maxActions = 10_000

  @Option(help: "Explore no state farther than this many actions from launch.")
  var maxDepth = 12

  @Option(help: "At most this many distinct states.")
  var maxStates = 500

  @Option(
    help: ArgumentHelp("Stop after this many seconds (the report then depends on the machine).", valueName: "seconds"))
  var time: Double?

  @Option(help: "How states are told apart: structure (controller classes and stacks) or texts (also what they show).")
  var abstraction: Abstraction = .structure

  @Option(help: "0 keeps the screen's order of actions; another value shuffles them, the same way every run.")
  var seed: UInt64 = 0

  @Option(
    help: ArgumentHelp(
      "breadth-first, or guided: toward scenes not shown yet first, rotating and backgrounding last.",
      valueName: "strategy"))
  var strategy: Strategy = .breadthFirst

  @Option(help: ArgumentHelp("The values typed into text fields, comma-separated.", valueName: "values"))
  var textValues = "Ada"

  @Option(
    help: ArgumentHelp("Write each finding's reproduction as a Swift Testing file in this folder.", valueName: "dir"))
  var emitTests: String?

  @Flag(help: "Explore in this process: faster, but a Swift runtime trap in the app's code stops the exploration.")
  var inProcess = false

  /// Set by the parent process on its child: where the child writes its journal, reads the known traps and writes
  /// its report (see Explore+Child.swift).
  @Option(help: .hidden) var childJournal: String?
  @Option(help: .hidden) var childTraps: String?
  @Option(help: .hidden) var childReport: String?
  /// Set by the parent when its standard error is a terminal: the child tells its progress on standard error
  /// (Explore+Child.swift).
  @Flag(help: .hidden) var childProgress = false

  func validate() throws {
    if !mergeReports.isEmpty {
      guard appFolder == nil, packageFolder == nil else {
        throw ValidationError("--merge-reports merges reports; give no app folder or package.")
      }
      return
    }
    if packageFolder != nil {
      guard appFolder == nil else { throw ValidationError("--package explores a package; give no app folder.") }
      guard !inProcess else { throw ValidationError("--package explores in a process of its own; drop --in-process.") }
      guard buildTime > 0 else { throw ValidationError("--build-time must be positive.") }
    } else if scratchPath != nil {
      throw ValidationError("--scratch-path is for --package.")
    } else {
      guard appFolder != nil else { throw ValidationError("Give the app folder to explore, or --package DIR.") }
    }
    if let shard, Shard(shard) == nil {
      throw ValidationError("--shard takes K/N with 1 ≤ K ≤ N, such as 2/4; not '\(shard)'.")
    }
    guard maxActions > 0, maxDepth > 0, maxStates > 0 else {
      throw ValidationError("--max-actions, --max-depth and --max-states must be positive.")
    }
    if let time, time <= 0 { throw ValidationError("--time must be positive.") }
    if let packageFolder {
      _ = try portedPackage(packageFolder)
      return
    }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: app, isDirectory: &isFolder), isFolder.boolValue else {
      throw ValidationError("'\(app)' is not an app folder.")
    }
    let folder = URL(fileURLWithPath: app)
    let manager = FileManager.default
    guard
      manager.fileExists(atPath: folder.appendingPathComponent("Info.plist").path)
        || manager.fileExists(atPath: folder.appendingPathComponent("AndroidManifest.xml").path)
    else {
      throw ValidationError("'\(app)' has neither an Info.plist nor an AndroidManifest.xml.")
    }
  }

  func run() throws {
    let report: ExplorationReport
    do {
      if let childReport {
        return try runAsChild(report: childReport)
      }
      if !mergeReports.isEmpty {
        report = try merge()
      } else if let packageFolder {
        report = try explorePackage(packageFolder)
      } else if inProcess {
        // The root command is synchronous and runs on the main thread, which is the main actor's.
        report = try MainActor.assumeIsolated {
          let line = ProgressLine.standardError(app: URL(fileURLWithPath: app).lastPathComponent)
          defer { line.finish() }
          return try explore(knownTraps: [], journal: nil, progress: line.update)
        }
      } else {
        report = try exploreInChildProcesses()
      }
    } catch let failure as CommandFailure {
      failure.report()
      throw ExitCode(2)
    }
    switch format {
    case .text: print(report.text, terminator: "")
    case .json: print(String(decoding: try report.json(), as: UTF8.self))
    case .sarif: print(String(decoding: try report.sarif(), as: UTF8.self))
    case .dot: print(report.dot, terminator: "")
    case .mermaid: print(report.mermaid, terminator: "")
    }
    if !report.findings.isEmpty { throw ExitCode(1) }
  }

  func options(knownTraps: [Trap]) -> ExplorationOptions {
    ExplorationOptions(
      maxActions: maxActions, maxDepth: maxDepth, maxStates: maxStates, timeLimit: time,
      abstraction: abstraction == .texts ? .texts : .structure,
      seed: seed, textValues: textValues.split(separator: ",").map(String.init), knownTraps: knownTraps,
      shard: shard.flatMap(Shard.init), strategy: strategy == .guided ? .guided : .breadthFirst)
  }

  /// The reports of `--merge-reports` as one.
  private func merge() throws -> ExplorationReport {
    var reports: [ExplorationReport] = []
    for path in mergeReports {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw CommandFailure("cannot read the report '\(path)'")
      }
      do {
        reports.append(try ExplorationReport(json: data))
      } catch {
        throw CommandFailure("'\(path)' is not a segue explore JSON report: \(error)")
      }
    }
    do {
      return try ExplorationReport.merged(reports)
    } catch {
      throw CommandFailure("\(error)")
    }
  }

  /// Explores the app in this process; `journal` hears each sequence of actions before it runs.
  @MainActor
  func explore(
    knownTraps: [Trap], journal: (@MainActor ([ExplorerAction]) -> Void)?,
    progress: (@MainActor (ExplorationProgress) -> Void)? = nil
  ) throws -> ExplorationReport {
    let folder = URL(fileURLWithPath: app)
    let driver: any ExplorationDriver
    let platform: String
    if FileManager.default.fileExists(atPath: folder.appendingPathComponent("AndroidManifest.xml").path) {
      driver = try androidDriver(folder)
      platform = "android"
    } else {
      driver = SegueAppDriver(appFolder: folder, path: app)
      platform = "ios"
    }
    let report: ExplorationReport
    do {
      let name = platform == "android" ? AndroidApp.appName(folder) : folder.lastPathComponent
      let explorer = Explorer(driver: driver, options: options(knownTraps: knownTraps))
      explorer.journal = journal
      explorer.progress = progress
      report = try explorer.run(app: name, platform: platform)
    } catch {
      throw CommandFailure("cannot launch '\(app)': \(error)")
    }
    if let emitTests { try write(TestEmitter(driver: driver).files(for: report), to: emitTests) }
    return report
  }

  /// The Android driver: the AndroidShop example's classes for the example, stand-ins for any other app (as
  /// `segue run` does).
  @MainActor
  private func androidDriver(_ folder: URL) throws -> AndroidAppDriver {
    do {
      let manifest = try ManifestDecoder.decode(contentsOf: folder.appendingPathComponent("AndroidManifest.xml"))
      let isExample = manifest.package == AndroidShopClasses.packageName
      return try AndroidAppDriver(
        appFolder: folder, activities: isExample ? AndroidShopClasses.activities : [],
        fragments: isExample ? AndroidShopClasses.fragments : [], playsMissingClasses: !isExample, path: app,
        classes: isExample ? "AndroidShopClasses" : nil, imports: isExample ? ["AndroidShop"] : [])
    } catch {
      throw CommandFailure("cannot launch '\(app)': \(error)")
    }
  }

  private func write(_ files: [TestEmitter.File], to folder: String) throws {
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      for file in files {
        try Data(file.contents.utf8).write(to: URL(fileURLWithPath: folder).appendingPathComponent(file.name))
      }
    } catch {
      throw CommandFailure("cannot write the tests to '\(folder)': \(error.localizedDescription)")
    }
  }
}
