import StoryboardFormat

extension LintRule {
  /// The `nib-view-outlet-not-set` rule.
  static let nibViewOutletNotSet = LintRule(
    id: DiagnosticCode(rawValue: "nib-view-outlet-not-set"), severity: .error,
    summary: "A nib a view controller loads as its view does not connect the File's Owner's view outlet.",
    explanation: """
      When a view controller loads its view from a nib, UIKit takes the view from the File's Owner's 'view' \
      outlet; without it, it raises NSInternalInconsistencyException "-[UIViewController \
      _loadViewFromNibNamed:bundle:] loaded the "Y" nib but the view outlet was not set." The rule reports a nib \
      that the sources show a view controller loading (see nib-owner-mismatch for how loads are found), and, \
      when the sources do not declare the File's Owner class, a nib named after that class when its name ends \
      in 'ViewController' — the nib UIKit's default-name rule gives that controller. Connect the File's Owner's \
      view outlet to the nib's root view.
      """, origin: .lint, check: NibViewOutletNotSet.check)
}

/// The nib-view-outlet-not-set rule: controller nibs without the owner's view outlet.
enum NibViewOutletNotSet {
  static func check(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for nib in context.nibs {
      let hasViewOutlet = nib.ownerConnections.contains { $0.kind == .outlet && $0.connection.property == "view" }
      guard !hasViewOutlet else { continue }
      let uikit = "UIKit raises \"loaded the \"\(nib.name)\" nib but the view outlet was not set.\""
      if let load = context.nibUses.controllers[nib.path]?.first {
        findings.append(
          LintChecks.finding(
            .nibViewOutletNotSet,
            "View controller \(load.described) loads '\(NibChecks.fileName(nib))' as its view, but the File's "
              + "Owner's 'view' outlet is not connected; \(uikit)",
            at: NibChecks.location(nib), object: nib.filesOwner?.id))
      } else if let ownerClass = nib.ownerClass, context.sources.classes[ownerClass] == nil,
        isNamedForController(nib, ownerClass)
      {
        // Without the class's sources, the name is the evidence; with them, the loads found above are.

        findings.append(
          LintChecks.finding(
            .nibViewOutletNotSet,
            "'\(NibChecks.fileName(nib))' is the nib UIKit loads for view controller '\(ownerClass)' (its File's "
              + "Owner) by its class name, but the File's Owner's 'view' outlet is not connected; \(uikit)",
            at: NibChecks.location(nib), object: nib.filesOwner?.id))
      }
    }
    return findings
  }

  /// The nib has one of UIKit's default names for its owner class, which is named as a view controller.
  private static func isNamedForController(_ nib: NibDocument, _ ownerClass: String) -> Bool {
    ownerClass.hasSuffix("ViewController") && NibUses.defaultNibNames(ownerClass).contains(nib.name)
  }
}
