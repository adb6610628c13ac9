import Foundation
import SegueTestSupport
import SegueTools
import Testing

/// `segue diff --format html` on a small storyboard pair and a small xib pair (Tests/Fixtures/DiffHTML): the whole page
/// against a golden file (`SEGUE_UPDATE_GOLDENS=1` writes the goldens instead), so any change to the page shows in
/// review. The pairs make one change of each kind: added, removed, changed (drawn and not drawn), moved and
/// Xcode's re-save noise (`toolsVersion`, grouped as the text diff groups it).
@Suite struct DiffHTMLTests {
  static let folder = Corpus.subset.deletingLastPathComponent().appendingPathComponent("DiffHTML")

  static func document(_ name: String, path: String) throws -> IBDocument {
    IBDocument.read(bytes: [UInt8](try Data(contentsOf: folder.appendingPathComponent(name))), path: path)
  }

  /// The page for the fixture pair `old.EXT` → `new.EXT`, compared with `Golden-NAME.html`.
  static func page(_ oldName: String, _ newName: String, path: String) throws -> String {
    DiffHTML.page([DiffHTML.File(old: try document(oldName, path: path), new: try document(newName, path: path))])
  }

  static func expectGolden(_ page: String, _ name: String) throws {
    let file = folder.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["SEGUE_UPDATE_GOLDENS"] == "1" {
      try page.write(to: file, atomically: true, encoding: .utf8)
    }
    #expect(page == (try String(contentsOf: file, encoding: .utf8)))
  }

  @Test func storyboardPairMatchesItsGolden() throws {
    let page = try Self.page("old.storyboard", "new.storyboard", path: "Main.storyboard")
    try Self.expectGolden(page, "golden-storyboard.html")
    // Each change's outline is where the text diff's entry links to, on the side that has the object.
    for anchor in [
      "f0-new-lbl-aa-aaa", "f0-old-lbl-aa-aaa", "f0-old-img-aa-aaa", "f0-new-txt-aa-aaa", "f0-new-btn-aa-aaa",
      "f0-old-btn-aa-aaa",
    ] {
      #expect(page.contains("id=\"\(anchor)\""), "no outline \(anchor)")
    }
    #expect(page.contains("href=\"#f0-new-txt-aa-aaa\"><span class=\"kind\">added</span>"))
    #expect(page.contains("href=\"#f0-old-img-aa-aaa\"><span class=\"kind\">removed</span>"))
  }

  @Test func xibPairMatchesItsGolden() throws {
    try Self.expectGolden(try Self.page("old.xib", "new.xib", path: "ProfileCard.xib"), "golden-xib.html")
  }

  @Test func anEmptyDiffSaysSo() throws {
    let page = try Self.page("old.storyboard", "old.storyboard", path: "Main.storyboard")
    #expect(
      page.contains("<p class=\"empty\">No changes: the two versions have the same objects, attributes and order.</p>"))
    #expect(!page.contains("<svg xmlns"))
  }

  @Test func theSamePairGivesTheSameBytes() throws {
    #expect(
      try Self.page("old.storyboard", "new.storyboard", path: "Main.storyboard")
        == (try Self.page("old.storyboard", "new.storyboard", path: "Main.storyboard")))
  }
}
