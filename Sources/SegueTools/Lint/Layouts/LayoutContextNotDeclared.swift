import AndroidFormat
import StoryboardFormat

extension LintRule {
  /// The `layout-context-not-declared` rule.
  static let layoutContextNotDeclared = LintRule(
    id: DiagnosticCode(rawValue: "layout-context-not-declared"), severity: .warning,
    summary: "A layout's tools:context names an activity the app's manifest does not declare.",
    explanation: """
      tools:context says which activity shows the layout (android:onClick handlers are looked up on it). An \
      activity missing from the manifest cannot be started: startActivity throws ActivityNotFoundException \
      ('have you declared this activity in your AndroidManifest.xml?'). Checked when the app's manifest is linted \
      with the layout (the manifest beside its res/ folder, or the only one given). Android Studio writes \
      tools:context on fragment layouts too, so only a class known to be an activity is checked: one whose \
      outermost superclass in the sources (--sources, Swift, Kotlin or Java) is an …Activity, or, without sources, \
      whose own name ends in Activity.
      """, origin: .lint, check: nil, layoutCheck: LayoutContextNotDeclared.check)
}

enum LayoutContextNotDeclared {
  static func check(_ context: AndroidLintContext) -> [Diagnostic] {
    context.layouts.compactMap { layout -> Diagnostic? in
      guard let root = layout.root, let name = root.attributes["tools:context"], !name.isEmpty,
        let manifest = context.manifest(of: layout)
      else { return nil }
      let className = ManifestClassName.resolve(name, package: manifest.package)
      guard !manifest.activities.contains(where: { $0.className == className }),
        context.kind(of: className) == .activity
      else { return nil }
      return LintRule.layoutContextNotDeclared.finding(
        "tools:context names '\(name)' (\(className)), which \(manifest.path) does not declare",
        at: root.location, object: nil)
    }
  }
}
