/// Maps byte offsets to 1-based line and column numbers.
///
/// Columns count Unicode scalars, as an editor does, not bytes.
struct LineIndex: Sendable {
  private let lineStarts: [Int]

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    var starts = [0]
    starts.reserveCapacity(bytes.count / 40 + 1)
    for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
      starts.append(index + 1)
    }
    lineStarts = starts
  }

  var lineCount: Int { lineStarts.count }

  func start(ofLine line: Int) -> Int { lineStarts[line - 1] }

  func line(of offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }

  func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
    let line = line(of: offset)
    var column = 1
    var index = lineStarts[line - 1]
    let end = min(offset, bytes.count)
    while index < end {
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return (line, column)
  }
}
