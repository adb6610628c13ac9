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
    trimmed = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
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
