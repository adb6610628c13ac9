import StoryboardFormat

/// The checks of the lint rules, by rule id; each looks at the documents being reported on.
enum LintChecks {
  typealias Check = @Sendable (LintContext) -> [Diagnostic]

  static let all: [(id: String, check: Check)] = [
    ("containment-cycle", ContainmentChecks.containmentCycle),
    ("custom-segue-without-class", SegueChecks.customSegueWithoutClass),
    ("duplicate-segue-identifier", SegueChecks.duplicateIdentifier),
    ("duplicate-storyboard-identifier", StoryboardChecks.duplicateStoryboardIdentifier),
    ("main-storyboard-without-initial", StoryboardChecks.mainWithoutInitial),
    ("manual-segue-without-identifier", SegueChecks.manualWithoutIdentifier),
    ("popover-without-anchor", SegueChecks.popoverWithoutAnchor),
    ("push-outside-navigation", NavigationChecks.pushOutsideNavigation),
    ("show-detail-outside-split", NavigationChecks.showDetailOutsideSplit),
    ("show-outside-navigation", NavigationChecks.showOutsideNavigation),
    ("unreachable-scene", FlowChecks.unreachableScene),
    ("unresolved-custom-class", CustomClassChecks.unresolvedCustomClass),
    ("unwind-action-not-implemented", UnwindChecks.unwindActionNotImplemented),
  ]

  /// A finding of `rule` at its default severity.
  static func finding(
    _ rule: String, _ message: String, at location: SourceLocation, object: String?, severity: Diagnostic.Severity? = nil
  ) -> Diagnostic {
    Diagnostic(
      severity: severity ?? LintRules.rule(rule)?.severity ?? .warning, code: rule, message: message, location: location,
      objectID: object)
  }

  /// How a segue is named in messages: `Show segue 'detail'` or `Popover segue (abc-12-def)`.
  static func name(_ segue: Segue) -> String {
    "\(kindName(segue.kind)) segue " + (segue.identifier.map { "'\($0)'" } ?? "(\(segue.id))")
  }

  static func kindName(_ kind: SegueKind) -> String {
    kindNames[kind] ?? (kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst())
  }

  /// Interface Builder's names for the kinds ("Present As Popover" is a popover segue, and so on).
  private static let kindNames: [SegueKind: String] = [
    .show: "Show", .showDetail: "Show Detail", .presentation: "Modal", .popoverPresentation: "Popover", .popover: "Popover",
    .push: "Push", .modal: "Modal", .custom: "Custom", .unwind: "Unwind", .embed: "Embed", .relationship: "Relationship",
    .sheet: "Sheet", .replace: "Replace",
  ]

  static let touchPlatforms: Set<Platform> = [.iOS, .tvOS]
}
