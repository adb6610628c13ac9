import AndroidFormat
import SegueTestSupport
import StoryboardFormat
import Testing

/// Broken and surprising manifests: each problem is one diagnostic with file:line:column, exact text, and the rest
/// of the file still loads.
@Suite struct ManifestDiagnosticsTests {
  typealias F = ManifestFixtures

  func descriptions(_ text: String) -> [String] { F.decode(text).diagnostics.map(\.description) }

  @Test(.tags(.android4_2)) func fileThatIsNotAManifestSaysSo() {
    #expect(
      F.decode("").diagnostics.map(\.description) == ["AndroidManifest.xml:1:1: error: The file is empty [empty-file]"])
    #expect(
      descriptions("<resources>\n</resources>") == [
        "AndroidManifest.xml:1:1: error: The root element is '<resources>', not '<manifest>': this is not an Android "
          + "manifest [not-a-manifest]"
      ])
    #expect(
      descriptions("<!-- nothing -->") == [
        "AndroidManifest.xml:1:1: error: The file has no XML root element [not-a-manifest]"
      ])
  }

  @Test(.tags(.android4_2)) func enumeratedValuesAreCheckedWithSuggestions() {
    let text = F.manifest(
      """
        <application>
          <activity android:name=".A" android:launchMode="singletop" android:configChanges="orientation|screensize"
              android:screenOrientation="portait" android:documentLaunchMode="sometimes" android:exported="yes"
              android:noHistory="@bool/no_history" android:theme="${theme}"/>
        </application>
      """)
    #expect(
      descriptions(text) == [
        "AndroidManifest.xml:4:5: error: Unknown launch mode 'singletop'; it is kept as written. Did you mean "
          + "'singleTop'? [unknown-launch-mode]",
        "AndroidManifest.xml:4:5: error: Attribute 'android:exported' is 'yes', not 'true' or 'false'; it is kept as "
          + "written [invalid-boolean]",
        "AndroidManifest.xml:4:5: error: Unknown configChanges flag 'screensize'. Did you mean 'screenSize'? "
          + "[unknown-config-change]",
        "AndroidManifest.xml:4:5: error: Unknown screenOrientation 'portait'; it is kept as written. Did you mean "
          + "'portrait'? [unknown-screen-orientation]",
        "AndroidManifest.xml:4:5: error: Unknown documentLaunchMode 'sometimes'; it is kept as written. "
          + "[unknown-document-launch-mode]",
      ])
    let activity = F.decode(text).activities[0]
    #expect(activity.launchMode == nil)
    #expect(activity.androidAttributes["launchMode"] == "singletop")
    #expect(activity.configChanges == ["orientation", "screensize"])
    #expect(activity.noHistory == nil)
    #expect(activity.theme == "${theme}")
  }

  @Test(.tags(.android4_2)) func namespacesAreResolvedByURI() {
    let text = """
      <manifest xmlns:droid="http://schemas.android.com/apk/res/android" package="com.example">
        <application>
          <activity droid:name=".A" andriod:exported="true" name=".B" droid:colour="red"/>
        </application>
      </manifest>
      """
    #expect(
      descriptions(text) == [
        "AndroidManifest.xml:3:5: warning: Prefix 'andriod' of attribute 'andriod:exported' is not bound to a "
          + "namespace; the attribute is kept but not read [unbound-prefix]",
        "AndroidManifest.xml:3:5: note: Attribute 'name' on '<activity>' has no namespace and is kept as is; Android "
          + "reads 'android:name' [unknown-attribute]",
        "AndroidManifest.xml:3:5: note: Unknown attribute 'droid:colour' on '<activity>' is kept as is [unknown-attribute]",
      ])
    let activity = F.decode(text).activities[0]
    #expect(activity.className == "com.example.A")
    #expect(activity.androidAttributes == ["name": ".A", "colour": "red"])
    #expect(activity.attributes.count == 4)
  }

  @Test(.tags(.android4_2)) func manifestWithoutAndroidNamespaceIsReported() {
    #expect(
      descriptions("<manifest package=\"p.q\"><application/></manifest>") == [
        "AndroidManifest.xml:1:1: warning: No prefix is bound to Android's namespace "
          + "'http://schemas.android.com/apk/res/android'; 'android:' attributes cannot be read [no-android-namespace]"
      ])
    #expect(
      descriptions("<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application/></manifest>")
        == [
          "AndroidManifest.xml:1:1: warning: '<manifest>' has no 'package' attribute and no namespace was given; class "
            + "names stay as written [manifest-without-package]"
        ])
  }

  @Test(.tags(.android4_2)) func unknownElementsAreKeptAndReported() {
    let text = F.manifest(
      """
        <application>
          <activty android:name=".Typo"/>
          <activity android:name=".A"><intent-filter><acton android:name="x"/></intent-filter><extra/></activity>
        </application>
        <application/>
        <dist:module xmlns:dist="http://schemas.android.com/apk/distribution"/>
        <wat:thing/>
      """)
    #expect(
      descriptions(text) == [
        "AndroidManifest.xml:4:5: note: Unknown element '<activty>' in '<application>' is kept as is. Did you mean "
          + "'activity'? [unknown-element]",
        "AndroidManifest.xml:5:48: note: Unknown element '<acton>' in '<intent-filter>' is kept as is. Did you mean "
          + "'action'? [unknown-element]",
        "AndroidManifest.xml:5:89: note: Unknown element '<extra>' in '<activity>' is kept as is. [unknown-element]",
        "AndroidManifest.xml:7:3: warning: A second '<application>' is kept but not read; Android reads the first "
          + "[duplicate-element]",
        "AndroidManifest.xml:9:3: warning: Prefix 'wat' of element '<wat:thing>' is not bound to a namespace; the "
          + "element is kept as is [unbound-prefix]",
      ])
    let manifest = F.decode(text)
    #expect(manifest.application?.extras.map(\.element) == ["activty"])
    #expect(manifest.activities[0].intentFilters[0].extras.map(\.element) == ["acton"])
    #expect(manifest.extras.map(\.element) == ["application", "dist:module", "wat:thing"])
  }

  @Test(.tags(.android4_2)) func componentsNeedNamesAndAliasesTheirTargets() {
    let text = F.manifest(
      """
        <application>
          <activity-alias android:name=".Early" android:targetActivity=".Main"/>
          <activity android:name=".Main"/>
          <activity/>
          <activity-alias android:name=".NoTarget"/>
          <activity android:name="Bad.Name"/>
        </application>
      """)
    #expect(
      descriptions(text) == [
        "AndroidManifest.xml:4:5: error: <activity-alias> target activity 'com.example.Main' not found in manifest; "
          + "Android looks only at the activities declared before the alias [alias-target-missing]",
        "AndroidManifest.xml:6:5: error: '<activity>' has no 'android:name'; Android refuses the manifest "
          + "[component-without-name]",
        "AndroidManifest.xml:7:5: error: '<activity-alias>' '.NoTarget' has no 'android:targetActivity' "
          + "[component-without-name]",
        "AndroidManifest.xml:8:5: error: Bad class name 'Bad.Name' in package 'com.example' [bad-class-name]",
      ])
    #expect(F.decode(text).activities.count == 5)
  }

  @Test(.tags(.android4_2)) func brokenXMLIsReportedByTheSharedReader() {
    let text = F.manifest(
      """
        <application>
      <<<<<<< HEAD
          <activity android:name=".Ours"/>
      =======
          <activity android:name=".Theirs"/>
      >>>>>>> branch
          <activity android:name=".Open">
        </application>
      """)
    let manifest = F.decode(text)
    #expect(
      manifest.diagnostics.map(\.description) == [
        "AndroidManifest.xml:4:1: error: Unresolved merge conflict marker '<<<<<<<'; both sides of the conflict are "
          + "loaded [merge-conflict]",
        "AndroidManifest.xml:6:1: error: Unresolved merge conflict marker '======='; both sides of the conflict are "
          + "loaded [merge-conflict]",
        "AndroidManifest.xml:8:1: error: Unresolved merge conflict marker '>>>>>>>'; both sides of the conflict are "
          + "loaded [merge-conflict]",
        "AndroidManifest.xml:9:5: error: Element 'activity' is not closed before '</application>'; it is closed there "
          + "[xml-mismatched-tag]",
      ])
    #expect(manifest.activities.map(\.name) == [".Ours", ".Theirs", ".Open"])
    let entities = """
      <?xml version="1.0"?>
      <!DOCTYPE manifest [<!ENTITY boom "boom">]>
      <manifest>&boom;</manifest>
      """
    #expect(
      descriptions(entities) == [
        "AndroidManifest.xml:2:1: error: Document type declarations with entities or external identifiers are "
          + "refused; the file is not loaded [xml-entity-refused]"
      ])
  }

  @Test(.tags(.android4_1)) func toolsAttributesAndPlaceholdersAreNotProblems() {
    let text = """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android"
          xmlns:tools="http://schemas.android.com/tools" package="com.example">
        <application tools:replace="android:label" android:label="${appLabel}">
          <activity android:name="${applicationId}.Main" android:exported="${exported}" tools:node="merge"/>
        </application>
      </manifest>
      """
    let manifest = F.decode(text)
    #expect(manifest.diagnostics == [])
    #expect(manifest.activities[0].className == "${applicationId}.Main")
    #expect(manifest.activities[0].exported == nil)
    #expect(manifest.activities[0].androidAttributes["exported"] == "${exported}")
    #expect(!manifest.activities[0].requiresExplicitExported(targetLevel: 34))
  }
}
