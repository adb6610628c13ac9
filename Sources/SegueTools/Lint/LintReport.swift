public import StoryboardFormat

/// The outcome of a lint run: the files checked and the findings, in file and position order.
public struct LintReport: Sendable, Equatable {
  public var files: [String]
  /// How many loaded files the configuration excluded.
  public var excluded: Int
  public var diagnostics: [Diagnostic]

  public init(files: [String], excluded: Int = 0, diagnostics: [Diagnostic]) {
    self.files = files
    self.excluded = excluded
    self.diagnostics = diagnostics
  }

  public func count(_ severity: Diagnostic.Severity) -> Int { diagnostics.filter { $0.severity == severity }.count }

  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// `Linted 3 storyboards: 1 error, 2 warnings, 0 notes` (and how many were excluded, if any).
  public var summary: String {
    func plural(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
    let excludedText = excluded > 0 ? " (\(excluded) excluded)" : ""
    return "Linted \(plural(files.count, "storyboard"))\(excludedText): \(plural(count(.error), "error")), "
      + "\(plural(count(.warning), "warning")), \(plural(count(.note), "note"))"
  }

  /// Rules that fired, with how many findings each, by id.
  public var countsByRule: [String: Int] {
    Dictionary(grouping: diagnostics, by: \.code).mapValues(\.count)
  }
}
