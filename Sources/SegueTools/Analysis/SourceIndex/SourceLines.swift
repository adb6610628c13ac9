/// A source file's lines, trimmed, and the map from a position in its text to a 1-based line and column.
struct SourceLines {
  /// Every line, empty ones included, without leading and trailing spaces and tabs.
  let trimmed: [String]
  /// The UTF-8 offset where each line starts.
  private let starts: [Int]
  private let text: String

  init(_ text: String) {
    self.text = text
    var starts = [0]
    var offset = 0
    for byte in text.utf8 {
      offset += 1
      if byte == UInt8(ascii: "\n") { starts.append(offset) }
    }
    self.starts = starts
    trimmed = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
      let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 13 }
      guard let first = line.firstIndex(where: { !isSpace($0) }), let last = line.lastIndex(where: { !isSpace($0) })
      else { return "" }
      return String(Substring(line[first...last]))
    }
  }

  /// The 1-based line and column (in UTF-8 bytes) of `index`.
  func position(of index: String.Index) -> (line: Int, column: Int) {
    let offset = text.utf8.distance(from: text.startIndex, to: index)
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return (low + 1, offset - starts[low] + 1)
  }
}
