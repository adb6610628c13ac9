/// The element tree of one XML file, for the package's other file-format modules (Android manifests): what the
/// storyboard decoder's reader sees, with the same guarantees.
///
/// Reading never traps and never stops at the first problem; merge-conflict marker lines are blanked out and
/// reported (so both sides load); a document type declaration with entities refuses the file. Every problem is a
/// ``Diagnostic`` with file:line:column. The tree's nodes are ``StoryboardObject``s, the reader's element type,
/// with no connections lifted; a caller turns them into its own model.
package struct XMLTree: Sendable {
  /// The top-level elements, in file order (a well-formed file has one); empty when the file was refused.
  package var roots: [StoryboardObject]
  /// Problems found while reading, in the order found.
  package var diagnostics: [Diagnostic]
  /// True when the file declared entities or external identifiers and nothing was read.
  package var refused: Bool
  /// Where each root and its descendants lie in the bytes, parallel to ``roots`` and their children; empty unless
  /// the reading asked for them.
  package var spans: [XMLElementSpan] = []

  /// Reads `bytes`; `path` names the file in locations.
  package static func read(_ bytes: [UInt8], path: String, recordingSpans: Bool = false) -> XMLTree {
    bytes.withUnsafeBufferPointer { read(buffer: $0, path: path, recordingSpans: recordingSpans) }
  }

  /// Reads `buffer`; `path` names the file in locations; with `recordingSpans`, ``spans`` gives every element's byte
  /// ranges.
  package static func read(
    buffer: UnsafeBufferPointer<UInt8>, path: String, recordingSpans: Bool = false
  ) -> XMLTree {
    let lines = LineIndex(buffer)
    return ConflictMarkers.withMarkersBlanked(in: buffer, lines: lines) { patched, conflicts in
      var diagnostics = conflicts.map { conflict in
        let position = lines.position(of: conflict.range.lowerBound, in: buffer)
        return Diagnostic(
          severity: .error, code: .mergeConflict,
          message: ConflictMarkers.message(conflict.marker),
          location: SourceLocation(file: path, line: position.line, column: position.column))
      }
      var scanner = XMLScanner(bytes: patched, lines: lines, path: path, recordsSpans: recordingSpans)
      let roots = scanner.scan()
      diagnostics += scanner.problems
      return XMLTree(roots: roots, diagnostics: diagnostics, refused: scanner.refused, spans: scanner.rootSpans)
    }
  }
}
