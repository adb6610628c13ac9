import AndroidFormat
public import StoryboardFormat

/// A lint rule: a stable id, a default severity, a one-line summary and an explanation.
///
/// Rules come from two places: checks `segue lint` runs over the decoded storyboards
/// (``Origin-swift.enum/lint``), and problems the decoder and reference resolution report themselves
/// (``Origin-swift.enum/decoder``), which lint shows under their own codes. Both are configured alike.
public struct LintRule: Sendable {
  public enum Origin: String, Sendable, Hashable, Codable {
    /// A check of `segue lint`.
    case lint
    /// A diagnostic of the `StoryboardFormat` decoder or of reference resolution, passed through.
    case decoder
  }

  /// The code of the rule's findings, which configurations and `--explain` name it by.
  public var id: DiagnosticCode
  public var severity: Diagnostic.Severity
  /// One line: what the rule finds.
  public var summary: String
  /// Why it matters, what the rule can and cannot see, and how to fix a finding.
  public var explanation: String
  public var origin: Origin
  /// What the rule finds in the documents being reported on; `nil` for a decoder diagnostic.
  let check: (@Sendable (LintContext) -> [Diagnostic])?
  /// What the rule finds in one Android manifest; `nil` for a storyboard rule or a decoder diagnostic.
  let manifestCheck: (@Sendable (AndroidManifest) -> [Diagnostic])?
  /// The check of Android layouts (with the run's manifests and sources), for the layout rules.
  let layoutCheck: (@Sendable (AndroidLintContext) -> [Diagnostic])?

  /// Whether the rule checks Android manifests rather than storyboards.
  public var checksManifests: Bool { manifestCheck != nil }

  /// Whether the rule checks Android layouts (with the run's manifests and sources).
  public var checksLayouts: Bool { layoutCheck != nil }

  public init(id: DiagnosticCode, severity: Diagnostic.Severity, summary: String, explanation: String, origin: Origin) {
    self.init(id: id, severity: severity, summary: summary, explanation: explanation, origin: origin, check: nil)
  }

  init(
    id: DiagnosticCode, severity: Diagnostic.Severity, summary: String, explanation: String, origin: Origin,
    check: (@Sendable (LintContext) -> [Diagnostic])?,
    manifestCheck: (@Sendable (AndroidManifest) -> [Diagnostic])? = nil,
    layoutCheck: (@Sendable (AndroidLintContext) -> [Diagnostic])? = nil
  ) {
    self.id = id
    self.severity = severity
    self.summary = summary
    self.explanation = explanation
    self.origin = origin
    self.check = check
    self.manifestCheck = manifestCheck
    self.layoutCheck = layoutCheck
  }

  /// A finding of this rule at its default severity, or at `severity` when the check chooses another.
  func finding(
    _ message: String, at location: SourceLocation, object: String?, severity: Diagnostic.Severity? = nil
  ) -> Diagnostic {
    Diagnostic(severity: severity ?? self.severity, code: id, message: message, location: location, objectID: object)
  }

  /// The text of `segue lint --explain RULE`.
  public var explainText: String {
    "\(id) (\(origin == .lint ? "lint rule" : "decoder diagnostic"), default: \(severity.rawValue))\n\(summary)\n\n\(explanation)\n"
  }
}

/// Rules are equal when their descriptions are; the check is not compared.
extension LintRule: Hashable {
  public static func == (lhs: LintRule, rhs: LintRule) -> Bool {
    (lhs.id, lhs.severity, lhs.summary, lhs.explanation, lhs.origin)
      == (rhs.id, rhs.severity, rhs.summary, rhs.explanation, rhs.origin)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(severity)
    hasher.combine(summary)
    hasher.combine(explanation)
    hasher.combine(origin)
  }
}
