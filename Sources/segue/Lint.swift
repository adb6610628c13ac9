import ArgumentParser
import Foundation
import SegueTools
import StoryboardFormat

struct Lint: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check storyboards for broken or surprising navigation.",
    discussion: """
      Reads .segue-lint.yml from the current directory (or --config) to re-level rules (error, warning, note, \
      off, on) and exclude paths. 'segue lint --list-rules' lists the rules; 'segue lint --explain RULE' explains one.
      Exit status: 0 when there are no errors, 1 when a finding is an error, 2 on a usage or configuration error.
      """
  )

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case xcode, json, sarif, github
  }

  enum Colour: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never
  }

  @Argument(help: "Storyboard files, or folders to search for them.")
  var paths: [String] = []

  @Option(help: "Output format: xcode, json, sarif or github.")
  var format: Format = .xcode

  @Option(help: ArgumentHelp("Configuration file (default: ./.segue-lint.yml when it exists).", valueName: "file"))
  var config: String?

  @Option(help: ArgumentHelp("Explain a rule and exit.", valueName: "rule"))
  var explain: String?

  @Flag(help: "List every rule with its default level and exit.")
  var listRules = false

  @Option(help: ArgumentHelp("A folder of Swift or Objective-C sources for the rules that look up classes (repeatable).", valueName: "folder"))
  var sources: [String] = []

  @Flag(help: "Do not look for sources beside the storyboards' Xcode project or package.")
  var noSourceDiscovery = false

  @Option(help: "Colour in xcode output: auto (only on a terminal), always or never.")
  var color: Colour = .auto

  func validate() throws {
    if explain == nil, !listRules, paths.isEmpty {
      throw ValidationError("Give at least one storyboard or folder to lint.")
    }
  }

  func run() throws {
    if let explain {
      guard let rule = LintRules.rule(explain) else {
        return try usageError("Unknown rule '\(explain)'. 'segue lint --list-rules' lists them.")
      }
      print(rule.explainText, terminator: "")
      return
    }
    if listRules {
      for rule in LintRules.all {
        print("\(rule.id) [\(rule.severity.rawValue)\(rule.origin == .decoder ? ", decoder" : "")]: \(rule.summary)")
      }
      return
    }
    let configuration: LintConfiguration
    do {
      if let config {
        configuration = try LintConfiguration.load(path: config)
      } else if FileManager.default.fileExists(atPath: LintConfiguration.fileName) {
        configuration = try LintConfiguration.load(path: LintConfiguration.fileName)
      } else {
        configuration = LintConfiguration()
      }
    } catch {
      return try usageError(error.description)
    }
    let report = Linter.lint(
      paths: paths, configuration: configuration, sourceRoots: sources, discoverSources: !noSourceDiscovery)
    switch format {
    case .xcode:
      let colour = color == .always || (color == .auto && isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
      write(XcodeFormatter.format(report, colour: colour))
    case .github:
      write(GitHubFormatter.format(report))
    case .json:
      write(LintJSON.format(report))
      FileHandle.standardError.write(Data((report.summary + "\n").utf8))
    case .sarif:
      write(SARIFLog.format(report, version: SegueCommand.configuration.version))
      FileHandle.standardError.write(Data((report.summary + "\n").utf8))
    }
    if report.hasErrors { throw ExitCode(1) }
  }

  /// Prints `error: message` and exits with status 2, without the usage screen.
  private func usageError(_ message: String) throws {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    throw ExitCode(2)
  }

  private func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }
}
