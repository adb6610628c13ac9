/// The kind of problem a ``Diagnostic`` reports: a stable identifier such as `xml-mismatched-tag` or
/// `unknown-segue-kind`, which tools key their rules on (`segue lint --explain CODE`).
///
/// Open, as ``SegueKind`` is: the decoder and the reference resolver report the codes listed here, AndroidFormat
/// adds its decoders' codes and `segue lint` its rules' in extensions, and a code this version does not list (from
/// a newer tool, or a configuration file) is kept under its own name.
public struct DiagnosticCode: RawRepresentable, Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let compiledStoryboardCopy = DiagnosticCode(rawValue: "compiled-storyboard-copy")
  public static let danglingConnectionDestination = DiagnosticCode(rawValue: "dangling-connection-destination")
  public static let danglingInitialViewController = DiagnosticCode(rawValue: "dangling-initial-view-controller")
  public static let danglingSegueDestination = DiagnosticCode(rawValue: "dangling-segue-destination")
  public static let duplicateObjectId = DiagnosticCode(rawValue: "duplicate-object-id")
  public static let duplicateStoryboardName = DiagnosticCode(rawValue: "duplicate-storyboard-name")
  public static let emptyFile = DiagnosticCode(rawValue: "empty-file")
  public static let localizationExportCopy = DiagnosticCode(rawValue: "localization-export-copy")
  public static let mergeConflict = DiagnosticCode(rawValue: "merge-conflict")
  public static let nibWithoutObjects = DiagnosticCode(rawValue: "nib-without-objects")
  public static let noStoryboards = DiagnosticCode(rawValue: "no-storyboards")
  public static let notANib = DiagnosticCode(rawValue: "not-a-nib")
  public static let notAStoryboard = DiagnosticCode(rawValue: "not-a-storyboard")
  public static let referenceCycle = DiagnosticCode(rawValue: "reference-cycle")
  public static let referenceMissingIdentifier = DiagnosticCode(rawValue: "reference-missing-identifier")
  public static let referenceMissingStoryboard = DiagnosticCode(rawValue: "reference-missing-storyboard")
  public static let referenceNoInitialController = DiagnosticCode(rawValue: "reference-no-initial-controller")
  public static let referenceOtherBundle = DiagnosticCode(rawValue: "reference-other-bundle")
  public static let referenceUnconfigured = DiagnosticCode(rawValue: "reference-unconfigured")
  public static let relationshipWithoutName = DiagnosticCode(rawValue: "relationship-without-name")
  public static let sceneMultipleControllers = DiagnosticCode(rawValue: "scene-multiple-controllers")
  public static let sceneWithoutController = DiagnosticCode(rawValue: "scene-without-controller")
  public static let sceneWithoutId = DiagnosticCode(rawValue: "scene-without-id")
  public static let segueWithoutDestination = DiagnosticCode(rawValue: "segue-without-destination")
  public static let segueWithoutKind = DiagnosticCode(rawValue: "segue-without-kind")
  public static let unconfiguredStoryboardReference = DiagnosticCode(rawValue: "unconfigured-storyboard-reference")
  public static let unknownAttribute = DiagnosticCode(rawValue: "unknown-attribute")
  public static let unknownController = DiagnosticCode(rawValue: "unknown-controller")
  public static let unknownElement = DiagnosticCode(rawValue: "unknown-element")
  public static let unknownSegueKind = DiagnosticCode(rawValue: "unknown-segue-kind")
  public static let unreadableFile = DiagnosticCode(rawValue: "unreadable-file")
  public static let unwindDestinationNotExit = DiagnosticCode(rawValue: "unwind-destination-not-exit")
  public static let xmlDoctype = DiagnosticCode(rawValue: "xml-doctype")
  public static let xmlDuplicateAttribute = DiagnosticCode(rawValue: "xml-duplicate-attribute")
  public static let xmlEntityRefused = DiagnosticCode(rawValue: "xml-entity-refused")
  public static let xmlEntityUndefined = DiagnosticCode(rawValue: "xml-entity-undefined")
  public static let xmlMismatchedTag = DiagnosticCode(rawValue: "xml-mismatched-tag")
  public static let xmlSyntax = DiagnosticCode(rawValue: "xml-syntax")
  public static let xmlTooDeep = DiagnosticCode(rawValue: "xml-too-deep")
  public static let xmlUnclosed = DiagnosticCode(rawValue: "xml-unclosed")

  /// The codes the storyboard and nib decoders and the reference resolver report, in the order above.
  public static let allKnown: [DiagnosticCode] = [
    .compiledStoryboardCopy, .danglingConnectionDestination, .danglingInitialViewController, .danglingSegueDestination,
    .duplicateObjectId, .duplicateStoryboardName, .emptyFile, .localizationExportCopy, .mergeConflict,
    .nibWithoutObjects, .noStoryboards, .notANib, .notAStoryboard, .referenceCycle, .referenceMissingIdentifier,
    .referenceMissingStoryboard, .referenceNoInitialController, .referenceOtherBundle, .referenceUnconfigured,
    .relationshipWithoutName, .sceneMultipleControllers, .sceneWithoutController, .sceneWithoutId,
    .segueWithoutDestination, .segueWithoutKind, .unconfiguredStoryboardReference, .unknownAttribute,
    .unknownController, .unknownElement, .unknownSegueKind, .unreadableFile, .unwindDestinationNotExit, .xmlDoctype,
    .xmlDuplicateAttribute, .xmlEntityRefused, .xmlEntityUndefined, .xmlMismatchedTag, .xmlSyntax, .xmlTooDeep,
    .xmlUnclosed,
  ]

  /// Codes order by their text.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  public var description: String { rawValue }
}
