import Foundation
import SegueTools
import Testing

/// `StoryboardDiff` on the merge fixture: objects matched by id and named as Interface Builder's outline names them.
@Suite struct StoryboardDiffTests {
  typealias F = MergeFixture

  static let edited = F.edited(
    ("toolsVersion=\"17701\"", "toolsVersion=\"21701\""),
    ("kind=\"show\"", "kind=\"presentation\""),
    ("text=\"Price\"", "text=\"Cost\""),
    ("width=\"100\"", "width=\"120\""),
    ("                            <button title=\"Buy\" id=\"btn-aa-aaa\"/>\n", ""),
    (
      "<label text=\"Name\" id=\"lbl-bb-aaa\"/>\n",
      "<label text=\"Name\" id=\"lbl-bb-aaa\"/>\n                            <button title=\"Buy\" id=\"btn-aa-aaa\"/>\n"
    ),
    (
      "                        <constraints>\n                            <constraint firstItem=\"lbl-aa-aaa\" "
        + "firstAttribute=\"leading\" secondItem=\"vw1-aa-aaa\" secondAttribute=\"leading\" constant=\"16\" "
        + "id=\"cn1-aa-aaa\"/>\n                        </constraints>\n",
      ""
    ),
    ("    </scenes>", F.scene("Cart", id: "new-1") + "    </scenes>"))

  static func diff(_ old: String, _ new: String) -> DiffReport {
    DiffReport(diffs: [
      StoryboardDiff.compare(old: F.document(old, "old.storyboard"), new: F.document(new, "new.storyboard"))
    ])
  }

  @Test func changesAreNamedByTheirSceneAndObject() {
    #expect(
      Self.diff(F.base, Self.edited).text() == """
        old.storyboard → new.storyboard
          ~ Products (ProductListViewController): label 'Cost' text Price → Cost
          ~ Products (ProductListViewController): label 'Cost' frame.width 100 → 120
          ~ Products (ProductListViewController): segue 'showDetail' show → present modally
          > button 'Buy' moved from view in Products (ProductListViewController) to view in Detail (DetailViewController)
          + scene 'Cart (UIViewController)' added
          - Products (ProductListViewController): constraint Price.leading = view.leading removed
          Xcode re-save: document toolsVersion 17701 → 21701

        """)
  }

  @Test func noiseCanBeShownGroupedOrHiddenAndFramesIgnored() {
    let report = Self.diff(F.base, Self.edited)
    #expect(
      report.text(noise: .show, ignoringFrames: true) == """
        old.storyboard → new.storyboard
          ~ document toolsVersion 17701 → 21701
          ~ Products (ProductListViewController): label 'Cost' text Price → Cost
          ~ Products (ProductListViewController): segue 'showDetail' show → present modally
          > button 'Buy' moved from view in Products (ProductListViewController) to view in Detail (DetailViewController)
          + scene 'Cart (UIViewController)' added
          - Products (ProductListViewController): constraint Price.leading = view.leading removed
          (1 re-save or frame change not shown)

        """)
    let hidden = report.text(noise: .hide, ignoringFrames: true)
    #expect(!hidden.contains("toolsVersion") && !hidden.contains("frame.width"))
    #expect(hidden.hasSuffix("  (2 re-save or frame changes not shown)\n"))
    #expect(report.text(colour: true).contains("\u{1B}[33m~ Products (ProductListViewController): segue 'showDetail'"))
  }

  @Test func identicalFilesHaveNoChanges() {
    let report = Self.diff(F.base, F.base)
    #expect(!report.hasChanges)
    #expect(report.text() == "")
  }

  @Test func reorderedSiblingsAreReportedAsReordered() {
    let label =
      "                            <label text=\"Price\" id=\"lbl-aa-aaa\">\n"
      + "                                <rect key=\"frame\" x=\"16\" y=\"20\" width=\"100\" height=\"21\"/>\n"
      + "                            </label>\n"
    let swapped = F.edited(
      (label, ""),
      (
        "<button title=\"Buy\" id=\"btn-aa-aaa\"/>\n",
        "<button title=\"Buy\" id=\"btn-aa-aaa\"/>\n" + label
      ))
    #expect(
      Self.diff(F.base, swapped).text() == """
        old.storyboard → new.storyboard
          > Products (ProductListViewController): button 'Buy' reordered

        """)
  }
}

/// `Documentation/diff-json.md` lists exactly the keys `DiffReport.json` writes.
@Suite struct DiffJSONDocumentationTests {
  @Test func diffJSONPageListsExactlyTheEncodersKeys() throws {
    let broken = MergeFixture.base.replacingOccurrences(of: "<button title", with: "<<<<<<< HEAD\n<button title")
    let report = DiffReport(diffs: [
      StoryboardDiff.compare(
        old: MergeFixture.document(MergeFixture.base, "old.storyboard"),
        new: MergeFixture.document(StoryboardDiffTests.edited, "new.storyboard")),
      StoryboardDiff.compare(
        old: MergeFixture.document(MergeFixture.base, "old.storyboard"),
        new: MergeFixture.document(broken, "broken.storyboard")),
    ])
    let sections = [
      "": "Document", "files[]": "File", "files[].changes[]": "Change", "files[].changes[].oldLocation": "Location",
      "files[].changes[].newLocation": "Location", "files[].diagnostics[]": "Diagnostic",
      "files[].diagnostics[].location": "Location",
    ]
    var emitted = try JSONSchemaDocumentationTests.emittedKeys(report.json(noise: .show)) {
      sections[$0] ?? "unknown object at '\($0)'"
    }
    emitted["Diagnostic", default: []].insert("objectID")  // Written only for a diagnostic about one object.
    #expect(emitted == (try JSONSchemaDocumentationTests.documentedKeys("diff-json.md")))
  }
}
