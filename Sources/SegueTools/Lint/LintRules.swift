public import StoryboardFormat

/// Every rule `segue lint` knows, by id. Ids are stable: a rule may be added, never renamed.
public enum LintRules {
  public static func rule(_ id: DiagnosticCode) -> LintRule? { byID[id] }

  private static let byID = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

  /// Lint rules first, then decoder diagnostics, each group by id.
  public static let all: [LintRule] =
    checkedRules.sorted { $0.id < $1.id }
    + (decoderRules + ManifestChecks.decoderRules + LayoutDecoderRules.rules).sorted { $0.id < $1.id }

  /// Every rule a lint run checks: the storyboard rules, then the Android manifest rules (under `Manifest/`).
  static let checkedRules: [LintRule] = lintRules + ManifestChecks.rules + NavigationRules.rules

  /// A rule for a decoder code this catalogue does not list yet (a newer decoder): shown as it comes.
  static func fallback(for code: DiagnosticCode) -> LintRule {
    LintRule(
      id: code, severity: .warning, summary: "A problem the storyboard decoder reports.",
      explanation: "This code comes from the StoryboardFormat decoder; see its message.", origin: .decoder)
  }

  /// The registry: every rule `segue lint` checks, each defined in its own file under `Rules/`.
  /// It drives both the checks the linter runs and the catalogue (`--list-rules`, `--explain`, SARIF).
  static let lintRules: [LintRule] = [
    .actionWithoutMethod,
    .cellNibReuseIdentifierMismatch,
    .cellNibTopLevelObjects,
    .cellNibWithoutReuseIdentifier,
    .containmentCycle,
    .customSegueWithoutClass,
    .duplicateSegueIdentifier,
    .duplicateStoryboardIdentifier,
    .mainStoryboardWithoutInitial,
    .manualSegueWithoutIdentifier,
    .nibNotFound,
    .nibOwnerMismatch,
    .nibViewOutletNotSet,
    .outletWithoutProperty,
    .popoverWithoutAnchor,
    .pushOutsideNavigation,
    .showDetailOutsideSplit,
    .showOutsideNavigation,
    .unreachableScene,
    .unresolvedCustomClass,
    .unwindActionNotImplemented,
  ]

  static let decoderRules: [LintRule] = [
    decoder(
      .danglingSegueDestination, .error, "A segue's destination is not a scene of its storyboard.",
      "The destination id names no object, or an object that is not a scene controller; the segue cannot be performed. Usually left by a hand edit or a merge."
    ),
    decoder(
      .referenceMissingStoryboard, .error, "A storyboard reference names a storyboard that is not loaded.",
      "References are resolved by storyboard name among the given files and the storyboards beside them (same folder or Base.lproj). Pass the folder holding the named storyboard, or fix the name."
    ),
    decoder(
      .referenceMissingIdentifier, .error,
      "A storyboard reference names a Storyboard ID its target storyboard lacks.",
      "UIKit raises 'Storyboard (…) doesn't contain a view controller with identifier' when the reference is followed."),
    decoder(
      .referenceNoInitialController, .error,
      "A storyboard reference without a referenced ID points to a storyboard with no initial view controller.",
      "Without referencedIdentifier a reference means the target's initial view controller; the target has none."),
    decoder(
      .referenceOtherBundle, .note,
      "A storyboard reference points into another bundle, which cannot be checked here.",
      "bundleIdentifier names a framework or other bundle; its storyboards are not part of the loaded set, so whether the storyboard and scene exist is unknown. A note, since such references are usually valid."
    ),
    decoder(
      .referenceUnconfigured, .error, "A storyboard reference names neither a storyboard nor a scene.",
      "Xcode writes this for a reference that was never configured; it refuses to compile it."),
    decoder(
      .referenceCycle, .error, "Storyboard references lead to each other in a cycle.",
      "Following the references never reaches a real scene."),
    decoder(
      .unconfiguredStoryboardReference, .warning, "A storyboard reference names no storyboard.",
      "Reported by the decoder for the reference element itself; see also reference-unconfigured."),
    decoder(
      .duplicateStoryboardName, .warning, "Two storyboards of one app and platform have the same name.",
      """
      References find storyboards by name, as a bundle does, so one app cannot hold two storyboards of one name \
      (Xcode refuses to copy both into the bundle). A storyboard's app is the nearest folder, from its own up to \
      three above, with an Info.plist (else its own folder); storyboards of other platforms, of other apps, and \
      localized copies (en.lproj beside Base.lproj) are not duplicates. References use the copy nearest to them, \
      Base.lproj first.
      """),
    decoder(
      .unreadableFile, .error, "A file or folder could not be read.", "The path does not exist or cannot be opened."),
    decoder(
      .noStoryboards, .error, "A path given holds no storyboard.",
      "Give the app's folder or the .storyboard files themselves."),
    decoder(.emptyFile, .error, "The file is empty.", "Nothing could be decoded."),
    decoder(
      .notAStoryboard, .error, "The file is not a storyboard (a xib, or not Interface Builder XML).",
      "Files named .storyboard are decoded as storyboards; .xib files are decoded as nibs."),
    decoder(
      .notANib, .error, "A .xib file is not a xib (a storyboard, or not Interface Builder XML).",
      "Files named .xib are decoded as nibs; rename a storyboard saved under a .xib name."),
    decoder(
      .nibWithoutObjects, .warning, "A xib has no top-level objects element.",
      "Xcode always writes '<objects>'; the nib creates nothing and has no File's Owner."),
    decoder(
      .danglingConnectionDestination, .error, "A xib's outlet or action points at an object the file lacks.",
      "Loading the nib would fail to connect it; usually left by a hand edit or a merge."),
    decoder(
      .mergeConflict, .error, "The file contains merge-conflict markers.",
      "Both sides of the conflict are loaded; resolve the conflict."),
    decoder(
      .duplicateObjectId, .error, "An object id is used twice in one file.",
      "Usually left by a merge; segues and outlets may point at the wrong object."),
    decoder(
      .danglingInitialViewController, .error, "The initial view controller id is not a scene controller.",
      "The storyboard has no usable entry point."),
    decoder(
      .unwindDestinationNotExit, .error, "An unwind segue does not point at its scene's Exit.",
      "Unwind segues must target the Exit placeholder of their own scene."),
    decoder(.segueWithoutKind, .error, "A segue has no kind.", "The segue is dropped."),
    decoder(.segueWithoutDestination, .error, "A segue has no destination.", "The segue cannot be performed."),
    decoder(
      .relationshipWithoutName, .warning, "A relationship segue names no relationship.",
      "The container slot it fills is unknown."),
    decoder(
      .sceneWithoutController, .warning, "A scene has no controller.",
      "The scene is empty or its controller is not marked sceneMemberID=\"viewController\"."),
    decoder(
      .sceneMultipleControllers, .warning, "A scene has more than one controller.",
      "The first is used; the others are kept as loose objects."),
    decoder(.sceneWithoutId, .warning, "A scene has no sceneID.", "Xcode always writes one."),
    decoder(
      .unknownController, .warning, "An unknown controller element.", "It is treated as a generic view controller."),
    decoder(.unknownSegueKind, .warning, "An unknown segue kind.", "The segue is kept; its behaviour is unknown."),
    decoder(
      .unknownElement, .note, "An unknown element is kept as is.",
      "A newer Xcode may write elements the decoder does not know."),
    decoder(
      .unknownAttribute, .note, "An unknown segue attribute is kept as is.",
      "A newer Xcode may write attributes the decoder does not know."),
    decoder(
      .compiledStoryboardCopy, .warning, "The file lies inside a compiled .storyboardc folder.",
      "It is a build product, not a source storyboard; exclude it."),
    decoder(
      .localizationExportCopy, .warning, "The file lies inside an exported .xcloc bundle.",
      "It is a copy, not a source storyboard; exclude it."),
    decoder(.xmlSyntax, .error, "The XML is malformed.", "What could be read is kept."),
    decoder(
      .xmlMismatchedTag, .error, "A closing tag does not match its opening tag.", "What could be read is kept."),
    decoder(.xmlUnclosed, .error, "An element is not closed.", "What could be read is kept."),
    decoder(
      .xmlTooDeep, .error, "Elements are nested too deeply.",
      "The decoder bounds nesting to stay safe on hostile input."),
    decoder(.xmlDoctype, .warning, "The file has a DOCTYPE declaration.", "Storyboards have none; it is ignored."),
    decoder(
      .xmlEntityRefused, .error, "The file declares XML entities.",
      "Entity declarations are refused so that no file can expand without bound."),
    decoder(
      .xmlEntityUndefined, .error, "An undefined XML entity is used.",
      "Only XML's predefined entities and character references are expanded."),
    decoder(.xmlDuplicateAttribute, .error, "An element repeats an attribute.", "The first value is kept."),
  ]

  private static func decoder(
    _ code: DiagnosticCode, _ severity: Diagnostic.Severity, _ summary: String, _ explanation: String
  ) -> LintRule {
    LintRule(id: code, severity: severity, summary: summary, explanation: explanation, origin: .decoder)
  }
}
