public import SeguePictures
public import StoryboardFormat

/// The explorer page of an app's storyboards (`segue graph --format html`): every scene of every storyboard as a
/// wireframe at its canvas location, its segues as arrows by kind, storyboard references as hops to the scene they
/// stand for, and for each scene its class, module, Storyboard ID, outlets, actions, segues, lint findings and the
/// source file of its class.
///
/// ```swift
/// var set = StoryboardSet.load(paths: ["App"])
/// set.loadReferencedSiblings()
/// let page = StoryboardExplorer.page(set: set, graph: FlowGraph(set: set), title: "App")
/// try ExplorerHTML.render(page).write(toFile: "app.html", atomically: true, encoding: .utf8)
/// ```
public enum StoryboardExplorer {
  /// The page of `set`, drawn in `graph`'s storyboard order.
  ///
  /// - Parameters:
  ///   - set: the loaded storyboards.
  ///   - graph: the flow graph of `set` (for class names and resolved references).
  ///   - title: the page's title.
  ///   - findings: lint diagnostics; each is shown on the scene whose lines hold it.
  ///   - sources: where the classes are declared (``SourceIndex/classFiles``); empty without sources.
  /// - Returns: the page, for ``ExplorerHTML``.
  public static func page(
    set: StoryboardSet, graph: FlowGraph, title: String, findings: [Diagnostic] = [],
    sources: SourceIndex = SourceIndex()
  ) -> ExplorerPage {
    var canvases: [ExplorerPage.Canvas] = []
    var links: [ExplorerPage.Link] = []
    let findingsByFile = Dictionary(grouping: findings, by: \.location.file)
    for storyboard in graph.storyboards {
      guard let document = set.document(atPath: storyboard.path) else { continue }
      let builder = SceneCardBuilder(
        document: document, key: storyboard.name, graph: graph, sources: sources,
        findings: findingsByFile[document.path] ?? [])
      canvases.append(
        ExplorerPage.Canvas(name: storyboard.name, path: storyboard.path, scenes: builder.cards()))
      links += builder.links()
    }
    return ExplorerPage(title: title, canvases: canvases, links: links)
  }
}
