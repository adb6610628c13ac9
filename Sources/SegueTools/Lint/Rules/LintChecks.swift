import StoryboardFormat

/// What the checks of the lint rules share: findings and the names of segues in messages.
enum LintChecks {
  /// A finding of `rule` at the rule's default severity, or at `severity` when the check chooses another.
  static func finding(
    _ rule: LintRule, _ message: String, at location: SourceLocation, object: String?,
    severity: Diagnostic.Severity? = nil
  ) -> Diagnostic {
    rule.finding(message, at: location, object: object, severity: severity)
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
    .show: "Show", .showDetail: "Show Detail", .presentation: "Modal", .popoverPresentation: "Popover",
    .popover: "Popover",
    .push: "Push", .modal: "Modal", .custom: "Custom", .unwind: "Unwind", .embed: "Embed",
    .relationship: "Relationship",
    .sheet: "Sheet", .replace: "Replace",
  ]

  static let touchPlatforms: Set<Platform> = [.iOS, .tvOS]
}
