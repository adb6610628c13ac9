import AndroidFormat
import StoryboardFormat

extension ManifestChecks {
  /// The manifest decoder's own codes (`DiagnosticCode`), which lint shows as they come.
  static let decoderRules: [LintRule] = [
    decoder(
      .componentWithoutName, .error, "A component, alias target, action or category has no android:name.",
      "Android refuses a manifest whose activity or alias has no class name; an action or category without a name matches nothing."
    ),
    decoder(
      .badClassName, .error, "A class name Android refuses.",
      "A name is resolved against the package: '.X' and a dot-less 'X' are the package's; any other name must be fully qualified and start with a lower-case letter. Android reports 'Bad class name … in package …'."
    ),
    decoder(
      .aliasTargetMissing, .error, "An activity alias targets no activity declared before it.",
      "Android resolves android:targetActivity among the activities declared above the alias."),
    decoder(
      .invalidBoolean, .error, "A true/false attribute has another value.",
      "aapt2 refuses the value; references (@bool/x) and placeholders (${x}) are not checked."),
    decoder(
      .unknownLaunchMode, .error, "An android:launchMode that is none of the five modes.",
      "The modes are standard, singleTop, singleTask, singleInstance and singleInstancePerTask; aapt2 refuses others."),
    decoder(
      .unknownConfigChange, .error, "An android:configChanges flag Android does not define.",
      "aapt2 refuses the manifest; the message suggests the nearest flag."),
    decoder(
      .unknownScreenOrientation, .error, "An android:screenOrientation Android does not define.",
      "aapt2 refuses the manifest; the message suggests the nearest value."),
    decoder(
      .unknownDocumentLaunchMode, .error, "An android:documentLaunchMode Android does not define.",
      "The values are intoExisting, always, none and never."),
    decoder(
      .unboundPrefix, .warning, "An element or attribute prefix is bound to no namespace.",
      "Android reads attributes by namespace URI; an unbound prefix (a typo such as 'andriod:') is kept but not read."
    ),
    decoder(
      .noAndroidNamespace, .warning, "The manifest binds no prefix to Android's namespace.",
      "Without xmlns:android=\"http://schemas.android.com/apk/res/android\" no android: attribute can be read."),
    decoder(
      .notAManifest, .error, "An .xml file given as a manifest is not one.",
      "Its root element is not <manifest>, or it has none."),
    decoder(
      .manifestWithoutPackage, .warning, "The manifest has no package attribute.",
      "Gradle builds (AGP 7+) set the namespace in build.gradle; without it relative class names stay as written."),
    decoder(
      .duplicateElement, .warning, "A second <application> or <uses-sdk>.",
      "Android reads the first; the second is kept."),
  ]

  private static func decoder(
    _ code: DiagnosticCode, _ severity: Diagnostic.Severity, _ summary: String, _ explanation: String
  ) -> LintRule {
    LintRule(id: code, severity: severity, summary: summary, explanation: explanation, origin: .decoder)
  }
}
