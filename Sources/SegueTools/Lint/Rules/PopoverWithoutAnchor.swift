import StoryboardFormat

extension LintRule {
  /// The `popover-without-anchor` rule.
  static let popoverWithoutAnchor = LintRule(
    id: DiagnosticCode(rawValue: "popover-without-anchor"), severity: .error,
    summary: "A popover segue has no anchor view or bar button item, or its anchor is not in the scene.",
    explanation: """
      A 'Present As Popover' (or iOS 'Popover') segue needs an anchor: UIKit asserts "A popover segue must \
      have either an anchorBarButtonItem or an anchorView." when neither is set. Segues fired by a control, \
      bar item, cell, menu or toolbar item are anchored to it; manual and gesture segues need \
      popoverAnchorView or popoverAnchorBarButtonItem. An anchor id that names no object of the scene is \
      reported too. macOS popovers are not checked (AppKit anchors them at the sender). Fix: set the \
      anchor in the segue's attributes inspector, or set sourceView in prepare(for:sender:) and lower this \
      rule to a note.
      """, origin: .lint, check: PopoverWithoutAnchor.check)
}

enum PopoverWithoutAnchor {
  static func check(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    let anchoredRoles: Set<SegueOwner.Role> = [
      .control, .barButtonItem, .tableViewCell, .collectionViewCell, .menuItem, .toolbarItem,
    ]
    for document in context.documents where LintChecks.touchPlatforms.contains(document.platform) {
      for scene in document.scenes {
        for segue in scene.segues where segue.kind == .popoverPresentation || segue.kind == .popover {
          let anchors = [segue.popoverAnchorView, segue.popoverAnchorBarButtonItem].compactMap { $0 }
          if anchors.isEmpty {
            guard !anchoredRoles.contains(segue.owner.role) else { continue }
            let from = segue.owner.role == .controller ? "is manual" : "is fired by a \(segue.owner.element)"
            findings.append(
              LintChecks.finding(
                .popoverWithoutAnchor,
                "\(LintChecks.name(segue)) \(from) and has no anchor view or bar button item; UIKit asserts "
                  + "'A popover segue must have either an anchorBarButtonItem or an anchorView.'",
                at: segue.location, object: segue.id))
          }
          for anchor in anchors where scene.object(withID: anchor) == nil {
            findings.append(
              LintChecks.finding(
                .popoverWithoutAnchor,
                "\(LintChecks.name(segue)) is anchored to '\(anchor)', which is not an object of this scene",
                at: segue.location, object: segue.id))
          }
        }
      }
    }
    return findings
  }
}
