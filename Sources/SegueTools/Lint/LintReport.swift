public import StoryboardFormat

/// The outcome of a lint run: the files checked and the findings, in file and position order.
public struct LintReport: Sendable, Equatable, Codable {
  /// The storyboards, xibs, Android manifests and layouts linted, sorted.
  public var files: [String]
  /// How many loaded files the configuration excluded.
  public var excluded: Int
  /// How many findings a `suppress` entry or a `segue-lint:disable` label marker left out.
  public var suppressed: Int
  /// How many findings the baseline left out.
  public var baselined: Int
  public var diagnostics: [Diagnostic]

  public init(files: [String], excluded: Int = 0, suppressed: Int = 0, baselined: Int = 0, diagnostics: [Diagnostic]) {
    self.files = files
    self.excluded = excluded
    self.suppressed = suppressed
    self.baselined = baselined
    self.diagnostics = diagnostics
  }

  public func count(_ severity: Diagnostic.Severity) -> Int { diagnostics.filter { $0.severity == severity }.count }

  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// `Linted 3 storyboards: 1 error, 2 warnings, 0 notes` (`Linted 2 storyboards and 3 xibs`, `Linted 3 xibs`, `Linted 3
  /// storyboards and 1 manifest` when xibs or Android manifests were linted), with how many files were excluded and
  /// how many findings were suppressed or in the baseline, if any:
  /// `Linted 3 storyboards (1 excluded, 2 suppressed, 4 in the baseline): …`.
  public var summary: String {
    func plural(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
    let left = [
      excluded > 0 ? "\(excluded) excluded" : nil, suppressed > 0 ? "\(suppressed) suppressed" : nil,
      baselined > 0 ? "\(baselined) in the baseline" : nil,
    ].compactMap { $0 }
    let leftText = left.isEmpty ? "" : " (\(left.joined(separator: ", ")))"
    // Xibs, manifests and layouts are named only when there are some: `Linted 2 storyboards, 3 xibs and 1 manifest`.
    let xibs = files.count { $0.hasSuffix(".xib") }
    let layouts = files.count { $0.hasSuffix(".xml") && AndroidLayoutFiles.isLayout($0) }
    let graphs = files.count { $0.hasSuffix(".xml") && NavigationFiles.isNavigation($0) }
    let manifests = files.count { $0.hasSuffix(".xml") } - layouts - graphs
    let storyboards = files.count - xibs - manifests - layouts - graphs
    let kinds = [
      storyboards > 0 || xibs + manifests + layouts + graphs == 0 ? plural(storyboards, "storyboard") : nil,
      xibs > 0 ? plural(xibs, "xib") : nil,
      manifests > 0 ? plural(manifests, "manifest") : nil,
      layouts > 0 ? plural(layouts, "layout") : nil,
      graphs > 0 ? plural(graphs, "navigation graph") : nil,
    ].compactMap { $0 }
    let linted = kinds.count > 1 ? kinds.dropLast().joined(separator: ", ") + " and " + kinds.last! : kinds[0]
    return "Linted \(linted)\(leftText): \(plural(count(.error), "error")), "
      + "\(plural(count(.warning), "warning")), \(plural(count(.note), "note"))"
  }

  /// Rules that fired, with how many findings each, by id.
  public var countsByRule: [DiagnosticCode: Int] {
    Dictionary(grouping: diagnostics, by: \.code).mapValues(\.count)
  }

  /// SwiftLint's `--strict`: every warning becomes an error, so it fails the run.
  public func strict() -> LintReport {
    var report = self
    for index in report.diagnostics.indices where report.diagnostics[index].severity == .warning {
      report.diagnostics[index].severity = .error
    }
    return report
  }

  /// `--quiet`: errors and warnings only.
  public func withoutNotes() -> LintReport {
    var report = self
    report.diagnostics.removeAll { $0.severity == .note }
    return report
  }
}
