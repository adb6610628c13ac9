extension Collection where Element: Equatable {
  /// Whether `needle` occurs as a contiguous run, without the string-processing machinery of `String.contains`.
  func contains(subsequence needle: some Collection<Element>) -> Bool {
    guard !needle.isEmpty else { return true }
    var start = startIndex
    while start != endIndex {
      if self[start...].starts(with: needle) { return true }
      formIndex(after: &start)
    }
    return false
  }
}
