import StoryboardFormat

extension LintRule {
  /// The `show-detail-outside-split` rule.
  static let showDetailOutsideSplit = LintRule(
    id: DiagnosticCode(rawValue: "show-detail-outside-split"), severity: .warning,
    summary: "A showDetail segue starts in a scene that is never inside a split view controller: it presents modally.",
    explanation: """
      showDetailViewController(_:sender:) replaces the detail column only when a split view controller \
      contains the source; otherwise UIKit presents the destination modally. Scenes that code can place \
      anywhere are never reported (see push-outside-navigation). Fix: put the source in a split view \
      controller, or use show or present.
      """, origin: .lint, check: ShowDetailOutsideSplit.check)
}

enum ShowDetailOutsideSplit {
  static func check(_ context: LintContext) -> [Diagnostic] {
    NavigationChecks.check(context, kind: .showDetail, rule: .showDetailOutsideSplit, allows: \.canShowDetail) {
      segue, scene in
      "\(LintChecks.name(segue)) from \(scene) will present modally: the scene is never inside a split view controller"
    }
  }
}
