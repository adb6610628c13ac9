import StoryboardFormat

extension LintRule {
  /// The `duplicate-storyboard-identifier` rule.
  static let duplicateStoryboardIdentifier = LintRule(
    id: DiagnosticCode(rawValue: "duplicate-storyboard-identifier"), severity: .error,
    summary: "Two scenes of one storyboard share a Storyboard ID.",
    explanation: """
      instantiateViewController(withIdentifier:) and storyboard references find scenes by Storyboard ID; \
      with two scenes of one ID only one of them can ever be instantiated that way. Fix: give each scene \
      its own ID.
      """, origin: .lint, check: DuplicateStoryboardIdentifier.check)
}

enum DuplicateStoryboardIdentifier {
  static func check(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for document in context.documents {
      var first: [String: Controller] = [:]
      for controller in document.controllers {
        guard let identifier = controller.storyboardIdentifier, !identifier.isEmpty else { continue }
        if let earlier = first[identifier] {
          findings.append(
            LintChecks.finding(
              .duplicateStoryboardIdentifier,
              "Storyboard ID '\(identifier)' is already used by the scene at \(earlier.location.line):\(earlier.location.column)",
              at: controller.location, object: controller.id))
        } else {
          first[identifier] = controller
        }
      }
    }
    return findings
  }
}
