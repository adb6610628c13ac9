import StoryboardFormat

extension LintRule {
  /// The `custom-segue-without-class` rule.
  static let customSegueWithoutClass = LintRule(
    id: DiagnosticCode(rawValue: "custom-segue-without-class"), severity: .error,
    summary: "A custom segue names no segue class.",
    explanation: """
      A segue of kind 'custom' is an instance of its customClass, a UIStoryboardSegue subclass that \
      implements perform(); without a class there is nothing to perform and UIKit fails to create the \
      segue. Fix: set the segue's class, or pick a built-in kind.
      """, origin: .lint, check: CustomSegueWithoutClass.check)
}

enum CustomSegueWithoutClass {
  static func check(_ context: LintContext) -> [Diagnostic] {
    context.documents.flatMap { document in
      document.segues.filter { $0.kind == .custom && ($0.customClass ?? "").isEmpty }.map {
        LintChecks.finding(
          .customSegueWithoutClass, "\(LintChecks.name($0)) names no segue class, so it cannot be created",
          at: $0.location, object: $0.id)
      }
    }
  }
}
