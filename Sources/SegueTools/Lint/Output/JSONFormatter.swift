import Foundation
public import StoryboardFormat

/// The `segue lint --format json` document, schema version 1 (documented in `Documentation/lint-json.md`).
public struct LintJSON: Sendable, Codable, Equatable {
  public var schemaVersion = 1
  public var files: [String]
  public var excluded: Int
  /// Findings left out by `suppress` entries or `segue-lint:disable` label markers.
  public var suppressed: Int
  /// Findings left out because the baseline records them.
  public var baselined: Int
  public var diagnostics: [Entry]
  public var summary: Summary

  public struct Entry: Sendable, Codable, Equatable {
    public var rule: DiagnosticCode
    public var severity: Diagnostic.Severity
    public var message: String
    public var file: String
    public var line: Int
    public var column: Int
    public var objectID: String?
  }

  public struct Summary: Sendable, Codable, Equatable {
    public var errors: Int
    public var warnings: Int
    public var notes: Int
    public var text: String
  }

  public init(_ report: LintReport) {
    files = report.files
    excluded = report.excluded
    suppressed = report.suppressed
    baselined = report.baselined
    diagnostics = report.diagnostics.map {
      Entry(
        rule: $0.code, severity: $0.severity, message: $0.message, file: $0.location.file, line: $0.location.line,
        column: $0.location.column, objectID: $0.objectID)
    }
    summary = Summary(
      errors: report.count(.error), warnings: report.count(.warning), notes: report.count(.note), text: report.summary)
  }

  public static func format(_ report: LintReport) -> String {
    encode(LintJSON(report))
  }

  static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    } catch {
      // Plain structs of strings and integers always encode: a failure is a bug, and printing nothing would hide it.
      preconditionFailure("Cannot encode \(type(of: value)) as JSON: \(error)")
    }
  }
}
