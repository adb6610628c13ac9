import AndroidFormat
import ArgumentParser
import Foundation
import SegueTools
import StoryboardFormat

struct Inspect: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print what storyboards, xibs and Android manifests hold, with their diagnostics.",
    discussion: "Exit status: 0 when there are no errors, 1 when a diagnostic is an error, 2 on a usage error."
  )

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json
  }

  @Argument(help: "Storyboard and xib files, or folders to search for them; .xml files are read as Android manifests.")
  var paths: [String]

  @Option(help: "Output format: text or json.")
  var format: Format = .text

  func validate() throws {
    if format == .json, paths.contains(where: ManifestPaths.isManifest) {
      throw ValidationError("--format json does not cover Android manifests yet; use the text format for them.")
    }
  }

  func run() throws {
    let (storyboardPaths, manifestPaths) = ManifestPaths.split(paths)
    var hasErrors = false
    if !storyboardPaths.isEmpty || manifestPaths.isEmpty { hasErrors = try inspectStoryboards(storyboardPaths) }
    if !manifestPaths.isEmpty {
      let manifests = manifestPaths.map(ManifestPaths.load)
      if !storyboardPaths.isEmpty, format == .text { print() }
      print(ManifestTextRenderer.render(manifests), terminator: "")
      hasErrors = hasErrors || manifests.contains(where: \.hasErrors)
    }
    if hasErrors { throw ExitCode(1) }
  }

  /// Prints the storyboards and xibs at `paths`; true when a diagnostic is an error.
  private func inspectStoryboards(_ paths: [String]) throws -> Bool {
    var set = StoryboardSet.load(paths: paths)
    set.loadReferencedSiblings()
    let requested = set.requested
    let extra =
      set.diagnostics
      + set.referenceDiagnostics().filter { diagnostic in
        requested.contains { $0.path == diagnostic.location.file }
      }
    switch format {
    case .text:
      print(InspectTextRenderer.render(requested, nibs: set.nibs, extraDiagnostics: extra), terminator: "")
    case .json:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      let data = try encoder.encode(InspectReport(documents: requested, nibs: set.nibs, extraDiagnostics: extra))
      print(String(decoding: data, as: UTF8.self))
    }
    return (requested.flatMap(\.diagnostics) + set.nibs.flatMap(\.diagnostics) + extra).contains {
      $0.severity == .error
    }
  }
}
