import StoryboardFormat

/// Rules about segues whose effect depends on the containers around their source.
enum NavigationChecks {
  static func pushOutsideNavigation(_ context: LintContext) -> [Diagnostic] {
    check(context, kind: .push, rule: "push-outside-navigation", allows: \.canPush) { segue, scene in
      "\(LintChecks.name(segue)) from \(scene) will crash: the scene is never inside a navigation controller "
        + "('Push segues can only be used when the source controller is managed by an instance of UINavigationController.')"
    }
  }

  /// A warning when the destination has show or push segues of its own (its author expected a navigation
  /// stack), else a note: presenting a sheet with a show segue is common and often meant.
  static func showOutsideNavigation(_ context: LintContext) -> [Diagnostic] {
    check(context, kind: .show, rule: "show-outside-navigation", allows: \.canShowWithoutPresenting) { segue, scene in
      "\(LintChecks.name(segue)) from \(scene) will present modally: the scene is never inside a navigation or split view controller"
    }
    .map { finding in
      var finding = finding
      guard let stacking = stackingDestination(of: finding, context) else {
        finding.severity = .note
        return finding
      }
      finding.message += "; \(stacking) has show or push segues of its own, which will present modally too"
      return finding
    }
  }

  /// The destination of a show segue finding, described, when it has show or push segues of its own.
  private static func stackingDestination(of finding: Diagnostic, _ context: LintContext) -> String? {
    guard let document = context.documents.first(where: { $0.path == finding.location.file }),
      let segue = document.scenes.lazy.flatMap(\.segues).first(where: { $0.id == finding.objectID })
    else { return nil }
    let destination = context.nodeID(document, segue.destination)
    guard let found = context.scenes[destination], found.scene.segues.contains(where: { [.show, .push].contains($0.kind) })
    else { return nil }
    return context.describe(destination)
  }

  static func showDetailOutsideSplit(_ context: LintContext) -> [Diagnostic] {
    check(context, kind: .showDetail, rule: "show-detail-outside-split", allows: \.canShowDetail) { segue, scene in
      "\(LintChecks.name(segue)) from \(scene) will present modally: the scene is never inside a split view controller"
    }
  }

  /// Reports segues of `kind` whose source scene has placements, none of which `allows` the segue.
  /// Scenes with no placement are unreachable and left to that rule.
  private static func check(
    _ context: LintContext, kind: SegueKind, rule: String, allows: (Placement) -> Bool,
    message: (Segue, String) -> String
  ) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for document in context.documents where LintChecks.touchPlatforms.contains(document.platform) {
      for scene in document.scenes {
        guard let controller = scene.controller, scene.segues.contains(where: { $0.kind == kind }) else { continue }
        let id = context.nodeID(document, controller.id)
        guard let placements = context.placements[id], !placements.isEmpty else { continue }
        let own = placements.map { $0.inside(controller.kind) }
        guard !own.contains(where: allows) else { continue }
        for segue in scene.segues where segue.kind == kind {
          findings.append(LintChecks.finding(rule, message(segue, context.describe(id)), at: segue.location, object: segue.id))
        }
      }
    }
    return findings
  }
}
