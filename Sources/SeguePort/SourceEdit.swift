/// A change to one file's text: the UTF-8 byte range `range` replaced by `replacement`.
struct SourceEdit: Equatable {
  var range: Range<Int>
  var replacement: String

  /// `text` with `edits` applied; edits must not overlap (a later one inside an earlier one is dropped).
  static func apply(_ edits: [SourceEdit], to text: String) -> String {
    var bytes = Array(text.utf8)
    var end = Int.max
    for edit in edits.sorted(by: {
      ($0.range.lowerBound, $0.range.upperBound) > ($1.range.lowerBound, $1.range.upperBound)
    })
    where edit.range.upperBound <= end {
      bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
      end = edit.range.lowerBound
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
