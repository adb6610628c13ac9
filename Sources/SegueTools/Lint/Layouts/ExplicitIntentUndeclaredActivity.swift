import AndroidFormat
import StoryboardFormat

extension LintRule {
  /// The `explicit-intent-undeclared-activity` rule.
  static let explicitIntentUndeclaredActivity = LintRule(
    id: DiagnosticCode(rawValue: "explicit-intent-undeclared-activity"), severity: .warning,
    summary: "An explicit intent in the sources names an activity no manifest of the run declares.",
    explanation: """
      startActivity with an explicit intent (Intent(self, DetailActivity.self)) throws \
      ActivityNotFoundException ('Unable to find explicit activity class {…}; have you declared this activity in \
      your AndroidManifest.xml?') when the manifest does not declare the class. Checked in the Swift, Kotlin \
      (Intent(this, DetailActivity::class.java)) and Java (new Intent(this, DetailActivity.class)) sources given \
      with --sources, when the run reads at least one manifest; an activity is found by its simple name, as the \
      runtime finds it. A call split over several lines is not seen.
      """, origin: .lint, check: nil, layoutCheck: ExplicitIntentUndeclaredActivity.check)
}

enum ExplicitIntentUndeclaredActivity {
  static func check(_ context: AndroidLintContext) -> [Diagnostic] {
    guard !context.manifests.isEmpty else { return [] }
    let declared = Set(
      context.manifests.flatMap(\.activities).map { AndroidLintContext.simpleName($0.className) })
    return context.sources.explicitIntents.compactMap { reference in
      guard !declared.contains(reference.className) else { return nil }
      return LintRule.explicitIntentUndeclaredActivity.finding(
        "An explicit intent names '\(reference.className)', which no manifest declares: startActivity throws "
          + "ActivityNotFoundException", at: reference.location, object: reference.className)
    }
  }
}
