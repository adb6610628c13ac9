import StoryboardFormat

/// Rules about segues whose effect depends on the containers around their source.
enum NavigationChecks {
  static func pushOutsideNavigation(_ context: LintContext) -> [Diagnostic] {
    check(context, kind: .push, rule: "push-outside-navigation", allows: \.canPush) { segue, scene in
      "\(LintChecks.name(segue)) from \(scene) will crash: the scene is never inside a navigation controller "
        + "('Push segues can only be used when the source controller is managed by an instance of UINavigationController.')"
    }
  }

  /// Reported only when the destination shows that its author expected a navigation stack: a warning when
  /// it has show or push segues of its own or bar button items in its navigation item (none of which work
  /// or appear when it is presented), a note when its navigation item has only a title. A destination with
  /// none of these is a sheet, which a show segue is a common way to present: not reported.
  static func showOutsideNavigation(_ context: LintContext) -> [Diagnostic] {
    check(
      context, kind: .show, rule: "show-outside-navigation", allows: \.canShowWithoutPresenting,
      message: { segue, scene in
        "\(LintChecks.name(segue)) from \(scene) will present modally: the scene is never inside a navigation or split view controller"
      },
      refine: { finding, segue, document in
        let destination = context.nodeID(document, segue.destination)
        guard let scene = context.scenes[destination]?.scene else { return true }
        let name = context.describe(destination)
        let navigationItem = scene.controller?.object.children.first { $0.element == "navigationItem" }
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

  static func showDetailOutsideSplit(_ context: LintContext) -> [Diagnostic] {
    check(context, kind: .showDetail, rule: "show-detail-outside-split", allows: \.canShowDetail) { segue, scene in
      "\(LintChecks.name(segue)) from \(scene) will present modally: the scene is never inside a split view controller"
    }
  }

  /// Reports segues of `kind` whose source scene has placements, none of which `allows` the segue.
  /// Scenes with no placement are unreachable and left to that rule.
  /// `refine` may reword or re-level a finding, or drop it by returning false.
  private static func check(
    _ context: LintContext, kind: SegueKind, rule: String, allows: (Placement) -> Bool,
    message: (Segue, String) -> String,
    refine: (inout Diagnostic, Segue, StoryboardDocument) -> Bool = { _, _, _ in true }
  ) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for document in context.documents where LintChecks.touchPlatforms.contains(document.platform) {
      for scene in document.scenes {
        guard let controller = scene.controller, scene.segues.contains(where: { $0.kind == kind }) else { continue }
        let id = context.nodeID(document, controller.id)
        guard let placements = context.placements[id], !placements.isEmpty else { continue }
        let own = placements.map { $0.inside(controller.kind) }
        guard !own.contains(where: allows) else { continue }
        let name = context.describe(id)
        for segue in scene.segues where segue.kind == kind {
          var finding = LintChecks.finding(rule, message(segue, name), at: segue.location, object: segue.id)
          if refine(&finding, segue, document) { findings.append(finding) }
        }
      }
    }
    return findings
  }
}

extension StoryboardObject {
  /// True when this object is, or holds, a bar button item.
  fileprivate var containsBarButtonItem: Bool {
    var found = false
    forEachObject { if $0.element == "barButtonItem" { found = true } }
    return found
  }
}
