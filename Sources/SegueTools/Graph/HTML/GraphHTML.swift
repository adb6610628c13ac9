public import AndroidFormat
import Foundation
import SeguePictures
public import StoryboardFormat

/// `segue graph --format html`: the explorer page of an app's storyboards or of an Android app, with the lint
/// findings of the default rules on each scene.
public enum GraphHTML {
  /// The page of the storyboards of `set` (the files given and the siblings their references load).
  public static func storyboards(set: StoryboardSet, graph: FlowGraph, sources: SourceIndex, title: String) -> String {
    let report = Linter.lint(set: set, reporting: set.documents, configuration: LintConfiguration(), sources: sources)
    let page = StoryboardExplorer.page(
      set: set, graph: graph, title: title, findings: report.diagnostics, sources: sources)
    return ExplorerHTML.render(page)
  }

  /// The page of an Android app's manifests and layouts.
  public static func android(manifests: [AndroidManifest], layouts: [AndroidLayout], title: String) -> String {
    let report = Linter.lint(
      set: StoryboardSet(documents: []), reporting: [], configuration: LintConfiguration(), sources: SourceIndex(),
      manifests: manifests, layouts: layouts, searchedFolders: [], excusing: nil)
    let page = AndroidExplorer.page(manifests: manifests, layouts: layouts, title: title, findings: report.diagnostics)
    return ExplorerHTML.render(page)
  }

  /// The page title for `paths`: the app's folder name, or the first file's name.
  public static func title(for paths: [String]) -> String {
    guard let first = paths.first else { return "segue graph" }
    var url = URL(fileURLWithPath: first).standardizedFileURL
    // Folders that name no app: a localization, a build layout's `src/main`, `res`, `layout`.
    while ["main", "src", "res", "layout", "app", "Base.lproj"].contains(url.lastPathComponent)
      || url.pathExtension == "lproj"
      || url.pathExtension == "storyboard" && url.deletingPathExtension().lastPathComponent == "Main"
      || url.lastPathComponent == "AndroidManifest.xml"
    {
      let parent = url.deletingLastPathComponent()
      guard parent.path != url.path, parent.path != "/" else { break }
      url = parent
    }
    let name = url.lastPathComponent
    return (name.isEmpty ? "segue graph" : name) + (paths.count > 1 ? " and \(paths.count - 1) more" : "")
  }
}
