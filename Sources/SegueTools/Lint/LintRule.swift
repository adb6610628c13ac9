public import StoryboardFormat

/// A lint rule: a stable id, a default severity, a one-line summary and an explanation.
///
/// Rules come from two places: checks `segue lint` runs over the decoded storyboards
/// (``Origin-swift.enum/lint``), and problems the decoder and reference resolution report themselves
/// (``Origin-swift.enum/decoder``), which lint shows under their own codes. Both are configured alike.
public struct LintRule: Sendable, Hashable {
  public enum Origin: String, Sendable, Hashable, Codable {
    /// A check of `segue lint`.
    case lint
    /// A diagnostic of the `StoryboardFormat` decoder or of reference resolution, passed through.
    case decoder
  }

  public var id: String
  public var severity: Diagnostic.Severity
  /// One line: what the rule finds.
  public var summary: String
  /// Why it matters, what the rule can and cannot see, and how to fix a finding.
  public var explanation: String
  public var origin: Origin

  public init(id: String, severity: Diagnostic.Severity, summary: String, explanation: String, origin: Origin) {
    self.id = id
    self.severity = severity
    self.summary = summary
    self.explanation = explanation
    self.origin = origin
  }

  /// The text of `segue lint --explain RULE`.
  public var explainText: String {
    "\(id) (\(origin == .lint ? "lint rule" : "decoder diagnostic"), default: \(severity.rawValue))\n\(summary)\n\n\(explanation)\n"
  }
}
