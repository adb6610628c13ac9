/// The kinds of problem the navigation decoder reports beyond the XML reader's (StoryboardFormat's
/// `DiagnosticCode`s): a `Diagnostic`'s `code` is one of these raw values or one of those.
public enum NavigationDiagnosticCode: String, CaseIterable, Sendable {
  /// The root element is not `<navigation>` (AndroidX: "Root element <x> did not inflate into a NavGraph").
  case notANavigationGraph = "not-a-navigation-graph"
  /// A graph without `app:startDestination`; navigating to it fails.
  case missingStartDestination = "missing-start-destination"
  /// `app:startDestination` names no direct child of the graph.
  case startDestinationNotChild = "start-destination-not-child"
  /// A destination or graph without `android:id` ("Destinations must have an id").
  case destinationWithoutID = "destination-without-id"
  /// An `<action>` without `android:id` ("Cannot have an action with actionId 0").
  case actionWithoutID = "action-without-id"
  /// An `<argument>` without `android:name` ("Arguments must have a name").
  case argumentWithoutName = "argument-without-name"
  /// A `<deepLink>` with none of `app:uri`, `app:action`, `app:mimeType`.
  case emptyDeepLink = "empty-deep-link"
  /// A deep link URI that lacks a required argument of its destination.
  case deepLinkMissingArgument = "deep-link-missing-argument"
  /// An `<include>` without `app:graph`, or whose graph is not among the files given.
  case includeUnresolved = "include-unresolved"
  /// `<include>`s that include each other.
  case includeCycle = "include-cycle"
  /// A `true`/`false` attribute with another value.
  case invalidBoolean = "invalid-boolean"
  /// A default value that is not of the argument's type.
  case defaultValueMismatch = "default-value-mismatch"
  /// An `@null` default on an argument that is not nullable.
  case nullDefaultNotNullable = "null-default-not-nullable"
  /// An attribute or element prefix no `xmlns:` declaration binds.
  case unboundPrefix = "unbound-prefix"
  /// Two destinations of one graph with the same id.
  case duplicateID = "duplicate-id"
}
