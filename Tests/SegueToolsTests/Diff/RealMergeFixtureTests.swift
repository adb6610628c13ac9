import Foundation
import SegueTestSupport
import SegueTools
import Testing

/// Real merges from the histories of MIT- and Apache-licensed iOS apps (Tests/Fixtures/Merges/README.md names each
/// case's repository, merge commit and path): the base, the two parents and what the people merging committed.
/// The driver must merge each one cleanly, to what they committed, and keep every change either side made.
@Suite struct RealMergeFixtureTests {
  static let folder = Corpus.subset.deletingLastPathComponent().appendingPathComponent("Merges")

  static func cases() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasSuffix(".md") }.sorted()
  }

  static func document(_ folder: URL, _ name: String) throws -> IBDocument {
    let file = try #require(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasPrefix(name + ".") })
    return IBDocument.read(bytes: [UInt8](try Data(contentsOf: folder.appendingPathComponent(file))), path: file)
  }

  /// The changes from `old` to `new` that a merge must keep (not re-save metadata or frames, which the merge's
  /// documented rules decide), as comparable tuples.
  static func changes(_ old: IBDocument, _ new: IBDocument) -> Set<String> {
    Set(
      StoryboardDiff.compare(old: old, new: new).changes.filter { $0.noise == nil }.map {
        "\($0.kind) \($0.id) \($0.attribute ?? "") \($0.new ?? "")"
      })
  }

  @Test func thereAreFixtures() {
    #expect(Self.cases().count >= 4)
  }

  @Test(arguments: cases())
  func mergesCleanlyToWhatThePeopleCommittedAndLosesNoChange(name: String) throws {
    let folder = Self.folder.appendingPathComponent(name)
    let base = try Self.document(folder, "base")
    let ours = try Self.document(folder, "ours")
    let theirs = try Self.document(folder, "theirs")
    let human = try Self.document(folder, "merged")
    let result = StoryboardMerge.merge(base: base, ours: ours, theirs: theirs)
    #expect(result.isClean, "\(result.conflicts.map(\.description))")
    let merged = IBDocument.read(bytes: result.bytes, path: "result")
    #expect(Self.changes(human, merged) == [])
    let kept = Self.changes(base, merged)
    #expect(Self.changes(base, ours).subtracting(kept) == [])
    #expect(Self.changes(base, theirs).subtracting(kept) == [])
  }
}
