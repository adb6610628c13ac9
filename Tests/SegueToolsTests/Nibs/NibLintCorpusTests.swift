import Foundation
import SegueTestSupport
import SegueTools
import StoryboardFormat
import Testing

/// The nib rules and the graph's xibs on the corpus apps (`../shared/corpus/apps`: 23 xibs with their sources).
@Suite(.enabled(if: Corpus.appsAreAvailable, Comment(rawValue: Corpus.appsSkipMessage)))
struct NibLintCorpusTests {
  /// One folder per app, by name.
  private static var appFolders: [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: Corpus.apps.path)) ?? []
    return names.sorted().map { Corpus.apps.appendingPathComponent($0) }.filter { folder in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) && isFolder.boolValue
    }
  }

  /// Findings in xibs by rule, for every app, with the sources found beside it or without any.
  private static func counts(discoverSources: Bool) -> (byRule: [String: Int], lines: [String]) {
    var counts: [String: Int] = [:]
    var lines: [String] = []
    for app in appFolders {
      let report = Linter.lint(
        paths: [app.path], configuration: LintConfiguration(), discoverSources: discoverSources)
      for diagnostic in report.diagnostics where diagnostic.location.file.hasSuffix(".xib") {
        counts[diagnostic.code, default: 0] += 1
        lines.append(diagnostic.description.replacingOccurrences(of: Corpus.apps.path + "/", with: ""))
      }
    }
    return (counts, lines)
  }

  @Test func everyXibOfTheAppsIsLinted() {
    #expect(Corpus.xibs(below: Corpus.apps).count == 23)
    #expect(Self.appFolders.map(\.lastPathComponent).count == 9)
  }

  /// With sources, the one finding is true: openHAB's NewImageTableViewCell.xib is neither registered nor loaded
  /// (the class is used by a storyboard prototype cell) and its cell has no reuse identifier. CWA's four cell nibs
  /// without an identifier are registered (three with `String(describing:)`, one through its own
  /// `register(cellTypes:)` helper), which gives their cells the registered identifier.
  @Test func withSourcesOnlyTheUnusedCellNibIsReported() {
    let found = Self.counts(discoverSources: true)
    #expect(found.byRule == ["cell-nib-without-reuse-identifier": 1])
    #expect(
      found.lines == [
        "OpenHAB/openHAB/NewImageTableViewCell.xib:15:9: note: The tableViewCell 'NewImageTableViewCell' of "
          + "'NewImageTableViewCell.xib' has no reuse identifier, and the sources show no registration of it; unless "
          + "the nib is registered (which gives the cell the registered identifier), its cells are never reused "
          + "(object 'KGk-i7-Jjw') [cell-nib-without-reuse-identifier]"
      ])
  }

  @Test func withoutSourcesTheCellNibsWithoutIdentifierAreNotes() {
    #expect(Self.counts(discoverSources: false).byRule == ["cell-nib-without-reuse-identifier": 5])
  }

  /// CWA's scenes register eleven of its nibs as cells and header views; no app creates a nib-backed controller.
  @Test func graphDrawsTheNibsScenesRegister() {
    var drawn: [String: [String]] = [:]
    for app in Self.appFolders {
      var set = StoryboardSet.load(paths: [app.path])
      set.loadReferencedSiblings()
      let sources = SourceIndex.discover(
        forStoryboards: set.requested.map(\.path) + set.nibs.map(\.path), extraRoots: [], givenPaths: [app.path])
      let nibs = FlowGraph(set: set, sources: sources).nibs
      if !nibs.isEmpty { drawn[app.lastPathComponent] = nibs.map { "\($0.role.rawValue) \($0.name)" } }
    }
    #expect(drawn.keys.sorted() == ["CWA"])
    #expect(drawn["CWA"]?.count == 11)
    #expect(drawn["CWA"]?.allSatisfy { $0.hasPrefix("cells ") } == true)
  }
}
