import StoryboardFormat

extension LintRule {
  /// The `nib-owner-mismatch` rule.
  static let nibOwnerMismatch = LintRule(
    id: DiagnosticCode(rawValue: "nib-owner-mismatch"), severity: .warning,
    summary: "A view controller loads a nib whose File's Owner is another class.",
    explanation: """
      A view controller loads its view from a nib as the nib's File's Owner: UIKit sets the owner's outlets \
      (view included) on the controller by key, so a nib made for another owner class sets properties the \
      controller may not have ("setValue:forUndefinedKey:]: this class is not key value coding-compliant") and \
      misses the ones it has. The rule needs the Swift or Objective-C sources (see \
      unwind-action-not-implemented). A controller loads a nib when the sources name it: \
      'X(nibName: "Y", bundle: …)', 'super.init(nibName: "Y", …)' in class X, \
      '[[X alloc] initWithNibName:@"Y" …]' \
      (a literal, String(describing: Y.self) or NSStringFromClass([Y class])); and by UIKit's default name when \
      code creates X without a nib name ('X()', 'super.init(nibName: nil, …)', '[[X alloc] init]', '[X new]') and \
      X overrides no loadView(): 'FooViewController' loads 'FooView.xib', else 'FooViewController.xib' \
      (UIViewController.nibName). A File's Owner of the controller's class or one of its superclasses is right.
      """, origin: .lint, check: NibOwnerMismatch.check)
}

/// The nib-owner-mismatch rule: the File's Owner class against the view controllers that load the nib.
enum NibOwnerMismatch {
  static func check(_ context: LintContext) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    for nib in context.nibs {
      guard let owner = nib.filesOwner, let ownerClass = owner.customClass else { continue }
      for load in context.nibUses.controllers[nib.path] ?? [] {
        let chain = context.sources.classChain(load.className)
        guard !chain.contains(ownerClass) else { continue }
        findings.append(
          LintChecks.finding(
            .nibOwnerMismatch,
            "The File's Owner of '\(NibChecks.fileName(nib))' is '\(ownerClass)', but view controller "
              + "\(load.described) loads it as its view; UIKit sets the owner's outlets on the '\(load.className)' "
              + "by key (set the File's Owner's class to '\(load.className)')",
            at: owner.location, object: owner.id))
      }
    }
    return findings
  }
}
