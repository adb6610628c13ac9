import StoryboardFormat

extension LintRule {
  /// The `show-outside-navigation` rule.
  static let showOutsideNavigation = LintRule(
    id: DiagnosticCode(rawValue: "show-outside-navigation"), severity: .warning,
    summary:
      "A show segue starts in a scene that is never inside a navigation or split view controller: it presents modally.",
    explanation: """
      show(_:sender:) pushes only when a navigation controller (or a split view controller) contains the \
      source; otherwise UIKit presents the destination modally, with no back button. How the rule decides \
      where a scene can be is described under push-outside-navigation; scenes that code can place \
      anywhere are never reported. A show segue is also a common way to present a sheet, so a segue is \
      reported only when its destination shows that its author expected a navigation stack: a warning when \
      the destination has show or push segues of its own (they will present modally too) or bar button \
      items in its navigation item (they will not appear), a note when its navigation item has only a \
      title. Fix: embed the source in a navigation controller, or use 'Present Modally' to say what happens.
      """, origin: .lint, check: ShowOutsideNavigation.check)
}

enum ShowOutsideNavigation {
  /// Reported only when the destination shows that its author expected a navigation stack: a warning when
  /// it has show or push segues of its own or bar button items in its navigation item (none of which work
  /// or appear when it is presented), a note when its navigation item has only a title. A destination with
  /// none of these is a sheet, which a show segue is a common way to present: not reported.
  static func check(_ context: LintContext) -> [Diagnostic] {
    NavigationChecks.check(
      context, kind: .show, rule: .showOutsideNavigation, allows: \.canShowWithoutPresenting,
      message: { segue, scene in
        "\(LintChecks.name(segue)) from \(scene) will present modally: the scene is never inside a navigation or split view controller"
      },
      refine: { finding, segue, document in
        let destination = context.nodeID(document, segue.destination)
        guard let scene = context.scenes[destination]?.scene else { return true }
        let name = context.describe(destination)
        let navigationItem = scene.controller?.object.children.first { $0.kind == .navigationItem }
        if scene.segues.contains(where: { [.show, .push].contains($0.kind) }) {
          finding.message += "; \(name) has show or push segues of its own, which will present modally too"
        } else if navigationItem?.containsBarButtonItem == true {
          finding.message += "; the bar button items of \(name)'s navigation item will not appear"
        } else if let title = navigationItem?.title, !title.isEmpty {
          finding.message += "; the navigation bar title '\(title)' of \(name) will not appear"
          finding.severity = .note
        } else {
          return false
        }
        return true
      })
  }
}
