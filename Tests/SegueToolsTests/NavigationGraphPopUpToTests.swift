import AndroidFormat
import SegueTestSupport
import SegueTools
import Testing

/// `segue graph` draws a global action's `popUpTo` as it draws a destination's: a dashed edge, from the graph's start
/// marker (where the global action's bold edge starts) to the destination popped to, labelled `popUpTo` (with
/// `inclusive`) and the action's id; the JSON has the same edge from the graph (`NavigationFlow`). A global action
/// is an `<action>` child of a `<navigation>` element, usable from any destination in it (AndroidX
/// `NavDestination.getAction` walks up to the parent graphs; spec §6.1).
@MainActor @Suite struct NavigationGraphPopUpToTests {
  static let graph = NavigationDecoder.decode(
    Array(
      """
      <navigation xmlns:android="http://schemas.android.com/apk/res/android"
          xmlns:app="http://schemas.android.com/apk/res-auto" android:id="@+id/main" app:startDestination="@id/home">
        <action android:id="@+id/to_login" app:destination="@id/login" app:popUpTo="@id/main"
            app:popUpToInclusive="true"/>
        <action android:id="@+id/back_home" app:popUpTo="@id/home"/>
        <fragment android:id="@+id/home" android:name="com.example.HomeFragment"/>
        <fragment android:id="@+id/login" android:name="com.example.LoginFragment"/>
      </navigation>
      """.utf8), path: "res/navigation/main.xml")

  @Test(.tags(.android6_1)) func dotDrawsTheGlobalActionsPopUpTo() {
    #expect(
      NavigationGraphRenderer.dot([Self.graph]) == """
        digraph navigation {
          rankdir=LR;
          compound=true;
          node [shape=box, style=rounded, fontname="Helvetica", fontsize=11];
          edge [fontname="Helvetica", fontsize=9];
          subgraph "cluster_main" {
            label="navigation main";
            style=dashed;
            color=gray60;
            "start_main" [label="▶ main", shape=plaintext];
            "home" [label="home\\nHomeFragment"];
            "login" [label="login\\nLoginFragment"];
          }
          "start_main" -> "home" [style=bold, arrowhead=diamond, color=gray40];
          "start_main" -> "login" [label="to_login (global)", style=bold];
          "start_main" -> "start_main" [label="popUpTo inclusive (to_login)", style=dashed, color=gray50];
          "start_main" -> "home" [label="popUpTo (back_home)", style=dashed, color=gray50];
        }

        """)
  }

  @Test(.tags(.android6_1)) func mermaidDrawsTheGlobalActionsPopUpTo() {
    #expect(
      NavigationGraphRenderer.mermaid([Self.graph]) == """
        flowchart LR
          subgraph cluster_main["navigation main"]
            start_main["▶ main"]
            home["home<br/>HomeFragment"]
            login["login<br/>LoginFragment"]
          end
          start_main ==> home
          start_main == "to_login (global)" ==> login
          start_main -. "popUpTo inclusive (to_login)" .-> start_main
          start_main -. "popUpTo (back_home)" .-> home

        """)
  }

  @Test(.tags(.android6_1)) func theJSONHasTheSameEdges() {
    let edges = NavigationFlow([Self.graph]).edges.map { edge in
      "\(edge.kind) \(edge.from) → \(edge.to) \(edge.action ?? "-") inclusive=\(edge.inclusive.map { "\($0)" } ?? "-")"
    }
    #expect(
      edges == [
        "start main → home - inclusive=-",
        "global main → login to_login inclusive=-",
        "popUpTo main → main to_login inclusive=true",
        "popUpTo main → home back_home inclusive=-",
      ])
  }
}
