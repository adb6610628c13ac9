import AndroidFormat
import StoryboardFormat

extension LintRule {
  /// The `multiple-launcher-activities` rule.
  static let multipleLauncherActivities = LintRule(
    id: DiagnosticCode(rawValue: "multiple-launcher-activities"), severity: .warning,
    summary: "Several activities of an Android manifest have a MAIN + LAUNCHER intent filter.",
    explanation: """
      Android allows it: each such activity (or alias) gets its own launcher icon, and each icon starts its own \
      task. That is rarely meant; usually a second filter was copied or left behind. The first launcher is not \
      reported, each further one is. Fix: keep the filter on one activity, or switch off this rule for an app \
      that wants several icons.
      """, origin: .lint, check: nil, manifestCheck: MultipleLauncherActivities.check)
}

enum MultipleLauncherActivities {
  static func check(_ manifest: AndroidManifest) -> [Diagnostic] {
    let launchers = manifest.launcherActivities
    guard let first = launchers.first else { return [] }
    let firstName = ManifestChecks.name(first, in: manifest)
    return launchers.dropFirst().map { activity in
      LintRule.multipleLauncherActivities.finding(
        "Activity \(ManifestChecks.name(activity, in: manifest)) is a second launcher after \(firstName) "
          + "(\(first.location.line):\(first.location.column)); each gets its own icon", at: activity.location,
        object: nil)
    }
  }
}
