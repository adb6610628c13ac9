import AndroidFormat
import Foundation
import SegueTestSupport
import StoryboardFormat
import Testing

/// The manifest and layout decoders read an element's attributes on their packed bytes when all their names are ASCII
/// (every real file's) and as strings otherwise, as the navigation decoder does; both readings must give the same
/// manifest and the same layout, diagnostics included (spec §4.1: Android's attributes are found by their namespace
/// URI, whatever the prefix, and every attribute is kept as written; XML Namespaces 1.0 §6 scopes the prefixes).
@Suite struct AttributeReadingTests {
  /// A manifest binding namespaces every way: two prefixes for Android's (the first `name` is read), a tools prefix,
  /// a prefix bound again below, an unbound prefix, names without a prefix (`package` is read, `bare` is noted), an
  /// unknown Android attribute, and names and values that are not ASCII.
  static let manifest = """
    <manifest xmlns:android="http://schemas.android.com/apk/res/android"
        xmlns:a="http://schemas.android.com/apk/res/android"
        xmlns:tools="http://schemas.android.com/tools"
        package="com.example" bare="1">
      <application android:name=".App" a:name=".Other" android:theme="@style/Thème" tools:ignore="x">
        <activity android:name=".Main" android:exported="true" android:colour="red" nope:x="y">
          <intent-filter xmlns:android="urn:not-android" android:priority="5">
            <action a:name="android.intent.action.MAIN"/>
          </intent-filter>
        </activity>
        <activity android:name=".Été" android:größe="groß"/>
      </application>
    </manifest>
    """

  /// A layout with the same cases, the app's namespace under two prefixes, plain attributes Android reads (`style`,
  /// `layout`) and one it does not, and data-binding expressions (`@{`, `@={`, an unterminated one, and `@{` followed
  /// by a combining mark, which is no `@{` as characters).
  static let layout = """
    <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
        xmlns:app="http://schemas.android.com/apk/res-auto"
        xmlns:pkg="http://schemas.android.com/apk/res/com.example"
        android:id="@+id/root" style="@style/Root" bare="1">
      <TextView android:id="@+id/a" pkg:color="red" app:color="blue" app:title="Café" nope:x="y"
          android:text="@{user.name}" android:hint="@={user.hint" android:tag="@{\u{301}x}"/>
      <include layout="@layout/row" android:layout_width="match_parent"/>
      <TextView xmlns:app="urn:not-app" android:id="@+id/été" app:größe="groß"/>
    </LinearLayout>
    """

  @Test(.tags(.android4_1)) func manifestNamespacesResolveAsXMLNamespacesScopesThem() throws {
    let manifest = ManifestFixtures.decode(Self.manifest)
    let application = try #require(manifest.application)
    #expect(application.androidAttributes == ["name": ".App", "theme": "@style/Thème"])
    #expect(
      application.activities.map(\.androidAttributes) == [
        ["name": ".Main", "exported": "true", "colour": "red"], ["name": ".Été", "größe": "groß"],
      ])
    let filter = try #require(application.activities.first?.intentFilters.first)
    #expect(filter.priority == nil && filter.actions == ["android.intent.action.MAIN"])
    #expect(
      manifest.diagnostics.map { "\($0.location.line) \($0.severity) \($0.code.rawValue)" } == [
        "1 note unknown-attribute", "6 note unknown-attribute", "6 warning unbound-prefix",
        "11 note unknown-attribute",
      ])
    let again = ManifestDecoder.decode(
      Array(Self.manifest.utf8), path: "AndroidManifest.xml", readingAttributesAsStrings: true)
    #expect(again == manifest)
  }

  @Test(.tags(.android4_1)) func layoutNamespacesResolveAsXMLNamespacesScopesThem() throws {
    let layout = LayoutFixtures.decode(Self.layout)
    let root = try #require(layout.root)
    #expect(root.androidAttributes == ["id": "@+id/root"] && root.appAttributes == [:])
    #expect(root.children.map(\.appAttributes) == [["color": "red", "title": "Café"], [:], [:]])
    #expect(root.children[2].androidAttributes == ["id": "@+id/été"])
    #expect(root.children[0].bindings.map(\.expression) == ["user.name", "user.hint"])
    #expect(
      layout.diagnostics.map { "\($0.location.line) \($0.severity) \($0.code.rawValue)" } == [
        "1 note unknown-attribute", "5 warning unbound-prefix", "5 warning binding-outside-layout",
        "5 warning binding-outside-layout", "5 error binding-expression",
      ])
    let again = LayoutDecoder.decode(Array(Self.layout.utf8), path: "layout.xml", readingAttributesAsStrings: true)
    #expect(again == layout)
  }

  /// `configChanges` flags are split at `|` with white space dropped (aapt2 reads a flag attribute so:
  /// `ResourceUtils::TryParseFlagSymbol` splits at `|` and trims each part), whether the value is plain ASCII (split
  /// on its bytes) or not; empty flags are dropped.
  @Test(.tags(.android4_1)) func configChangesFlagsAreSplitWithoutWhiteSpace() throws {
    let values = [
      "orientation|screenSize", "orientation | keyboard\n|\tscreenSize", "||orientation|", "orientation|\u{A0}locale",
      "|",
    ]
    let activities = values.enumerated().map { index, value in
      "<activity android:name=\".A\(index)\" android:configChanges=\"\(value)\"/>"
    }
    let manifest = ManifestFixtures.decode(
      ManifestFixtures.manifest("<application>\n" + activities.joined(separator: "\n") + "\n</application>"))
    #expect(
      manifest.activities.map(\.configChanges) == [
        ["orientation", "screenSize"], ["orientation", "keyboard", "screenSize"], ["orientation"],
        ["orientation", "locale"], [],
      ])
  }

  /// Both readings over the corpus's manifests and layouts (else the fixtures) and the hand-written ones above, as
  /// they are and mutated as the fuzz tests mutate them (names and values cut, `\u{FF}` and NUL bytes, prefixes
  /// without a binding).
  @Test(.tags(.android4_1)) func bothReadingsGiveTheSameManifestsAndLayouts() throws {
    var random = SplitMix64(seed: 4125)
    var differing: [String] = []
    var compared = 0
    let manifests = try ManifestFuzzTests.inputs() + [("namespaces.xml", Array(Self.manifest.utf8))]
    for (name, bytes) in manifests {
      let variants = [bytes] + (0..<12).map { _ in ManifestFuzzTests.mutate(bytes, using: &random) }
      for (index, variant) in variants.enumerated() {
        let read = ManifestDecoder.decode(variant, path: name)
        let readAsStrings = ManifestDecoder.decode(variant, path: name, readingAttributesAsStrings: true)
        if read != readAsStrings { differing.append("manifest \(name) #\(index)") }
        compared += 1
      }
    }
    let layouts = try LayoutFuzzTests.inputs() + [("namespaces.xml", Array(Self.layout.utf8))]
    for (name, bytes) in layouts {
      let variants =
        [bytes] + (0..<12).map { _ in Mutation.mutate(bytes, fragments: LayoutFuzzTests.fragments, using: &random) }
      for (index, variant) in variants.enumerated() {
        let read = LayoutDecoder.decode(variant, path: name)
        let readAsStrings = LayoutDecoder.decode(variant, path: name, readingAttributesAsStrings: true)
        if read != readAsStrings { differing.append("layout \(name) #\(index)") }
        compared += 1
      }
    }
    #expect(differing == [])
    #expect(compared >= 52)
  }
}
