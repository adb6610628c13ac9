import Foundation
import StoryboardFormat

/// One `segue lint` run with the conventions SwiftLint users expect: configuration discovered beside
/// each file (or given), a cache, a baseline, `--strict` and `--quiet`.
///
/// ```swift
/// var options = LintRun.Options(paths: ["App"], build: "0.1.0")
/// options.baseline = "segue-lint-baseline.json"
/// let result = try LintRun.run(options)
/// print(XcodeFormatter.format(result.report, colour: false))
/// ```
public enum LintRun {
  public struct Options: Sendable {
    public var paths: [String]
    /// `--config FILE`: one configuration for every file instead of discovering `.segue-lint.yml`s.
    public var configurationFile: String?
    public var sourceRoots: [String] = []
    public var discoverSources = true
    /// `--baseline FILE`: report only findings the file does not record; a missing file is written
    /// with the current findings (and the run then reports none).
    public var baseline: String?
    /// `--write-baseline FILE`: record every current finding, whatever `baseline` filtered.
    public var writeBaseline: String?
    /// Warnings become errors.
    public var strict = false
    /// Notes are dropped.
    public var quiet = false
    /// The cache folder, or `nil` for `--no-cache`.
    public var cacheFolder: String?
    /// What identifies the tool's rules in cache keys (``LintCache/buildIdentity(version:)``).
    public var build: String

    public init(paths: [String], build: String) {
      self.paths = paths
      self.build = build
    }
  }

  public struct Result: Sendable {
    /// What to print, baseline, `strict` and `quiet` applied.
    public var report: LintReport
    /// The baseline files written, with how many findings each records.
    public var wroteBaselines: [(path: String, findings: Int)] = []
    /// True when the findings came from the cache.
    public var cached = false
    /// A cache that could not be written (a warning: the findings stand).
    public var cacheProblem: LintCache.Problem?

    public init(
      report: LintReport, wroteBaselines: [(path: String, findings: Int)] = [], cached: Bool = false,
      cacheProblem: LintCache.Problem? = nil
    ) {
      self.report = report
      self.wroteBaselines = wroteBaselines
      self.cached = cached
      self.cacheProblem = cacheProblem
    }
  }

  /// A configuration or baseline that cannot be used (a usage error: exit 2).
  public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String
  }

  /// Lints `options.paths`; `progress` hears `(done, total)` as files are read.
  public static func run(_ options: Options, progress: (_ done: Int, _ total: Int) -> Void = { _, _ in })
    throws(Problem) -> Result
  {
    let found = LintInputs.Files(paths: options.paths)
    let configuration: LintConfiguration
    do {
      if let path = options.configurationFile {
        configuration = try LintConfiguration.load(path: path)
      } else {
        configuration = try LintConfiguration.discover(for: found.files)
      }
    } catch {
      throw Problem(description: error.description)
    }
    let inputs = LintInputs(
      found, configuration: configuration, sourceRoots: options.sourceRoots, discoverSources: options.discoverSources)
    var baseline: LintBaseline?
    if let path = options.baseline, FileManager.default.fileExists(atPath: path) {
      do {
        baseline = try LintBaseline.load(path: path)
      } catch {
        throw Problem(description: error.description)
      }
    }
    var done = 0
    let (report, cached, cacheProblem) = lintThroughCache(options, inputs: inputs) {
      done += 1
      progress(done, inputs.files.count)
    }
    var result = Result(report: report, cached: cached, cacheProblem: cacheProblem)
    do {
      try applyBaselines(options, loaded: baseline, to: &result)
    } catch {
      throw Problem(description: error.description)
    }
    if options.strict { result.report = result.report.strict() }
    if options.quiet { result.report = result.report.withoutNotes() }
    return result
  }

  /// The report from the cache when every input is unchanged, else from linting (and then stored), and why the cache
  /// could not be written if it could not.
  private static func lintThroughCache(
    _ options: Options, inputs: LintInputs, onFile: () -> Void
  ) -> (LintReport, cached: Bool, problem: LintCache.Problem?) {
    func lint() -> LintReport { Linter.lint(inputs, progress: { _ in onFile() }) }
    guard let folder = options.cacheFolder else { return (lint(), false, nil) }
    let cache = LintCache(folder: folder)
    var digests = FileDigests(folder: folder)
    let key = LintCacheKey.make(build: options.build, inputs: inputs, digests: &digests)
    var problem: LintCache.Problem?
    do {
      try digests.save()
    } catch {
      problem = error
    }
    if let cached = cache.report(for: key) { return (cached, true, problem) }
    let report = lint()
    do {
      try cache.store(report, for: key)
    } catch {
      problem = error
    }
    return (report, false, problem)
  }

  /// Writes `--write-baseline`, then filters by `--baseline` (writing it first when it did not exist).
  private static func applyBaselines(_ options: Options, loaded: LintBaseline?, to result: inout Result)
    throws(LintBaseline.Problem)
  {
    if let path = options.writeBaseline {
      let written = LintBaseline(result.report, folder: LintPath.folder(of: path))
      try written.write(to: path)
      result.wroteBaselines.append((path, written.findings.count))
    }
    guard let path = options.baseline else { return }
    let folder = LintPath.folder(of: path)
    if let loaded {
      result.report = loaded.filter(result.report, folder: folder)
      return
    }
    let written = LintBaseline(result.report, folder: folder)
    if path != options.writeBaseline {
      try written.write(to: path)
      result.wroteBaselines.append((path, written.findings.count))
    }
    result.report = written.filter(result.report, folder: folder)
  }
}
