public import AndroidFormat
import Foundation
import StoryboardFormat

/// An Android app's screens as `segue graph` draws them: the manifest's activities (launcher marked, launch mode,
/// dialog or translucent window), `android:parentActivityName` edges, and the fragments each activity's layout
/// hosts (`<fragment>` and `FragmentContainerView`).
///
/// Not in Android. Explicit intents live in code, which is not read, so activity-to-activity starts are not drawn;
/// an activity's layout is the one whose `tools:context` names it, else the one Android Studio's naming gives it
/// (`activity_main` for `MainActivity`) [I].
public struct AndroidGraph: Sendable, Equatable, Codable {
  /// The `segue graph --format json` schema version of this graph.
  public var schemaVersion = 1
  /// The activities, manifest by manifest in file order.
  public var activities: [Activity]
  /// The fragments layouts host, each once per host activity.
  public var fragments: [Fragment]
  /// Parent and host edges.
  public var edges: [Edge]
  /// The Navigation graphs given with the app's files; absent when there are none.
  public var navigation: NavigationFlow?

  /// One declared activity (aliases are not drawn).
  public struct Activity: Sendable, Equatable, Codable {
    /// A node id unique in the graph: the fully qualified class name.
    public var id: String
    /// The name under the package (`.MainActivity`), or the full name.
    public var name: String
    /// Whether it is a `MAIN` + `LAUNCHER` activity.
    public var isLauncher: Bool
    /// The `android:launchMode`, when not `standard`.
    public var launchMode: String?
    /// `dialog` or `translucent` when the theme's name says so.
    public var window: String?
    /// Where it is declared, `file:line:column`.
    public var location: String
  }

  /// A fragment class a layout names.
  public struct Fragment: Sendable, Equatable, Codable {
    /// A node id unique in the graph: the host's id, `/`, the class name.
    public var id: String
    /// The class name, as written.
    public var className: String
    /// The layout and line naming it.
    public var location: String
  }

  /// An edge: `parent` from an activity to its `parentActivityName`, `hosts` from an activity to a fragment.
  public struct Edge: Sendable, Equatable, Codable {
    /// The edge's source node id.
    public var from: String
    /// The edge's target node id.
    public var to: String
    /// `parent` or `hosts`.
    public var kind: String
    /// For `hosts`: the layout and the container's id (`activity_main.xml #list`).
    public var label: String?
  }

  /// The graph of `manifests` and the fragments `layouts` host.
  public init(manifests: [AndroidManifest], layouts: [AndroidLayout]) {
    activities = []
    fragments = []
    edges = []
    for manifest in manifests {
      let declared = Set(manifest.activities.map(\.className))
      for activity in manifest.activities where !activity.isAlias {
        let style = activity.windowStyle.flatMap { $0 == .opaque ? nil : $0.rawValue }
        activities.append(
          Activity(
            id: activity.className, name: ManifestClassName.shortName(activity.className, package: manifest.package),
            isLauncher: activity.isLauncher,
            launchMode: activity.launchMode.flatMap { $0 == .standard ? nil : $0.rawValue }, window: style,
            location: activity.location.description))
        if let parent = activity.parentActivityName, declared.contains(parent) {
          edges.append(Edge(from: activity.className, to: parent, kind: "parent", label: nil))
        }
      }
    }
    let context = AndroidLintContext(layouts: layouts, manifests: manifests, sources: SourceIndex())
    let ids = Set(activities.map(\.id))
    for layout in layouts {
      guard let host = context.activity(using: layout)?.className, ids.contains(host) else { continue }
      let file = URL(fileURLWithPath: layout.path).lastPathComponent
      for view in layout.fragmentHosts {
        guard let className = view.fragmentClassName else { continue }
        let id = host + "/" + className
        if !fragments.contains(where: { $0.id == id }) {
          fragments.append(Fragment(id: id, className: className, location: view.location.description))
        }
        edges.append(Edge(from: host, to: id, kind: "hosts", label: file + (view.idName.map { " #\($0)" } ?? "")))
      }
    }
  }

  /// The line `segue graph` prints on standard error: `4 activities, 1 launcher, 2 parent edges, 1 fragment`.
  public var summary: String {
    func count(_ number: Int, _ noun: String) -> String { ManifestTextRenderer.count(number, noun) }
    return "\(count(activities.count, "activity")), \(count(activities.count(where: \.isLauncher), "launcher")), "
      + "\(count(edges.count { $0.kind == "parent" }, "parent edge")), \(count(fragments.count, "hosted fragment"))"
  }
}
