/// The `StoredViewLayout` records of one decoded file's views, each read from the XML the first time a nib or scene
/// instantiation needs it and kept for every instantiation after.
///
/// Not in UIKit. One set per file: `UINib` keeps the set of a nib made from data, `NibLibrary` the set of each named
/// nib, `StoryboardLibrary` the set of each storyboard. Records are found by the element's position in the file (line
/// and column), which is unique among the elements of one decoded document. The records are the storyboard layer's
/// (`SegueKitStoryboards`), which reads and makes them; the core keeps the set with the file it belongs to.
@MainActor
package final class StoredLayouts {
  /// An element's position in its file.
  package struct Position: Hashable {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }
  }

  /// The storyboard layer's records, by position.
  package final var records: [Position: AnyObject] = [:]

  package init() {}
}
