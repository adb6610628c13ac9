public import ArgumentParser
import Foundation
import SegueTools
import StoryboardFormat

/// `segue lint`.
public struct Lint: ParsableCommand {
  public static let configuration = CommandConfiguration(
    abstract: "Check storyboards, xibs and Android manifests for broken or surprising navigation and loading.",
    discussion: """
      Each storyboard uses the nearest .segue-lint.yml in its folder or above (a deeper one is layered on the \
      ones above it), or the one --config names: it re-levels rules (error, warning, note, off, on), per path too, \
      excludes paths and suppresses single findings by object id. An object whose Interface Builder label \
      contains 'segue-lint:disable=RULE' is not reported for RULE. 'segue lint --list-rules' lists the rules; \
      'segue lint --explain RULE' explains one. Xibs are checked where loading them can fail: the File's Owner \
      against the view controller that loads the nib, its view outlet, outlets against the sources, and cell nibs.
      Results are cached in $XDG_CACHE_HOME/segue/lint (else the user cache folder) by the content of every \
      file a run reads.
      Exit status: 0 when there are no errors (no warnings either with --strict), 1 otherwise, 2 on a usage, \
      configuration or baseline error.
      """
  )

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case xcode, json, sarif, github
  }

  enum Colour: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never
  }

  @Argument(help: "Storyboard and xib files, or folders to search for them; .xml files are read as Android manifests.")
  var paths: [String] = []

  @Option(help: "Output format: xcode, json, sarif or github.")
  var format: Format = .xcode

  @Option(
    help: ArgumentHelp(
      "Configuration file for every storyboard (default: the nearest .segue-lint.yml).", valueName: "file"))
  var config: String?

  @Option(help: ArgumentHelp("Explain a rule and exit.", valueName: "rule"))
  var explain: String?

  @Flag(help: "List every rule with its default level and exit.")
  var listRules = false

  @OptionGroup var sources: SourceOptions

  @Option(help: "Colour in xcode output: auto (only on a terminal, not with NO_COLOR set), always or never.")
  var color: Colour = .auto

  @Option(
    help: ArgumentHelp(
      "Report only findings this baseline file does not record; when it does not exist, write it with the current findings.",
      valueName: "file"))
  var baseline: String?

  @Option(help: ArgumentHelp("Write every current finding to this baseline file.", valueName: "file"))
  var writeBaseline: String?

  @Flag(help: "Treat warnings as errors: report them as errors and exit 1.")
  var strict = false

  @Flag(help: "Print only errors and warnings: no notes, no summary, no progress.")
  var quiet = false

  @Flag(help: "Neither read nor write the lint cache.")
  var noCache = false

  @Option(
    help: ArgumentHelp(
      "The cache folder (default: $XDG_CACHE_HOME/segue/lint, else the user cache folder).", valueName: "folder"))
  var cachePath: String?

  public init() {}

  public func validate() throws {
    if explain == nil, !listRules, paths.isEmpty {
      throw ValidationError("Give at least one storyboard or folder to lint.")
    }
  }

  public func run() throws {
    if let explain {
      guard let rule = LintRules.rule(DiagnosticCode(rawValue: explain)) else {
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
    var options = LintRun.Options(
      paths: paths, build: LintCache.buildIdentity(version: segueVersion))
    options.configurationFile = config
    options.sourceRoots = sources.folders
    options.discoverSources = !sources.noSourceDiscovery
    options.baseline = baseline
    options.writeBaseline = writeBaseline
    options.strict = strict
    options.quiet = quiet
    options.cacheFolder = noCache ? nil : (cachePath ?? LintCache.defaultFolder())
    let result: LintRun.Result
    do {
      result = try lintShowingProgress(options)
    } catch {
      return try usageError(error.description)
    }
    if let problem = result.cacheProblem {
      FileHandle.standardError.write(Data("warning: \(problem)\n".utf8))
    }
    for written in result.wroteBaselines where !quiet {
      let count = "\(written.findings) finding\(written.findings == 1 ? "" : "s")"
      FileHandle.standardError.write(Data("Wrote the baseline '\(written.path)' with \(count).\n".utf8))
    }
    let report = result.report
    switch format {
    case .xcode:
      let colour =
        TerminalColour(rawValue: color.rawValue)?.isEnabled(
          isTerminal: isatty(STDOUT_FILENO) != 0, environment: ProcessInfo.processInfo.environment)
        ?? false
      write(XcodeFormatter.format(report, colour: colour, summary: !quiet))
    case .github:
      write(GitHubFormatter.format(report, summary: !quiet))
    case .json:
      write(LintJSON.format(report))
      if !quiet { FileHandle.standardError.write(Data((report.summary + "\n").utf8)) }
    case .sarif:
      write(SARIFLog.format(report, version: segueVersion))
      if !quiet { FileHandle.standardError.write(Data((report.summary + "\n").utf8)) }
    }
    if report.hasErrors { throw ExitCode(1) }
  }

  /// Runs the lint, drawing `Linting 37/150 …` on standard error when it is a terminal.
  private func lintShowingProgress(_ options: LintRun.Options) throws(LintRun.Problem) -> LintRun.Result {
    guard !quiet, isatty(STDERR_FILENO) != 0 else { return try LintRun.run(options) }
    let clock = ContinuousClock()
    var progress = LintProgress(start: clock.now)
    let result = try LintRun.run(options) { done, total in
      if let text = progress.update(done: done, total: total, now: clock.now) {
        FileHandle.standardError.write(Data(text.utf8))
      }
    }
    if let text = progress.finish() { FileHandle.standardError.write(Data(text.utf8)) }
    return result
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
