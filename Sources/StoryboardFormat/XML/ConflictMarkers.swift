/// Finds lines left by an unresolved version-control merge (`<<<<<<<`, `|||||||`, `=======`, `>>>>>>>`).
///
/// Such lines make a storyboard non-XML. The decoder blanks them out and reports each one, so that
/// both sides of the conflict still load and the duplicate objects they create are reported too.
enum ConflictMarkers {
  static let markers: [[UInt8]] = ["<<<<<<<", "|||||||", "=======", ">>>>>>>"].map { Array($0.utf8) }

  /// The byte ranges of marker lines, newline excluded, and the marker each starts with.
  static func find(in bytes: UnsafeBufferPointer<UInt8>, lines: LineIndex) -> [(range: Range<Int>, marker: String)] {
    var found: [(Range<Int>, String)] = []
    for line in 1...lines.lineCount {
      let start = lines.start(ofLine: line)
      guard start + 7 <= bytes.count,
        let marker = markers.first(where: { marker in
          marker.indices.allSatisfy { bytes[start + $0] == marker[$0] }
        })
      else { continue }
      var end = start
      while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
      found.append((start..<end, String(decoding: marker, as: UTF8.self)))
    }
    return found
  }

  /// The diagnostic message for a marker line; with `hint`, the first marker of a conflict also names the
  /// storyboard merge driver.
  static func message(_ marker: String, hint: Bool = false) -> String {
    let text = "Unresolved merge conflict marker '\(marker)'; both sides of the conflict are loaded"
    guard hint, marker == "<<<<<<<" else { return text }
    return text
      + ". Merge storyboards by object with 'segue merge BASE OURS THEIRS' ('segue git-setup' makes git do it)"
  }

  /// Runs `body` on `buffer` with its marker lines blanked out (the buffer itself when it has none) and the markers
  /// found; line and column positions stay those of the original.
  static func withMarkersBlanked<Result>(
    in buffer: UnsafeBufferPointer<UInt8>, lines: LineIndex,
    _ body: (UnsafeBufferPointer<UInt8>, [(range: Range<Int>, marker: String)]) -> Result
  ) -> Result {
    let conflicts = find(in: buffer, lines: lines)
    guard !conflicts.isEmpty else { return body(buffer, []) }
    var patched = Array(buffer)
    for conflict in conflicts {
      for index in conflict.range { patched[index] = UInt8(ascii: " ") }
    }
    return patched.withUnsafeBufferPointer { body($0, conflicts) }
  }
}
