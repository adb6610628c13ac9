import StoryboardFormat

extension LintRule {
  /// The `cell-nib-without-reuse-identifier` rule.
  static let cellNibWithoutReuseIdentifier = LintRule(
    id: DiagnosticCode(rawValue: "cell-nib-without-reuse-identifier"), severity: .warning,
    summary: "A table or collection view cell at the top of a nib has no reuse identifier.",
    explanation: """
      A cell loaded from a nib by code (loadNibNamed, UINib.instantiate) keeps the nib's reuse identifier; \
      without one the table or collection view never reuses it and loads the nib again for every row. A nib \
      registered with register(_:forCellReuseIdentifier:) (or the collection view's forms) is fine: UIKit gives \
      the cell the identifier it was registered under; so is a nib named after a type the sources hand to a \
      register helper of their own ('register(cellTypes: [ProfileCell.self])'). With sources (see \
      unwind-action-not-implemented), the rule \
      is quiet for a nib the sources register, a warning for a nib they instantiate directly, and a note when \
      they show neither (the nib may be registered under a name built at run time); without sources, a note. \
      Set the identifier in the cell's Attributes inspector.
      """, origin: .lint, check: CellNibWithoutReuseIdentifier.check)
}

/// The cell-nib-without-reuse-identifier rule.
enum CellNibWithoutReuseIdentifier {
  static func check(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for nib in context.nibs {
      let uses = context.nibUses
      guard uses.registrations[nib.path] == nil, uses.helperRegistrations[nib.path] == nil else { continue }
      let instantiated = context.nibUses.instantiations[nib.path] ?? []
      for cell in NibChecks.cells(nib) where (cell.reuseIdentifier ?? "").isEmpty {
        let what = "The \(cell.element)\(cell.customClass.map { " '\($0)'" } ?? "") of '\(NibChecks.fileName(nib))'"
        if instantiated.isEmpty {
          let looked = context.sources.isEmpty ? "no sources were given" : "the sources show no registration of it"
          findings.append(
            LintChecks.finding(
              .cellNibWithoutReuseIdentifier,
              "\(what) has no reuse identifier, and \(looked); unless the nib is registered (which gives the "
                + "cell the registered identifier), its cells are never reused",
              at: cell.location, object: cell.id, severity: .note))
        } else {
          findings.append(
            LintChecks.finding(
              .cellNibWithoutReuseIdentifier,
              "\(what) has no reuse identifier, and \(NibChecks.listed(instantiated)) loads the nib directly "
                + "without registering it, so its cells are never reused",
              at: cell.location, object: cell.id))
        }
      }
    }
    return findings
  }
}
