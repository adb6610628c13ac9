import AndroidFormat
import SegueTestSupport
import StoryboardFormat
import Testing

/// What AndroidX refuses when inflating a graph, reported with its text at file:line:column (navigation-runtime
/// `NavInflater.kt`: "Arguments must have a name", "Every <deepLink> must include …", "Root element <x> did not
/// inflate into a NavGraph"; navigation-common `NavGraph.kt`, `NavDestination.kt` (`addDeepLink`'s missing required
/// arguments), `NavArgument.kt`, `NavAction`'s "Cannot have an action with actionId 0").
@Suite struct NavigationDiagnosticsTests {
  private func messages(_ text: String) -> [String] {
    NavigationFixtures.decode(text).diagnostics.map(\.description)
  }

  @Test(.tags(.android6_1)) func aRootThatIsNotANavigation() {
    #expect(
      messages("<fragment/>") == [
        "nav_graph.xml:1:1: error: Root element <fragment> did not inflate into a NavGraph [not-a-navigation-graph]"
      ])
    #expect(messages("") == ["nav_graph.xml:1:1: error: The file is empty [empty-file]"])
  }

  @Test(.tags(.android6_1)) func argumentsDeepLinksAndActionsAndroidRefuses() {
    let text = NavigationFixtures.graph(
      """
        <fragment android:id="@+id/home">
          <argument app:argType="integer"/>
          <argument android:name="count" app:argType="integer" android:defaultValue="many"/>
          <argument android:name="title" app:argType="string" android:defaultValue="@null"/>
          <deepLink android:autoVerify="true"/>
          <action app:destination="@id/home"/>
        </fragment>
        <fragment android:id="@+id/item">
          <argument android:name="itemId" app:argType="long"/>
          <deepLink app:uri="example://item"/>
        </fragment>
      """)
    #expect(
      messages(text) == [
        "nav_graph.xml:4:5: error: Arguments must have a name [argument-without-name]",
        "nav_graph.xml:5:5: error: Default value 'many' of argument 'count' is not a valid integer "
          + "[default-value-mismatch]",
        "nav_graph.xml:6:5: error: Argument with type string has null value but is not nullable. "
          + "[null-default-not-nullable]",
        "nav_graph.xml:7:5: error: Every <deepLink> must include at least one of app:uri, app:action, or "
          + "app:mimeType [empty-deep-link]",
        "nav_graph.xml:8:5: error: Cannot have an action with actionId 0 [action-without-id]",
        "nav_graph.xml:12:5: warning: Deep link example://item can't be used to open destination @+id/item.\n"
          + "Following required arguments are missing: [itemId] [deep-link-missing-argument]",
      ])
  }

  @Test(.tags(.android6_1)) func startDestinationsIdsAndBooleans() {
    let text = NavigationFixtures.graph(
      """
        <fragment android:name=".NoId"/>
        <fragment android:id="@+id/home"/>
        <fragment android:id="@+id/home"/>
        <navigation android:id="@+id/nested"/>
        <fragment android:id="@+id/x"><action android:id="@+id/a" app:launchSingleTop="yes"/></fragment>
      """, start: "@id/elsewhere")
    #expect(
      messages(text) == [
        "nav_graph.xml:1:1: error: navigation destination @id/elsewhere is not a direct child of this NavGraph "
          + "[start-destination-not-child]",
        "nav_graph.xml:3:3: error: Destinations must have an id. Call setId() or include an android:id in your "
          + "navigation XML. [destination-without-id]",
        "nav_graph.xml:5:3: warning: A second destination with id 'home' replaces the first in the graph "
          + "[duplicate-id]",
        "nav_graph.xml:6:3: warning: '<navigation>' '@+id/nested' has no 'app:startDestination'; navigating to it "
          + "fails with 'no start destination defined via app:startDestination' [missing-start-destination]",
        "nav_graph.xml:7:33: warning: 'launchSingleTop' is 'yes', not 'true' or 'false'; it is kept and not read "
          + "[invalid-boolean]",
      ])
  }

  @Test(.tags(.android6_1)) func includesResolveAcrossFilesAndCyclesAndMissingFilesAreSaid() throws {
    let main = NavigationFixtures.decode(
      NavigationFixtures.graph(
        """
          <fragment android:id="@+id/home"/>
          <include app:graph="@navigation/settings"/>
          <include app:graph="@navigation/missing"/>
        """), path: "navigation/main.xml")
    let settings = NavigationFixtures.decode(
      """
      <navigation xmlns:android="http://schemas.android.com/apk/res/android"
          xmlns:app="http://schemas.android.com/apk/res-auto" android:id="@+id/settings_graph"
          app:startDestination="@id/prefs">
        <fragment android:id="@+id/prefs"/>
        <include app:graph="@navigation/main"/>
      </navigation>
      """, path: "navigation/settings.xml")
    let resources = NavigationResources([main, settings])
    let resolved = try #require(resources.resolvedGraph(named: "main"))
    #expect(resolved.destinations.map { $0.destinationID ?? $0.element } == ["home", "settings_graph", "include"])
    // The cycle back to main stays an include.
    #expect(resolved.destinations[1].destinations.map { $0.destinationID ?? $0.element } == ["prefs", "include"])
    #expect(
      resources.diagnostics.map(\.description) == [
        "navigation/main.xml:4:3: error: '<include>' of '@navigation/settings' makes a cycle: settings → main → "
          + "settings [include-cycle]",
        "navigation/main.xml:5:3: error: '<include>' names '@navigation/missing', which is not among the navigation "
          + "files [include-unresolved]",
        "navigation/settings.xml:5:3: error: '<include>' of '@navigation/main' makes a cycle: main → settings → main "
          + "[include-cycle]",
      ])
  }
}
