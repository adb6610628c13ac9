import StoryboardFormat

/// Rules about segues whose effect depends on the containers around their source.
enum NavigationChecks {
  static func pushOutsideNavigation(_ context: LintContext) -> [Diagnostic] {
    check(context, kind: .push, rule: "push-outside-navigation", allows: \.canPush) { segue, scene in
      "\(LintChecks.name(segue)) from \(scene) will crash: the scene is never inside a navigation controller "
        + "('Push segues can only be used when the source controller is managed by an instance of UINavigationController.')"
    }
  }

  static func showOutsideNavigation(_ context: LintContext) -> [Diagnostic] {
    check(context, kind: .show, rule: "show-outside-navigation", allows: \.canShowWithoutPresenting) { segue, scene in
      "\(LintChecks.name(segue)) from \(scene) will present modally: the scene is never inside a navigation or split view controller"
    }
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
