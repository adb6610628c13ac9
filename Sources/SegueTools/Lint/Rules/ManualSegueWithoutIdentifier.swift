import StoryboardFormat

extension LintRule {
  /// The `manual-segue-without-identifier` rule.
  static let manualSegueWithoutIdentifier = LintRule(
    id: DiagnosticCode(rawValue: "manual-segue-without-identifier"), severity: .warning,
    summary: "A manual segue (drawn from the view controller itself) has no identifier.",
    explanation: """
      A segue owned by the scene's controller (not by a button, cell, bar item or gesture) fires only \
      from code, through performSegue(withIdentifier:); without an identifier nothing can perform it. \
      Relationship and embed segues are not manual and are not reported. Fix: set the identifier, or \
      delete the segue.
      """, origin: .lint, check: ManualSegueWithoutIdentifier.check)
}

enum ManualSegueWithoutIdentifier {
  static func check(_ context: LintContext) -> [Diagnostic] {
    context.documents.flatMap { document in
      document.segues.filter {
        $0.owner.role == .controller && $0.kind != .relationship && $0.kind != .embed && ($0.identifier ?? "").isEmpty
      }
      .map {
        LintChecks.finding(
          .manualSegueWithoutIdentifier,
          "Manual \(LintChecks.kindName($0.kind).lowercased()) segue (\($0.id)) has no identifier, so performSegue(withIdentifier:) cannot fire it",
          at: $0.location, object: $0.id)
      }
    }
  }
}
