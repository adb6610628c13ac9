import StoryboardFormat

/// A three-way merge of storyboards and xibs by object id, for use as a git merge driver.
///
/// Not in Xcode: Xcode leaves storyboard merges to git's line merge. The rules: a change made on one side only is
/// taken; the same change on both sides is taken once; both sides adding objects, changing different attributes or
/// adding children to the same parent merge (children keep each side's order). The same attribute changed two ways,
/// an object deleted on one side and changed on the other, an id created on both sides with different content and
/// an object moved to two different parents are conflicts: the file is still written, valid and openable in Xcode,
/// with ours kept for the attribute, the changed object kept for the deletion, ours kept for the collision and the
/// move, and every conflict listed with file:line:column on each side. Unchanged elements are copied byte for byte,
/// so merging a file with itself over an unchanged base gives the file.
public enum StoryboardMerge {
  /// Merges `ours` and `theirs` over `base` (`nil` when the sides have no common version).
  public static func merge(base: IBDocument?, ours: IBDocument, theirs: IBDocument) -> MergeResult {
    for (side, document) in [("ours", ours), ("theirs", theirs)] + (base.map { [("base", $0)] } ?? []) {
      if let refusal = refusal(document, side: side) {
        return MergeResult(bytes: ours.bytes, conflicts: [], refusal: refusal)
      }
    }
    if let base, base.root?.name != ours.root?.name {
      return MergeResult(
        bytes: ours.bytes, conflicts: [], refusal: "\(base.path): the base's root element is not ours'")
    }
    guard ours.root?.name == theirs.root?.name else {
      return MergeResult(
        bytes: ours.bytes, conflicts: [],
        refusal: "\(theirs.path): root element '\(theirs.root?.name ?? "")' is not ours' ('\(ours.root?.name ?? "")')")
    }
    var merger = ThreeWayMerger(base: base, ours: ours, theirs: theirs)
    let root = merger.build(address: ours.address(of: 0), depth: 0)
    merger.reportUnplaced()
    let documents = [ours, theirs] + (base.map { [$0] } ?? [])
    let bytes = IBWriter(documents: documents).write(root: root, frame: 0)
    return MergeResult(bytes: bytes, conflicts: merger.conflicts, refusal: nil)
  }

  /// Why `document` cannot be merged: not XML, malformed, conflict markers, or not an Interface Builder document.
  static func refusal(_ document: IBDocument, side: String) -> String? {
    guard let root = document.root else {
      return "\(document.path): error: \(side) is not an Interface Builder document (no XML element)"
    }
    if let error = document.diagnostics.first(where: { $0.severity == .error }) {
      let hint =
        error.code == .mergeConflict
        ? "; resolve the markers or merge the three original versions" : ""
      return "\(error.location): error: \(side) cannot be merged: \(error.message)\(hint)"
    }
    guard root.name == "document" || root.name == "archive" else {
      return
        "\(root.location): error: \(side) is not an Interface Builder document (root element '\(root.name)', "
        + "expected 'document')"
    }
    return nil
  }
}
