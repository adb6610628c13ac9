internal import StoryboardFormat

extension StoredLayouts {
  /// The layout record of `object`, read from the XML the first time and kept in the file's set after.
  func layout(of object: StoryboardObject) -> StoredViewLayout {
    let position = Position(line: object.location.line, column: object.location.column)
    if let record = records[position] as? StoredViewLayout { return record }
    let record = StoredViewLayout(object)
    records[position] = record
    return record
  }
}
