/// Maps byte offsets to 1-based line and column numbers.
///
/// Columns count Unicode scalars, as an editor does, not bytes.
struct LineIndex: Sendable {
  /// 32-bit offsets keep the index small; a storyboard over 4 GB is not a storyboard anyone can edit.
  private let lineStarts: [UInt32]
  /// For each block of ``blockSize`` bytes, the scalars that start before it, so a column on a very long line (a
  /// minified storyboard is one line) costs at most one block's count, not the whole line's.
  private let scalarsBeforeBlock: [UInt32]
  private static let blockSize = 4096

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    var starts: [UInt32] = [0]
    var next = 0
    var longestLine = 0
    while let newline = offset(of: UInt8(ascii: "\n"), in: bytes, from: next) {
      longestLine = max(longestLine, newline + 1 - next)
      starts.append(UInt32(truncatingIfNeeded: newline + 1))
      next = newline + 1
    }
    lineStarts = starts
    longestLine = max(longestLine, bytes.count - next)
    // Only a file with a line longer than a block needs the block counts (positions on shorter lines count
    // from the line's start).
    var counts: [UInt32] = [0]
    guard longestLine > Self.blockSize else {
      scalarsBeforeBlock = counts
      return
    }
    var scalars: UInt32 = 0
    var blockStart = 0
    while blockStart + Self.blockSize <= bytes.count {
      scalars &+= UInt32(truncatingIfNeeded: Self.scalarStarts(in: bytes, blockStart..<(blockStart + Self.blockSize)))
      counts.append(scalars)
      blockStart += Self.blockSize
    }
    scalarsBeforeBlock = counts
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
    let end = min(offset, bytes.count)
    let start = min(Int(lineStarts[line - 1]), end)
    guard end - start > Self.blockSize else { return (line, Self.scalarStarts(in: bytes, start..<end) + 1) }
    return (line, scalars(before: end, in: bytes) - scalars(before: start, in: bytes) + 1)
  }

  /// Where the last position asked in file order was, so that the next one is counted on from there.
  struct Cursor: Sendable {
    /// 0-based line of `offset`.
    fileprivate var line = 0
    fileprivate var offset = 0
    /// 1-based column of `offset`.
    fileprivate var column = 1

    init() {}

    fileprivate init(line: Int, offset: Int, column: Int) {
      self.line = line
      self.offset = offset
      self.column = column
    }
  }

  /// `position(of:in:)` for offsets that come in file order: `cursor` holds the position asked before, and becomes
  /// this one's. The line is found by moving forward from there, and on the same line the column is counted on from
  /// the one before, so positions asked in file order cost one step a line and one a byte in all, even when the file
  /// is one long line (a minified storyboard). An earlier offset is searched for, as `position(of:in:)` does.
  func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>, from cursor: inout Cursor)
    -> (line: Int, column: Int)
  {
    let end = min(offset, bytes.count)
    if end < cursor.offset {
      let position = position(of: offset, in: bytes)
      cursor = Cursor(line: position.line - 1, offset: end, column: position.column)
      return position
    }
    var line = cursor.line
    while line + 1 < lineStarts.count, Int(lineStarts[line + 1]) <= offset { line += 1 }
    let start = line == cursor.line ? cursor.offset : min(Int(lineStarts[line]), end)
    let column = (line == cursor.line ? cursor.column : 1) + Self.scalarStarts(in: bytes, start..<end)
    cursor = Cursor(line: line, offset: end, column: column)
    return (line + 1, column)
  }

  /// The scalars that start before `offset`.
  private func scalars(before offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let block = min(offset / Self.blockSize, scalarsBeforeBlock.count - 1)
    let blockStart = block * Self.blockSize
    return Int(scalarsBeforeBlock[block]) + Self.scalarStarts(in: bytes, blockStart..<offset)
  }

  /// Bytes in `range` that start a scalar (are not UTF-8 continuation bytes).
  private static func scalarStarts(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
    var count = 0
    for index in range where bytes[index] & 0xC0 != 0x80 { count += 1 }
    return count
  }
}
