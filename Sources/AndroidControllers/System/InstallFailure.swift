public import AndroidFormat
public import StoryboardFormat

/// Why the package manager refuses to install an app, before any of its code runs: Android's `INSTALL_…` result
/// with the text `adb install` prints, and where in the manifest the problem is.
///
/// Not in Android as a type (there, a `PackageManager.INSTALL_*` code and a message). Found by
/// ``AndroidDevice/installFailure(of:sdkInt:targetSdkVersion:)`` in the order Android's parser meets the problems (AOSP
/// `PackageParser.parsePackage`, `ParsingPackageUtils.parseBaseApk` and `parseActivityOrAlias`).
public struct InstallFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// The package manager's result name, `INSTALL_PARSE_FAILED_MANIFEST_MALFORMED` say; `nil` for a manifest that is
  /// not well-formed XML, which the build (aapt) refuses before there is anything to install.
  public let code: String?
  /// Android's message, verbatim where the platform's sources give it.
  public let message: String
  /// Where in the manifest the problem is.
  public let location: SourceLocation

  /// `file:line:column: error: CODE: message`, compiler style.
  public var description: String {
    "\(location): error: " + (code.map { "\($0): " } ?? "") + message
  }
}

extension AndroidDevice {
  /// The first reason Android refuses to install the app of `manifest` on a device of API level `sdkInt`, or `nil`
  /// when it installs. Not in Android as a method (the package manager's parse).
  ///
  /// In order:
  /// - the manifest is not well-formed XML (the decoder's first XML diagnostic; aapt stops the build);
  /// - no `<manifest>` root: `No <manifest> tag`; no `package`: `<manifest> does not specify package`; a package
  ///   name Android refuses: `<manifest> specifies bad package name "x": must have at least one '.' separator`
  ///   (`PackageParser.validateName`);
  /// - `minSdkVersion` above the device's level: `INSTALL_FAILED_OLDER_SDK: Requires newer sdk version #N (current
  ///   version is #M)` (`ParsingPackageUtils.computeMinSdkVersion`);
  /// - per activity, in file order: no `android:name` (`<activity> does not specify android:name`), a class name
  ///   Android refuses, an alias whose target is not declared before it (`<activity-alias> target activity X not
  ///   found in manifest`), and, for apps targeting API 31 and above, intent filters without an explicit
  ///   `android:exported` (`X: Targeting S+ (version 31 and above) requires that an explicit value for
  ///   android:exported be defined when intent filters are present`, `ParsedActivityUtils.parseActivityOrAlias`).
  /// `targetSdkVersion` is the app's target level (Gradle's, when the manifest does not say).
  public static func installFailure(
    of manifest: AndroidManifest, sdkInt: Int = 34, targetSdkVersion: Int? = nil
  ) -> InstallFailure? {
    let start = SourceLocation(file: manifest.path, line: 1, column: 1)
    func malformed(_ message: String, at location: SourceLocation) -> InstallFailure {
      InstallFailure(
        code: "INSTALL_PARSE_FAILED_MANIFEST_MALFORMED",
        message: "Failed parse during installPackageLI: \(manifest.path) (at Binary XML file line #\(location.line)): "
          + message, location: location)
    }
    if let xml = manifest.diagnostics.first(where: { $0.severity == .error && Self.isXMLSyntax($0.code) }) {
      return InstallFailure(code: nil, message: "\(xml.message) [\(xml.code)]", location: xml.location)
    }
    if let notManifest = manifest.diagnostics.first(where: {
      $0.code == .notAManifest
    }) {
      return malformed("No <manifest> tag", at: notManifest.location)
    }
    guard let package = manifest.package, !package.isEmpty else {
      return InstallFailure(
        code: "INSTALL_PARSE_FAILED_BAD_MANIFEST", message: "<manifest> does not specify package", location: start)
    }
    if let problem = packageNameProblem(package) {
      return InstallFailure(
        code: "INSTALL_PARSE_FAILED_BAD_MANIFEST",
        message: "<manifest> specifies bad package name \"\(package)\": \(problem)", location: start)
    }
    if let usesSDK = manifest.usesSDK, let minimum = usesSDK.minimumLevel, minimum > sdkInt {
      return InstallFailure(
        code: "INSTALL_FAILED_OLDER_SDK",
        message: "Requires newer sdk version #\(minimum) (current version is #\(sdkInt))", location: usesSDK.location)
    }
    var declared: Set<String> = []
    for activity in manifest.activities {
      let tag = activity.isAlias ? "<activity-alias>" : "<activity>"
      if activity.name.isEmpty { return malformed("\(tag) does not specify android:name", at: activity.location) }
      if manifest.diagnostics.contains(where: {
        $0.code == .badClassName && $0.location == activity.location
      }) {
        return malformed("Bad class name \(activity.name) in package \(package)", at: activity.location)
      }
      if activity.isAlias {
        guard let target = activity.targetActivity, declared.contains(target) else {
          return malformed(
            "<activity-alias> target activity \(activity.targetActivity ?? "null") not found in manifest",
            at: activity.location)
        }
      } else {
        declared.insert(activity.className)
      }
      if activity.requiresExplicitExported(targetLevel: targetSdkVersion ?? manifest.targetLevel) {
        return malformed(
          "\(activity.className): Targeting S+ (version 31 and above) requires that an explicit value for "
            + "android:exported be defined when intent filters are present", at: activity.location)
      }
    }
    return nil
  }

  private static func isXMLSyntax(_ code: DiagnosticCode) -> Bool {
    xmlSyntaxCodes.contains(code)
  }

  /// The XML reader's codes: a manifest with one of these errors is not well-formed.
  private static let xmlSyntaxCodes: Set<DiagnosticCode> = [
    .xmlDoctype, .xmlDuplicateAttribute, .xmlEntityRefused, .xmlEntityUndefined, .xmlMismatchedTag, .xmlSyntax,
    .xmlTooDeep, .xmlUnclosed, .mergeConflict,
  ]

  /// AOSP `PackageParser.validateName(name, requireSeparator: true)`: segments of letters, digits and `_`, each
  /// starting with a letter, at least two of them.
  private static func packageNameProblem(_ name: String) -> String? {
    if name.contains("${") { return nil }  // a build placeholder the merged manifest replaces
    var hasSeparator = false
    var front = true
    for character in name {
      if character == "." {
        hasSeparator = true
        front = true
        continue
      }
      let isLetter = character.isASCII && character.isLetter
      if isLetter || (!front && character.isASCII && (character.isNumber || character == "_")) {
        front = false
        continue
      }
      return "bad character '\(character)'"
    }
    return hasSeparator ? nil : "must have at least one '.' separator"
  }
}
