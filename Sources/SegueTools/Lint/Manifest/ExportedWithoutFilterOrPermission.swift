import AndroidFormat
import StoryboardFormat

extension LintRule {
  /// The `exported-without-filter-or-permission` rule.
  static let exportedWithoutFilterOrPermission = LintRule(
    id: DiagnosticCode(rawValue: "exported-without-filter-or-permission"), severity: .warning,
    summary: "An activity is exported but has no intent filter and no permission.",
    explanation: """
      android:exported="true" lets any app start the activity by its class name. An activity with no intent \
      filter is meant to be started from inside the app, so exporting it without android:permission opens it to \
      every app for no purpose. Fix: set android:exported="false", or protect it with android:permission.
      """, origin: .lint, check: nil, manifestCheck: ExportedWithoutFilterOrPermission.check)
}

enum ExportedWithoutFilterOrPermission {
  static func check(_ manifest: AndroidManifest) -> [Diagnostic] {
    let appPermission = manifest.application?.androidAttributes["permission"]
    return manifest.activities.filter { activity in
      activity.exported == true && activity.intentFilters.isEmpty && activity.permission == nil
        && appPermission == nil
    }.map { activity in
      LintRule.exportedWithoutFilterOrPermission.finding(
        "Activity \(ManifestChecks.name(activity, in: manifest)) is exported with no intent filter and no "
          + "permission; any app can start it by class name", at: activity.location, object: nil)
    }
  }
}
