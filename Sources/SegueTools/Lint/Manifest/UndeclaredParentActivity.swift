import AndroidFormat
import StoryboardFormat

extension LintRule {
  /// The `undeclared-parent-activity` rule.
  static let undeclaredParentActivity = LintRule(
    id: DiagnosticCode(rawValue: "undeclared-parent-activity"), severity: .warning,
    summary: "An activity's android:parentActivityName names no activity of the manifest.",
    explanation: """
      Up navigation (NavUtils, the action bar's Up button) starts the parent by its class name; a parent the \
      manifest does not declare makes it fail with ActivityNotFoundException ('have you declared this activity in \
      your AndroidManifest.xml?'). Fix the name, or declare the parent activity.
      """, origin: .lint, check: nil, manifestCheck: UndeclaredParentActivity.check)
}

enum UndeclaredParentActivity {
  static func check(_ manifest: AndroidManifest) -> [Diagnostic] {
    let declared = Set(manifest.activities.map(\.className))
    return manifest.activities.compactMap { activity in
      guard let parent = activity.parentActivityName, !parent.contains("${"), !declared.contains(parent) else {
        return nil
      }
      return LintRule.undeclaredParentActivity.finding(
        "Activity \(ManifestChecks.name(activity, in: manifest)) names parent '\(parent)', which the manifest does "
          + "not declare", at: activity.location, object: nil)
    }
  }
}
