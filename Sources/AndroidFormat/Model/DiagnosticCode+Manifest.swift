public import StoryboardFormat

/// The kinds of problem the manifest decoder reports beyond the XML reader's (`xml-syntax`, `merge-conflict` …,
/// which are StoryboardFormat's own codes); the `code`s of its `Diagnostic`s are these and those. The codes the layout
/// and navigation decoders share with it (`invalid-boolean`, `unbound-prefix`) are declared here once.
extension DiagnosticCode {
  /// An activity or alias with no `android:name`, or an alias with no `android:targetActivity`.
  public static let componentWithoutName = DiagnosticCode(rawValue: "component-without-name")
  /// A class name Android refuses: neither `.Relative`, nor dot-less, nor starting with a lower-case letter.
  public static let badClassName = DiagnosticCode(rawValue: "bad-class-name")
  /// An alias whose `android:targetActivity` names no activity declared before it.
  public static let aliasTargetMissing = DiagnosticCode(rawValue: "alias-target-missing")
  /// A `true`/`false` attribute with another literal value.
  public static let invalidBoolean = DiagnosticCode(rawValue: "invalid-boolean")
  /// An `android:launchMode` that is none of the five modes.
  public static let unknownLaunchMode = DiagnosticCode(rawValue: "unknown-launch-mode")
  /// An `android:configChanges` flag Android does not define.
  public static let unknownConfigChange = DiagnosticCode(rawValue: "unknown-config-change")
  /// An `android:screenOrientation` Android does not define.
  public static let unknownScreenOrientation = DiagnosticCode(rawValue: "unknown-screen-orientation")
  /// An `android:documentLaunchMode` Android does not define.
  public static let unknownDocumentLaunchMode = DiagnosticCode(rawValue: "unknown-document-launch-mode")
  /// An attribute or element prefix that no `xmlns:` declaration binds.
  public static let unboundPrefix = DiagnosticCode(rawValue: "unbound-prefix")
  /// The file binds no prefix to Android's namespace URI, so no `android:` attribute can be read.
  public static let noAndroidNamespace = DiagnosticCode(rawValue: "no-android-namespace")
  /// The root element is not `<manifest>`, or there is none.
  public static let notAManifest = DiagnosticCode(rawValue: "not-a-manifest")
  /// `<manifest>` has neither a `package` attribute nor a namespace given to the decoder.
  public static let manifestWithoutPackage = DiagnosticCode(rawValue: "manifest-without-package")
  /// A second `<application>` or `<uses-sdk>`; Android reads the first.
  public static let duplicateElement = DiagnosticCode(rawValue: "duplicate-element")

  /// Every code the manifest decoder reports beyond the XML reader's.
  public static let manifestCodes: [DiagnosticCode] = [
    .componentWithoutName, .badClassName, .aliasTargetMissing, .invalidBoolean, .unknownLaunchMode,
    .unknownConfigChange, .unknownScreenOrientation, .unknownDocumentLaunchMode, .unboundPrefix, .noAndroidNamespace,
    .notAManifest, .manifestWithoutPackage, .duplicateElement,
  ]
}
