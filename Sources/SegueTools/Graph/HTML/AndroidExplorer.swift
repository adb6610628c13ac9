public import AndroidFormat
import Foundation
public import SeguePictures
public import StoryboardFormat

/// The explorer page of an Android app (`segue graph --format html` given a manifest and layouts): each activity
/// as the wireframe of its layout, the fragments its layout hosts below it as theirs, and the parent and host edges
/// of ``AndroidGraph`` as arrows.
///
/// An activity's layout is the one ``AndroidGraph`` ties to it (`tools:context`, else `activity_x` for
/// `XActivity`); a fragment's is the layout whose `tools:context` names it, else `fragment_x` for `XFragment` [I].
/// Activities are laid out in a row in manifest order (manifests have no canvas), their fragments in a column below.
public enum AndroidExplorer {
  /// The page of `manifests` and `layouts`; `findings` are shown on the activity or fragment whose layout (or
  /// manifest line) they are on.
  public static func page(
    manifests: [AndroidManifest], layouts: [AndroidLayout], title: String, findings: [Diagnostic] = []
  ) -> ExplorerPage {
    let graph = AndroidGraph(manifests: manifests, layouts: layouts)
    let context = AndroidLintContext(layouts: layouts, manifests: manifests, sources: SourceIndex())
    var strings: [String: String] = [:]
    let resFolders = Set(
      layouts.map { URL(fileURLWithPath: $0.path).deletingLastPathComponent().deletingLastPathComponent().path })
    for folder in resFolders.sorted() {
      strings.merge(AndroidResources.load(resFolder: URL(fileURLWithPath: folder)).strings) { first, _ in first }
    }
    var layoutOf: [String: AndroidLayout] = [:]
    for layout in layouts {
      if let host = context.activity(using: layout)?.className, layoutOf[host] == nil { layoutOf[host] = layout }
    }
    let declared = manifests.flatMap { manifest in manifest.activities.map { ($0, manifest) } }
    var scenes: [ExplorerPage.Scene] = []
    let columnWidth = 560.0
    for (column, activity) in graph.activities.enumerated() {
      let declaration = declared.first { $0.0.className == activity.id }
      let layout = layoutOf[activity.id]
      let theme = declaration?.0.theme ?? declaration?.1.application?.theme ?? ""
      let label = declaration?.0.androidAttributes["label"].map { resolve($0, strings) }
      let appBar = theme.contains("NoActionBar") || theme.contains("Fullscreen") ? nil : (label ?? activity.name)
      let wireframe =
        layout.map { Wireframe(layout: $0, strings: strings, appBarTitle: appBar) }
        ?? Wireframe(
          title: activity.name, size: Size(width: 360, height: 640),
          boxes: [Box(kind: .caption, frame: Rect(x: 0, y: 0, width: 360, height: 640), text: "No layout found")])
      let details: [ExplorerPage.Detail] = [
        .init("Class", [activity.id]), .init("Label", [label].compactMap { $0 }),
        .init("Launcher", activity.isLauncher ? ["MAIN / LAUNCHER"] : []),
        .init("Launch mode", [activity.launchMode].compactMap { $0 }),
        .init("Window", [activity.window].compactMap { $0 }),
        .init("Theme", [theme].filter { !$0.isEmpty }), .init("Layout", [layout?.path].compactMap { $0 }),
        .init("Declared at", [activity.location]),
      ]
      let line = Int(activity.location.split(separator: ":").dropFirst().first ?? "") ?? -1
      let own = findings.filter {
        $0.location.file == layout?.path || ($0.location.file == declaration?.1.path && $0.location.line == line)
      }
      scenes.append(
        ExplorerPage.Scene(
          id: activity.id, heading: activity.name, location: ExplorerPage.Point(x: Double(column) * columnWidth, y: 0),
          wireframe: wireframe, isInitial: activity.isLauncher, details: details,
          findings: own.map { "\($0.location.description): \($0.severity): \($0.message)" },
          keywords: [label, layout.map { URL(fileURLWithPath: $0.path).lastPathComponent }].compactMap { $0 }))
    }
    for fragment in graph.fragments {
      let host = String(fragment.id.prefix { $0 != "/" })
      guard let column = graph.activities.firstIndex(where: { $0.id == host }) else { continue }
      let below = scenes.filter { $0.id.hasPrefix(host + "/") }.count + 1
      let layout = fragmentLayout(fragment.className, layouts: layouts)
      let wireframe =
        layout.map { Wireframe(layout: $0, strings: strings) }
        ?? Wireframe(
          title: fragment.className, size: Size(width: 360, height: 640),
          boxes: [Box(kind: .caption, frame: Rect(x: 0, y: 0, width: 360, height: 640), text: "No layout found")])
      scenes.append(
        ExplorerPage.Scene(
          id: fragment.id, heading: simpleName(fragment.className),
          location: ExplorerPage.Point(x: Double(column) * columnWidth, y: Double(below) * 860),
          wireframe: wireframe,
          details: [
            .init("Class", [fragment.className]), .init("Hosted by", [host]),
            .init("Layout", [layout?.path].compactMap { $0 }), .init("Named at", [fragment.location]),
          ],
          findings: findings.filter { $0.location.file == layout?.path }.map {
            "\($0.location.description): \($0.severity): \($0.message)"
          }))
    }
    let links = graph.edges.map { edge in
      ExplorerPage.Link(
        from: edge.from, to: edge.to, kind: edge.kind, label: edge.label,
        details: [.init("Kind", [edge.kind]), .init("Where", [edge.label].compactMap { $0 })])
    }
    let name = manifests.first?.package ?? "Android app"
    var canvases = [ExplorerPage.Canvas(name: name, path: manifests.first?.path ?? "", scenes: scenes)]
    // The navigation graphs of the app's res folders (beside the manifests too, for an app without layouts).
    let navigationFolders = resFolders.union(
      manifests.map { URL(fileURLWithPath: $0.path).deletingLastPathComponent().appendingPathComponent("res").path })
    let documents = navigationFolders.sorted().flatMap { folder in
      let loaded = NavigationResources.load(resFolder: URL(fileURLWithPath: folder))
      return loaded.names.compactMap { loaded.documents[$0] }
    }
    let navigation = NavigationExplorer.canvases(
      NavigationResources(documents), layouts: layouts, strings: strings, findings: findings)
    canvases += navigation.canvases
    return ExplorerPage(title: title, canvases: canvases, links: links + navigation.links)
  }

  private static func resolve(_ value: String, _ strings: [String: String]) -> String {
    value.hasPrefix("@string/") ? strings[String(value.dropFirst(8))] ?? value : value
  }

  private static func simpleName(_ className: String) -> String {
    className.split(separator: ".").last.map(String.init) ?? className
  }

  /// The layout whose `tools:context` names the fragment, else `fragment_x` for `XFragment`.
  static func fragmentLayout(_ className: String, layouts: [AndroidLayout]) -> AndroidLayout? {
    let simple = simpleName(className)
    if let layout = layouts.first(where: { $0.toolsContext.map(simpleName) == simple }) { return layout }
    var snake = ""
    for character in simple.hasSuffix("Fragment") ? String(simple.dropLast(8)) : simple {
      if character.isUppercase, !snake.isEmpty { snake += "_" }
      snake += character.lowercased()
    }
    return layouts.first {
      URL(fileURLWithPath: $0.path).deletingPathExtension().lastPathComponent == "fragment_" + snake
    }
  }
}
