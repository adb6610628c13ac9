public import StoryboardFormat

/// The kinds of problem the layout decoder reports beyond the XML reader's (`xml-syntax`, `merge-conflict` …,
/// StoryboardFormat's own codes), the shared `unknown-attribute` and `unknown-element` and the manifest decoder's
/// `unbound-prefix`; the `code`s of its `Diagnostic`s are these and those.
///
/// Where Android fails at inflation or at build time, the message quotes its text: `LayoutInflater`'s (AOSP
/// `frameworks/base/core/java/android/view/LayoutInflater.java`), AndroidX fragment's, or the data-binding
/// compiler's (`LayoutFileParser.java`).
extension DiagnosticCode {
  /// The root element is not a view, `<merge>` or `<layout>` (a `<navigation>` or `<menu>` in the layout folder).
  public static let notALayout = DiagnosticCode(rawValue: "not-a-layout")
  /// A `<merge>` below the root: "<merge /> must be the root element".
  public static let mergeNotRoot = DiagnosticCode(rawValue: "merge-not-root")
  /// An `<include>` as the file's view root: "<include /> cannot be the root element".
  public static let includeAsRoot = DiagnosticCode(rawValue: "include-as-root")
  /// An `<include>` with no `layout`.
  public static let includeWithoutLayout = DiagnosticCode(rawValue: "include-without-layout")
  /// A `<view>` with no `class`.
  public static let viewWithoutClass = DiagnosticCode(rawValue: "view-without-class")
  /// A `<fragment>` with neither `class` nor `android:name`.
  public static let fragmentWithoutClass = DiagnosticCode(rawValue: "fragment-without-class")
  /// A `<fragment>` with no `android:id` and no `android:tag` in a view without an id.
  public static let fragmentWithoutID = DiagnosticCode(rawValue: "fragment-without-id")
  /// A `FragmentContainerView` that names a fragment and has no `android:id`.
  public static let fragmentContainerWithoutID = DiagnosticCode(rawValue: "fragment-container-without-id")
  /// A `<layout>` with more than one `<data>`, or with no view or several views beside it.
  public static let bindingLayoutShape = DiagnosticCode(rawValue: "binding-layout-shape")
  /// A `<variable>` without `name` or `type`, or an `<import>` without `type`.
  public static let bindingDeclaration = DiagnosticCode(rawValue: "binding-declaration")
  /// A data-binding expression the data-binding compiler refuses: unterminated, or on a `<fragment>`.
  public static let bindingExpression = DiagnosticCode(rawValue: "binding-expression")
  /// A data-binding expression in a file without the `<layout>` wrapper, which data binding does not compile.
  public static let bindingOutsideLayout = DiagnosticCode(rawValue: "binding-outside-layout")
  /// The data-binding expressions of a `<layout>`, kept as written and not evaluated.
  public static let bindingNotEvaluated = DiagnosticCode(rawValue: "binding-not-evaluated")

  /// Every code the layout decoder reports beyond the XML reader's.
  public static let layoutCodes: [DiagnosticCode] = [
    .notALayout, .mergeNotRoot, .includeAsRoot, .includeWithoutLayout, .viewWithoutClass, .fragmentWithoutClass,
    .fragmentWithoutID, .fragmentContainerWithoutID, .bindingLayoutShape, .bindingDeclaration, .bindingExpression,
    .bindingOutsideLayout, .bindingNotEvaluated, .unboundPrefix,
  ]
}
