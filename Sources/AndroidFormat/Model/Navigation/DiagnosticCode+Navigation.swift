public import StoryboardFormat

/// The kinds of problem the navigation decoder reports beyond the XML reader's (StoryboardFormat's own
/// codes) and the manifest decoder's it shares (`invalid-boolean`, `unbound-prefix`); the `code`s of its
/// `Diagnostic`s are these and those.
extension DiagnosticCode {
  /// The root element is not `<navigation>` (AndroidX: "Root element <x> did not inflate into a NavGraph").
  public static let notANavigationGraph = DiagnosticCode(rawValue: "not-a-navigation-graph")
  /// A graph without `app:startDestination`; navigating to it fails.
  public static let missingStartDestination = DiagnosticCode(rawValue: "missing-start-destination")
  /// `app:startDestination` names no direct child of the graph.
  public static let startDestinationNotChild = DiagnosticCode(rawValue: "start-destination-not-child")
  /// A destination or graph without `android:id` ("Destinations must have an id").
  public static let destinationWithoutID = DiagnosticCode(rawValue: "destination-without-id")
  /// An `<action>` without `android:id` ("Cannot have an action with actionId 0").
  public static let actionWithoutID = DiagnosticCode(rawValue: "action-without-id")
  /// An `<argument>` without `android:name` ("Arguments must have a name").
  public static let argumentWithoutName = DiagnosticCode(rawValue: "argument-without-name")
  /// A `<deepLink>` with none of `app:uri`, `app:action`, `app:mimeType`.
  public static let emptyDeepLink = DiagnosticCode(rawValue: "empty-deep-link")
  /// A deep link URI that lacks a required argument of its destination.
  public static let deepLinkMissingArgument = DiagnosticCode(rawValue: "deep-link-missing-argument")
  /// An `<include>` without `app:graph`, or whose graph is not among the files given.
  public static let includeUnresolved = DiagnosticCode(rawValue: "include-unresolved")
  /// `<include>`s that include each other.
  public static let includeCycle = DiagnosticCode(rawValue: "include-cycle")
  /// A default value that is not of the argument's type.
  public static let defaultValueMismatch = DiagnosticCode(rawValue: "default-value-mismatch")
  /// An `@null` default on an argument that is not nullable.
  public static let nullDefaultNotNullable = DiagnosticCode(rawValue: "null-default-not-nullable")
  /// Two destinations of one graph with the same id.
  public static let duplicateID = DiagnosticCode(rawValue: "duplicate-id")

  /// Every code the navigation decoder reports beyond the XML reader's.
  public static let navigationCodes: [DiagnosticCode] = [
    .notANavigationGraph, .missingStartDestination, .startDestinationNotChild, .destinationWithoutID, .actionWithoutID,
    .argumentWithoutName, .emptyDeepLink, .deepLinkMissingArgument, .includeUnresolved, .includeCycle, .invalidBoolean,
    .defaultValueMismatch, .nullDefaultNotNullable, .unboundPrefix, .duplicateID,
  ]
}
