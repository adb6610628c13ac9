import AndroidFormat
import StoryboardFormat

extension LintRule {
  /// The `layout-fragment-class-not-found` rule.
  static let layoutFragmentClassNotFound = LintRule(
    id: "layout-fragment-class-not-found", severity: .warning,
    summary: "A <fragment> or FragmentContainerView names a fragment class the sources do not declare.",
    explanation: """
      Inflating the layout instantiates the class android:name (or class) names; a class that does not exist \
      makes FragmentFactory throw Fragment$InstantiationException ('Unable to instantiate fragment …: make sure \
      class name exists') when the activity sets its content. Checked when sources are given (--sources); the \
      class is looked up by its simple name among the Swift and Objective-C classes they declare.
      """, origin: .lint, check: nil, layoutCheck: LayoutFragmentClassNotFound.check)
}

enum LayoutFragmentClassNotFound {
  static func check(_ context: AndroidLintContext) -> [Diagnostic] {
    guard !context.sources.isEmpty else { return [] }
    return context.layouts.flatMap { layout in
      layout.fragmentHosts.compactMap { host -> Diagnostic? in
        guard let className = host.fragmentClassName, !className.contains("${"),
          context.sources.classes[AndroidLintContext.simpleName(className)] == nil
        else { return nil }
        return LintRule.layoutFragmentClassNotFound.finding(
          "\(host.element) names fragment class '\(className)', which the sources do not declare",
          at: host.location, object: host.idName)
      }
    }
  }
}
