import AndroidFormat
import Foundation
import SeguePictures
import SegueTestSupport
import SegueTools
import Testing

/// The navigation graphs of an Android app on the explorer page (`segue graph --format html` given an app folder):
/// a canvas per `res/navigation` file, destinations as cards, actions, start destinations and includes as arrows, the
/// details Android Studio's navigation editor shows (arguments, deep links, popUpTo). AndroidX's `NavInflater`
/// reads the same elements and attributes; Navigation finds an action's destination by id anywhere in the graph.
@Suite struct NavigationExplorerTests {
  static let files = [
    "AndroidManifest.xml": """
    <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.nav">
      <application android:label="Nav"><activity android:name=".MainActivity"/></application>
    </manifest>
    """,
    "res/layout/fragment_home.xml": """
    <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:orientation="vertical"
        android:layout_width="match_parent" android:layout_height="match_parent">
      <TextView android:id="@+id/hello" android:layout_width="wrap_content" android:layout_height="wrap_content"
          android:text="Hello"/>
    </LinearLayout>
    """,
    "res/navigation/main_graph.xml": """
    <navigation xmlns:android="http://schemas.android.com/apk/res/android"
        xmlns:app="http://schemas.android.com/apk/res-auto" xmlns:tools="http://schemas.android.com/tools"
        android:id="@+id/main_graph" app:startDestination="@id/home">
      <fragment android:id="@+id/home" android:name=".HomeFragment" android:label="Home"
          tools:layout="@layout/fragment_home">
        <action android:id="@+id/to_detail" app:destination="@id/detail"/>
        <action android:id="@+id/to_settings" app:destination="@id/settings_graph"/>
      </fragment>
      <fragment android:id="@+id/detail" android:name=".DetailFragment">
        <argument android:name="itemId" app:argType="long"/>
        <deepLink app:uri="nav://item/{itemId}"/>
        <action android:id="@+id/done" app:destination="@id/home" app:popUpTo="@id/home"
            app:popUpToInclusive="true"/>
      </fragment>
      <navigation android:id="@+id/nested" app:startDestination="@id/about">
        <activity android:id="@+id/about" android:name=".AboutActivity" android:label="About"/>
      </navigation>
      <include app:graph="@navigation/settings_graph"/>
      <action android:id="@+id/global_help" app:destination="@id/help"/>
    </navigation>
    """,
    "res/navigation/settings_graph.xml": """
    <navigation xmlns:android="http://schemas.android.com/apk/res/android"
        xmlns:app="http://schemas.android.com/apk/res-auto"
        android:id="@+id/settings_graph" app:startDestination="@id/help">
      <dialog android:id="@+id/help" android:name=".HelpDialog" android:label="Help"/>
    </navigation>
    """,
  ]

  static func page() throws -> (ExplorerPage, TemporaryFolder) {
    let folder = try TemporaryFolder(files: files)
    let manifest = try ManifestDecoder.decode(contentsOf: folder.url.appendingPathComponent("AndroidManifest.xml"))
    let layout = try LayoutDecoder.decode(contentsOf: folder.url.appendingPathComponent("res/layout/fragment_home.xml"))
    return (AndroidExplorer.page(manifests: [manifest], layouts: [layout], title: "Nav"), folder)
  }

  /// The whole navigation part of the page: canvases, cards (id, heading, start mark, centre, size) and arrows.
  @Test func smallGraphMatchesItsGolden() throws {
    let (page, folder) = try Self.page()
    defer { folder.remove() }
    var lines: [String] = []
    for canvas in page.canvases.dropFirst() {
      lines.append("canvas \(canvas.name)")
      for scene in canvas.scenes {
        let location = scene.location.map { "\(Int($0.x)),\(Int($0.y))" } ?? "-"
        let size = "\(Int(scene.wireframe.size.width))x\(Int(scene.wireframe.size.height))"
        lines.append("  \(scene.isInitial ? "*" : " ") \(scene.id) | \(scene.heading) | \(location) \(size)")
      }
    }
    for link in page.links where link.from.hasPrefix("nav:") {
      lines.append("\(link.kind) \(link.from) -> \(link.to)" + (link.label.map { " [\($0)]" } ?? ""))
    }
    #expect(lines == Self.golden)
  }

  static let golden = [
    "canvas navigation/main_graph.xml",
    "    nav:main_graph:main_graph | main_graph.xml: main_graph (graph) | 150,80 300x160",
    "  * nav:main_graph:home | Home | 180,1180 360x640",
    "    nav:main_graph:detail | DetailFragment | 630,940 300x160",
    "    nav:main_graph:nested | nested (graph) | 1110,940 300x160",
    "    nav:main_graph:about | About (activity) | 1110,1800 300x160",
    "    nav:main_graph:#3 | include settings_graph | 1590,940 300x160",
    "canvas navigation/settings_graph.xml",
    "    nav:settings_graph:settings_graph | settings_graph.xml: settings_graph (graph) | 150,80 300x160",
    "  * nav:settings_graph:help | Help (dialog) | 150,940 300x160",
    "action nav:main_graph:main_graph -> nav:settings_graph:help [global_help]",
    "start nav:main_graph:main_graph -> nav:main_graph:home",
    "action nav:main_graph:home -> nav:main_graph:detail [to_detail]",
    "action nav:main_graph:home -> nav:settings_graph:settings_graph [to_settings]",
    "action nav:main_graph:detail -> nav:main_graph:home [done]",
    "start nav:main_graph:nested -> nav:main_graph:about",
    "include nav:main_graph:#3 -> nav:settings_graph:settings_graph",
    "start nav:settings_graph:settings_graph -> nav:settings_graph:help",
  ]

  /// What a click shows: a destination's arguments and deep links, an action's popUpTo.
  @Test func detailsNameArgumentsDeepLinksAndPopUpTo() throws {
    let (page, folder) = try Self.page()
    defer { folder.remove() }
    let detail = try #require(page.canvases.flatMap(\.scenes).first { $0.id == "nav:main_graph:detail" })
    let shown = detail.details.filter { !$0.values.isEmpty }.map { "\($0.label): \($0.values.joined(separator: "; "))" }
    #expect(
      shown == [
        "Kind: fragment", "Id: @+id/detail", "Class: .DetailFragment", "Arguments: itemId: long",
        "Deep links: nav://item/{itemId}", "Actions: done → home, popUpTo home inclusive",
        "Declared at: \(folder.path)/res/navigation/main_graph.xml:9:3",
      ])
    let done = try #require(page.links.first { $0.label == "done" })
    #expect(
      done.details.filter { !$0.values.isEmpty }.map { "\($0.label): \($0.values.joined(separator: "; "))" }
        == [
          "Action: @+id/done", "From: @id/detail", "Destination: @id/home", "Pop up to: @id/home (inclusive)",
          "Declared at: \(folder.path)/res/navigation/main_graph.xml:12:5",
        ])
    let html = ExplorerHTML.render(page)
    try ExplorerHTMLTests.check(html, scenes: page.canvases.reduce(0) { $0 + $1.scenes.count })
    #expect(html.contains("Navigation action"))
  }
}
