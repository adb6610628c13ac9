import Testing

@testable import StoryboardFormat

/// Line and column of a byte offset (storyboard-format §1: locations are 1-based, columns count Unicode scalars). The
/// reader asks them in file order through a cursor; diagnostics ask them anywhere. Both must agree at every offset.
@Suite struct LineIndexTests {
  /// Short lines, a line of many 4 KB blocks with two- and three-byte scalars, an empty line, and no final newline.
  static let text = "<a>\n  <b/>\n" + String(repeating: "é→x", count: 5_000) + "\n\n<c/>"

  @Test func theCursorAgreesWithTheSearchAtEveryOffsetInFileOrder() {
    let bytes = Array(Self.text.utf8)
    #expect(bytes.count > 7 * 4096)
    bytes.withUnsafeBufferPointer { buffer in
      let index = LineIndex(buffer)
      var cursor = LineIndex.Cursor()
      let firstDisagreement = (0...buffer.count).first { offset in
        index.position(of: offset, in: buffer, from: &cursor) != index.position(of: offset, in: buffer)
      }
      #expect(firstDisagreement == nil)
      #expect(index.position(of: buffer.count, in: buffer) == (5, 5))
    }
  }

  @Test func anEarlierOffsetIsSearchedForAndCountingGoesOnFromIt() {
    let bytes = Array(Self.text.utf8)
    bytes.withUnsafeBufferPointer { buffer in
      let index = LineIndex(buffer)
      var cursor = LineIndex.Cursor()
      var disagreements: [Int] = []
      for offset in [buffer.count - 1, 20_000, 20_001, 9, 12, 10_000, 3, buffer.count] {
        let counted = index.position(of: offset, in: buffer, from: &cursor)
        if counted != index.position(of: offset, in: buffer) { disagreements.append(offset) }
      }
      #expect(disagreements == [])
      // The long line starts at offset 11 with "é", two bytes and one scalar: offset 13 is its column 2.
      var fresh = LineIndex.Cursor()
      #expect(index.position(of: 13, in: buffer, from: &fresh) == (3, 2))
    }
  }
}
