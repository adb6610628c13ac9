import StoryboardFormat

extension LintRule {
  /// The `nib-not-found` rule.
  static let nibNotFound = LintRule(
    id: DiagnosticCode(rawValue: "nib-not-found"), severity: .warning,
    summary: "The sources load a nib from the main bundle that no xib of the app provides.",
    explanation: """
      UINib(nibName:bundle:) and init(nibName:bundle:) only record the name; when the nib is loaded (the \
      controller's view, a registered cell dequeued, instantiate, loadNibNamed) and the bundle has none of that \
      name, UIKit raises NSInternalInconsistencyException "Could not load NIB in bundle: '…' with name 'Y'". The \
      rule needs the Swift or Objective-C sources (see unwind-action-not-implemented) and reports a nib named by \
      a literal, String(describing:) or NSStringFromClass in a source file inside the folders linted, looked up \
      in the main bundle (bundle nil, .main or Bundle.main), when no .xib of that name (device suffixes ~iphone \
      and ~ipad aside) was found in those folders. A warning, since the code may never run (a leftover) or a \
      build step may make the nib. The finding is reported at the source line. Add the xib, or fix the name.
      """, origin: .lint, check: NibNotFound.check)
}

/// The nib-not-found rule: nibs the sources load by name that no loaded xib provides.
enum NibNotFound {
  static func check(_ context: LintContext) -> [Diagnostic] {
    guard !context.sources.isEmpty, !context.searchedFolders.isEmpty else { return [] }
    var names: Set<String> = []
    for nib in context.set.nibs {
      names.insert(nib.name)
      for suffix in ["~iphone", "~ipad"] where nib.name.hasSuffix(suffix) {
        names.insert(String(nib.name.dropLast(suffix.count)))
      }
    }
    var findings: [Diagnostic] = []
    var reported: Set<String> = []
    for reference in context.sources.nibReferences
    where reference.use != .helperRegistration && reference.inMainBundle && !names.contains(reference.nibName)
      && isSearched(reference.location.file, context.searchedFolders)
      && reported.insert("\(reference.location)").inserted
    {
      let who = reference.className.map { "'\($0)'" } ?? "This code"
      let how =
        switch reference.use {
        case .viewController: "loads nib '\(reference.nibName)' as its view"
        case .registration: "registers nib '\(reference.nibName)' for reuse"
        case .instantiation, .helperRegistration: "loads nib '\(reference.nibName)'"
        }
      findings.append(
        LintChecks.finding(
          .nibNotFound,
          "\(who) \(how), but no '\(reference.nibName).xib' is in the folders linted; UIKit raises \"Could not "
            + "load NIB in bundle: '…' with name '\(reference.nibName)'\" when it loads it",
          at: reference.location, object: nil))
    }
    return findings
  }

  private static func isSearched(_ file: String, _ folders: [String]) -> Bool {
    folders.contains { file == $0 || file.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
  }
}
