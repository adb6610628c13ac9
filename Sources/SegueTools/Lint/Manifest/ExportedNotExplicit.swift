import AndroidFormat
import StoryboardFormat

extension LintRule {
  /// The `exported-not-explicit` rule.
  static let exportedNotExplicit = LintRule(
    id: DiagnosticCode(rawValue: "exported-not-explicit"), severity: .error,
    summary: "An activity has intent filters but no android:exported, in an app targeting API 31 or later.",
    explanation: """
      From Android 12 (API 31) a component with intent filters must say whether other apps may start it; \
      installing fails with 'INSTALL_PARSE_FAILED_MANIFEST_MALFORMED: … Targeting S+ (version 31 and above) \
      requires that an explicit value for android:exported be defined when intent filters are present'. The rule \
      sees the target level only when the manifest's <uses-sdk> states it (Gradle builds usually set it in \
      build.gradle). Fix: add android:exported="true" (a launcher must be exported) or "false".
      """, origin: .lint, check: nil, manifestCheck: ExportedNotExplicit.check)
}

enum ExportedNotExplicit {
  static func check(_ manifest: AndroidManifest) -> [Diagnostic] {
    let level = manifest.usesSDK?.targetLevel
    return manifest.activities.filter { $0.requiresExplicitExported(targetLevel: level) }.map { activity in
      LintRule.exportedNotExplicit.finding(
        "Activity \(ManifestChecks.name(activity, in: manifest)) has intent filters and no android:exported; apps "
          + "targeting API \(level ?? 31) must set it, or installing fails", at: activity.location, object: nil)
    }
  }
}
