internal import StoryboardFormat

/// The ``StoredViewLayout`` records of one decoded file's views, each read from the XML the first time a nib or scene
/// instantiation needs it and kept for every instantiation after.
///
/// Not in UIKit. One set per file: `UINib` keeps the set of a nib made from data, `NibLibrary` the set of each named
/// nib, `StoryboardLibrary` the set of each storyboard. Records are found by the element's position in the file (line
/// and column), which is unique among the elements of one decoded document.
@MainActor
final class StoredLayouts {
  private struct Position: Hashable {
    var line: Int
    var column: Int
  }

  private var records: [Position: StoredViewLayout] = [:]

  /// The record of `object`, read now if this is the first time.
  func layout(of object: StoryboardObject) -> StoredViewLayout {
    let position = Position(line: object.location.line, column: object.location.column)
    if let record = records[position] { return record }
    let record = StoredViewLayout(object)
    records[position] = record
    return record
  }
}
