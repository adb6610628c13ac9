/// The kinds of problem the manifest decoder reports beyond the XML reader's (`xml-syntax`, `merge-conflict` …,
/// which are StoryboardFormat's `DiagnosticCode`s): a `Diagnostic`'s `code` is one of these raw
/// values or one of those.
public enum ManifestDiagnosticCode: String, CaseIterable, Sendable {
  /// An activity or alias with no `android:name`, or an alias with no `android:targetActivity`.
  case componentWithoutName = "component-without-name"
  /// A class name Android refuses: neither `.Relative`, nor dot-less, nor starting with a lower-case letter.
  case badClassName = "bad-class-name"
  /// An alias whose `android:targetActivity` names no activity declared before it.
  case aliasTargetMissing = "alias-target-missing"
  /// A `true`/`false` attribute with another literal value.
  case invalidBoolean = "invalid-boolean"
  /// An `android:launchMode` that is none of the five modes.
  case unknownLaunchMode = "unknown-launch-mode"
  /// An `android:configChanges` flag Android does not define.
  case unknownConfigChange = "unknown-config-change"
  /// An `android:screenOrientation` Android does not define.
  case unknownScreenOrientation = "unknown-screen-orientation"
  /// An `android:documentLaunchMode` Android does not define.
  case unknownDocumentLaunchMode = "unknown-document-launch-mode"
  /// An attribute or element prefix that no `xmlns:` declaration binds.
  case unboundPrefix = "unbound-prefix"
  /// The file binds no prefix to Android's namespace URI, so no `android:` attribute can be read.
  case noAndroidNamespace = "no-android-namespace"
  /// The root element is not `<manifest>`, or there is none.
  case notAManifest = "not-a-manifest"
  /// `<manifest>` has neither a `package` attribute nor a namespace given to the decoder.
  case manifestWithoutPackage = "manifest-without-package"
  /// A second `<application>` or `<uses-sdk>`; Android reads the first.
  case duplicateElement = "duplicate-element"
}
