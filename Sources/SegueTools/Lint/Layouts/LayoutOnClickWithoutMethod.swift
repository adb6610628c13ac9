import AndroidFormat
import StoryboardFormat

extension LintRule {
  /// The `layout-onclick-without-method` rule.
  static let layoutOnClickWithoutMethod = LintRule(
    id: DiagnosticCode(rawValue: "layout-onclick-without-method"), severity: .warning,
    summary: "An android:onClick names a method the activity using the layout does not declare.",
    explanation: """
      A click calls the named public method taking a View on the view's context, found by reflection; when the \
      activity has none, the click throws IllegalStateException ('Could not find method …(View) in a parent or \
      ancestor Context for android:onClick attribute …'). The activity is the one the layout's tools:context \
      names, else the activity Android Studio's naming gives the layout (activity_main for MainActivity); checked \
      when the sources (--sources) declare that class. A fragment's layout is not checked: its clicks go to the \
      activity, whichever hosts it.
      """, origin: .lint, check: nil, layoutCheck: LayoutOnClickWithoutMethod.check)
}

enum LayoutOnClickWithoutMethod {
  static func check(_ context: AndroidLintContext) -> [Diagnostic] {
    context.layouts.flatMap { layout -> [Diagnostic] in
      guard let activity = context.activity(using: layout) else { return [] }
      let simple = AndroidLintContext.simpleName(activity.className)
      guard context.sources.classes[simple] != nil else { return [] }
      return layout.views.compactMap { view -> Diagnostic? in
        guard let method = view.onClick, !method.hasPrefix("@"), !context.declares(method, on: simple) else {
          return nil
        }
        return LintRule.layoutOnClickWithoutMethod.finding(
          "android:onClick names '\(method)', which \(simple) does not declare (\(simple) uses this layout by "
            + (activity.fromContext ? "tools:context" : "its name") + ")",
          at: view.location, object: view.idName)
      }
    }
  }
}
