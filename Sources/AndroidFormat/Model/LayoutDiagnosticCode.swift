/// The kinds of problem the layout decoder reports beyond the XML reader's (`xml-syntax`, `merge-conflict` …,
/// StoryboardFormat's `DiagnosticCode`s) and the shared `unknown-attribute` and `unknown-element`: a `Diagnostic`'s
/// `code` is one of these raw values or one of those.
///
/// Where Android fails at inflation or at build time, the message quotes its text: `LayoutInflater`'s (AOSP
/// `frameworks/base/core/java/android/view/LayoutInflater.java`), AndroidX fragment's, or the data-binding
/// compiler's (`LayoutFileParser.java`).
public enum LayoutDiagnosticCode: String, CaseIterable, Sendable {
  /// The root element is not a view, `<merge>` or `<layout>` (a `<navigation>` or `<menu>` in the layout folder).
  case notALayout = "not-a-layout"
  /// A `<merge>` below the root: "<merge /> must be the root element".
  case mergeNotRoot = "merge-not-root"
  /// An `<include>` as the file's view root: "<include /> cannot be the root element".
  case includeAsRoot = "include-as-root"
  /// An `<include>` with no `layout`.
  case includeWithoutLayout = "include-without-layout"
  /// A `<view>` with no `class`.
  case viewWithoutClass = "view-without-class"
  /// A `<fragment>` with neither `class` nor `android:name`.
  case fragmentWithoutClass = "fragment-without-class"
  /// A `<fragment>` with no `android:id` and no `android:tag` in a view without an id.
  case fragmentWithoutID = "fragment-without-id"
  /// A `FragmentContainerView` that names a fragment and has no `android:id`.
  case fragmentContainerWithoutID = "fragment-container-without-id"
  /// A `<layout>` with more than one `<data>`, or with no view or several views beside it.
  case bindingLayoutShape = "binding-layout-shape"
  /// A `<variable>` without `name` or `type`, or an `<import>` without `type`.
  case bindingDeclaration = "binding-declaration"
  /// A data-binding expression the data-binding compiler refuses: unterminated, or on a `<fragment>`.
  case bindingExpression = "binding-expression"
  /// A data-binding expression in a file without the `<layout>` wrapper, which data binding does not compile.
  case bindingOutsideLayout = "binding-outside-layout"
  /// The data-binding expressions of a `<layout>`, kept as written and not evaluated.
  case bindingNotEvaluated = "binding-not-evaluated"
  /// An attribute or element prefix that no `xmlns:` declaration binds.
  case unboundPrefix = "unbound-prefix"
}
