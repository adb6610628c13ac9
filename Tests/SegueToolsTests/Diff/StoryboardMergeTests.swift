import Foundation
import SegueTools
import Testing

/// The three-way merge's rules on small storyboards written as Xcode writes them (the merge rules of
/// Documentation/storyboard-merge.md).
@Suite struct StoryboardMergeTests {
  typealias F = MergeFixture

  @Test func aFileMergedWithItselfOverItselfIsUnchanged() {
    let merged = F.merge(base: F.base, ours: F.base, theirs: F.base)
    #expect(merged.text == F.base)
    #expect(merged.result.isClean)
  }

  @Test func oneSideChangedTakesThatSide() {
    let theirs = F.edited(("kind=\"show\"", "kind=\"presentation\""))
    #expect(F.merge(base: F.base, ours: F.base, theirs: theirs).text == theirs)
    #expect(F.merge(base: F.base, ours: theirs, theirs: F.base).text == theirs)
  }

  @Test func aLabelChangedOnOneSideAndASegueOnTheOtherBothLand() {
    let ours = F.edited(("text=\"Price\"", "text=\"Cost\""))
    let theirs = F.edited(("kind=\"show\"", "kind=\"presentation\""))
    let merged = F.merge(base: F.base, ours: ours, theirs: theirs)
    #expect(merged.result.isClean)
    #expect(merged.text == F.edited(("text=\"Price\"", "text=\"Cost\""), ("kind=\"show\"", "kind=\"presentation\"")))
  }

  @Test func scenesAddedOnBothSidesAreBothKeptOursFirst() {
    let ours = F.edited(("    </scenes>", F.scene("Cart", id: "ours-1") + "    </scenes>"))
    let theirs = F.edited(("    </scenes>", F.scene("Settings", id: "theirs-1") + "    </scenes>"))
    let merged = F.merge(base: F.base, ours: ours, theirs: theirs)
    #expect(merged.result.isClean)
    #expect(
      merged.text
        == F.edited(
          ("    </scenes>", F.scene("Cart", id: "ours-1") + F.scene("Settings", id: "theirs-1") + "    </scenes>")
        ))
  }

  @Test func constraintsAddedToDifferentViewsBothLand() {
    let oursConstraint =
      "<constraint firstItem=\"lbl-aa-aaa\" firstAttribute=\"top\" secondItem=\"vw1-aa-aaa\" secondAttribute=\"top\" id=\"cn2-aa-aaa\"/>"
    let ours = F.edited(
      ("</constraints>", "    \(oursConstraint)\n                        </constraints>"))
    let theirs = F.edited(
      (
        "                            <label text=\"Name\" id=\"lbl-bb-aaa\"/>\n                        </subviews>\n",
        "                            <label text=\"Name\" id=\"lbl-bb-aaa\"/>\n                        </subviews>\n"
          + "                        <constraints>\n"
          + "                            <constraint firstItem=\"lbl-bb-aaa\" firstAttribute=\"leading\" secondItem=\"vw2-aa-aaa\" secondAttribute=\"leading\" id=\"cn3-aa-aaa\"/>\n"
          + "                        </constraints>\n"
      ))
    let merged = F.merge(base: F.base, ours: ours, theirs: theirs)
    #expect(merged.result.isClean)
    #expect(merged.text.contains(oursConstraint))
    #expect(merged.text.contains("id=\"cn3-aa-aaa\""))
    // Each side's block is written as that side wrote it.
    #expect(
      merged.text
        == F.edit(theirs, ("</constraints>", "    \(oursConstraint)\n                        </constraints>")))
  }

  @Test func theSameAttributeChangedTwoWaysIsAConflictWithOursKept() throws {
    let ours = F.edited(("kind=\"show\"", "kind=\"presentation\""))
    let theirs = F.edited(("kind=\"show\"", "kind=\"popoverPresentation\""))
    let merged = F.merge(base: F.base, ours: ours, theirs: theirs)
    #expect(merged.text == ours)
    #expect(
      merged.result.conflicts.map(\.description) == [
        "ours.storyboard:24:25: conflict: segue 'showDetail' kind: ours 'presentation', theirs 'popoverPresentation'; "
          + "kept ours [attribute] (ours ours.storyboard:24:25, theirs theirs.storyboard:24:25, base base.storyboard:24:25)"
      ])
  }

  @Test func theSameChangeOnBothSidesIsNoConflict() {
    let both = F.edited(("kind=\"show\"", "kind=\"presentation\""))
    let merged = F.merge(base: F.base, ours: both, theirs: both)
    #expect(merged.result.isClean)
    #expect(merged.text == both)
  }

  @Test func deletedOnOneSideAndChangedOnTheOtherKeepsTheChangedObject() {
    let ours = F.edited(("                            <button title=\"Buy\" id=\"btn-aa-aaa\"/>\n", ""))
    let theirs = F.edited(("title=\"Buy\"", "title=\"Purchase\""))
    let merged = F.merge(base: F.base, ours: ours, theirs: theirs)
    #expect(merged.text == theirs)
    #expect(merged.result.conflicts.map(\.kind) == [.deleteModify])
    #expect(
      merged.result.conflicts.first?.message
        == "button 'Purchase' was deleted by ours and changed by theirs; kept changed")
  }

  @Test func deletedOnOneSideAndUntouchedOnTheOtherIsDeleted() {
    let ours = F.edited(("                            <button title=\"Buy\" id=\"btn-aa-aaa\"/>\n", ""))
    let theirs = F.edited(("kind=\"show\"", "kind=\"presentation\""))
    let merged = F.merge(base: F.base, ours: ours, theirs: theirs)
    #expect(merged.result.isClean)
    #expect(merged.text == F.edit(ours, ("kind=\"show\"", "kind=\"presentation\"")))
  }

  @Test func theSameNewIdOnBothSidesForDifferentElementsIsACollision() {
    let ours = F.edited(("    </scenes>", F.scene("Cart", id: "new-1") + "    </scenes>"))
    let theirs = F.edited(
      (
        "    </scenes>",
        F.scene("Settings", id: "new-1").replacingOccurrences(of: "<viewController", with: "<tableViewController")
          + "    </scenes>"
      ))
    let merged = F.merge(base: F.base, ours: ours, theirs: theirs)
    #expect(merged.text == ours)
    #expect(merged.result.conflicts.map(\.kind) == [.idCollision])
  }

  /// The same new object on both sides (as a cherry-pick brings it) merges without a base.
  @Test func theSameNewObjectOnBothSidesMergesWithoutABase() {
    let ours = F.edited(("    </scenes>", F.scene("Cart", id: "new-1") + "    </scenes>"))
    let theirs = F.edited(("    </scenes>", F.scene("Basket", id: "new-1") + "    </scenes>"))
    let merged = F.merge(base: F.base, ours: ours, theirs: theirs)
    #expect(merged.text == ours)
    #expect(
      merged.result.conflicts.map(\.message) == [
        "Cart (UIViewController) title: ours 'Cart', theirs 'Basket'; kept ours"
      ])
  }

  @Test func withoutABaseEqualPartsMergeAndDifferentValuesConflict() {
    let ours = F.edited(("text=\"Price\"", "text=\"Cost\""))
    let theirs = F.edited(("    </scenes>", F.scene("Settings", id: "theirs-1") + "    </scenes>"))
    let merged = F.merge(base: nil, ours: ours, theirs: theirs)
    #expect(merged.text.contains("text=\"Cost\""))
    #expect(merged.text.contains("vc-theirs-1"))
    #expect(merged.result.conflicts.map(\.kind) == [.attribute])
  }

  @Test func duplicateIdsAreReportedAndMergedByPosition() {
    let ours = F.edited(("id=\"btn-aa-aaa\"", "id=\"lbl-aa-aaa\""))
    let merged = F.merge(base: F.base, ours: ours, theirs: F.base)
    #expect(merged.result.conflicts.map(\.kind).contains(.duplicateID))
    #expect(merged.result.refusal == nil)
  }

  @Test func aSideThatIsNotAStoryboardIsRefusedAndOursLeftAsItWas() {
    let merged = F.merge(base: F.base, ours: F.base, theirs: "<html><body>Hello</body></html>")
    #expect(merged.text == F.base)
    #expect(
      merged.result.refusal
        == "theirs.storyboard:1:1: error: theirs is not an Interface Builder document (root element 'html', expected 'document')"
    )
    let binary = F.merge(base: F.base, ours: "\u{89}PNG\r\n", theirs: F.base)
    #expect(
      binary.result.refusal == "ours.storyboard: error: ours is not an Interface Builder document (no XML element)")
  }

  @Test func conflictMarkersInASideRefuseTheMergeWithTheirPosition() {
    let ours = F.edited(
      ("                            <button", "<<<<<<< HEAD\n                            <button"))
    let merged = F.merge(base: F.base, ours: ours, theirs: F.base)
    #expect(merged.text == ours)
    #expect(
      merged.result.refusal
        == "ours.storyboard:17:1: error: ours cannot be merged: Unresolved merge conflict marker '<<<<<<<'; both sides "
        + "of the conflict are loaded; resolve the markers or merge the three original versions")
  }

  @Test func anObjectMovedOnOneSideAndChangedOnTheOtherIsMovedAndChanged() {
    // Theirs moves the button from the products view to the detail view; ours renames it.
    let theirs = F.edited(
      ("                            <button title=\"Buy\" id=\"btn-aa-aaa\"/>\n", ""),
      (
        "<label text=\"Name\" id=\"lbl-bb-aaa\"/>\n",
        "<label text=\"Name\" id=\"lbl-bb-aaa\"/>\n                            <button title=\"Buy\" id=\"btn-aa-aaa\"/>\n"
      ))
    let ours = F.edited(("title=\"Buy\"", "title=\"Purchase\""))
    let merged = F.merge(base: F.base, ours: ours, theirs: theirs)
    #expect(merged.result.isClean)
    #expect(merged.text == F.edit(theirs, ("title=\"Buy\"", "title=\"Purchase\"")))
  }

  /// Xcode's "change class" rewrites the element name (`button` → `view`); it merges like an attribute.
  @Test func anElementRenamedOnOneSideAndChangedOnTheOtherKeepsBoth() {
    let ours = F.edited(("<button title=\"Buy\" id=\"btn-aa-aaa\"/>", "<view title=\"Buy\" id=\"btn-aa-aaa\"/>"))
    let theirs = F.edited(("title=\"Buy\"", "title=\"Purchase\""))
    let merged = F.merge(base: F.base, ours: ours, theirs: theirs)
    #expect(merged.result.isClean)
    #expect(merged.text == F.edit(ours, ("title=\"Buy\"", "title=\"Purchase\"")))
  }

  /// Two Xcodes re-saving the file is no conflict: the newer tools version stands.
  @Test func toolsVersionsChangedTwoWaysTakeTheNewer() {
    let ours = F.edited(("toolsVersion=\"17701\"", "toolsVersion=\"21701\""))
    let theirs = F.edited(("toolsVersion=\"17701\"", "toolsVersion=\"19529\""), ("text=\"Price\"", "text=\"Cost\""))
    let merged = F.merge(base: F.base, ours: ours, theirs: theirs)
    #expect(merged.result.isClean)
    #expect(merged.text == F.edit(ours, ("text=\"Price\"", "text=\"Cost\"")))
    #expect(F.merge(base: F.base, ours: theirs, theirs: ours).text == merged.text)
  }

  /// With Auto Layout a frame follows from the constraints: two layouts of one frame are no conflict (ours stands).
  @Test func framesMovedTwoWaysKeepOursWithoutAConflict() {
    let ours = F.edited(("width=\"100\"", "width=\"120\""), ("text=\"Price\"", "text=\"Cost\""))
    let theirs = F.edited(("width=\"100\"", "width=\"130\""), ("kind=\"show\"", "kind=\"presentation\""))
    let merged = F.merge(base: F.base, ours: ours, theirs: theirs)
    #expect(merged.result.isClean)
    #expect(merged.text == F.edit(ours, ("kind=\"show\"", "kind=\"presentation\"")))
  }

  /// A deletion against a change of frame only is a deletion.
  @Test func anObjectDeletedOnOneSideWhoseFrameMovedOnTheOtherIsDeleted() {
    let label =
      "                            <label text=\"Price\" id=\"lbl-aa-aaa\">\n"
      + "                                <rect key=\"frame\" x=\"16\" y=\"20\" width=\"100\" height=\"21\"/>\n"
      + "                            </label>\n"
    let ours = F.edited((label, ""))
    let theirs = F.edited(("width=\"100\"", "width=\"130\""))
    let merged = F.merge(base: F.base, ours: ours, theirs: theirs)
    #expect(merged.result.isClean)
    #expect(merged.text == ours)
  }
}
