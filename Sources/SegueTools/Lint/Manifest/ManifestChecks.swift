import AndroidFormat
import StoryboardFormat

/// What the manifest rules share: how an activity is named in messages.
enum ManifestChecks {
  /// `'.MainActivity'` under the package, the full class name otherwise; `'<activity-alias> .Start'` for an alias.
  static func name(_ activity: ManifestActivity, in manifest: AndroidManifest) -> String {
    let short = ManifestClassName.shortName(activity.className, package: manifest.package)
    return activity.isAlias ? "alias '\(short)'" : "'\(short)'"
  }

  /// The rules that check manifests and layouts (under `Layouts/`), for the registry.
  static let rules: [LintRule] = [
    .noLauncherActivity, .multipleLauncherActivities, .launcherNotExported, .exportedWithoutFilterOrPermission,
    .exportedNotExplicit, .singleInstanceSharedAffinity, .undeclaredParentActivity, .layoutContextNotDeclared,
    .layoutFragmentClassNotFound, .layoutOnClickWithoutMethod, .explicitIntentUndeclaredActivity,
  ]
}
