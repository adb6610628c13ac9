import AndroidControllers
import AndroidControllersTesting
import AndroidFormat
import Foundation
import SegueTestSupport
import StoryboardFormat
import Testing

/// Installing refuses what Android's package manager refuses, before any code runs (spec §4.1, §4.2). Texts from AOSP
/// `PackageParser.parsePackageName`/`validateName`/`parseActivityAlias`, `ParsingPackageUtils.computeMinSdkVersion`
/// and `ParsedActivityUtils.parseActivityOrAlias` (the Android 12 exported rule, `MISSING_EXPORTED_FLAG`).
@MainActor @Suite struct InstallTests {
  private func manifest(_ body: String, package: String = "com.example.app", usesSDK: String = "") -> AndroidManifest {
    let xml = """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="\(package)">
        \(usesSDK)
        <application>
          \(body)
        </application>
      </manifest>
      """
    return ManifestDecoder.decode(Array(xml.utf8), path: "AndroidManifest.xml")
  }

  private let launcher = """
    <activity android:name=".MainActivity">
        <intent-filter>
          <action android:name="android.intent.action.MAIN"/>
          <category android:name="android.intent.category.LAUNCHER"/>
        </intent-filter>
      </activity>
    """

  private func launchFailure(_ manifest: AndroidManifest, sdkInt: Int = 34, target: Int? = nil) -> String? {
    Hooks.reset()
    do {
      _ = try AndroidApp.launch(
        manifest: manifest, activities: testActivities, sdkInt: sdkInt, targetSdkVersion: target)
      return nil
    } catch let error as AndroidAppError {
      guard case .installFailed = error else { return "not an install failure: \(error)" }
      return error.description
    } catch {
      return "unexpected \(error)"
    }
  }

  @Test(.tags(.android4_2)) func targetingS_anActivityWithFiltersAndNoExportedIsRefused() {
    let app = manifest(launcher, usesSDK: #"<uses-sdk android:minSdkVersion="21" android:targetSdkVersion="31"/>"#)
    #expect(
      launchFailure(app)
        == "AndroidManifest.xml:4:5: error: INSTALL_PARSE_FAILED_MANIFEST_MALFORMED: Failed parse during "
        + "installPackageLI: AndroidManifest.xml (at Binary XML file line #4): com.example.app.MainActivity: "
        + "Targeting S+ (version 31 and above) requires that an explicit value for android:exported be defined when "
        + "intent filters are present")
    // Gradle's target counts when the manifest does not say; below 31 the same manifest installs.
    #expect(launchFailure(manifest(launcher), target: 33)?.contains("Targeting S+") == true)
    #expect(launchFailure(manifest(launcher), target: 30) == nil)
  }

  @Test(.tags(.android4_2)) func aManifestThatIsNotWellFormedIsRefusedWithTheDecodersDiagnostic() {
    let broken = ManifestDecoder.decode(
      Array(#"<manifest package="com.example.app"><application></manifest>"#.utf8), path: "AndroidManifest.xml")
    let failure = launchFailure(broken)
    #expect(failure?.hasPrefix("AndroidManifest.xml:1:") == true)
    #expect(failure?.contains("[xml-") == true)
  }

  @Test(.tags(.android4_2)) func packageNamesAndroidRefuses() {
    #expect(
      launchFailure(manifest(launcher, package: "app"))
        == "AndroidManifest.xml:1:1: error: INSTALL_PARSE_FAILED_BAD_MANIFEST: <manifest> specifies bad package "
        + "name \"app\": must have at least one '.' separator")
    #expect(
      launchFailure(manifest(launcher, package: "com.1app"))
        == "AndroidManifest.xml:1:1: error: INSTALL_PARSE_FAILED_BAD_MANIFEST: <manifest> specifies bad package "
        + "name \"com.1app\": bad character '1'")
    let noPackage = ManifestDecoder.decode(
      Array(#"<manifest xmlns:android="http://schemas.android.com/apk/res/android"/>"#.utf8),
      path: "AndroidManifest.xml")
    #expect(
      launchFailure(noPackage)
        == "AndroidManifest.xml:1:1: error: INSTALL_PARSE_FAILED_BAD_MANIFEST: <manifest> does not specify package")
    let notManifest = ManifestDecoder.decode(Array("<resources/>".utf8), path: "AndroidManifest.xml")
    #expect(
      launchFailure(notManifest)
        == "AndroidManifest.xml:1:1: error: INSTALL_PARSE_FAILED_MANIFEST_MALFORMED: Failed parse during "
        + "installPackageLI: AndroidManifest.xml (at Binary XML file line #1): No <manifest> tag")
  }

  @Test(.tags(.android4_2)) func aMinimumSDKAboveTheDevicesIsRefused() {
    let app = manifest(launcher, usesSDK: #"<uses-sdk android:minSdkVersion="35"/>"#)
    #expect(
      launchFailure(app, sdkInt: 34)
        == "AndroidManifest.xml:2:3: error: INSTALL_FAILED_OLDER_SDK: Requires newer sdk version #35 (current "
        + "version is #34)")
  }

  @Test(.tags(.android4_2)) func activitiesAndAliasesAndroidRefuses() {
    #expect(
      launchFailure(manifest(launcher + "\n" + #"<activity android:label="x"/>"#))
        == "AndroidManifest.xml:10:1: error: INSTALL_PARSE_FAILED_MANIFEST_MALFORMED: Failed parse during "
        + "installPackageLI: AndroidManifest.xml (at Binary XML file line #10): <activity> does not specify "
        + "android:name")
    #expect(
      launchFailure(manifest(#"<activity-alias android:name=".Alias" android:targetActivity=".Later"/>"# + launcher))
        == "AndroidManifest.xml:4:5: error: INSTALL_PARSE_FAILED_MANIFEST_MALFORMED: Failed parse during "
        + "installPackageLI: AndroidManifest.xml (at Binary XML file line #4): <activity-alias> target activity "
        + "com.example.app.Later not found in manifest")
  }

  @Test(.tags(.android4_2)) func anAppFolderWithABrokenManifestFailsToLaunchWithoutCrashing() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("install-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("<manifest package=\"com.example.app\">\n  <application>\n</manifest>\n".utf8)
      .write(to: folder.appendingPathComponent("AndroidManifest.xml"))
    #expect {
      _ = try AndroidApp.launch(appFolder: folder, activities: testActivities)
    } throws: { error in
      guard case .installFailed(let failure) = error as? AndroidAppError else { return false }
      return failure.code == nil && failure.location.line == 2
        && failure.description.hasSuffix(
          "AndroidManifest.xml:2:3: error: Element 'application' is not closed before '</manifest>'; it is closed "
            + "there [xml-mismatched-tag]")
    }
  }
}
