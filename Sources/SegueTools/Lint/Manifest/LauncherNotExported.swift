import AndroidFormat
import StoryboardFormat

extension LintRule {
  /// The `launcher-not-exported` rule.
  static let launcherNotExported = LintRule(
    id: DiagnosticCode(rawValue: "launcher-not-exported"), severity: .warning,
    summary: "A launcher activity is declared android:exported=\"false\".",
    explanation: """
      The launcher is another app: it starts the activity of a MAIN + LAUNCHER filter from outside, which an \
      activity that is not exported refuses, so the icon shows but tapping it fails. The launcher activity must \
      be exported="true". Fix: export it, or remove the launcher filter from this activity.
      """, origin: .lint, check: nil, manifestCheck: LauncherNotExported.check)
}

enum LauncherNotExported {
  static func check(_ manifest: AndroidManifest) -> [Diagnostic] {
    manifest.launcherActivities.filter { $0.exported == false }.map { activity in
      LintRule.launcherNotExported.finding(
        "Activity \(ManifestChecks.name(activity, in: manifest)) has a MAIN + LAUNCHER intent filter but is not "
          + "exported; the launcher cannot start it", at: activity.location, object: nil)
    }
  }
}
