import StoryboardFormat

extension LintRule {
  /// The `cell-nib-reuse-identifier-mismatch` rule.
  static let cellNibReuseIdentifierMismatch = LintRule(
    id: DiagnosticCode(rawValue: "cell-nib-reuse-identifier-mismatch"), severity: .error,
    summary: "A cell nib is registered under another reuse identifier than the one its cell has.",
    explanation: """
      When a registered nib's cell has a reuse identifier of its own, it must be the one the nib is registered \
      under: a table view raises NSInternalInconsistencyException "cell reuse indentifier in nib (A) does not \
      match the identifier used to register the nib (B)" (UIKit's spelling) when it dequeues the cell, and a \
      collection view raises its equivalent. The rule compares the identifier in the nib with the string literal \
      passed to register(_:forCellReuseIdentifier:) or register(_:forCellWithReuseIdentifier:) in the sources \
      (see unwind-action-not-implemented). Clear the identifier in the nib, or register under the same one.
      """, origin: .lint, check: CellNibReuseIdentifierMismatch.check)
}

/// The cell-nib-reuse-identifier-mismatch rule.
enum CellNibReuseIdentifierMismatch {
  static func check(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for nib in context.nibs {
      let cells = NibChecks.cells(nib)
      guard cells.count == 1, nib.topLevelObjects.count == 1, let inNib = cells[0].reuseIdentifier, !inNib.isEmpty
      else { continue }
      for registration in context.nibUses.registrations[nib.path] ?? [] {
        guard let registered = registration.reuseIdentifier, registered != inNib,
          [.tableViewCell, .collectionViewCell].contains(registration.registeredAs)
        else { continue }
        let raised =
          registration.registeredAs == .tableViewCell
          ? "UIKit raises \"cell reuse indentifier in nib (\(inNib)) does not match the identifier used to register "
            + "the nib (\(registered))\""
          : "UIKit raises when the collection view dequeues it"
        findings.append(
          LintChecks.finding(
            .cellNibReuseIdentifierMismatch,
            "The cell of '\(NibChecks.fileName(nib))' has reuse identifier '\(inNib)', but "
              + "\(NibChecks.listed([registration])) "
              + "registers the nib as '\(registered)'; \(raised)",
            at: cells[0].location, object: cells[0].id))
      }
    }
    return findings
  }
}
