import StoryboardFormat

extension LintRule {
  /// The `duplicate-segue-identifier` rule.
  static let duplicateSegueIdentifier = LintRule(
    id: DiagnosticCode(rawValue: "duplicate-segue-identifier"), severity: .warning,
    summary: "Two segues from the same scene share an identifier.",
    explanation: """
      performSegue(withIdentifier:) and prepare(for:sender:) tell segues apart by identifier; with two \
      segues of one name from one scene, which one runs is undefined and prepare(for:) cannot tell them \
      apart. Two triggered segues (buttons, cells …) of the same kind to the same destination are not \
      reported: that is one flow with two triggers. Fix: rename one of them.
      """, origin: .lint, check: DuplicateSegueIdentifier.check)
}

enum DuplicateSegueIdentifier {
  static func check(_ context: LintContext) -> [Diagnostic] {
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
              .duplicateSegueIdentifier,
              "Segue identifier '\(identifier)' is already used in this scene by the segue at \(earlier.location.line):\(earlier.location.column)"
                + (earlier.destination == segue.destination ? "" : ", which leads elsewhere"),
              at: segue.location, object: segue.id))
        }
      }
    }
    return findings
  }
}
