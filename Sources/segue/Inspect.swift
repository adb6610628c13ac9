import AndroidFormat
import ArgumentParser
import Foundation
import SegueTools
import StoryboardFormat

struct Inspect: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print what storyboards, xibs and Android manifests and layouts hold, with their diagnostics.",
    discussion: "Exit status: 0 when there are no errors, 1 when a diagnostic is an error, 2 on a usage error."
  )

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json
  }

  @Argument(
    help: """
      Storyboard and xib files, or folders to search for them; .xml files are read as Android manifests, or \
      layouts when in a layout folder or with a layout's root element, or navigation graphs (in a navigation \
      folder or with a <navigation> root); res/ folders for their layouts and graphs.
      """)
  var paths: [String]

  @Option(help: "Output format: text or json.")
  var format: Format = .text

  func run() throws {
    let split = ManifestPaths.split(paths)
    let manifests = split.manifests.map(ManifestPaths.load)
    let layouts = split.layouts.map(AndroidLayoutFiles.load)
    let navigations = split.navigations.map(NavigationFiles.load)
    let android = !manifests.isEmpty || !layouts.isEmpty || !navigations.isEmpty
    var set = StoryboardSet(documents: [])
    if !split.storyboards.isEmpty || !android {
      set = StoryboardSet.load(paths: split.storyboards)
      set.loadReferencedSiblings()
    }
    let requested = set.requested
    let extra =
      set.diagnostics.filter { !split.excuses($0) }
      + set.referenceDiagnostics().filter { diagnostic in
        requested.contains { $0.path == diagnostic.location.file }
      }
    // A folder that holds only Android manifests and layouts shows only them.
    let storyboardsShown = !android || !requested.isEmpty || !set.nibs.isEmpty || !extra.isEmpty
    switch format {
    case .text:
      if storyboardsShown {
        print(InspectTextRenderer.render(requested, nibs: set.nibs, extraDiagnostics: extra), terminator: "")
      }
      if !manifests.isEmpty {
        if storyboardsShown { print() }
        print(ManifestTextRenderer.render(manifests), terminator: "")
      }
      if !layouts.isEmpty {
        if storyboardsShown || !manifests.isEmpty { print() }
        print(LayoutTextRenderer.render(layouts), terminator: "")
      }
      if !navigations.isEmpty {
        if storyboardsShown || !manifests.isEmpty || !layouts.isEmpty { print() }
        print(NavigationTextRenderer.render(navigations), terminator: "")
      }
    case .json:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      let report = InspectReport(
        documents: requested, nibs: set.nibs, manifests: manifests, layouts: layouts, navigations: navigations,
        extraDiagnostics: extra)
      print(String(decoding: try encoder.encode(report), as: UTF8.self))
    }
    let diagnostics =
      requested.flatMap(\.diagnostics) + set.nibs.flatMap(\.diagnostics) + extra + manifests.flatMap(\.diagnostics)
      + layouts.flatMap(\.diagnostics) + navigations.flatMap(\.diagnostics)
    if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
  }
}
