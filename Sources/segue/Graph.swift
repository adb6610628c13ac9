import AndroidFormat
import ArgumentParser
import Foundation
import SegueGenLint
import SegueTools
import StoryboardFormat

struct Graph: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Draw an app's flow across its storyboards: scenes, segues, relationships, unwinds and references.",
    discussion: """
      Storyboards named by references are loaded from beside the given ones. Output is deterministic.
      With Swift or Objective-C sources (found beside the storyboards' Xcode project or package, or given with \
      --sources), xibs are drawn too: the views of view controllers created in code (named in \
      'init(nibName:bundle:)' or found by UIKit's default nib name) and the cell nibs scenes register.
      Errors (unreadable or broken files, references that do not resolve) are printed on standard error.
      Android: given manifests, layouts, res/ folders or a folder holding AndroidManifest.xml, draws the \
      activities (launcher bold, launch modes, dialog and translucent windows), parentActivityName edges and the \
      fragments each activity's layout hosts (the layout whose tools:context names it, or activity_x for \
      XActivity).
      With --format html, one self-contained page (no network) draws every scene as a wireframe at its canvas \
      location, segues as arrows by kind, with pan, zoom, search and each scene's details and lint findings.
      Exit status: 0 on success; 1 when there are errors (the graph of the rest is still printed), or SVG is \
      asked for and Graphviz is missing or fails; 2 on a usage error.
      """
  )

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case dot, mermaid, json, svg, html
  }

  @Argument(help: "Storyboard and xib files, or folders to search for them; or an Android app's files (see above).")
  var paths: [String]

  @Option(
    help: "Output format: dot, mermaid, json, svg (runs Graphviz 'dot') or html (a self-contained page of wireframes).")
  var format: Format = .dot

  @OptionGroup var sources: SourceOptions

  func validate() throws {
    let split = ManifestPaths.split(paths)
    guard !split.manifests.isEmpty || !split.layouts.isEmpty || !split.navigations.isEmpty else { return }
    if let storyboard = split.storyboards.first(where: { !split.foldersWithManifests.contains($0) }) {
      throw ValidationError(
        "'\(storyboard)' is not an Android app's file; segue graph draws storyboards or an Android app, not both.")
    }
  }

  func run() throws {
    let split = ManifestPaths.split(paths)
    if !split.manifests.isEmpty || !split.layouts.isEmpty || !split.navigations.isEmpty {
      return try drawAndroid(split)
    }
    var set = StoryboardSet.load(paths: paths)
    set.loadReferencedSiblings()
    let errors = (set.diagnostics + set.documents.flatMap(\.diagnostics) + set.referenceDiagnostics())
      .filter { $0.severity == .error }
    for error in errors {
      FileHandle.standardError.write(Data((error.description + "\n").utf8))
    }
    let index = sources.index(for: set, paths: paths)
    let graph = FlowGraph(set: set, sources: index)
    let output: String
    switch format {
    case .dot: output = DotRenderer.render(graph)
    case .mermaid: output = MermaidRenderer.render(graph)
    case .json: output = try GraphJSON.encode(graph)
    case .svg: output = try Self.svg(DotRenderer.render(graph))
    case .html:
      output = GraphHTML.storyboards(set: set, graph: graph, sources: index, title: GraphHTML.title(for: paths))
    }
    FileHandle.standardOutput.write(Data(output.utf8))
    FileHandle.standardError.write(Data((GraphSummary.line(graph) + "\n").utf8))
    if !errors.isEmpty { throw ExitCode(1) }
  }

  /// The Android graph of the manifests and layouts `split` found; their errors on standard error.
  private func drawAndroid(_ split: ManifestPaths.Split) throws {
    let manifests = split.manifests.map(ManifestPaths.load)
    let layouts = split.layouts.map(AndroidLayoutFiles.load)
    let errors = (manifests.flatMap(\.diagnostics) + layouts.flatMap(\.diagnostics)).filter { $0.severity == .error }
    for error in errors {
      FileHandle.standardError.write(Data((error.description + "\n").utf8))
    }
    let navigations = split.navigations.map(NavigationFiles.load)
    var graph = AndroidGraph(manifests: manifests, layouts: layouts)
    var output: String
    switch format {
    case .dot: output = AndroidGraphRenderer.dot(graph)
    case .mermaid: output = AndroidGraphRenderer.mermaid(graph)
    case .json:
      graph.navigation = navigations.isEmpty ? nil : NavigationFlow(navigations)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      output = String(decoding: try encoder.encode(graph), as: UTF8.self) + "\n"
    case .svg:
      output = try Self.svg(
        Self.addingNavigation(navigations, to: AndroidGraphRenderer.dot(graph), manifests: manifests))
    case .html: output = GraphHTML.android(manifests: manifests, layouts: layouts, title: GraphHTML.title(for: paths))
    }
    if !navigations.isEmpty, format != .svg, format != .html {
      output = Self.addingNavigation(navigations, to: output, manifests: manifests)
    }
    FileHandle.standardOutput.write(Data(output.utf8))
    let summary = manifests.isEmpty && layouts.isEmpty ? nil : graph.summary
    let navigationSummary = navigations.isEmpty ? nil : NavigationGraphRenderer.summary(navigations)
    FileHandle.standardError.write(
      Data(([summary, navigationSummary].compactMap { $0 }.joined(separator: "; ") + "\n").utf8))
    if !errors.isEmpty { throw ExitCode(1) }
  }

  /// The SVG Graphviz draws from `dot`; when it is missing or fails, `error: …` on standard error and exit 1.
  private static func svg(_ dot: String) throws -> String {
    do {
      return try Graphviz.svg(fromDOT: dot)
    } catch {
      FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
      throw ExitCode(1)
    }
  }
}
