import StoryboardFormat

/// Rules about single segues and the segues of one scene.
enum SegueChecks {
  static func duplicateIdentifier(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for document in context.documents {
      for scene in document.scenes {
        var first: [String: Segue] = [:]
        for segue in scene.segues where segue.kind != .relationship {
          guard let identifier = segue.identifier, !identifier.isEmpty else { continue }
          guard let earlier = first[identifier] else {
            first[identifier] = segue
            continue
          }
          let bothTriggered = earlier.owner.role != .controller && segue.owner.role != .controller
          if bothTriggered, earlier.kind == segue.kind, earlier.destination == segue.destination { continue }
          findings.append(
            LintChecks.finding(
              "duplicate-segue-identifier",
              "Segue identifier '\(identifier)' is already used in this scene by the segue at \(earlier.location.line):\(earlier.location.column)"
                + (earlier.destination == segue.destination ? "" : ", which leads elsewhere"),
              at: segue.location, object: segue.id))
        }
      }
    }
    return findings
  }

  static func manualWithoutIdentifier(_ context: LintContext) -> [Diagnostic] {
    context.documents.flatMap { document in
      document.segues.filter {
        $0.owner.role == .controller && $0.kind != .relationship && $0.kind != .embed && ($0.identifier ?? "").isEmpty
      }
      .map {
        LintChecks.finding(
          "manual-segue-without-identifier",
          "Manual \(LintChecks.kindName($0.kind).lowercased()) segue (\($0.id)) has no identifier, so performSegue(withIdentifier:) cannot fire it",
          at: $0.location, object: $0.id)
      }
    }
  }

  static func popoverWithoutAnchor(_ context: LintContext) -> [Diagnostic] {
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
                "popover-without-anchor",
                "\(LintChecks.name(segue)) \(from) and has no anchor view or bar button item; UIKit asserts "
                  + "'A popover segue must have either an anchorBarButtonItem or an anchorView.'",
                at: segue.location, object: segue.id))
          }
          for anchor in anchors where scene.object(withID: anchor) == nil {
            findings.append(
              LintChecks.finding(
                "popover-without-anchor", "\(LintChecks.name(segue)) is anchored to '\(anchor)', which is not an object of this scene",
                at: segue.location, object: segue.id))
          }
        }
      }
    }
    return findings
  }

  static func customSegueWithoutClass(_ context: LintContext) -> [Diagnostic] {
    context.documents.flatMap { document in
      document.segues.filter { $0.kind == .custom && ($0.customClass ?? "").isEmpty }.map {
        LintChecks.finding(
          "custom-segue-without-class", "\(LintChecks.name($0)) names no segue class, so it cannot be created",
          at: $0.location, object: $0.id)
      }
    }
  }
}
