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
    check(context, kind: .show, rule: "show-outside-navigation", allows: \.canShowWithoutPresenting) { segue, scene in
      "\(LintChecks.name(segue)) from \(scene) will present modally: the scene is never inside a navigation or split view controller"
    }
    .compactMap { finding in
      var finding = finding
      guard let (name, scene) = destination(of: finding, context) else { return finding }
      let navigationItem = scene.controller?.object.children.first { $0.element == "navigationItem" }
      if scene.segues.contains(where: { [.show, .push].contains($0.kind) }) {
        finding.message += "; \(name) has show or push segues of its own, which will present modally too"
      } else if navigationItem?.containsBarButtonItem == true {
        finding.message += "; the bar button items of \(name)'s navigation item will not appear"
      } else if let title = navigationItem?.title, !title.isEmpty {
        finding.message += "; the navigation bar title '\(title)' of \(name) will not appear"
        finding.severity = .note
      } else {
        return nil
      }
      return finding
    }
  }

  /// The destination of a show segue finding, described, and its scene.
  private static func destination(of finding: Diagnostic, _ context: LintContext) -> (String, Scene)? {
    guard let document = context.documents.first(where: { $0.path == finding.location.file }),
      let segue = document.scenes.lazy.flatMap(\.segues).first(where: { $0.id == finding.objectID })
    else { return nil }
    let destination = context.nodeID(document, segue.destination)
    return context.scenes[destination].map { (context.describe(destination), $0.scene) }
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

extension StoryboardObject {
  /// True when this object is, or holds, a bar button item.
  fileprivate var containsBarButtonItem: Bool {
    var found = false
    forEachObject { if $0.element == "barButtonItem" { found = true } }
    return found
  }
}
