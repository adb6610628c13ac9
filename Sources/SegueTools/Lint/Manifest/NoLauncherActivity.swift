import AndroidFormat
import StoryboardFormat

extension LintRule {
  /// The `no-launcher-activity` rule.
  static let noLauncherActivity = LintRule(
    id: DiagnosticCode(rawValue: "no-launcher-activity"), severity: .warning,
    summary: "An Android manifest declares activities but none with a MAIN + LAUNCHER intent filter.",
    explanation: """
      The launcher shows an icon for each activity (or alias) whose intent filter has action \
      android.intent.action.MAIN and category android.intent.category.LAUNCHER. Without one the app installs \
      but has no icon, and Android Studio refuses to run it ('Default Activity not found'). A library's manifest, \
      which declares no activity, is not reported. Fix: add the filter to the first screen's activity.
      """, origin: .lint, check: nil, manifestCheck: NoLauncherActivity.check)
}

enum NoLauncherActivity {
  static func check(_ manifest: AndroidManifest) -> [Diagnostic] {
    guard let application = manifest.application, !application.activities.isEmpty,
      manifest.launcherActivities.isEmpty
    else { return [] }
    let count = application.activities.count
    let which = count == 1 ? "The manifest's one activity has no" : "None of the \(count) activities has a"
    return [
      LintRule.noLauncherActivity.finding(
        "\(which) MAIN + LAUNCHER intent filter; the app has no launcher icon", at: application.location, object: nil)
    ]
  }
}
