import AndroidFormat
import StoryboardFormat

extension LintRule {
  /// The `layout-fragment-class-not-found` rule.
  static let layoutFragmentClassNotFound = LintRule(
    id: DiagnosticCode(rawValue: "layout-fragment-class-not-found"), severity: .warning,
    summary: "A <fragment> or FragmentContainerView names a fragment class the sources do not declare.",
    explanation: """
      Inflating the layout instantiates the class android:name (or class) names; a class that does not exist \
      makes FragmentFactory throw Fragment$InstantiationException ('Unable to instantiate fragment …: make sure \
      class name exists') when the activity sets its content. Checked when sources are given (--sources); the \
      class is looked up by its simple name among the Swift, Objective-C, Kotlin and Java classes they declare. \
      Only the app's own classes are checked (its package's, or relative names): a library's fragment \
      (androidx.navigation.fragment.NavHostFragment) is not in the app's sources.
      """, origin: .lint, check: nil, layoutCheck: LayoutFragmentClassNotFound.check)
}

enum LayoutFragmentClassNotFound {
  static func check(_ context: AndroidLintContext) -> [Diagnostic] {
    guard !context.sources.isEmpty else { return [] }
    return context.layouts.flatMap { layout in
      layout.fragmentHosts.compactMap { host -> Diagnostic? in
        guard let className = host.fragmentClassName, !className.contains("${"),
          context.sources.classes[AndroidLintContext.simpleName(className)] == nil,
          Self.isTheAppsOwn(className, package: context.manifest(of: layout)?.package)
        else { return nil }
        return LintRule.layoutFragmentClassNotFound.finding(
          "\(host.element) names fragment class '\(className)', which the sources do not declare",
          at: host.location, object: host.idName)
      }
    }
  }

  /// Whether `className` is in the app's package (or written relative to it, `.HomeFragment`); with no package
  /// known, every class is.
  static func isTheAppsOwn(_ className: String, package: String?) -> Bool {
    guard let package, className.contains(".") else { return true }
    return className.hasPrefix(".") || className.hasPrefix(package + ".")
  }
}
