import StoryboardFormat

/// What the rules about segues whose effect depends on the containers around their source share.
enum NavigationChecks {
  /// Reports segues of `kind` whose source scene has placements, none of which `allows` the segue.
  /// Scenes with no placement are unreachable and left to that rule.
  /// `refine` may reword or re-level a finding, or drop it by returning false.
  static func check(
    _ context: LintContext, kind: SegueKind, rule: LintRule, allows: (Placement) -> Bool,
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
  var containsBarButtonItem: Bool {
    var found = false
    forEachObject { if $0.kind == .barButtonItem { found = true } }
    return found
  }
}
