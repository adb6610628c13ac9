import Foundation
import SegueTestSupport
import StoryboardFormat
import Testing

/// Every real xib of the corpus (`../shared/corpus`, apps included) decodes without errors, and every outlet, outlet
/// collection and action is accounted for by a plain text count.
@Suite(.enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipMessage)))
struct NibCorpusTests {
  @Test func everyCorpusXibDecodesWithoutErrorsAndKeepsEveryConnection() throws {
    let files = Corpus.xibs(below: Corpus.root).filter { !$0.path.hasPrefix(Corpus.appsWide.path + "/") }
    #expect(files.count == 23)
    let tally = try NibCorpusTests.tally(files)
    #expect(tally.problems == [])
    #expect(tally.mismatches == [])
    #expect(tally.objects == 23, "top-level objects, placeholders not counted (46)")
    #expect(tally.connections == ["outlet": 97, "action": 9])
  }

  /// The forty apps of the wide corpus: 79 xibs.
  @Test(.enabled(if: Corpus.appsWideAreAvailable, Comment(rawValue: Corpus.appsWideSkipMessage)))
  func everyWideCorpusXibDecodesWithoutErrorsAndKeepsEveryConnection() throws {
    let files = Corpus.xibs(below: Corpus.appsWide)
    #expect(files.count == 79)
    let tally = try NibCorpusTests.tally(files)
    #expect(tally.problems == [])
    #expect(tally.mismatches == [])
    #expect(tally.objects == 80, "top-level objects, placeholders not counted")
    #expect(tally.connections == ["outlet": 238, "outletCollection": 7, "action": 40])
  }
}

/// The same on the xibs in the repository (`Tests/Fixtures/Corpus/nibs`), checked against MANIFEST.tsv too.
@Suite struct NibCorpusSubsetTests {
  @Test func everySubsetXibDecodesWithoutErrorsAndMatchesTheManifest() throws {
    let files = Corpus.xibs(below: Corpus.subsetNibs)
    #expect(files.count == 3)
    let tally = try NibCorpusTests.tally(files)
    #expect(tally.problems == [])
    #expect(tally.mismatches == [])
    var listed: [String: Int] = [:]
    for row in Corpus.manifest(in: Corpus.subsetNibs) {
      for column in ["outlets", "outlet_collections", "actions", "top_level_objects"] {
        listed[column, default: 0] += Int(row[column] ?? "") ?? 0
      }
    }
    #expect(tally.objects == listed["top_level_objects"])
    #expect(tally.connections["outlet", default: 0] == listed["outlets"])
    #expect(tally.connections["outletCollection", default: 0] == listed["outlet_collections"])
    #expect(tally.connections["action", default: 0] == listed["actions"])
    #expect(tally.connections == ["outlet": 10, "action": 5])
  }
}

extension NibCorpusTests {
  struct Tally {
    /// Diagnostics above a note, and files that decoded to nothing.
    var problems: [String] = []
    /// Files whose decoded connection counts differ from the plain text count.
    var mismatches: [String] = []
    var objects = 0
    var connections: [String: Int] = [:]
  }

  static func tally(_ files: [URL]) throws -> Tally {
    var tally = Tally()
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      let nib = NibDecoder.decode(Array(text.utf8), path: file.path)
      let name = file.lastPathComponent
      tally.problems += nib.diagnostics.filter { $0.severity != .note }.map { "\(name): \($0)" }
      if nib.topLevelObjects.isEmpty || nib.filesOwner == nil { tally.problems.append("\(name): nothing decoded") }
      let decoded = Dictionary(grouping: nib.connections, by: \.kind.rawValue).mapValues(\.count)
      let simple = Corpus.simpleConnectionCounts(text)
      if decoded != simple { tally.mismatches.append("\(name): decoded \(decoded), simple pass \(simple)") }
      tally.objects += nib.topLevelObjects.count
      tally.connections.merge(decoded, uniquingKeysWith: +)
    }
    return tally
  }
}
