import StoryboardFormat

extension LintRule {
  /// The `cell-nib-top-level-objects` rule.
  static let cellNibTopLevelObjects = LintRule(
    id: DiagnosticCode(rawValue: "cell-nib-top-level-objects"), severity: .error,
    summary: "A nib registered for cells does not hold exactly one top-level cell.",
    explanation: """
      A nib registered with register(_:forCellReuseIdentifier:) (or the collection view's and header-footer \
      forms) must hold exactly one top-level object, of the registered kind; UIKit raises \
      NSInternalInconsistencyException "invalid nib registered for identifier (Cell) - nib must contain exactly \
      one top level object which must be a UITableViewCell instance" (UICollectionReusableView for collection \
      views) when the cell is dequeued. The File's Owner and First Responder placeholders do not count; a \
      gesture recognizer or a second view at the top level does. The rule reports a nib the sources register \
      (see unwind-action-not-implemented) whose top level is not one such object, as an error; and a nib with a \
      top-level cell and other top-level objects that the sources do not show registered or loaded directly \
      (code that loads the nib itself may pick the cell among several objects), as a warning. Move the \
      extra objects inside the cell, or into their own nib.
      """, origin: .lint, check: CellNibTopLevelObjects.check)
}

/// The cell-nib-top-level-objects rule.
enum CellNibTopLevelObjects {
  static func check(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for nib in context.nibs {
      let objects = nib.topLevelObjects
      let registrations = context.nibUses.registrations[nib.path] ?? []
      let location = objects.first?.location ?? NibChecks.location(nib)
      let listed = objects.map { "\($0.element) (\($0.id ?? "?"))" }.joined(separator: ", ")
      if let registration = registrations.first {
        let required = requiredElements(registration.registeredAs)
        guard objects.count != 1 || !required.contains(objects[0].element) else { continue }
        let identifier = registration.reuseIdentifier ?? "…"
        let instance = registration.registeredAs == .tableViewCell ? "UITableViewCell" : "UICollectionReusableView"
        let text =
          registration.registeredAs == .headerFooterView
          ? ""
          : "; UIKit raises \"invalid nib registered for identifier (\(identifier)) - nib must contain exactly one "
            + "top level object which must be a \(instance) instance\""
        findings.append(
          LintChecks.finding(
            .cellNibTopLevelObjects,
            "'\(NibChecks.fileName(nib))' is registered for reuse by \(NibChecks.listed(registrations)), but its top "
              + "level holds \(describe(objects.count)): \(listed.isEmpty ? "none" : listed)\(text)",
            at: location, object: objects.first?.id))
      } else if objects.count > 1, !NibChecks.cells(nib).isEmpty, context.nibUses.instantiations[nib.path] == nil {
        // Code that loads the nib itself may take the cell it wants from several objects.
        findings.append(
          LintChecks.finding(
            .cellNibTopLevelObjects,
            "'\(NibChecks.fileName(nib))' holds a cell and other top-level objects (\(listed)); registered for "
              + "cells, UIKit raises \"invalid nib registered for identifier (…) - nib must contain exactly one top "
              + "level object which must be a UITableViewCell instance\"",
            at: location, object: objects.first?.id, severity: .warning))
      }
    }
    return findings
  }

  private static func describe(_ count: Int) -> String { count == 1 ? "1 object" : "\(count) objects" }

  /// The top-level elements each `register` call accepts.
  private static func requiredElements(_ registered: NibReference.RegisteredView?) -> Set<String> {
    switch registered {
    case .tableViewCell: ["tableViewCell"]
    case .collectionViewCell: ["collectionViewCell"]
    case .headerFooterView: ["tableViewHeaderFooterView", "view"]
    case .supplementaryView: ["collectionReusableView"]
    case nil: NibChecks.reusableElements
    }
  }
}
