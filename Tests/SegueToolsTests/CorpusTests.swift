import Foundation
import SegueTestSupport
import SegueTools
import StoryboardFormat
import Testing

extension Corpus {
  /// The corpus as apps: one set per repository and platform, each file at its path in the repository.
  static func apps(in storyboards: URL = storyboards) throws -> [(name: String, set: StoryboardSet)] {
    var groups: [String: [StoryboardDocument]] = [:]
    for row in manifest(in: storyboards) {
      guard let file = row["file"], let repository = row["repo"], let path = row["path"] else { continue }
      let data = try Data(contentsOf: storyboards.appendingPathComponent(file))
      let document = StoryboardDecoder.decode(data, path: "\(repository)/\(path)")
      groups["\(repository) \(document.platform.rawValue)", default: []].append(document)
    }
    return groups.sorted { $0.key < $1.key }.map { ($0.key, StoryboardSet(documents: $0.value)) }
  }
}

/// `segue lint` and `segue graph` over every corpus file: no crash, and the findings summed up.
@Suite(.enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipMessage)))
struct CorpusTests {
  @Test func lintOverTheCorpusFolderFinishesWithASummary() {
    let report = Linter.lint(paths: [Corpus.storyboards.path], configuration: LintConfiguration())
    #expect(report.files.count == 150)
    // The folder is one flat "app" of renamed files, so references by storyboard name cannot resolve.
    // Precision fixes (issue 9, point 6): unreachable scenes reported once per dead group, one note for the
    // unwind segues no source can check, show segues to a destination without a stack of its own as notes.
    #expect(report.summary == "Linted 150 storyboards: 100 errors, 21 warnings, 51 notes")
    #expect(report.diagnostics.filter { LintRules.rule($0.code) == nil }.map(\.code.rawValue) == [], "unknown rule ids")
  }

  @Test func lintOverTheCorpusAsAppsFindsWhatIsReallyThere() throws {
    var counts: [String: Int] = [:]
    var files = 0
    for app in try Corpus.apps() {
      let report = Linter.lint(set: app.set, reporting: app.set.documents, configuration: LintConfiguration())
      files += report.files.count
      counts.merge(report.countsByRule.map { ($0.key.rawValue, $0.value) }, uniquingKeysWith: +)
      #expect(
        report.diagnostics.filter { LintRules.rule($0.code) == nil }.map(\.code.rawValue) == [], "unknown rule ids")
    }
    #expect(files == 150)
    // What the rules find in real apps (storyboard-format §7 for the references): IBDecodable's test
    // fixtures hold most unreachable scenes (a dead container and its children count once, and a storyboard
    // whose one dead root a reference expects as initial is left to the reference); xDrip's tab shows four
    // sheets with show segues (not reported: nothing in them expects a navigation bar); without sources each
    // app gets one note counting its unchecked unwinds; a storyboard named Main is no longer guessed main
    // (habitica's Info.plist names Intro); the custom-class findings are notes on classes pinned to their own
    // target's module; R.swift's unconfigured reference is reported once, by the decoder. Repositories with several
    // example apps
    // (ECSlidingViewController, SWRevealViewController, mattneub's book, xamarin's mac-samples) reuse storyboard
    // names in separate app folders: not duplicates (issue 9, point 4).
    #expect(
      counts == [
        "manual-segue-without-identifier": 2, "reference-no-initial-controller": 2, "reference-other-bundle": 3,
        "unconfigured-storyboard-reference": 1, "unreachable-scene": 16, "unresolved-custom-class": 47,
        "unwind-action-not-implemented": 6,
      ])
  }

  @Test func graphOverTheCorpusRendersEveryFormat() throws {
    var set = StoryboardSet.load(paths: [Corpus.storyboards.path])
    set.loadReferencedSiblings()
    let graph = FlowGraph(set: set)
    #expect(
      GraphSummary.line(graph)
        == "150 storyboards, 876 scenes, 838 edges (0 across storyboards), 104 unresolved references")
    #expect(DotRenderer.render(graph).hasSuffix("}\n"))
    #expect(MermaidRenderer.render(graph).hasPrefix("flowchart LR\n"))
    #expect(try GraphJSON.encode(graph).count > 1000)
    var resolved = 0
    for app in try Corpus.apps() {
      resolved += FlowGraph(set: app.set).resolvedReferences.count
    }
    #expect(resolved == 98, "storyboard-format §7: 98 of 104 references resolve within their repository")
  }

  @Test func edgeFilesAreLintedWithoutStopping() {
    let report = Linter.lint(paths: [Corpus.edge.path], configuration: LintConfiguration())
    #expect(report.files.count == 7)
    #expect(Set(report.diagnostics.map(\.location.file)).count == 7, "every edge file has at least one finding")
    // One run note replaces the per-segue unwind notes (issue 9, point 6).
    #expect(report.summary == "Linted 7 storyboards: 31 errors, 2 warnings, 45 notes")
    #expect(report.diagnostics.filter { LintRules.rule($0.code) == nil }.map(\.code.rawValue) == [], "unknown rule ids")
  }
}

/// `segue lint` and `segue graph` over the corpus subset in the repository (`Tests/Fixtures/Corpus`), which every
/// checkout has. The graph's numbers are counted apart from the decoder (`<segue …kind=…>` tags, and `<scene` tags less
/// the `<viewControllerPlaceholder` ones, in the folder; MANIFEST.tsv's `refs_resolved`); the lint summaries are
/// pinned.
/// Lint looks for no Swift sources: the folder sits inside this package, whose sources are no app's.
@Suite struct CorpusSubsetTests {
  @Test func lintOverTheSubsetFolderFinishesWithASummary() {
    let report = Linter.lint(
      paths: [Corpus.subsetStoryboards.path], configuration: LintConfiguration(), discoverSources: false)
    #expect(report.files.count == 19)
    #expect(report.summary == "Linted 19 storyboards: 8 errors, 15 warnings, 2 notes")
    #expect(report.diagnostics.filter { LintRules.rule($0.code) == nil }.map(\.code.rawValue) == [], "unknown rule ids")
  }

  @Test func graphOverTheSubsetCountsEverySceneAndSegue() throws {
    var set = StoryboardSet.load(paths: [Corpus.subsetStoryboards.path])
    set.loadReferencedSiblings()
    let graph = FlowGraph(set: set)
    #expect(
      GraphSummary.line(graph) == "19 storyboards, 81 scenes, 79 edges (0 across storyboards), 10 unresolved references"
    )
    var resolved = 0
    for app in try Corpus.apps(in: Corpus.subsetStoryboards) {
      resolved += FlowGraph(set: app.set).resolvedReferences.count
    }
    #expect(resolved == 7, "Fleet's 5 of 5, R.swift's 2 of 4, IBDecodable's 0 of 1")
  }

  @Test func edgeFilesAreLintedWithoutStopping() {
    let report = Linter.lint(
      paths: [Corpus.subsetEdge.path], configuration: LintConfiguration(), discoverSources: false)
    #expect(report.files.count == 4)
    #expect(Set(report.diagnostics.map(\.location.file)).count == 4, "every edge file has at least one finding")
    #expect(report.summary == "Linted 4 storyboards: 13 errors, 2 warnings, 11 notes")
    #expect(report.diagnostics.filter { LintRules.rule($0.code) == nil }.map(\.code.rawValue) == [], "unknown rule ids")
  }
}
