import AndroidFormat
import SegueTestSupport
import SegueTools
import StoryboardFormat
import Testing

/// The lint rules for Android manifests: each fires on a triggering manifest with its exact text, and not on the
/// near miss beside it.
@Suite struct ManifestRuleTests {
  /// The findings of a lint of one manifest written as `body` inside `<manifest>` (line 3 onwards).
  static func findings(_ body: String, package: String = "com.example") -> [String] {
    let text = """
      <?xml version="1.0" encoding="utf-8"?>
      <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="\(package)">
      \(body)
      </manifest>
      """
    let manifest = ManifestDecoder.decode(Array(text.utf8), path: "AndroidManifest.xml")
    let report = Linter.lint(
      set: StoryboardSet(documents: []), reporting: [], configuration: LintConfiguration(), manifests: [manifest])
    return report.diagnostics.map(\.description)
  }

  static let launcher = """
    <intent-filter>
          <action android:name="android.intent.action.MAIN"/>
          <category android:name="android.intent.category.LAUNCHER"/>
        </intent-filter>
    """

  /// Per rule: a manifest body that triggers it, its exact findings, and a near miss with no finding of the rule.
  static let cases: [String: (positive: String, findings: [String], negative: String)] = [
    "no-launcher-activity": (
      "<application>\n  <activity android:name=\".Main\"/>\n</application>",
      [
        "AndroidManifest.xml:3:1: warning: The manifest's one activity has no MAIN + LAUNCHER intent filter; the app "
          + "has no launcher icon [no-launcher-activity]"
      ],
      "<application>\n</application>"
    ),
    "multiple-launcher-activities": (
      """
      <application>
        <activity android:name=".Main" android:exported="true">\(launcher)</activity>
        <activity-alias android:name=".Other" android:targetActivity=".Main" android:exported="true">\(launcher)
        </activity-alias>
      </application>
      """,
      [
        "AndroidManifest.xml:8:3: warning: Activity alias '.Other' is a second launcher after '.Main' (4:3); each gets "
          + "its own icon [multiple-launcher-activities]"
      ],
      "<application>\n  <activity android:name=\".Main\" android:exported=\"true\">\(launcher)</activity>\n</application>"
    ),
    "launcher-not-exported": (
      "<application>\n  <activity android:name=\".Main\" android:exported=\"false\">\(launcher)</activity>\n</application>",
      [
        "AndroidManifest.xml:4:3: warning: Activity '.Main' has a MAIN + LAUNCHER intent filter but is not exported; "
          + "the launcher cannot start it [launcher-not-exported]"
      ],
      "<application>\n  <activity android:name=\".Main\" android:exported=\"true\">\(launcher)</activity>\n</application>"
    ),
    "exported-without-filter-or-permission": (
      """
      <application>
        <activity android:name=".Main" android:exported="true">\(launcher)</activity>
        <activity android:name=".Settings" android:exported="true"/>
      </application>
      """,
      [
        "AndroidManifest.xml:8:3: warning: Activity '.Settings' is exported with no intent filter and no permission; "
          + "any app can start it by class name [exported-without-filter-or-permission]"
      ],
      """
      <application>
        <activity android:name=".Main" android:exported="true">\(launcher)</activity>
        <activity android:name=".Settings" android:exported="true" android:permission="com.example.SETTINGS"/>
      </application>
      """
    ),
    "exported-not-explicit": (
      """
      <uses-sdk android:minSdkVersion="24" android:targetSdkVersion="33"/>
      <application>
        <activity android:name=".Main">\(launcher)</activity>
      </application>
      """,
      [
        "AndroidManifest.xml:5:3: error: Activity '.Main' has intent filters and no android:exported; apps targeting "
          + "API 33 must set it, or installing fails [exported-not-explicit]"
      ],
      """
      <uses-sdk android:minSdkVersion="24" android:targetSdkVersion="30"/>
      <application>
        <activity android:name=".Main">\(launcher)</activity>
      </application>
      """
    ),
    "single-instance-shared-affinity": (
      """
      <application>
        <activity android:name=".Main" android:exported="true">\(launcher)</activity>
        <activity android:name=".Call" android:launchMode="singleInstance"/>
      </application>
      """,
      [
        "AndroidManifest.xml:8:3: warning: Activity '.Call' is singleInstance but shares its task affinity "
          + "'com.example' with '.Main' [single-instance-shared-affinity]"
      ],
      """
      <application>
        <activity android:name=".Main" android:exported="true">\(launcher)</activity>
        <activity android:name=".Call" android:launchMode="singleInstance" android:taskAffinity="com.example.call"/>
      </application>
      """
    ),
    "undeclared-parent-activity": (
      """
      <application>
        <activity android:name=".Main" android:exported="true">\(launcher)</activity>
        <activity android:name=".Detail" android:parentActivityName=".Mian"/>
      </application>
      """,
      [
        "AndroidManifest.xml:8:3: warning: Activity '.Detail' names parent 'com.example.Mian', which the manifest does "
          + "not declare [undeclared-parent-activity]"
      ],
      """
      <application>
        <activity android:name=".Main" android:exported="true">\(launcher)</activity>
        <activity android:name=".Detail" android:parentActivityName=".Main"/>
      </application>
      """
    ),
  ]

  @Test func everyManifestRuleHasAFixture() {
    let ids = LintRules.all.filter(\.checksManifests).map(\.id.rawValue)
    #expect(Set(Self.cases.keys) == Set(ids))
  }

  @Test(.tags(.android4_1), arguments: cases.keys.sorted())
  func ruleFiresWithItsExactTextAndNotOnTheNearMiss(_ id: String) throws {
    let fixture = try #require(Self.cases[id])
    #expect(Self.findings(fixture.positive) == fixture.findings)
    #expect(!Self.findings(fixture.negative).contains { $0.hasSuffix("[\(id)]") })
  }

  @Test func decoderProblemsArePassedThroughAndConfigurable() {
    let body = "<application>\n  <activity android:name=\".Main\" android:launchMode=\"singletask\"/>\n</application>"
    #expect(
      Self.findings(body) == [
        "AndroidManifest.xml:3:1: warning: The manifest's one activity has no MAIN + LAUNCHER intent filter; the app "
          + "has no launcher icon [no-launcher-activity]",
        "AndroidManifest.xml:4:3: error: Unknown launch mode 'singletask'; it is kept as written. Did you mean "
          + "'singleTask'? [unknown-launch-mode]",
      ])
    #expect(LintRules.rule(DiagnosticCode(rawValue: "unknown-launch-mode"))?.origin == .decoder)
  }

  /// A hostile manifest (every activity singleInstance in one affinity, with a parent and an alias) gets one finding
  /// per activity, and the launcher's. That linting it grows linearly is the `hostile` benchmark's check
  /// (`SegueBenchmarks hostile`, "many activities"): a timed unit test would fail on a busy machine.
  @Test func aHostileManifestGetsAFindingPerActivity() {
    let body = (0..<4_000).map { index in
      """
      <activity android:name=".A\(index)" android:launchMode="singleInstance" android:parentActivityName=".A0"/>
      <activity-alias android:name=".B\(index)" android:targetActivity=".A\(index)"/>
      """
    }
    #expect(Self.findings("<application>\n" + body.joined(separator: "\n") + "\n</application>").count == 4_001)
  }
}
