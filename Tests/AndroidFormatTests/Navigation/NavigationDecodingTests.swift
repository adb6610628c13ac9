import AndroidFormat
import SegueTestSupport
import StoryboardFormat
import Testing

/// Every element and attribute of a navigation graph is read and kept (spec §6.1; AndroidX navigation-common
/// `res/values/attrs.xml` names the attributes, navigation-runtime `NavInflater.kt` reads them).
@Suite struct NavigationDecodingTests {
  let document = NavigationFixtures.decode(NavigationFixtures.everything)

  @Test(.tags(.android6_1)) func theGraphItsDestinationsAndTheirKinds() throws {
    let graph = try #require(document.graph)
    #expect(document.resourceName == "nav_graph")
    #expect(graph.destinationID == "main_graph" && graph.startDestinationID == "home")
    #expect(graph.attributes["tools:ignore"] == "UnusedNavigation")
    #expect(
      graph.destinations.map { "\($0.kind) \($0.destinationID ?? $0.includedGraphName ?? "-")" } == [
        "fragment home", "fragment detail", "dialog confirm", "activity settings", "navigation checkout",
        "include settings_graph", "custom(\"keep_state_fragment\") custom",
      ])
    let home = graph.destinations[0]
    #expect(home.name == ".HomeFragment" && home.label == "Home" && home.attributes["tools:layout"] == "@layout/home")
    let settings = graph.destinations[3]
    #expect(
      settings.appAttributes == [
        "action": "android.settings.SETTINGS", "data": "package:com.example",
        "dataPattern": "https://example.com/{topic}", "targetPackage": "com.example",
      ])
    #expect(graph.destinations[4].destinations.map(\.destinationID) == ["cart"])
    #expect(graph.destinations[4].startDestinationID == "cart")
    #expect(graph.actions.map(\.actionID) == ["global_home"])
  }

  @Test(.tags(.android6_1)) func actionsKeepTheirDestinationOptionsAnimationsAndDefaultArguments() throws {
    let graph = try #require(document.graph)
    let toDetail = try #require(graph.destinations[0].actions.first)
    #expect(toDetail.destinationID == "detail" && toDetail.launchSingleTop == true && toDetail.popUpTo == nil)
    #expect(
      toDetail.animations == [
        "enterAnim": "@anim/slide_in", "exitAnim": "@anim/fade_out", "popEnterAnim": "@anim/fade_in",
        "popExitAnim": "@anim/slide_out",
      ])
    #expect(toDetail.arguments.map(\.name) == ["source"] && toDetail.arguments[0].defaultValue == "home")
    let back = try #require(graph.destinations[1].actions.first)
    #expect(back.destination == nil && back.popUpToID == "home")
    #expect(back.popUpToInclusive == false && back.popUpToSaveState == true && back.restoreState == true)
    let global = try #require(graph.actions.first)
    #expect(global.popUpToID == "main_graph" && global.popUpToInclusive == true)
  }

  @Test(.tags(.android6_1)) func argumentsAndDeepLinks() throws {
    let detail = try #require(document.graph?.destinations[1])
    #expect(detail.arguments.map(\.name) == ["itemId", "title"])
    #expect(detail.arguments[0].argType == "integer" && detail.arguments[0].isRequired)
    #expect(detail.arguments[1].nullable == true && detail.arguments[1].defaultValue == "@null")
    let link = try #require(detail.deepLinks.first)
    #expect(link.uri == "example://item/{itemId}" && link.uriArgumentNames == ["itemId"])
    #expect(link.action == "android.intent.action.VIEW" && link.mimeType == "text/plain")
    #expect(document.graph?.destinations[0].deepLinks.first?.autoVerify == true)
  }

  @Test(.tags(.android6_1)) func unknownElementsAndAttributesAreKeptAndSaid() throws {
    let detail = try #require(document.graph?.destinations[1])
    #expect(detail.extras.map(\.element) == ["note"] && detail.extras[0].attributes["text"] == "kept")
    #expect(detail.appAttributes["shared"] == "x")
    #expect(
      document.diagnostics.map(\.description) == [
        "nav_graph.xml:21:5: warning: Unknown element '<note>' in '<fragment>' is kept as is; Navigation ignores it "
          + "[unknown-element]",
        "nav_graph.xml:30:3: note: Element '<keep_state_fragment>' is read as the destination of a custom navigator "
          + "[unknown-element]",
      ])
  }
}
