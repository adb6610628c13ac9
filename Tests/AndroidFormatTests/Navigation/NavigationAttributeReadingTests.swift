import AndroidFormat
import Foundation
import SegueTestSupport
import StoryboardFormat
import Testing

/// The decoder reads an element's attributes on their packed bytes when all their names are ASCII (every real file's)
/// and as strings otherwise; both readings must give the same document (spec §6.1: every attribute is kept as
/// written; prefixes resolve as XML Namespaces 1.0 §6 scopes them, a first `android:id` over a second as AndroidX's
/// `NavInflater` reads one attribute per name).
@Suite struct NavigationAttributeReadingTests {
  /// Namespaces every way a file can bind them: two prefixes bound to Android's namespace (the first attribute of a
  /// local name is read), another package's resources (the app's namespace too), a default namespace, a prefix bound
  /// again below, an unbound prefix, a name without a prefix, an empty local name, and names and values that are
  /// not ASCII (`<fragment android:id="@+id/été">` is read as strings).
  static let namespaces = """
    <navigation xmlns:android="http://schemas.android.com/apk/res/android"
        xmlns:a="http://schemas.android.com/apk/res/android"
        xmlns:app="http://schemas.android.com/apk/res-auto"
        xmlns:pkg="http://schemas.android.com/apk/res/com.example"
        xmlns="urn:default"
        android:id="@+id/root" app:startDestination="@id/home">
      <fragment android:id="@+id/home" a:id="@+id/other" a:label="Accueil" pkg:color="red" app:color="blue"
          android:name=".Home" bare="1" nope:x="y" android:="empty" app:title="Café">
        <action xmlns:app="urn:not-app" android:id="@+id/go" app:destination="@id/home"/>
      </fragment>
      <fragment android:id="@+id/été" app:größe="groß" android:name=".Summer"/>
    </navigation>
    """

  @Test(.tags(.android6_1)) func namespacesResolveAsXMLNamespacesScopesThem() throws {
    let document = NavigationFixtures.decode(Self.namespaces)
    let graph = try #require(document.graph)
    #expect(graph.destinations.count == 2)
    let home = graph.destinations[0]
    #expect(home.androidAttributes == ["id": "@+id/home", "label": "Accueil", "name": ".Home", "": "empty"])
    #expect(home.appAttributes == ["color": "red", "title": "Café"])
    #expect(home.id == "@+id/home" && home.name == ".Home" && home.label == "Accueil")
    let go = try #require(home.actions.first)
    #expect(go.androidAttributes == ["id": "@+id/go"] && go.appAttributes == [:] && go.destination == nil)
    let summer = graph.destinations[1]
    #expect(summer.destinationID == "été" && summer.name == ".Summer" && summer.appAttributes == ["größe": "groß"])
    #expect(
      document.diagnostics.map { "\($0.location.line) \($0.severity) \($0.code.rawValue)" } == [
        "7 note unknown-attribute", "7 warning unbound-prefix",
      ])
    let again = NavigationDecoder.decode(
      Array(Self.namespaces.utf8), path: "nav_graph.xml", readingAttributesAsStrings: true)
    #expect(again == document)
  }

  /// Both readings over the corpus's graphs (else the fixture) and the hand-written one above, as they are and
  /// mutated as the fuzz tests mutate them (names and values cut, `\u{FF}` and NUL bytes, prefixes without a binding).
  @Test(.tags(.android6_1)) func bothReadingsGiveTheSameDocument() throws {
    var random = SplitMix64(seed: 625)
    var differing: [String] = []
    var compared = 0
    let inputs = try NavigationFuzzTests.inputs() + [("namespaces.xml", Array(Self.namespaces.utf8))]
    for (name, bytes) in inputs {
      let variants =
        [bytes] + (0..<12).map { _ in Mutation.mutate(bytes, fragments: NavigationFuzzTests.fragments, using: &random) }
      for (index, variant) in variants.enumerated() {
        let read = NavigationDecoder.decode(variant, path: name)
        let readAsStrings = NavigationDecoder.decode(variant, path: name, readingAttributesAsStrings: true)
        if read != readAsStrings { differing.append("\(name) #\(index)") }
        compared += 1
      }
    }
    #expect(differing == [])
    #expect(compared >= 26)
  }

  /// A decoded element's tables (kept as which of its attributes they are) compare and hash as the dictionaries
  /// they give: the same node with the same tables set by hand is equal and hashes alike, and setting one table keeps
  /// the other (spec §6.1: every attribute is kept as written).
  @Test(.tags(.android6_1)) func decodedTablesCompareAndHashAsDictionaries() throws {
    let document = NavigationFixtures.decode(Self.namespaces)
    let home = try #require(document.graph?.destinations.first)
    var rebuilt = home
    rebuilt.androidAttributes = ["name": ".Home", "": "empty", "id": "@+id/home", "label": "Accueil"]
    rebuilt.appAttributes = ["title": "Café", "color": "red"]
    #expect(rebuilt == home)
    #expect(Set([home, rebuilt]).count == 1)
    var changed = home
    changed.appAttributes["color"] = "green"
    #expect(changed.androidAttributes == ["id": "@+id/home", "label": "Accueil", "name": ".Home", "": "empty"])
    #expect(changed.appAttributes == ["color": "green", "title": "Café"])
    #expect(changed != home)
    let go = try #require(home.actions.first)
    var goRebuilt = NavigationActionNode(location: go.location)
    goRebuilt.id = go.id
    goRebuilt.attributes = go.attributes
    goRebuilt.androidAttributes = ["id": "@+id/go"]
    #expect(goRebuilt == go && goRebuilt.hashValue == go.hashValue)
  }

  /// An element with as many attributes as the decoder marks (64), and with more (its tables then made as it is
  /// read): the same tables, fields and document as the reading as strings.
  @Test(.tags(.android6_1), arguments: [62, 63, 70])
  func elementsWithManyAttributes(appCount: Int) throws {
    let many = (0..<appCount).map { "app:a\($0)=\"v\($0)\"" }.joined(separator: " ")
    let text = """
      <navigation xmlns:android="http://schemas.android.com/apk/res/android"
          xmlns:app="http://schemas.android.com/apk/res-auto" app:startDestination="@id/home">
        <fragment android:id="@+id/home" \(many) android:label="Home"/>
      </navigation>
      """
    let document = NavigationFixtures.decode(text)
    let home = try #require(document.graph?.destinations.first)
    #expect(home.appAttributes == Dictionary(uniqueKeysWithValues: (0..<appCount).map { ("a\($0)", "v\($0)") }))
    #expect(home.androidAttributes == ["id": "@+id/home", "label": "Home"])
    #expect(home.id == "@+id/home" && home.label == "Home" && home.attributes.count == appCount + 2)
    let asStrings = NavigationDecoder.decode(Array(text.utf8), path: "nav_graph.xml", readingAttributesAsStrings: true)
    #expect(asStrings == document)
  }

  /// `@+id/`, `@id/`, `@android:id/` and `@+android:id/` references, ASCII or not: a prefix is matched by
  /// `Character`, so a combining mark after its `/` makes it no prefix at all.
  @Test(.tags(.android6_1)) func idNamesOfReferences() {
    let names = [
      "@+id/home", "@id/home", "@android:id/home", "@+android:id/home", "@+id/", "@id", "home", "@+id/été",
      "@+id/\u{301}x", "@layout/home",
    ].map { NavigationReference.idName($0) ?? "nil" }
    #expect(names == ["home", "home", "home", "home", "nil", "nil", "nil", "été", "nil", "nil"])
  }
}
