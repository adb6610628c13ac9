import AndroidFormat
import StoryboardFormat

/// The layout decoder's own codes (`DiagnosticCode`), which lint shows as they come, for the catalogue
/// (`--list-rules`, `--explain`, SARIF). `unbound-prefix` is the manifest decoder's code too and is listed there.
enum LayoutDecoderRules {
  static let rules: [LintRule] = [
    rule(
      .notALayout, .error, "A file in a layout folder whose root is not a view, <merge> or <layout>.",
      "A <navigation> or <menu> belongs in res/navigation or res/menu; aapt2 refuses it as a layout."),
    rule(
      .mergeNotRoot, .error, "A <merge> below the root element.",
      "LayoutInflater throws InflateException: '<merge /> must be the root element'."),
    rule(
      .includeAsRoot, .error, "An <include> as the layout's root.",
      "LayoutInflater throws InflateException: '<include /> cannot be the root element'."),
    rule(
      .includeWithoutLayout, .error, "An <include> with no layout attribute.",
      "LayoutInflater throws InflateException: 'You must specify a layout in the include tag: <include layout=…/>'."),
    rule(
      .viewWithoutClass, .error, "A <view> with no class attribute.",
      "LayoutInflater cannot tell which class to make and throws when it inflates the layout."),
    rule(
      .fragmentWithoutClass, .error, "A <fragment> with neither class nor android:name.",
      "Android fails with 'Error inflating class fragment'."),
    rule(
      .fragmentWithoutID, .error, "A <fragment> with no android:id and no android:tag, in a parent without an id.",
      "AndroidX throws IllegalArgumentException: 'Must specify unique android:id, android:tag, or have a parent with "
        + "an id for …'."),
    rule(
      .fragmentContainerWithoutID, .error, "A FragmentContainerView naming a fragment but with no android:id.",
      "AndroidX throws IllegalStateException: 'FragmentContainerView must have an android:id to add Fragment …'."),
    rule(
      .bindingLayoutShape, .error, "A <layout> with several <data>, or with no view or several views.",
      "The data-binding compiler refuses the file."),
    rule(
      .bindingDeclaration, .error, "A <variable> without name or type, or an <import> without type.",
      "The data-binding compiler refuses the declaration."),
    rule(
      .bindingExpression, .error, "A data-binding expression the compiler refuses.",
      "An unterminated @{…}, or one on a <fragment>, fails the data-binding build."),
    rule(
      .bindingOutsideLayout, .warning, "A data-binding expression in a file without the <layout> wrapper.",
      "Data binding compiles only <layout> files; the expression is kept as text."),
    rule(
      .bindingNotEvaluated, .note, "The data-binding expressions of a <layout>, kept as written.",
      "The expressions are not evaluated here; their values at run time are not known."),
  ]

  private static func rule(
    _ code: DiagnosticCode, _ severity: Diagnostic.Severity, _ summary: String, _ explanation: String
  ) -> LintRule {
    LintRule(id: code, severity: severity, summary: summary, explanation: explanation, origin: .decoder)
  }
}
