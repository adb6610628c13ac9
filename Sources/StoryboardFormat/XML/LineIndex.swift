/// Maps byte offsets to 1-based line and column numbers.
///
/// Columns count Unicode scalars, as an editor does, not bytes.
struct LineIndex: Sendable {
  /// 32-bit offsets keep the index small; a storyboard over 4 GB is not a storyboard anyone can edit.
  private let lineStarts: [UInt32]

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    var starts: [UInt32] = [0]
    var next = 0
    while let newline = offset(of: UInt8(ascii: "\n"), in: bytes, from: next) {
      starts.append(UInt32(truncatingIfNeeded: newline + 1))
      next = newline + 1
    }
    lineStarts = starts
  }

  var lineCount: Int { lineStarts.count }

  func start(ofLine line: Int) -> Int { Int(lineStarts[line - 1]) }

  func line(of offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if Int(lineStarts[middle]) <= offset { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }

  func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
    let line = line(of: offset)
    var column = 1
    var index = Int(lineStarts[line - 1])
    let end = min(offset, bytes.count)
    while index < end {
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return (line, column)
  }
}
