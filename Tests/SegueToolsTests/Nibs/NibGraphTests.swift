import Foundation
import SegueTestSupport
import SegueTools
import StoryboardFormat
import Testing

/// `segue graph` with xibs and sources: nib-backed controllers and the cell nibs scenes register, in every format.
@Suite struct NibGraphTests {
  typealias F = Fixture
  typealias N = NibFixture

  /// A storyboard whose initial scene is a `ListViewController`, its sources, a cell nib it registers, a nib it
  /// names for a controller, and one UIKit finds by a controller's class name.
  static let files: [String: String] = [
    "Main.storyboard": F.storyboard(
      initial: "a", F.scene(F.controller("tableViewController", "a", "customClass=\"ListViewController\""))),
    "ItemCell.xib": N.xib(N.cell("c", customClass: "ItemCell", reuseIdentifier: "item")),
    "Profile.xib": N.xib(
      owner: "ProfileViewController", ownerConnections: N.outlet("view", to: "v", id: "o1"), N.view("v")),
    "SettingsView.xib": N.xib(
      owner: "SettingsViewController", ownerConnections: N.outlet("view", to: "v", id: "o1"), N.view("v")),
    "List.swift": """
    final class ListViewController: UITableViewController {
        override func viewDidLoad() {
            tableView.register(UINib(nibName: "ItemCell", bundle: nil), forCellReuseIdentifier: "item")
        }
        func open() {
            show(ProfileViewController(nibName: "Profile", bundle: nil), sender: nil)
            show(SettingsViewController(), sender: nil)
        }
    }
    class ProfileViewController: UIViewController {}
    class SettingsViewController: UIViewController {}
    """,
  ]

  /// The graph of ``files``, with the temporary folder's path cut from every path.
  private func render(_ body: (FlowGraph) throws -> String) throws -> String {
    let folder = try TemporaryFolder(files: Self.files)
    defer { folder.remove() }
    let set = StoryboardSet.load(paths: [folder.path])
    let sources = SourceIndex.discover(
      forStoryboards: set.requested.map(\.path) + set.nibs.map(\.path), extraRoots: [], givenPaths: [folder.path])
    return try body(FlowGraph(set: set, sources: sources)).replacingOccurrences(of: folder.path + "/", with: "")
  }

  @Test func summaryCountsTheXibs() throws {
    #expect(
      try render { GraphSummary.line($0) }
        == "1 storyboard, 1 scene, 0 edges (0 across storyboards), 0 unresolved references, 3 xibs")
  }

  @Test func dotDrawsNibBackedControllersAndRegisteredCells() throws {
    #expect(
      try render { DotRenderer.render($0) } == """
        digraph flow {
          rankdir=LR;
          compound=true;
          node [shape=box, style=rounded, fontname="Helvetica", fontsize=11];
          edge [fontname="Helvetica", fontsize=9];
          subgraph cluster_0 {
            label="Main.storyboard";
            style=dashed;
            color=gray60;
            "Main/a" [label="ListViewController\\ntableViewController\\n(initial)", penwidth=2];
          }
          subgraph cluster_xibs {
            label="xibs";
            style=dashed;
            color=gray60;
            "xib:Profile/ProfileViewController" [label="ProfileViewController\\nProfile.xib", shape=box];
            "xib:SettingsView/SettingsViewController" \
        [label="SettingsViewController\\nSettingsView.xib\\n(by default name)", shape=box];
            "xib:ItemCell" [label="ItemCell.xib", shape=note];
          }
          "Main/a" -> "xib:Profile/ProfileViewController" [label="code", style=dotted, arrowhead=vee, color=gray50];
          "Main/a" -> "xib:SettingsView/SettingsViewController" \
        [label="code", style=dotted, arrowhead=vee, color=gray50];
          "Main/a" -> "xib:ItemCell" [label="cells \\"item\\"", style=dotted, arrowhead=vee, color=gray50];
        }

        """)
  }

  @Test func mermaidDrawsTheSame() throws {
    #expect(
      try render { MermaidRenderer.render($0) } == """
        flowchart LR
          subgraph sb0["Main.storyboard"]
            Main_a["ListViewController<br/>tableViewController<br/>(initial)"]
          end
          subgraph xibs["xibs"]
            xib_Profile_ProfileViewController["ProfileViewController<br/>Profile.xib"]
            xib_SettingsView_SettingsViewController["SettingsViewController<br/>SettingsView.xib<br/>(by default name)"]
            xib_ItemCell[/"ItemCell.xib"/]
          end
          Main_a -.->|"code"| xib_Profile_ProfileViewController
          Main_a -.->|"code"| xib_SettingsView_SettingsViewController
          Main_a -.->|"cells #quot;item#quot;"| xib_ItemCell
          classDef initial stroke-width:3px
          class Main_a initial

        """)
  }

  @Test func jsonListsTheNibs() throws {
    let json = try render { try GraphJSON.encode($0) }
    let report = try JSONDecoder().decode(GraphReport.self, from: Data(json.utf8))
    #expect(
      report.nibs == [
        FlowGraph.Nib(
          id: "xib:Profile/ProfileViewController", name: "Profile", path: "Profile.xib", role: .controllerView,
          className: "ProfileViewController", loadedAt: "List.swift:6:14", usedBy: ["Main/a"], registeredAs: nil,
          reuseIdentifier: nil),
        FlowGraph.Nib(
          id: "xib:SettingsView/SettingsViewController", name: "SettingsView", path: "SettingsView.xib",
          role: .controllerView, className: "SettingsViewController", loadedAt: nil, usedBy: ["Main/a"],
          registeredAs: nil,
          reuseIdentifier: nil),
        FlowGraph.Nib(
          id: "xib:ItemCell", name: "ItemCell", path: "ItemCell.xib", role: .cells, className: "ItemCell",
          loadedAt: nil, usedBy: ["Main/a"], registeredAs: .tableViewCell, reuseIdentifier: "item"),
      ])
  }

  @Test func withoutSourcesNoXibIsDrawn() throws {
    let folder = try TemporaryFolder(files: Self.files)
    defer { folder.remove() }
    #expect(FlowGraph(set: StoryboardSet.load(paths: [folder.path]), sources: SourceIndex()).nibs == [])
  }
}
